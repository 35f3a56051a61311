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
  },
  /** The registered office, as the register writes it. */
  address: { street: 'ul. Prosta 20', postalCode: '00-850', city: 'Warszawa', country: 'PL' },
  /** The register that keeps the company's file, and its number there. */
  register: { name: 'Krajowy Rejestr Sądowy (KRS)', court: 'Sąd Rejonowy dla m.st. Warszawy, XII Wydział Gospodarczy KRS', number: '0000000000' },
  /** EU VAT number (NIP with the country's prefix). */
  vatId: 'PL0000000000',
  /** Polish statistical number. */
  regon: '000000000',
  /** Share capital, as the register states it. */
  shareCapital: { amount: 5000, currency: 'PLN' },
  /** Where sales and anyone else can ring, in E.164, and the hours a person answers (Warsaw time, working days). */
  phone: '+442079460321',
  phoneHours: { from: '09:00', to: '18:00', timeZone: 'Europe/Warsaw', days: 'mon-fri' },
  /** Where privacy and security questions go. */
  privacyEmail: 'privacy@synthra.ai',
  securityEmail: 'security@synthra.ai',
} as const;

export type Company = typeof COMPANY;
