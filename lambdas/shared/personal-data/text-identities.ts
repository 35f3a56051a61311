import { normalizePhone, type PhoneCountry } from '@site/contracts';

/**
 * The phones and e-mails in free text (a conversation's transcript, what its data collection
 * extracted), for the personal-data index: a typed conversation may hold an e-mail, and a caller
 * writes numbers as people do (`+44 (0) 7700 900557`, `0044 …`, `8 (999) …`). Each phone is read by
 * the same `normalizePhone` as the forms and the agent's tool, in the call's country. The text is a
 * stranger's (up to a record's 350 KB): every scan here is linear in it.
 */

/**
 * At most this many of each kind from one record's text are indexed: each is an index write in the
 * webhook's budget, and a stranger's typed wall of numbers must not make thousands. A record's
 * contacts and data collection come first, so they always count. A record with more is indexed as
 * overflowing (`person-index.ts`), and a search reads such records whole (`TEXT_IDENTITIES_ALL`),
 * so the 21st phone of a record is found and erased too (G7).
 */
export const TEXT_IDENTITIES_MAX = 20;
/** Every identity in the text: what a search of an overflowing record reads (an operator's command, not a function's budget). */
export const TEXT_IDENTITIES_ALL = Number.POSITIVE_INFINITY;

/**
 * A plus or a digit of any script (Arabic-Indic, Persian, fullwidth: `normalizePhone` reads them all),
 * then digits with what people write between them on one line (spaces, brackets, dots, dashes,
 * slashes), ending on a digit (bounded, so no backtracking to speak of).
 */
const PHONE_LIKE = /[+\uff0b]?\p{Nd}[\p{Nd} \t\u00a0()./\-]{5,30}\p{Nd}/gu;

/** The distinct phones in the text, in E.164, in order, at most `max` (candidates read: ten times as many). */
export function phonesIn(text: string, country: PhoneCountry | undefined, max = TEXT_IDENTITIES_MAX): string[] {
  const found = new Set<string>();
  let tried = 0;
  for (const [candidate] of text.matchAll(PHONE_LIKE)) {
    if (found.size >= max || tried >= 10 * max) break;
    tried += 1;
    // NFKC reads a fullwidth plus (`＋４４ …`) as `+`.
    const phone = normalizePhone(candidate.normalize('NFKC'), country);
    if (phone.ok) found.add(phone.e164);
  }
  return [...found];
}

const LOCAL_CHAR = /^[\p{L}\p{N}._%+\-]$/u;
const DOMAIN_CHAR = /^[\p{L}\p{N}.\-]$/u;
// The top-level domain in any script (`.рф`) or as punycode (`.xn--p1ai`), as the log mask reads it (G7).
const EMAIL = /^[\p{L}\p{N}._%+\-]+@[\p{L}\p{N}\-]+(?:\.[\p{L}\p{N}\-]+)*\.(?:\p{L}{2,}|xn--[\p{L}\p{N}\-]+)$/u;
/** RFC 5321's lengths: 64 before the `@`, 255 after. */
const LOCAL_MAX = 64;
const DOMAIN_MAX = 255;

/**
 * The distinct e-mails in the text, in lower case, at most `max`: read outward from each `@` within
 * the lengths an address may have (a regex over the whole text would try every letter of a long
 * message as an address's start).
 */
export function emailsIn(text: string, max = TEXT_IDENTITIES_MAX): string[] {
  const found = new Set<string>();
  for (let at = text.indexOf('@'); at !== -1 && found.size < max; at = text.indexOf('@', at + 1)) {
    let start = at;
    while (start > 0 && at - start < LOCAL_MAX && LOCAL_CHAR.test(text[start - 1]!)) start -= 1;
    let end = at + 1;
    while (end < text.length && end - at <= DOMAIN_MAX && DOMAIN_CHAR.test(text[end]!)) end += 1;
    // A sentence's full stop after the address is no part of it.
    const candidate = text.slice(start, end).replace(/[.\-]+$/, '');
    if (EMAIL.test(candidate)) found.add(candidate.toLowerCase());
  }
  return [...found];
}
