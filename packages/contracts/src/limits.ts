/** Limits the forms and the API share. */
export const LIMITS = {
  nameMaxLength: 100,
  companyMaxLength: 100,
  commentMaxLength: 2000,
  pagePathMaxLength: 512,
  /** Request bodies above this are answered 413. */
  bodyMaxBytes: 16 * 1024,
} as const;
