/**
 * E-mail addresses as a Russian, Ukrainian or Polish visitor writes them: a domain in its own script
 * (`пример.рф`, `приклад.укр`, `żółw.pl`) or as punycode (`xn--e1afmkfd.xn--p1ai`) is one domain,
 * read the way browsers and DNS read it (IDNA, UTS #46, through the WHATWG URL parser every runtime of
 * the site has: the browser's, Node's). One writing of an address (`normalizeEmail`) is what the
 * functions store and what the personal-data index keys, so a person found by one writing is found
 * by every other.
 */

/** Characters that end or change a URL's host, so never part of a domain read through `URL`. */
const NOT_IN_A_HOST = /[\s/?#\\:@[\]%<>^|"'`{}]/u;
/** A DNS label as the ASCII form writes it: letters, digits and inner hyphens, at most 63. */
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** A top-level domain: letters (`ru`, `com`), or an internationalised one in punycode (`xn--p1ai`). */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
/** RFC 5322's dot-atom of `atext`: what may stand before the `@` unquoted (quoted local parts are not taken). */
const ASCII_LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** RFC 6531's local part: `atext` and letters, marks and digits of any script (no symbol, space or invisible character). */
const UNICODE_LOCAL_PART = /^[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{M}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
/** RFC 5321's lengths, in octets: 64 before the `@`, 253 of a domain's name, 254 for the whole path. */
const LOCAL_PART_MAX_OCTETS = 64;
const DOMAIN_MAX = 253;
const ADDRESS_MAX = 254;

/** A label as written that begins or ends with a hyphen (`-пример`), which its punycode (`xn----jtbiqngd`) no longer shows. */
const HYPHEN_AT_AN_END = /(?:^|[.\u3002])-|-(?:[.\u3002]|$)/u;

/** The domain as DNS has it (lower case, punycode), or undefined when it is no host name at all. */
function asciiDomain(domain: string): string | undefined {
  if (!domain || NOT_IN_A_HOST.test(domain) || HYPHEN_AT_AN_END.test(domain)) return undefined;
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return undefined;
  }
}

interface WrittenEmail {
  /** NFKC (a fullwidth `＠` is an at sign), trimmed, in lower case. */
  readonly email: string;
  readonly localPart?: string;
  /** The domain in ASCII, when it is one. */
  readonly domain?: string;
  /** The top-level domain as written (`рф`, `xn--p1ai`, `pl`). */
  readonly topLevel?: string;
}

function partsOf(written: string): WrittenEmail {
  const email = written.normalize('NFKC').trim().toLowerCase();
  const at = email.lastIndexOf('@');
  if (at < 1) return { email };
  const domain = email.slice(at + 1);
  return { email, localPart: email.slice(0, at), domain: asciiDomain(domain), topLevel: domain.split(/[.\u3002]/).at(-1) };
}

/** A top-level domain as written: two letters or more of one word (`рф`, `укр`, `com`), or punycode. Its ASCII form alone cannot tell `р` (`xn--p1a`) from `рф`. */
const WRITTEN_TOP_LEVEL = /^(?:\p{L}[\p{L}\p{M}]+|xn--[a-z0-9-]+)$/u;

/**
 * An e-mail address in one writing: NFKC, trimmed, in lower case, its domain in the ASCII form DNS
 * resolves, so `Boss@Пример.рф`, `boss@xn--e1afmkfd.xn--p1ai` and `boss＠пример.рф` are one address
 * (G7). What is no address stays as written (NFKC, trimmed, lower case): the index still keys it.
 */
export function normalizeEmail(written: string): string {
  const { email, localPart, domain } = partsOf(written);
  return localPart !== undefined && domain ? `${localPart}@${domain}` : email;
}

const octets = (text: string) => new TextEncoder().encode(text).length;

function isHostName(domain: string): boolean {
  const labels = domain.split('.');
  return domain.length <= DOMAIN_MAX && labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels.at(-1)!);
}

/** Why `written` is no address mail could be sent to: `invalid_email`, or `email_local_part_not_ascii` for an RFC 6531 one with letters beyond ASCII before the `@`. */
export function emailProblem(written: string): 'invalid_email' | 'email_local_part_not_ascii' | undefined {
  const { localPart, domain, topLevel } = partsOf(written);
  if (!localPart || !domain || !isHostName(domain) || !WRITTEN_TOP_LEVEL.test(topLevel ?? '')) return 'invalid_email';
  if (octets(localPart) > LOCAL_PART_MAX_OCTETS || octets(`${localPart}@${domain}`) > ADDRESS_MAX) return 'invalid_email';
  if (ASCII_LOCAL_PART.test(localPart)) return undefined;
  return UNICODE_LOCAL_PART.test(localPart) ? 'email_local_part_not_ascii' : 'invalid_email';
}
