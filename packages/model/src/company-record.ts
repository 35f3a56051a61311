/**
 * The company record: the one place the vendor fills in who runs the site. Everything that names
 * the company (the legal notice, every footer, the contacts, privacy and trust pages, the DPA, the
 * structured data, the voice agent) reads it through `COMPANY` of `company.ts`.
 *
 * As the repository ships it, this is an example (`example: true`): `npm start` runs with it and
 * every page says its details are an example, not the vendor's. `npm run deploy` and
 * `npm run release -- … --aws` refuse to ship it, and refuse any record whose values fail the
 * checks a buyer's procurement runs (`companyRecordIssues`: NIP and REGON check digits, the KRS
 * format, the VAT number, phones outside the ranges kept for fiction, e-mail domains that take mail).
 * The example's numbers are all zeros and its phone is in the range Ofcom reserves for drama
 * (020 7946 0000–0999): they belong to no company and ring nobody.
 */

/** A phone line as the pages write it. */
export interface PhoneLine {
  /** E.164. */
  readonly number: string;
  /** The number grouped as it is dialled (libphonenumber's international format; a test holds the two equal). */
  readonly display: string;
}

import type { Language } from './languages';

type Words = Readonly<Record<Language, string>>;

export interface CompanyRecord {
  /** True while this is the repository's example rather than the vendor's record. */
  readonly example: boolean;
  /** The name in the register, with its legal form. */
  readonly legalName: string;
  readonly legalForm: Words;
  /** The registered office, as the register writes it. */
  readonly address: { readonly street: string; readonly postalCode: string; readonly city: string; readonly country: string };
  /**
   * The register that keeps the company's file, and its number there (KRS: ten digits). `name` is the
   * nominative a label takes («Rejestr: Krajowy Rejestr Sądowy»); `genitive` is the same name as a
   * Polish sentence declines it after «do» («wpisana do Krajowego Rejestru Sądowego»).
   */
  readonly register: { readonly name: string; readonly genitive: string; readonly court: string; readonly number: string };
  /** The Polish tax number (NIP), ten digits. */
  readonly nip: string;
  /** EU VAT number: the NIP with the country's prefix. */
  readonly vatId: string;
  /** Polish statistical number (REGON), nine digits. */
  readonly regon: string;
  /** Share capital, as the register states it. */
  readonly shareCapital: { readonly amount: number; readonly currency: string };
  /** The main line, where sales and anyone else can ring, in E.164, and the hours a person answers (working days). */
  readonly phone: string;
  readonly phoneDisplay: string;
  readonly phoneHours: { readonly from: string; readonly to: string; readonly timeZone: string; readonly days: 'mon-fri' };
  /** A line per market where the company has one, by the market's ISO 3166-1 country code: a visitor there sees it instead of the main line. */
  readonly marketPhones: Readonly<Partial<Record<string, PhoneLine>>>;
  /** Where anyone can write: sales, partners, the press. */
  readonly email: string;
  /** Where privacy and security questions go. */
  readonly privacyEmail: string;
  readonly securityEmail: string;
}

const NIP = '0000000000';

export const COMPANY_RECORD: CompanyRecord = {
  example: true,
  legalName: 'Synthra sp. z o.o.',
  legalForm: {
    en: 'limited liability company (spółka z ograniczoną odpowiedzialnością)',
    ru: 'общество с ограниченной ответственностью (spółka z ograniczoną odpowiedzialnością)',
    uk: 'товариство з обмеженою відповідальністю (spółka z ograniczoną odpowiedzialnością)',
    pl: 'spółka z ograniczoną odpowiedzialnością',
  },
  address: { street: 'ul. Prosta 20', postalCode: '00-850', city: 'Warszawa', country: 'PL' },
  register: {
    name: 'Krajowy Rejestr Sądowy (KRS)',
    genitive: 'Krajowego Rejestru Sądowego (KRS)',
    court: 'Sąd Rejonowy dla m.st. Warszawy w Warszawie, XII Wydział Gospodarczy Krajowego Rejestru Sądowego',
    number: '0000000000',
  },
  nip: NIP,
  vatId: `PL${NIP}`,
  regon: '000000000',
  shareCapital: { amount: 5000, currency: 'PLN' },
  phone: '+442079460321',
  phoneDisplay: '+44 20 7946 0321',
  phoneHours: { from: '09:00', to: '18:00', timeZone: 'Europe/Warsaw', days: 'mon-fri' },
  marketPhones: {},
  email: 'hello@synthra.ai',
  privacyEmail: 'privacy@synthra.ai',
  securityEmail: 'security@synthra.ai',
};
