/**
 * The checks a buyer's procurement runs on a company's details before anything else: the Polish
 * registers' numbers (their check digits and formats, after python-stdnum's `pl/nip.py` and
 * `pl/regon.py`), phone numbers that no subscriber can have (the ranges regulators keep for films
 * and examples), and e-mail addresses on domains that can never receive mail. The company record
 * is held to them before a deployment ships it (`companyRecordIssues`).
 */

const digitsOf = (value: string) => [...value].map(Number);
const weighted = (digits: readonly number[], weights: readonly number[]) => weights.reduce((sum, weight, index) => sum + weight * digits[index]!, 0);
const allSame = (value: string) => /^(\d)\1*$/.test(value);

/** A NIP as written on invoices ("856-734-62-15", "PL 8567346215"): its ten digits, or undefined when it has others. */
export function nipDigits(value: string): string | undefined {
  const digits = value.replace(/^PL/i, '').replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) ? digits : undefined;
}

/**
 * Whether a NIP (the Polish tax number) is one the tax office could have issued: ten digits whose
 * weighted sum (6, 5, 7, 2, 3, 4, 5, 6, 7) modulo 11 is the tenth (a remainder of 10 is never
 * issued). A number of one repeated digit passes the arithmetic and is refused: it is a placeholder.
 */
export function isValidNip(value: string): boolean {
  const digits = nipDigits(value);
  if (!digits || allSame(digits)) return false;
  const all = digitsOf(digits);
  const check = weighted(all, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11;
  return check !== 10 && check === all[9];
}

/**
 * Whether a REGON (the Polish statistical number) is well formed: nine digits whose weighted sum
 * (8, 9, 2, 3, 4, 5, 6, 7) modulo 11, modulo 10, is the ninth; or fourteen for a local unit, whose
 * first nine pass that test and all fourteen the weights 2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8.
 */
export function isValidRegon(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^(\d{9}|\d{14})$/.test(digits) || allSame(digits)) return false;
  const all = digitsOf(digits);
  const nine = (weighted(all, [8, 9, 2, 3, 4, 5, 6, 7]) % 11) % 10 === all[8];
  if (digits.length === 9) return nine;
  return nine && (weighted(all, [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8]) % 11) % 10 === all[13];
}

/** Whether a KRS number is well formed: ten digits, zero-padded, not all zeros (the register has no check digit). */
export function isValidKrs(value: string): boolean {
  return /^\d{10}$/.test(value) && !/^0+$/.test(value);
}

/**
 * Number ranges regulators keep for drama and examples, which no subscriber is ever given, in
 * E.164 prefixes (each with the count of digits that follow): Ofcom's in the United Kingdom, the
 * North American 555-0100–0199, and the Australian Communications and Media Authority's.
 */
const FICTION_RANGES: readonly { readonly prefix: RegExp; readonly by: string }[] = [
  // Ofcom: London 020 7946 0xxx, the geographic 0113–0191 496 0xxx (0191 498 0xxx), Northern Ireland 028 9649 6xxx, Cardiff 029 2018 0xxx,
  // the fictitious area code 01632 960xxx, mobiles 07700 900xxx, freephone 0808 157 0xxx, premium 0909 879 0xxx, 0306 999 0xxx.
  { prefix: /^\+442079460\d{3}$/, by: 'Ofcom (drama numbers)' },
  { prefix: /^\+44(113|114|115|116|117|118|121|131|141|151|161)4960\d{3}$/, by: 'Ofcom (drama numbers)' },
  { prefix: /^\+441914980\d{3}$/, by: 'Ofcom (drama numbers)' },
  { prefix: /^\+442896496\d{3}$/, by: 'Ofcom (drama numbers)' },
  { prefix: /^\+442920180\d{3}$/, by: 'Ofcom (drama numbers)' },
  { prefix: /^\+441632960\d{3}$/, by: 'Ofcom (drama numbers)' },
  { prefix: /^\+447700900\d{3}$/, by: 'Ofcom (drama numbers)' },
  { prefix: /^\+448081570\d{3}$/, by: 'Ofcom (drama numbers)' },
  { prefix: /^\+449098790\d{3}$/, by: 'Ofcom (drama numbers)' },
  { prefix: /^\+443069990\d{3}$/, by: 'Ofcom (drama numbers)' },
  { prefix: /^\+1\d{3}55501\d{2}$/, by: 'the North American Numbering Plan (555-0100 to 0199)' },
  { prefix: /^\+61(255550|370100|755500|855500)\d{3}$/, by: 'ACMA (numbers for creative works)' },
  { prefix: /^\+6149157\d{4}$/, by: 'ACMA (numbers for creative works)' },
];

/** The body that keeps a number for fiction, when `e164` is in such a range; undefined for a number a subscriber may have. */
export function fictionRangeOf(e164: string): string | undefined {
  return FICTION_RANGES.find(({ prefix }) => prefix.test(e164))?.by;
}

/** Domains that can never receive mail: RFC 2606's and RFC 6761's reserved names. */
const RESERVED_DOMAINS = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost|local)$/i;

/** Whether `address` is an e-mail address on a domain that can receive mail (two labels at least, none reserved for examples). */
export function isDeliverableEmail(address: string): boolean {
  const match = /^[^\s@]+@([a-z0-9-]+(\.[a-z0-9-]+)+)$/i.exec(address);
  return !!match && !RESERVED_DOMAINS.test(match[1]!);
}
