import type { HomePage } from '@site/content';
import {
  CLIENT_COUNTRIES,
  FACTS,
  HIPAA_SHORT,
  PILOT_DAYS,
  SAMPLE_REPORT_DAY,
  formatAtLeast,
  formatDays,
  formatFromPrice,
  headlineClaims,
  href,
  pluralOf,
} from '@site/model';

const claims = headlineClaims('pl');
const productPilot = formatDays(PILOT_DAYS['ai-seller']!, 'pl');
const agentLabPilot = formatDays(PILOT_DAYS['agentlab-ai']!, 'pl');
const integrations = formatAtLeast(FACTS.integrations);
const countries = CLIENT_COUNTRIES.length;
const managers = SAMPLE_REPORT_DAY.managers;

export default {
  description: `Ocena rozmów handlowych, boty sprzedażowe 24/7, asystenci głosowi i agenci AI szyci na miarę. Konwersja ${claims.conversion}, koszt obsługi zapytań ${claims.cost}, start w ${claims.launch}.`,
  hero: {
    eyebrow: 'Chatboty, asystenci głosowi i agenci AI dla firm',
    title: 'AI, które sprzedaje, odpowiada i umawia klientów całą dobę',
    lead: 'Chatboty, asystenci głosowi i agenci AI prowadzą klienta od pierwszej wiadomości do umówionego spotkania. Znają Twoją ofertę i pracują w Twoim CRM-ie.',
    primaryCta: 'Umów bezpłatną konsultację',
    talk: 'Porozmawiaj z Lumi',
    write: 'Albo napisz',
    reach: { call: 'Zadzwoń do działu sprzedaży', write: 'Albo napisz e-mail' },
    claimsLabel: 'Czego możesz się spodziewać',
    claims: [
      { value: claims.conversion, label: 'konwersji' },
      { value: claims.cost, label: 'kosztu obsługi zapytań' },
      { value: claims.launch, label: 'do uruchomienia' },
      { value: claims.pilot, label: 'pilotażu, zanim podpiszesz umowę' },
    ],
    ceilings: {
      note: 'Konwersję i koszty podajemy jako górne granice. Najlepsze dotychczasowe wyniki naszych klientów:',
      results: {
        qualifiedLeads: 'zakwalifikowanych leadów',
        trialToPaid: 'konwersji z wersji próbnej na płatną',
        onboardingCost: 'kosztu onboardingu reklamodawcy',
      },
    },
    visual: {
      summary: 'Trzy produkty Synthra przy pracy',
      chatTime: '23:47',
      customer: 'Czy jest lniana poszwa na kołdrę 200×220?',
      reply: 'Tak, zostały cztery w kolorze szałwii. Zarezerwować jedną i wysłać link do płatności?',
      orderBadge: 'Zamówienie opłacone',
      callTime: 'Połączenie przychodzące · 2:14',
      booked: 'Zapisano: wizyta kontrolna, wtorek 10:30',
      crmBadge: 'Dodano do CRM',
      scoreDay: 'Dziś',
      scoreLabel: 'Średnia ocena rozmów',
      tips: pluralOf(managers, 'pl', {
        one: `${managers} handlowiec oceniony, wskazówka gotowa`,
        few: `${managers} handlowców ocenionych, dla każdego wskazówka`,
        many: `${managers} handlowców ocenionych, dla każdego wskazówka`,
        other: `${managers} handlowca ocenionego, wskazówki gotowe`,
      }),
    },
  },
  clients: { title: 'Osiem firm i osiem historii wdrożeń, które przeczytasz w całości', caseLabel: 'wdrożenie' },
  products: { title: 'Sześć produktów dla rosnących firm', lead: 'Zacznij od tego, który usuwa największe wąskie gardło. Wszystkie działają razem.' },
  problems: {
    title: 'Brzmi znajomo?',
    lead: 'Problemy, które najczęściej rozwiązujemy zespołom sprzedaży, klinikom i sklepom internetowym.',
    items: [
      {
        title: 'Zapytania czekają godzinami na odpowiedź',
        text: 'Bot odpisuje na każdą wiadomość w kilka sekund, kwalifikuje klienta i umawia rozmowę, póki zainteresowanie jest świeże.',
      },
      {
        title: 'Po godzinach nikt nie odbiera telefonu',
        text: 'Lumi AI odbiera o każdej porze, zapisuje na wizytę i łączy zdecydowanego klienta z handlowcem.',
      },
      {
        title: 'Nikt nie wie, jak naprawdę sprzedają handlowcy',
        text: 'AI Sales Manager ocenia każdą rozmowę i czat, układa ranking zespołu i pokazuje, czego uczyć.',
      },
      {
        title: 'Rutyna zjada czas zespołu',
        text: 'Agenci AI uzupełniają CRM i przygotowują raporty, a SnapCard AI pisze karty produktów ze zdjęć. Ludzie mogą zająć się sprzedażą.',
      },
    ],
  },
  cases: {
    title: 'Historie wdrożeń',
    lead: 'Prawdziwe projekty w medycynie, usługach, B2B, e-commerce, handlu detalicznym i SaaS, od Hiszpanii po Kazachstan.',
  },
  demos: {
    title: 'Wypróbuj nasze boty, zanim z nami porozmawiasz',
    lead: 'W dwie minuty porozmawiasz z asystentem głosowym, napiszesz do bota sprzedażowego i otworzysz raport z rozmów.',
    voice: {
      title: 'Porozmawiaj z asystentem głosowym',
      text: 'Przycisk w rogu każdej strony otwiera rozmowę na żywo z naszym głosowym agentem AI.',
      action: 'Otwórz demo Lumi AI',
    },
    seller: {
      title: 'Napisz do bota sprzedażowego',
      text: 'AI Seller 24/7 odpowiada na pytania, doradza produkty i przyjmuje zamówienia w komunikatorach.',
      open: 'Otwórz czat',
      action: 'Poznaj AI Seller 24/7',
    },
    report: {
      title: 'Zobacz raport jakości rozmów',
      text: 'AI Sales Manager zamienia dzień rozmów w oceny, KPI i wskazówki szkoleniowe dla każdego handlowca.',
      action: 'Otwórz przykładowy raport',
    },
  },
  team: { title: 'Zespół, który tworzy produkty' },
  faq: {
    title: 'Najczęstsze pytania',
    items: [
      {
        question: 'Ile trwa uruchomienie?',
        answer: `Większość projektów startuje w ${claims.launch} od spotkania otwierającego: podłączamy Twoje systemy, uczymy asystenta na Twoich materiałach i sprawdzamy go na prawdziwych rozmowach, zanim trafi do klientów.`,
      },
      {
        question: 'Czy możemy sprawdzić rozwiązanie przed podpisaniem umowy?',
        answer: `Tak. AI Seller 24/7, Lumi AI i AI Commerce Suite po kilku dniach konfiguracji przechodzą pilotaż trwający ${productPilot} na Twoich prawdziwych klientach. AgentLab AI daje dostęp demo następnego dnia roboczego i pilotaż trwający ${agentLabPilot}, gdy powstanie pierwszy agent. MediFlow AI rusza najpierw w jednej placówce kliniki, a AI Sales Manager zaczyna od bezpłatnego przykładowego raportu z Twoich własnych rozmów.`,
      },
      {
        question: 'Ile kosztują wasze produkty?',
        answer: `Każdy produkt ma jawny cennik: AI Sales Manager ${formatFromPrice('ai-sales-manager', 'pl')}, AgentLab AI ${formatFromPrice('agentlab-ai', 'pl')}. Każdy pilotaż ma stałą opłatę, którą zaliczamy na poczet pierwszego miesiąca.`,
        link: { to: href('pricing'), label: 'Zobacz ceny wszystkich sześciu produktów' },
      },
      {
        question: 'Czy to zadziała z naszym CRM-em i komunikatorami?',
        answer: `Tak: mamy ${integrations} gotowych integracji z systemami CRM, telefonią, komunikatorami, systemami rezerwacji i platformami sklepów internetowych.`,
      },
      {
        question: 'W jakich językach mówią asystenci?',
        answer: 'Po polsku, angielsku, ukraińsku, rosyjsku i w innych popularnych językach. Każdy asystent sam przechodzi na język klienta.',
      },
      {
        question: 'Jak chronicie dane naszych klientów?',
        answer: `Dane są szyfrowane w transmisji i w spoczynku, przechowywane w UE i tylko tak długo, jak to potrzebne. MediFlow AI, nasz produkt dla klinik, zbudowaliśmy zgodnie z RODO; dla danych pacjentów z USA: ${HIPAA_SHORT.pl}.`,
      },
      {
        question: 'Co się dzieje, gdy klient potrzebuje człowieka?',
        answer: 'Asystent przekazuje rozmowę handlowcowi razem z podsumowaniem, więc klient nie musi niczego powtarzać.',
      },
    ],
  },
  benefits: {
    title: 'Dlaczego firmy pracują z nami',
    items: [
      { value: formatAtLeast(FACTS.companies), label: 'firm już korzysta z naszych produktów' },
      {
        value: String(countries),
        label: pluralOf(countries, 'pl', {
          one: 'kraj, w którym działają nasi klienci',
          few: 'kraje, w których działają nasi klienci',
          many: 'krajów, w których działają nasi klienci',
          other: 'kraju, w których działają nasi klienci',
        }),
      },
      { value: formatAtLeast(FACTS.implementations), label: 'wdrożeń działa produkcyjnie' },
      { value: integrations, label: 'integracji z CRM-ami, telefonią i komunikatorami' },
    ],
  },
  contact: {
    title: 'Znajdźmy miejsce, w którym AI zwróci się najszybciej',
    lead: 'Zostaw kontakt, a zadzwonimy najpóźniej następnego dnia roboczego, zapytamy o Twoje procesy i podpowiemy, od czego zacząć.',
  },
} satisfies HomePage;
