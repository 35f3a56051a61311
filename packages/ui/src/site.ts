/** Facts about the company that every app shows the same way. */
export { SITE_NAME } from '@site/model';
export const SITE_LOGO_PATH = '/logo.svg';

/** Where anyone can write to the company: the footer, the contacts page, and any message that sends visitors elsewhere. */
export const CONTACT_EMAIL = 'hello@synthra.ai';
