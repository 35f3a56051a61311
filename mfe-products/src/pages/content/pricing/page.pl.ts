import type { PricingPage } from '@site/content';
import {
  BILLING_TERMS,
  ESTIMATE_ASSUMPTIONS,
  ESTIMATE_LIMITS,
  ESTIMATE_EXAMPLES,
  FACTS,
  LONGEST_PILOT_DAYS,
  PRICING,
  formatAtLeast,
  formatCount,
  formatDays,
  formatEstimate,
  formatEuros,
  formatFromPrice,
  formatPeriod,
  formatPilotDays,
  formatPrice,
  formatUpTo,
  amountOf,
  estimateMonthly,
  exampleInput,
  pluralOf,
} from '@site/model';

const lang = 'pl';
const euros = (amount: number) => formatEuros(amount, lang);
const count = (value: number) => formatCount(value, lang);
const {
  'ai-sales-manager': salesManager,
  'ai-seller': seller,
  'lumi-ai': lumi,
  'ai-commerce': commerce,
  'mediflow-ai': mediflow,
  'agentlab-ai': agentLab,
} = PRICING;
const EXAMPLE_NETWORK = ESTIMATE_EXAMPLES['mediflow-ai'];
const network = estimateMonthly(exampleInput('mediflow-ai'));
const { wrapUpMinutes, concurrent, occupancy } = ESTIMATE_ASSUMPTIONS;
const { conversations, minutes, languages, hourlyCost } = ESTIMATE_LIMITS;
/** A count and its noun as Polish agrees them: "1 język", "2 języki", "5 języków", "2,5 minuty". */
const counted = (value: number, one: string, few: string, many: string, other: string) =>
  `${count(value)}\u00a0${pluralOf(value, lang, { one, few, many, other })}`;
const languageCount = (value: number) => counted(value, 'język', 'języki', 'języków', 'języka');
const hours = (value: number) => counted(value, 'godzina', 'godziny', 'godzin', 'godziny');
const branches = (value: number) => counted(value, 'placówka', 'placówki', 'placówek', 'placówki');

