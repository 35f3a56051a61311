/** Facts about the company that every app shows the same way. */
export { CONTACT_EMAIL, SITE_NAME } from '@site/model';
export const SITE_LOGO_PATH = '/logo.svg';
