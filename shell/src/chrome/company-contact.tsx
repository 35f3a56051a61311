import { useTranslation } from 'react-i18next';
import { COMPANY, companyAddress, legalNameInText, type Language } from '@site/model';

/** The company's phone as a link that rings it, written as it is dialled. */
export function PhoneLink({ className }: { readonly className?: string }) {
  return (
    <a className={className} href={`tel:${COMPANY.phone}`}>
      {COMPANY.phoneDisplay}
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

/**
 * The company's legal line: its name, registered office, register number and tax number, as a
 * commercial site names its operator on every page. KRS and NIP are the Polish registers' own
 * abbreviations, written so in every language.
 */
export function legalLine(lang: Language): string {
  return [legalNameInText(), companyAddress(lang), `KRS ${COMPANY.register.number}`, `NIP ${COMPANY.nip}`].join(' · ');
}

/** "09:00" as a timetable writes it: "9:00". */
const clock = (time: string) => time.replace(/^0(?=\d:)/, '');
