/**
 * Where the disclosure policy's contacts are for machines (RFC 9116): the build writes it from the
 * company's record, beside the pages, and the edge keeps what is under `/.well-known/` with a
 * release's pages.
 */
export const SECURITY_TXT_PATH = '/.well-known/security.txt';
