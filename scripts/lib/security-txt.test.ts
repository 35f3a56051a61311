import { describe, expect, it } from 'vitest';
import { COMPANY, LANGUAGES, SECURITY_TXT_PATH, matchUrl } from '@site/model';
import { SECURITY_TXT_VALID_DAYS, securityTxt } from './security-txt';

const ORIGIN = 'https://synthra.ai';
const BUILT = new Date('2026-11-27T10:15:30.250Z');
const DAY = 24 * 60 * 60 * 1000;

/** The fields of a security.txt as RFC 9116 (§2.2) reads them: `Name: value` lines, comments and blank lines left out. */
function fieldsOf(text: string): [string, string][] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([A-Za-z-]+): (.+)$/.exec(line);
      if (!match) throw new Error(`Not a field: "${line}"`);
      return [match[1]!, match[2]!];
    });
}

describe('security.txt', () => {
  const text = securityTxt(ORIGIN, BUILT);
  const fields = fieldsOf(text);
  const one = (name: string) => {
    const values = fields.filter(([field]) => field === name).map(([, value]) => value);
    expect(values, name).toHaveLength(1);
    return values[0]!;
  };

  it('is lines of fields RFC 9116 knows, each field once, ending with a line break', () => {
    expect(text.endsWith('\n')).toBe(true);
    expect(fields.map(([name]) => name).sort()).toEqual(['Canonical', 'Contact', 'Expires', 'Policy', 'Preferred-Languages']);
  });

  it('sends reports to the company’s security address', () => {
    expect(one('Contact')).toBe(`mailto:${COMPANY.securityEmail}`);
  });

  it('expires less than a year after the build, in the RFC 3339 form the RFC asks for', () => {
    const expires = one('Expires');
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    const at = Date.parse(expires);
    expect(at).toBeGreaterThan(BUILT.getTime());
    expect(at - BUILT.getTime()).toBeLessThan(365 * DAY);
    expect(Math.round((at - BUILT.getTime()) / DAY)).toBe(SECURITY_TXT_VALID_DAYS);
    expect(Date.parse(fieldsOf(securityTxt(ORIGIN, new Date(BUILT.getTime() + 30 * DAY))).find(([name]) => name === 'Expires')![1])).toBe(at + 30 * DAY);
  });

  it('names the site’s languages by their tags, and its disclosure page as the policy', () => {
    expect(one('Preferred-Languages')).toBe(LANGUAGES.join(', '));
    const policy = new URL(one('Policy'));
    expect(policy.origin).toBe(ORIGIN);
    expect(matchUrl(policy.pathname)?.route.id).toBe('security');
  });

  it('names its own address on the site’s origin as canonical', () => {
    expect(one('Canonical')).toBe(`${ORIGIN}${SECURITY_TXT_PATH}`);
    expect(fieldsOf(securityTxt('https://staging.synthra.ai', BUILT)).find(([name]) => name === 'Canonical')![1]).toBe(
      `https://staging.synthra.ai${SECURITY_TXT_PATH}`,
    );
  });
});
