import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clock,
  COMPANY,
  COMPANY_PHONE_ATTRIBUTE,
  EXAMPLE_RECORD_WORDS,
  companyAddress,
  legalNameInText,
  phoneLineFor,
  registryNumber,
  viewerCountryOfPage,
  type Language,
} from '@site/model';

/**
 * The company's phone as a link that rings it, written as it is dialled: the line of the visitor's
 * country where the record sets one (`COMPANY.marketPhones`), else the main line. The page is
 * prerendered with the main line; the page's own script moves it to the visitor's before the app
 * runs (`showMarketPhones`), and the link takes the same line once it hydrates.
 */
export function PhoneLink({ className }: { readonly className?: string }) {
  const [line, setLine] = useState(() => phoneLineFor(undefined));
  useEffect(() => setLine(phoneLineFor(viewerCountryOfPage())), []);
  return (
    <a className={className} href={`tel:${line.number}`} {...{ [COMPANY_PHONE_ATTRIBUTE]: 'display' }} suppressHydrationWarning>
      {line.display}
    </a>
  );
}

/**
 * When a person answers the phone, in the page's language ("Mon–Fri, 9:00–18:00, Warsaw time"). The
 * days and the city are the translation's words: `COMPANY.phoneHours` says working days in Warsaw.
 */
export function usePhoneHours(): string {
  const { t } = useTranslation('shell');
  const { from, to } = COMPANY.phoneHours;
  return t('company.phoneHours', { from: clock(from), to: clock(to) });
}

/** While the record is the example, the sentence that says so wherever the company's details are shown; nothing once the vendor's is set. */
export function ExampleRecordNote({ className, lang }: { readonly className?: string; readonly lang: Language }) {
  if (!COMPANY.example) return null;
  return (
    <p className={className} data-example-record="">
      {EXAMPLE_RECORD_WORDS[lang].note}
    </p>
  );
}

/**
 * The company's legal line: its name, registered office, register number and tax number, as a
 * commercial site names its operator on every page. KRS and NIP are the Polish registers' own
 * abbreviations, written so in every language, each with a colon before its value, as a Polish
 * footer writes it («KRS: nie podano», not «KRS nie podano»).
 */
export function legalLine(lang: Language): string {
  return [legalNameInText(), companyAddress(lang), `KRS: ${registryNumber(COMPANY.register.number, lang)}`, `NIP: ${registryNumber(COMPANY.nip, lang)}`].join(
    ' · ',
  );
}
