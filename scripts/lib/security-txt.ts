import { COMPANY, LANGUAGES, SECURITY_TXT_PATH, href } from '@site/model';

/**
 * How long a `security.txt` stays valid: RFC 9116 (§2.5.5) asks for less than a year, so a file a
 * build left behind goes stale rather than pointing finders at an address nobody reads. Every
 * build of the pages writes it afresh.
 */
export const SECURITY_TXT_VALID_DAYS = 364;

/**
 * `/.well-known/security.txt` (RFC 9116) from the company's record: where to report a vulnerability
 * (the security address), in which languages, under which policy (the disclosure page), where the
 * file itself lives, and until when it holds (`now` plus `SECURITY_TXT_VALID_DAYS`).
 */
export function securityTxt(origin: string, now: Date): string {
  const expires = new Date(now.getTime() + SECURITY_TXT_VALID_DAYS * 24 * 60 * 60 * 1000);
  expires.setUTCMilliseconds(0);
  return [
    `# ${COMPANY.legalName}: how to report a security vulnerability in ${new URL(origin).host}`,
    `Contact: mailto:${COMPANY.securityEmail}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    `Preferred-Languages: ${LANGUAGES.join(', ')}`,
    `Policy: ${origin}${href('security')}`,
    `Canonical: ${origin}${SECURITY_TXT_PATH}`,
    '',
  ].join('\n');
}
