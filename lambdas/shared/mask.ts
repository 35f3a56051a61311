/** Personal data in logs is masked: enough to tell records apart, not enough to call anyone. */

export function maskPhone(phone: string): string {
  if (phone.length <= 6) return '***';
  return `${phone.slice(0, 4)}${'*'.repeat(phone.length - 6)}${phone.slice(-2)}`;
}

/** The first letter only: `Анна` → `А***`. */
export function maskName(name: string): string {
  const [first] = [...name.trim()];
  return first ? `${first}***` : '***';
}

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

// The top-level domain in any script (`анна@пример.рф`) or as punycode (`xn--p1ai`).
export const EMAIL_IN_TEXT = /[^\s@<>"'&;:,]+@[^\s@<>"'&;:,]+\.(?:\p{L}{2,}|xn--[\p{L}\p{N}-]+)/gu;
// Digits of any script (fullwidth, Arabic-Indic), after a plus of either width, written with spaces,
// dashes, brackets, dots, slashes, underscores or commas between them (`+44.7700.900555`,
// `+44/20/7946/0960`, `+44_7700_900611`, `+44,7700,900,612`); not inside a longer token such as a UUID.
export const PHONE_LIKE_IN_TEXT = /(?<![\p{L}\p{N}_-])[+\uff0b]?\p{Nd}[\p{Nd}\s\-()./_,]{5,}\p{Nd}(?![\p{L}\p{N}_-])/gu;

/** Masks emails and phone numbers inside free text (a message, a comment). */
export function maskPersonalData(text: string): string {
  return text.replace(EMAIL_IN_TEXT, maskEmail).replace(PHONE_LIKE_IN_TEXT, (match) => {
    const digits = match.replace(/\P{Nd}/gu, '');
    // A phone has a plus or at least nine digits, and at most fifteen; dates and ids do not fit.
    const phone = (/^[+\uff0b]/.test(match) || digits.length >= 9) && digits.length <= 15;
    return phone ? maskPhone(match) : match;
  });
}
