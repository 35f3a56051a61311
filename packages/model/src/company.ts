import type { Language } from './languages';

import { COMPANY_RECORD, type CompanyRecord, type PhoneLine } from './company-record';

export type { CompanyRecord, PhoneLine } from './company-record';

/**
 * The company behind the site, as the law asks a commercial site to name it (EU e-commerce directive
 * 2000/31/EC art. 5): the legal notice, the footer, the contacts, privacy and trust pages, the DPA and
 * the `Organization` structured data all read this one record, and so does the voice agent. The
 * vendor fills it in in one place, `company-record.ts`; until then it is the example record, which
 * every page marks as such and no deployment ships (`companyRecordIssues`).
 */
export const COMPANY: CompanyRecord = COMPANY_RECORD;

/** A record's time ("09:00") as a time is said in the site's languages' running text, without a leading zero: "9:00". */
export const clock = (time: string): string => time.replace(/^0(?=\d:)/, '');

export type Company = CompanyRecord;

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

/** The company's line for a visitor in `country`: the market's own where the record sets one, else the main line. */
export function phoneLineFor(country: string | undefined): PhoneLine {
  return (country && COMPANY.marketPhones[country]) || { number: COMPANY.phone, display: COMPANY.phoneDisplay };
}

/**
 * What every place that shows the company's details says while the record is the example
 * (`COMPANY.example`): a sentence that says so, and the words a register or tax number is shown as.
 */
export const EXAMPLE_RECORD_WORDS: Readonly<Record<Language, { readonly note: string; readonly notSet: string }>> = {
  en: {
    note: 'Example company details: the vendor has not set its company record yet, so this name, address and these numbers belong to no company.',
    notSet: 'not set',
  },
  ru: {
    note: 'Это пример реквизитов: поставщик ещё не\u00a0заполнил данные компании, поэтому это название, адрес и\u00a0номера не\u00a0принадлежат никакой компании.',
    notSet: 'не\u00a0указан',
  },
  uk: {
    note: 'Це приклад реквізитів: постачальник ще не\u00a0заповнив дані компанії, тож ця назва, адреса й\u00a0номери не\u00a0належать жодній компанії.',
    notSet: 'не\u00a0вказано',
  },
  pl: {
    note: 'Przykładowe dane firmy: dostawca nie uzupełnił jeszcze danych spółki, więc podana nazwa, adres i\u00a0numery nie należą do żadnej firmy.',
    notSet: 'nie podano',
  },
};

/** A register or tax number of the record as `lang` shows it: the number, or "not set" while the record is the example. */
export function registryNumber(value: string, lang: Language): string {
  return COMPANY.example ? EXAMPLE_RECORD_WORDS[lang].notSet : value;
}
