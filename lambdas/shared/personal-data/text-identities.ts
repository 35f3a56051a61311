import { normalizePhone, type PhoneCountry } from '@site/contracts';

/**
 * The phones and e-mails in free text (a conversation's transcript, what its data collection
 * extracted), for the personal-data index: a typed conversation may hold an e-mail, and a caller
 * writes numbers as people do (`+44 (0) 7700 900557`, `0044 …`, `8 (999) …`). Each phone is read by
 * the same `normalizePhone` as the forms and the agent's tool, in the call's country.
 */

/** A plus or a digit, then digits with what people write between them on one line, ending on a digit. */
const PHONE_LIKE = /\+?\d[\d \t\u00a0().\-]{5,30}\d/g;
const EMAIL = /[\p{L}\p{N}._%+\-]+@[\p{L}\p{N}\-]+(?:\.[\p{L}\p{N}\-]+)*\.\p{L}{2,}/gu;

/**
 * At most this many of each kind from one record's text: each is an index write in the webhook's
 * budget, and a stranger's typed wall of numbers must not make thousands. A record's contacts and
 * data collection come first, so they always count.
 */
export const TEXT_IDENTITIES_MAX = 20;

export function phonesIn(text: string, country: PhoneCountry | undefined): string[] {
  return [...text.matchAll(PHONE_LIKE)].flatMap(([candidate]) => {
    const phone = normalizePhone(candidate, country);
    return phone.ok ? [phone.e164] : [];
  });
}

export function emailsIn(text: string): string[] {
  return [...text.matchAll(EMAIL)].map(([email]) => email);
}
