import type { IndustryPageContent } from '@site/content';
import {
  DATA_POLICY,
  FACTS,
  HIPAA_SHORT,
  PRICING,
  PROCESSING,
  RESOLVED_PERCENT,
  amountOf,
  estimateMonthly,
  formatCount,
  formatEuros,
  formatPeriod,
  pluralOf,
} from '@site/model';
import facts from './facts';

const lang = 'pl';
const month = estimateMonthly(facts.estimate);
const { branches, calls, minutes, languages } = facts.estimate;
const [first, rest] = PRICING['mediflow-ai'].fees.branch.tiers;
const [dayBefore, hoursBefore] = FACTS.reminderHoursBefore;
const euros = (amount: number) => formatEuros(Math.round(amount), lang);
/** "10 placówek", "2 języki": a count and its noun as Polish agrees them. */
const counted = (value: number, forms: { one: string; few: string; many: string; other: string }) =>
  `${formatCount(value, lang)} ${pluralOf(value, lang, forms)}`;
const branchForms = { one: 'placówka', few: 'placówki', many: 'placówek', other: 'placówki' };

export default {
  seo: {
    title: 'AI dla klinik: odebrane telefony, zapisane wizyty, protokoły',
    description: `Jak sieć klinik odpowiada na każdy telefon i wiadomość pacjenta, zapisuje wizyty w mMedica, Helsi czy Docplannerze i oddaje lekarzom ich czas. Z ceną dla sieci ${branches} klinik.`,
  },
  name: 'Kliniki',
  hero: {
    eyebrow: 'Dla klinik i sieci medycznych',
    title: 'Każdy pacjent obsłużony, każdy termin zajęty, lekarz z powrotem przy pacjencie',
    lead: 'MediFlow AI przejmuje telefony i wiadomości rejestracji oraz przygotowuje szkic protokołu dla lekarza; przez telefon mówi głosem Lumi AI. Oba działają w systemie medycznym, którego już używasz, w językach Twoich pacjentów.',
  },
  problems: {
    title: 'Co odciąga rejestrację od pacjentów',
    items: [
      {
        title: 'Telefony, których nikt nie odbiera',
        text: 'W porannym szczycie rejestratorka rozmawia z jednym pacjentem, a trzech kolejnych czeka; kto się rozłączy, zapisuje się do kliniki po drugiej stronie ulicy.',
      },
      {
        title: 'Grafik prowadzony ręcznie',
        text: 'Przekładanie i odwoływanie wizyt oraz przypomnienia wypełniają rejestracji cały dzień, a wizyta, o której nikt pacjentowi nie przypomniał, zamienia się w pusty termin.',
      },
      {
        title: 'Protokoły pisane po godzinach',
        text: `Lekarz poświęca ${FACTS.protocolMinutes.before} minut z ${FACTS.visitMinutes}-minutowej wizyty na protokół, a kody ICD-10 wybierane z pamięci sprawiają, że ubezpieczyciel odsyła rachunki.`,
      },
    ],
  },
  products: {
    title: 'Który produkt co robi w klinice',
    roles: [
      `FrontDesk odpowiada pacjentom przez telefon oraz w Viberze, Telegramie i WhatsAppie, zapisuje, przekłada i odwołuje wizyty w Twoim grafiku i przypomina o wizycie ${dayBefore} i ${hoursBefore} godziny wcześniej. Doctor AI przygotowuje szkic wywiadu i protokołu z kodami ICD-10, a lekarz go podpisuje.`,
      'Lumi AI to głos, którym mówi FrontDesk. Samodzielnie obsłuży linię, która nie potrzebuje dokumentacji medycznej: wydawanie wyników w laboratorium, zapisy do centrum diagnostycznego prowadzone w kalendarzu, infolinię ubezpieczyciela.',
    ],
    together:
      'W sieci działają jak jeden zespół: telefon trafia do FrontDesk mówiącego głosem Lumi AI, wizyta ląduje w Twoim systemie medycznym, w gabinecie pacjenta przyjmuje Doctor AI, a wszystko, co wymaga człowieka, trafia do rejestratorki razem z podsumowaniem.',
  },
  choose: {
    title: 'Lumi AI czy MediFlow AI?',
    items: [
      {
        when: 'Problemem jest linia telefoniczna, a zapisy prowadzisz w kalendarzu lub CRM-ie',
        pick: `Sam Lumi AI: ${euros(PRICING['lumi-ai'].fees.platform.price.amount)} miesięcznie z ${PRICING['lumi-ai'].allowances.phoneNumbers} liniami w cenie, do tego minuty rozmów.`,
      },
      {
        when: 'Pacjenci zapisują się w mMedica, Helsi lub Docplannerze, telefonicznie i w komunikatorach, w kilku placówkach',
        pick: 'MediFlow AI z FrontDesk w każdej placówce: mówi już głosem Lumi AI, więc drugiego produktu nie trzeba kupować.',
      },
      {
        when: 'Lekarze tracą wieczory na protokoły i kody',
        pick: `Do tego Doctor AI dla lekarzy, którzy go chcą: ${euros(PRICING['mediflow-ai'].fees.doctor.price.amount)} miesięcznie za lekarza.`,
      },
    ],
  },
  systems: {
    title: 'Połączony z systemami, na których pracują kliniki w Polsce i na Ukrainie',
    lead: 'Grafik i karta pacjenta zostają w Twoim systemie: FrontDesk odczytuje z niego wolne terminy i zapisuje do niego każdą wizytę.',
  },
  cases: { title: 'Klinika, która już tak pracuje', lead: 'Liczby z sieci, która uruchamiała system placówka po placówce.' },
  price: {
    title: `Ile miesięcznie płaci sieć ${branches} klinik`,
    size: `${counted(branches, branchForms)} z FrontDesk, około ${formatCount(calls, lang)} połączeń miesięcznie po ${formatCount(minutes, lang)} minuty, pacjenci obsługiwani w ${formatCount(languages, lang)} językach:`,
    note: `To ${euros(amountOf(month, 'branch'))} za placówki (${counted(first!.upTo!, branchForms)} po ${euros(first!.amount)}, ${counted(branches - first!.upTo!, branchForms)} po ${euros(rest!.amount)}) i ${euros(amountOf(month, 'minute'))} za minuty rozmów. W sieci Veres FrontDesk załatwia ${RESOLVED_PERCENT['mediflow-ai'].percent}% połączeń bez rejestratorki; pozostałe trafiają do niej z podsumowaniem.`,
    calculator: 'Wyceń własną sieć w kalkulatorze',
  },
  data: {
    title: 'Dokąd trafiają dane pacjentów',
    points: [
      `Szyfrowane i przechowywane w AWS we Frankfurcie (${DATA_POLICY.region}); sama dokumentacja medyczna nigdy nie opuszcza systemu kliniki.`,
      `Agenci działają w unijnym środowisku ElevenLabs bez przechowywania danych, a dane rozmów są usuwane po upływie ${formatPeriod(PROCESSING['mediflow-ai'].retentionDays, 'days', lang)}, chyba że umowa przewiduje krótszy okres.`,
      `Dla danych pacjentów z USA: ${HIPAA_SHORT[lang]}, a umowę BAA podpisujemy przed pierwszym połączeniem.`,
    ],
    link: 'Dane pacjentów z UE i Ukrainy na stronie o bezpieczeństwie',
  },
  form: {
    title: 'Opowiedz nam o swojej sieci',
    lead: 'Ile placówek, jaki system medyczny, w jakich językach mówią Twoi pacjenci: handlowiec oddzwoni najpóźniej następnego dnia roboczego z planem dla pierwszej placówki.',
  },
} satisfies IndustryPageContent;
