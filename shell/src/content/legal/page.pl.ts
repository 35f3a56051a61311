import type { LegalPage } from '@site/content';
import { legalNameInText } from '@site/model';

const company = legalNameInText();

export default {
  seo: {
    title: 'Nota prawna',
    description: `Kto prowadzi synthra.ai: ${company}, siedziba w Warszawie, numery KRS, NIP i REGON, kapitał zakładowy i dane kontaktowe spółki.`,
  },
  title: 'Nota prawna',
  lead: `Synthra to marka spółki ${company} z siedzibą w Warszawie.`,
  asRegistered: 'Poniżej jej dane w brzmieniu, w jakim zapisano je w Krajowym Rejestrze Sądowym.',
  details: {
    title: 'Dane spółki',
    legalName: 'Firma',
    legalForm: 'Forma prawna',
    address: 'Siedziba i adres',
    register: 'Rejestr',
    court: 'Sąd rejestrowy',
    krs: 'Numer KRS',
    vatId: 'NIP (numer VAT UE)',
    regon: 'REGON',
    shareCapital: 'Kapitał zakładowy',
  },
  contact: {
    title: 'Jak skontaktować się ze spółką',
    email: 'E-mail',
    phone: 'Telefon',
    privacy: 'Dane osobowe',
    security: 'Zgłoszenia bezpieczeństwa',
  },
  notes: {
    operator: {
      title: 'Z kim zawierasz umowę',
      text: `Stroną każdej oferty, umowy, faktury i umowy powierzenia przetwarzania danych jest ${company}, bez pośredników. Do tej samej spółki należą strona, jej asystent głosowy i opisane na niej produkty.`,
    },
    data: {
      title: 'Twoje dane',
      text: 'Jakie dane zbiera strona, w jakim celu, jak długo i gdzie je przechowujemy, opisujemy w całości tutaj:',
      privacyLink: 'Polityka prywatności',
      trustLink: 'Dane i bezpieczeństwo',
    },
    security: {
      title: 'Masz informację o podatności?',
      text: 'Daj znać naszemu zespołowi bezpieczeństwa, zanim dowie się ktokolwiek inny. Zasady zgłaszania mówią, jak to zrobić i co obiecujemy w zamian.',
      link: 'Zasady zgłaszania podatności',
    },
  },
} satisfies LegalPage;
