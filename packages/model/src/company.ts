import type { Language } from './languages';

/** The NIP, the Polish tax number: the VAT number is it with the country's prefix. */
const NIP = '0000000000';

/**
 * The company behind the site, as the law asks a commercial site to name it (EU e-commerce directive
 * 2000/31/EC art. 5): the legal notice, the footer, the contacts, privacy and trust pages, the DPA and
 * the `Organization` structured data all read this one record, and so does the voice agent.
 *
 * The vendor sets its real values here, and only here. Until then every value belongs to no real
 * company or person: the register, tax and statistics numbers are all zeros, and the phones are in
 * the range Ofcom reserves for drama (020 7946 0000–0999), which no subscriber is ever given.
 */
export const COMPANY = {
  /** The name in the register, with its legal form. */
  legalName: 'Synthra sp. z o.o.',
  legalForm: {
    en: 'limited liability company (spółka z ograniczoną odpowiedzialnością)',
    ru: 'общество с ограниченной ответственностью (spółka z ograniczoną odpowiedzialnością)',
    uk: 'товариство з обмеженою відповідальністю (spółka z ograniczoną odpowiedzialnością)',
    pl: 'spółka z ograniczoną odpowiedzialnością',
  },
  /** The registered office, as the register writes it. */
  address: { street: 'ul. Prosta 20', postalCode: '00-850', city: 'Warszawa', country: 'PL' },
  /** The register that keeps the company's file, and its number there. */
  register: { name: 'Krajowy Rejestr Sądowy (KRS)', court: 'Sąd Rejonowy dla m.st. Warszawy, XII Wydział Gospodarczy KRS', number: '0000000000' },
  /** The Polish tax number, as invoices and the footer write it. */
  nip: NIP,
  /** EU VAT number (NIP with the country's prefix). */
  vatId: `PL${NIP}`,
  /** Polish statistical number. */
  regon: '000000000',
  /** Share capital, as the register states it. */
  shareCapital: { amount: 5000, currency: 'PLN' },
  /** Where sales and anyone else can ring, in E.164, and the hours a person answers (Warsaw time, working days). */
  phone: '+442079460321',
  /** The same number grouped as it is dialled (libphonenumber's international format; a test holds the two equal). */
  phoneDisplay: '+44 20 7946 0321',
  phoneHours: { from: '09:00', to: '18:00', timeZone: 'Europe/Warsaw', days: 'mon-fri' },
  /** Where anyone can write: sales, partners, the press. */
  email: 'hello@synthra.ai',
  /** Where privacy and security questions go. */
  privacyEmail: 'privacy@synthra.ai',
  securityEmail: 'security@synthra.ai',
} as const;

export type Company = typeof COMPANY;

/**
 * What the company promises whoever reports a vulnerability (the disclosure page and `security.txt`):
 * a reply within a few working days, and a time to fix before the finder publishes.
 */
export const DISCLOSURE_POLICY = {
  acknowledgeWithinWorkingDays: 3,
  disclosureAfterDays: 90,
} as const;

/** The registered name kept on one line, where code (not copy) writes it: «sp. z o.o.» broken after «z» reads as two words. */
export function legalNameInText(): string {
  return COMPANY.legalName.replaceAll(' ', '\u00a0');
}

/**
 * The registered office on one line, as the register writes it, the country named in `lang`:
 * "ul. Prosta 20, 00-850 Warszawa, Poland", «…, Польша». A registered address is not translated.
 */
export function companyAddress(lang: Language): string {
  const { street, postalCode, city, country } = COMPANY.address;
  return `${street}, ${postalCode} ${city}, ${countryName(country, lang)}`;
}

/** The registered office as a sentence of copy writes it: the postal code kept on the line of its city, and the street on that of its abbreviation ("ul. Prosta"), as typography sets a number or an abbreviation and its word. */
export function companyAddressInText(lang: Language): string {
  const { street, postalCode, city } = COMPANY.address;
  return companyAddress(lang)
    .replace(street, street.replace(/^(\p{L}+\.) /u, '$1\u00a0'))
    .replace(`${postalCode} ${city}`, `${postalCode}\u00a0${city}`);
}

/**
 * CLDR's short forms as the site writes a country's name: no abbreviated «о-ва», «о-в», «Св.», no
 * hyphen or dash between a country and its capital («Конго (Браззавиль)»), «США» as the pages
 * write it, and Ukrainian's typographic apostrophe ’ rather than CLDR's modifier letter (U+02BC).
 */
const SITE_COUNTRY_NAMES: Partial<Readonly<Record<Language, readonly (readonly [RegExp, string])[]>>> = {
  en: [[/^(\p{L}+) [-–] (\p{L}+)$/u, '$1 ($2)']],
  ru: [
    [/^Соединенные Штаты$/u, 'США'],
    [/(?<!\p{L})о-ва(?!\p{L})/gu, 'острова'],
    [/(?<!\p{L})о-в(?!\p{L})/gu, 'остров'],
    [/(?<!\p{L})Св\.\s/gu, 'Святой '],
    [/^(\p{L}+) [-–] (\p{L}+)$/u, '$1 ($2)'],
  ],
  uk: [
    [/^Сполучені Штати$/u, 'США'],
    [/\u02bc/gu, '’'],
    [/^(\p{L}+) [-–] (\p{L}+)$/u, '$1 ($2)'],
  ],
};

/** A country's name in `lang`: the platform's CLDR data ("Poland", «Польша», «Польща») as the site writes it. */
export function countryName(code: string, lang: Language): string {
  const name = new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' }).of(code) ?? code;
  const written = (SITE_COUNTRY_NAMES[lang] ?? []).reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), name);
  // A name that opens with an expanded «о-ва Кайман» opens with a capital, as the list's other names do.
  return written[0]!.toLocaleUpperCase(lang) + written.slice(1);
}

/** The company's share capital as `lang` writes an amount: "PLN 5,000.00", «5 000,00 PLN». */
export function shareCapital(lang: Language): string {
  const { amount, currency } = COMPANY.shareCapital;
  return new Intl.NumberFormat(lang, { style: 'currency', currency, currencyDisplay: 'code' }).format(amount);
}
