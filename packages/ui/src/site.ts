/** Facts about the company that every app shows the same way. */
export const SITE_NAME = 'Synthra';
export const SITE_LOGO_PATH = '/logo.svg';
