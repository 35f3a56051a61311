/** Limits the forms and the API share. */
export const LIMITS = {
  nameMaxLength: 100,
  companyMaxLength: 100,
  commentMaxLength: 2000,
  /** AI Seller 24/7's form: its channels and its chats a day, each a line as typed. */
  channelsMaxLength: 200,
  volumeMaxLength: 100,
  /** A visitor's comment on a conversation they rated. */
  feedbackCommentMaxLength: 1000,
  pagePathMaxLength: 512,
  /**
   * Request bodies above this are answered 413. A lead form the browser posts itself is
   * form-encoded, where a character of Georgian or Armenian takes 9 bytes (`%E1%83%90`): the
   * largest valid lead so encoded (2,000 such characters of comment, 100 of name and company, a
   * long e-mail and page path) is ~23 KB, so the limit is the next size WAF inspects whole.
   */
  bodyMaxBytes: 32 * 1024,
  /**
   * ElevenLabs' post-call webhook carries the whole transcript, far over the API's limit for a long
   * call: its route takes up to this (Lambda's synchronous payload limit is 6 MB).
   */
  webhookBodyMaxBytes: 2 * 1024 * 1024,
} as const;
