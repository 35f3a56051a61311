/** Limits the forms and the API share. */
export const LIMITS = {
  nameMaxLength: 100,
  companyMaxLength: 100,
  commentMaxLength: 2000,
  pagePathMaxLength: 512,
  /** Request bodies above this are answered 413. */
  bodyMaxBytes: 16 * 1024,
  /**
   * ElevenLabs' post-call webhook carries the whole transcript, far over the API's limit for a long
   * call: its route takes up to this (Lambda's synchronous payload limit is 6 MB).
   */
  webhookBodyMaxBytes: 2 * 1024 * 1024,
} as const;
