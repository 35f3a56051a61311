/**
 * Where the disclosure policy's contacts are for machines (RFC 9116): the build writes it from the
 * company's record, the edge serves it with the pages of a release. A module of its own, so the edge
 * function's bundle takes the path without the record.
 */
export const SECURITY_TXT_PATH = '/.well-known/security.txt';
