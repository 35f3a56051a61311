import type { IndustryPageContent } from '@site/content';
import { DATA_POLICY, PROCESSING, RESOLVED_PERCENT, amountOf, estimateMonthly, formatCount, formatEuros, formatPeriod, pluralOf } from '@site/model';
import facts from './facts';

const lang = 'pl';
const month = estimateMonthly(facts.estimate);
const { calls, minutes, languages, lines } = facts.estimate;
const euros = (amount: number) => formatEuros(Math.round(amount), lang);
const lineCount = `${lines} ${pluralOf(lines, lang, { one: 'linii', few: 'liniach', many: 'liniach', other: 'linii' })}`;

export default {
  seo: {
    title: 'AI dla firm usługowych: każdy telefon kończy się rezerwacją',
    description: `Jak biura szkód, serwisy i salony odbierają każdy telefon z Lumi AI, przyjmują rezerwacje na czacie z AI Seller 24/7 i szkolą zespół. Cena za ${formatCount(calls, lang)} połączeń miesięcznie.`,
  },
  name: 'Usługi',
  hero: {
    eyebrow: 'Dla firm usługowych',
    title: 'Telefon, który kończy się rezerwacją, nawet gdy biuro jest zamknięte',
    lead: 'Biuro likwidacji szkód, serwis czy salon żyją z telefonu. Lumi AI odbiera każde połączenie, zbiera dane, których potrzebuje specjalista, i umawia wizytę; AI Seller 24/7 robi to samo na czacie.',
  },
  problems: {
    title: 'Gdzie firma usługowa traci klientów',
    items: [
      {
        title: 'Kolejka na linii',
        text: 'Gdy przychodzi burza, święta albo poniedziałkowy poranek, dzwoniący czekają, a wielu rozłącza się, zanim ktokolwiek odbierze.',
      },
      {
        title: 'Dane zbierane dwa razy',
        text: 'Konsultant wpisuje to, co mówi klient, specjalista oddzwania po to, czego zabrakło, a klient opowiada wszystko od nowa.',
      },
      {
        title: 'Wieczory bez odpowiedzi',
        text: 'Zgłoszenia, które przychodzą po osiemnastej, czekają do rana, a do tego czasu klient umawia się z kimś innym.',
      },
    ],
  },
  products: {
    title: 'Który produkt co robi',
    roles: [
      'Lumi AI odbiera naraz na każdej linii, zadaje pytania z Twojego formularza, umawia wizytę lub oględziny i wysyła zapis do Twojego CRM-u.',
      'AI Seller 24/7 odpowiada na te same pytania w Telegramie, WhatsAppie, na Instagramie i na Twojej stronie, a rezerwacje zapisuje w tym samym kalendarzu.',
      'AI Sales Manager ocenia rozmowy, które wciąż prowadzą Twoi ludzie, i pokazuje każdemu konsultantowi krok, który pomija.',
    ],
    together: 'Asystent bierze na siebie rutynę, wyjątki przekazuje człowiekowi z kompletem danych, a oceny pokazują, gdzie ludzie robią różnicę.',
  },
  systems: {
    title: 'Współpracuje z Twoim kalendarzem, CRM-em i centralą telefoniczną',
    lead: 'Rezerwacje trafiają tam, gdzie Twój zespół już zagląda; system spoza listy podłączamy przez jego API.',
  },
  cases: { title: 'Firma usługowa, która już tak pracuje', lead: 'Biuro likwidacji szkód, które obsłużyło telefony po burzy bez dodatkowych ludzi.' },
  price: {
    title: `Ile kosztuje ${formatCount(calls, lang)} połączeń miesięcznie`,
    size: `Połączenia po ${formatCount(minutes, lang)} minuty na ${lineCount}, w ${formatCount(languages, lang)} językach:`,
    note: `Z tego ${euros(amountOf(month, 'minute'))} to minuty, a ${euros(amountOf(month, 'platform'))} opłata za platformę. We wdrożeniu w handlu Lumi AI kończy samodzielnie ${RESOLVED_PERCENT['lumi-ai'].percent}% połączeń; Twój udział zmierzy pilotaż.`,
    calculator: 'Wyceń własny wolumen w kalkulatorze',
  },
  data: {
    title: 'Co dzieje się z danymi Twoich klientów',
    points: [
      `Zapisy rozmów są przechowywane w AWS w UE (${DATA_POLICY.region}) domyślnie przez ${formatPeriod(PROCESSING['lumi-ai'].retentionDays, 'days', lang)} albo krócej, jeśli tak stanowi umowa.`,
      'Lumi AI działa w unijnym środowisku ElevenLabs bez przechowywania danych i na początku każdej rozmowy mówi, że dzwoniący rozmawia z AI.',
    ],
    link: 'Jak Lumi AI przechowuje zapisy rozmów, na stronie o bezpieczeństwie',
  },
  form: {
    title: 'Opowiedz nam o swoich telefonach',
    lead: 'Ile połączeń dziennie, czego dzwoniący od Ciebie potrzebuje, w jakim kalendarzu lub CRM-ie zapisujesz wizyty: handlowiec oddzwoni najpóźniej następnego dnia roboczego.',
  },
} satisfies IndustryPageContent;