export default {
  seo: {
    title: 'Cennik asystentów AI, botów sprzedażowych i agentów',
    description: `Ceny w euro dla sześciu produktów AI, ${formatFromPrice('ai-sales-manager', lang)}, głos za ${formatPrice(lumi.fees.minute.price, lang)}, pilotaż przed umową i kalkulator dla Twojej skali.`,
  },
  breadcrumb: 'Cennik',
  hero: {
    eyebrow: 'Cennik',
    title: 'Ile kosztuje każdy produkt i co obejmuje cena',
    lead: 'Cennik każdego produktu w euro: za co płacisz, co obejmują opłaty i co kosztuje dodatkowo. Pod spodem kalkulator zestawia Twój własny wolumen z kosztem tej samej pracy wykonywanej przez zespół.',
    terms: [
      'Ceny w euro, netto (bez VAT)',
      `Rozliczenie miesięczne, ${formatPeriod(BILLING_TERMS.noticeDays, 'days', lang)} wypowiedzenia`,
      'Bez opłaty wdrożeniowej: uruchomienie i integracje z naszych list są w cenie',
      `Pilotaż trwa ${formatUpTo(formatDays({ min: LONGEST_PILOT_DAYS, max: LONGEST_PILOT_DAYS }, lang), lang)}, a jego koszt zaliczamy na poczet pierwszego miesiąca`,
    ],
  },
  products: {
    title: 'Sześć produktów, sześć cenników',
    lead: 'Każda karta zaczyna się od najniższej ceny, od której możesz zacząć, a potem wymienia opłaty, to, co obejmują, i to, co płaci się dodatkowo.',
    labels: {
      fees: 'Opłaty',
      after: 'powyżej',
      included: 'W cenie',
      extras: 'Płatne dodatkowo',
      start: 'Jak zacząć',
      atCost: 'według stawek dostawcy',
      product: 'Więcej o',
    },
    items: {
      'ai-sales-manager': {
        model: 'Za każdego handlowca, którego rozmowy i czaty ocenia',
        summary: `Płacisz za ocenianych handlowców, co najmniej ${salesManager.allowances.minimumManagers}; każde stanowisko obejmuje ${hours(salesManager.allowances.hoursPerManager)} rozmów i czatów tego handlowca miesięcznie.`,
        fees: { seat: 'Każdy oceniany handlowiec' },
        included: [
          `${hours(salesManager.allowances.hoursPerManager)} rozmów i czatów miesięcznie na handlowca, w każdym języku, który rozumie`,
          'Poranny raport, KPI dla każdego etapu lejka, ranking i wskazówka dla każdego handlowca',
          'Połączenia z telefonią i CRM-em z naszej listy oraz nowe listy kontrolne, gdy zmienia się Twój skrypt',
        ],
        extras: { hour: 'Każda godzina rozmów i czatów ponad limit stanowiska', scorecard: 'Lista kontrolna dla kolejnego zespołu lub linii produktów' },
        start: `Bezpłatny przykładowy raport z ${salesManager.start.calls} Twoich nagranych rozmów, przed jakąkolwiek umową: te same oceny, ranking i wskazówki, które dostałby Twój zespół.`,
      },
      'ai-seller': {
        model: 'Opłata za platformę plus każda rozmowa',
        summary: `Jedna opłata za bota, jego kanały, CRM i aplikację webową oraz cena każdej rozmowy rozpoczętej przez klienta; powyżej ${count(seller.fees.conversation.tiers[0]!.upTo!)} rozmów miesięcznie cena spada.`,
        fees: { platform: 'Bot, jego kanały, CRM i aplikacja webowa', conversation: 'Każda rozmowa: wiadomości jednego klienta w ciągu 24 godzin' },
        included: [
          `${seller.allowances.bots} bot w ${seller.allowances.channels} kanałach: czat na stronie, Telegram, WhatsApp i Instagram`,
          'Zamówienia i zapytania zapisywane w Twoim CRM-ie oraz aplikacja webowa do zarządzania botem',
          `${languageCount(seller.allowances.languages)}, z odpowiedziami zawsze zgodnymi z Twoim katalogiem`,
        ],
        extras: {
          language: 'Każdy kolejny język',
          bot: 'Kolejny bot, dla innej marki lub sklepu',
          integration: 'System spoza naszej listy, podłączony przez jego API',
          messengerFees: 'Opłaty Mety za rozmowy na WhatsAppie',
        },
        start: `Zacznij od pilotażu trwającego ${formatPilotDays('ai-seller', lang)} w najbardziej obłożonym kanale: ${euros(seller.start.fee)}, zaliczane na poczet faktury za pierwszy miesiąc.`,
      },
      'lumi-ai': {
        model: 'Opłata za platformę plus minuty rozmów',
        summary: `Jedna opłata za asystenta, jego numery telefonów i integracje oraz cena każdej minuty rozmowy; powyżej ${count(lumi.fees.minute.tiers[0]!.upTo!)} minut miesięcznie minuta kosztuje mniej.`,
        fees: { platform: 'Asystent, jego numery telefonów i integracje', minute: 'Każda minuta przy telefonie, z połączeniami na numery w UE' },
        included: [
          `Do ${lumi.allowances.phoneNumbers} numerów telefonów lub linii, a własne numery zachowujesz`,
          'Twój CRM i kalendarz z naszej listy, z zapisem i nagraniem każdej rozmowy',
          `${languageCount(lumi.allowances.languages)} i comiesięczny przegląd pytań, na które Lumi nie znała odpowiedzi`,
        ],
        extras: {
          language: 'Każdy kolejny język',
          phoneNumber: 'Każdy kolejny numer telefonu lub linia',
          integration: 'System rezerwacji lub CRM spoza naszej listy, podłączony przez jego API',
        },
        start: `Lumi obsługuje jedną z Twoich linii w pilotażu trwającym ${formatPilotDays('lumi-ai', lang)} za ${euros(lumi.start.fee)}; jeśli zostaniesz, tę kwotę odliczamy od pierwszego miesiąca.`,
      },
      'ai-commerce': {
        model: 'Każdy moduł w abonamencie miesięcznym z wliczonym wolumenem',
        summary:
          'Weź jeden moduł albo wszystkie trzy: każdy ma swoją cenę miesięczną i wolumen w cenie, a ponad ten wolumen płacisz za kartę, test lub rozmowę.',
        fees: {
          snapCard: `SnapCard AI, ${count(commerce.allowances.cards)} kart miesięcznie w cenie`,
          focusGroup: `AI Focus Group, ${counted(commerce.allowances.tests, 'test', 'testy', 'testów', 'testu')} miesięcznie w cenie`,
          sellMate: `SellMate AI, ${count(commerce.allowances.conversations)} rozmów miesięcznie w cenie`,
        },
        included: [
          'Karty pisane według zasad każdego marketplace’u, w językach, w których sprzedaje Twój sklep',
          `Panel ${FACTS.focusGroupAgents} agentów i indeks 0–100 przy każdym teście`,
          'Platforma Twojego sklepu i marketplace’y z naszej listy',
        ],
        extras: {
          card: 'Każda karta ponad limit',
          test: 'Każdy test ponad limit',
          conversation: 'Każda rozmowa SellMate AI ponad limit',
        },
        start: `Wypróbuj jeden moduł na własnym katalogu w pilotażu trwającym ${formatPilotDays('ai-commerce', lang)}; jego koszt, ${euros(commerce.start.fee)}, odliczamy od pierwszego miesiąca, jeśli zostaniesz.`,
      },
      'mediflow-ai': {
        model: 'Za placówkę, za lekarza w Doctor AI i za minuty przy telefonie',
        summary: `FrontDesk jest wyceniany za placówkę, a każda placówka powyżej ${count(mediflow.fees.branch.tiers[0]!.upTo!)} kosztuje mniej; Doctor AI za lekarza; rozmowy za minutę według stawki Lumi AI, bo przy telefonie FrontDesk mówi głosem Lumi AI.`,
        fees: {
          branch: 'FrontDesk w placówce: czaty, przypomnienia i lista oczekujących',
          doctor: 'Doctor AI, każdy lekarz, który z niego korzysta',
          minute: 'Każda minuta, którą FrontDesk spędza przy telefonie',
        },
        included: [
          `${languageCount(mediflow.allowances.languages)} dla pacjentów, na przykład polski i ukraiński albo polski i angielski`,
          'Twój system gabinetowy z naszej listy albo dowolny z API lub HL7 FHIR',
          'Umowa powierzenia przetwarzania danych z kliniką i co miesiąc raport jakości',
        ],
        extras: { language: 'Każdy kolejny język', integration: 'System medyczny bez API, który podłączamy za Ciebie' },
        start: 'Najpierw rusza jedna placówka, po cenie za placówkę i z rozliczeniem miesięcznym; pozostałe dołączają, gdy jej wyniki Cię przekonają.',
      },
      'agentlab-ai': {
        model: 'Za każdego pracującego agenta',
        summary: `Każdy pracujący agent ma miesięczną cenę za działanie, monitoring i utrzymanie, z limitem do ${count(agentLab.allowances.operations)} operacji miesięcznie.`,
        fees: { agent: 'Każdy pracujący agent: działanie, monitoring i utrzymanie' },
        included: [
          `${count(agentLab.allowances.operations)} operacji miesięcznie na agenta: obsłużone zapytanie, przeczytany dokument, złożone zamówienie`,
          `Zbudowanie agenta z jednego z naszych ${formatAtLeast(FACTS.agentScenarios)} gotowych scenariuszy`,
          'Zmiany w agencie, gdy zmieniają się Twoje zasady lub systemy',
        ],
        extras: { operations: 'Operacje ponad limit agenta', customAgent: 'Agent budowany od zera, bez gotowego scenariusza na start' },
        start: `Bezpłatny dostęp demo następnego dnia roboczego, potem pilotaż trwający ${formatPilotDays('agentlab-ai', lang)} na jednym procesie za ${euros(agentLab.start.fee)}, zaliczane na poczet pierwszego miesiąca.`,
      },
    },
  },
  calculator: {
    title: 'Ile kosztowałby Twój wolumen',
    lead: 'Wpisz liczbę rozmów lub czatów miesięcznie i zobacz koszt asystenta obok kosztu tej samej pracy wykonywanej przez zespół.',
    fields: {
      product: 'Co wyceniamy',
      conversations: 'Rozmowy lub czaty miesięcznie',
      minutes: 'Średnia długość, minuty',
      languages: 'Języki, w których rozmawiasz z klientami',
      market: 'Gdzie pracuje Twój zespół',
      hourlyCost: 'Koszt godziny pracy zespołu, €',
      hourlyCostHint: 'Wynagrodzenie brutto plus podatki i składki pracodawcy. Kraj podpowiada wartość domyślną; wpisz własną.',
    },
    products: { 'lumi-ai': 'Rozmowy telefoniczne, z Lumi AI', 'ai-seller': 'Czaty, z AI Seller 24/7' },
    markets: {
      UA: 'Ukraina',
      PL: 'Polska',
      DE: 'Niemcy',
      ES: 'Hiszpania',
      NL: 'Holandia',
      LT: 'Litwa',
      KZ: 'Kazachstan',
      GB: 'Wielka Brytania',
      EU: 'inny kraj UE',
    },
    errors: {
      conversations: `Wpisz pełną liczbę rozmów lub czatów od ${count(conversations.min)} do ${count(conversations.max)}.`,
      minutes: `Wpisz liczbę minut od ${count(minutes.min)} do ${count(minutes.max)}, na przykład 2,5.`,
      languages: `Wpisz pełną liczbę języków od ${languages.min} do ${languages.max}.`,
      hourlyCost: `Wpisz koszt godziny od ${euros(hourlyCost.min)} do ${euros(hourlyCost.max)}.`,
    },
    result: {
      title: 'Twoja wycena, miesięcznie',
      assistant: { 'lumi-ai': 'Lumi AI', 'ai-seller': 'AI Seller 24/7' },
      platform: 'Opłata za platformę',
      languages: 'Kolejne języki',
      usage: { 'lumi-ai': 'Minuty rozmów', 'ai-seller': 'Rozmowy' },
      staff: 'Ta sama praca wykonywana przez ludzi',
      paidHours: { one: 'płatna godzina', few: 'płatne godziny', many: 'płatnych godzin', other: 'płatnej godziny' },
      perMonth: 'miesięcznie',
      saving: 'Asystent oszczędza',
      overspend: 'Asystent kosztuje więcej o',
      stale: 'Popraw zaznaczone pole: do tego czasu liczby dotyczą ostatnich poprawnych wartości.',
      example: 'Przykład wyliczony dla pokazanych wartości. Ponowne przeliczenie wymaga JavaScriptu, który w tej przeglądarce jest wyłączony.',
    },
    assumptionsTitle: 'Założenia wyceny',
    assumptions: [
      `Po każdej rozmowie pracownik spędza ${formatPeriod(wrapUpMinutes, 'minutes', lang)} na wpisaniu jej do CRM-u i prowadzi naraz ${counted(concurrent['lumi-ai'], 'rozmowę telefoniczną', 'rozmowy telefoniczne', 'rozmów telefonicznych', 'rozmowy telefonicznej')} albo ${counted(concurrent['ai-seller'], 'czat', 'czaty', 'czatów', 'czatu')}.`,
      `Rozmowy zajmują ${Math.round(occupancy * 100)}% płatnego czasu pracy; resztę zajmują przerwy, szkolenia i czekanie na kolejny telefon.`,
      'Godzina pracy zespołu to cały jej koszt dla pracodawcy. Wartość domyślna dla każdego kraju to nasz szacunek dla pracy w contact center w 2026 roku, na podstawie badań wynagrodzeń i składek pracodawcy w tym kraju.',
      'Cena asystenta pochodzi z powyższego cennika: opłata za platformę, każdy język poza pierwszym i minuty lub rozmowy według stawki, jaką osiąga Twój wolumen, bez VAT.',
      'Rozmowa przekazana przez asystenta człowiekowi nadal zabiera temu człowiekowi czas, więc wycena pomija takie przekazania po obu stronach.',
      'Noce i weekendy nic nie kosztują asystenta dodatkowo; zespół na te godziny kosztowałby więcej, niż wynika z policzonych tu godzin.',
    ],
  },
  faq: {
    title: 'Pytania o ceny',
    items: [
      {
        question: `Ile zapłaciłaby sieć ${EXAMPLE_NETWORK.branches} klinik?`,
        answer: [
          `Z FrontDesk w każdej placówce ${formatEstimate(amountOf(network, 'branch'), lang)} miesięcznie: ${branches(mediflow.fees.branch.tiers[0]!.upTo!)} po ${euros(mediflow.fees.branch.tiers[0]!.amount)} i ${branches(EXAMPLE_NETWORK.branches - mediflow.fees.branch.tiers[0]!.upTo!)} po ${euros(mediflow.fees.branch.tiers[1]!.amount)}. Około ${count(EXAMPLE_NETWORK.calls)} rozmów miesięcznie po ${counted(EXAMPLE_NETWORK.minutes, 'minucie', 'minuty', 'minut', 'minuty')} to dodatkowo ${formatEstimate(amountOf(network, 'minute'), lang)}, razem ${formatEstimate(network.total, lang)}; Doctor AI dodaje ${euros(mediflow.fees.doctor.price.amount)} miesięcznie za każdego lekarza, który z niego korzysta.`,
        ],
      },
      {
        question: 'Czy jest umowa albo minimalny okres?',
        answer: [
          `Gdy produkt działa, płacisz co miesiąc i możesz go wyłączyć z ${formatPeriod(BILLING_TERMS.noticeDays, 'days', lang)} wypowiedzenia na koniec dowolnego miesiąca. Płatność z góry za rok obniża każdą opłatę miesięczną o ${BILLING_TERMS.annualDiscountPercent}%.`,
        ],
      },
      {
        question: 'Jak wystawiacie faktury?',
        answer: [
          `Jedna faktura miesięcznie w euro: opłaty za nadchodzący miesiąc, minuty i rozmowy za miesiąc, który właśnie minął. Płatna przelewem w ciągu ${formatPeriod(BILLING_TERMS.paymentDays, 'days', lang)}, z VAT doliczanym tam, gdzie wymagają tego przepisy.`,
        ],
      },
      {
        question: 'Dlaczego asystent głosowy jest rozliczany za minutę?',
        answer: [
          `Bo tyle kosztuje nas rozmowa: głos, rozpoznawanie mowy, model językowy i sama linia. Krótka rozmowa kosztuje Cię niewiele, długa więcej, a powyżej ${count(lumi.fees.minute.tiers[0]!.upTo!)} minut miesięcznie każda kosztuje ${euros(lumi.fees.minute.tiers[1]!.amount)} zamiast ${euros(lumi.fees.minute.tiers[0]!.amount)}.`,
        ],
      },
      {
        question: 'Czego ceny nie obejmują?',
        answer: [
          'Opłat Twojego operatora telefonicznego za numery, które zachowujesz, opłat Mety za rozmowy na WhatsAppie i każdego podłączanego systemu spoza naszych list. Każda z tych pozycji jest wymieniona na karcie swojego produktu powyżej.',
        ],
      },
    ],
  },
  cta: {
    title: 'Chcesz liczby dla własnej firmy?',
    text: 'Podaj nam swój wolumen i systemy, a najpóźniej następnego dnia roboczego wyślemy wycenę według tego cennika i plan pilotażu.',
    button: 'Poproś o wycenę',
  },
} satisfies PricingPage;
