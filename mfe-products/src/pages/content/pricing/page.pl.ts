import type { PricingPage } from '@site/content';
import { BILLING_TERMS, FACTS, RESOLVED_PERCENT, amountOf, formatAtLeast, formatPeriod, type FigureLimit } from '@site/model';
import { pricingFigures } from '../../../pricing/page-figures';

const {
  lang,
  euros,
  count,
  estimate,
  price,
  fromPrice,
  pilotDays,
  plural,
  longestPilot,
  salesManager,
  seller,
  lumi,
  commerce,
  mediflow,
  agentLab,
  network,
  limits,
  exampleNetwork: EXAMPLE_NETWORK,
  assumptions: { wrapUpMinutes, concurrent, occupancy, workdayHours },
} = pricingFigures('pl');
/** Polish names what it counts in the genitive plural after "od … do …": "liczbę rozmów", "liczbę placówek". */
const whole = (what: string, { min, max }: FigureLimit) => `Wpisz pełną liczbę ${what} od ${count(min)} do ${count(max)}.`;
/** A count and its noun as Polish agrees them: "1 język", "2 języki", "5 języków", "2,5 minuty". */
const counted = (value: number, one: string, few: string, many: string, other: string) => `${count(value)}\u00a0${plural(value, { one, few, many, other })}`;
const languageCount = (value: number) => counted(value, 'język', 'języki', 'języków', 'języka');
const hours = (value: number) => counted(value, 'godzina', 'godziny', 'godzin', 'godziny');
const branches = (value: number) => counted(value, 'placówka', 'placówki', 'placówek', 'placówki');

export default {
  seo: {
    title: 'Cennik asystentów AI, botów sprzedażowych i agentów',
    description: `Ceny w euro dla sześciu produktów AI, ${fromPrice('ai-sales-manager')}, głos za ${price(lumi.fees.minute.price)}, pilotaż przed umową i kalkulator dla Twojej skali.`,
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
      `Pilotaż trwa ${longestPilot}, a jego koszt zaliczamy na poczet pierwszego miesiąca`,
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
        start: `Zacznij od pilotażu trwającego ${pilotDays('ai-seller')} w najbardziej obłożonym kanale: ${euros(seller.start.fee)}, które zaliczamy na poczet faktury za pierwszy miesiąc.`,
      },
      'lumi-ai': {
        model: 'Opłata za platformę plus minuty rozmów',
        summary: `Jedna opłata za asystenta, jego numery telefonów i integracje oraz cena każdej minuty rozmowy; powyżej ${count(lumi.fees.minute.tiers[0]!.upTo!)} minut miesięcznie minuta kosztuje mniej.`,
        fees: { platform: 'Asystent, jego numery telefonów i integracje', minute: 'Każda minuta przy telefonie, z połączeniami na numery w UE' },
        included: [
          `Do ${lumi.allowances.phoneNumbers} numerów telefonów lub linii, a własne numery zachowujesz`,
          'Twój CRM i kalendarz z naszej listy, z zapisem i nagraniem każdej rozmowy',
          `${languageCount(lumi.allowances.languages)} i comiesięczny przegląd pytań, na które Lumi nie znał odpowiedzi`,
        ],
        extras: {
          language: 'Każdy kolejny język',
          phoneNumber: 'Każdy kolejny numer telefonu lub linia',
          integration: 'System rezerwacji lub CRM spoza naszej listy, podłączony przez jego API',
        },
        start: `Lumi obsługuje jedną z Twoich linii w pilotażu trwającym ${pilotDays('lumi-ai')} za ${euros(lumi.start.fee)}; jeśli zostaniesz, tę kwotę odliczamy od pierwszego miesiąca.`,
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
        start: `Wypróbuj jeden moduł na własnym katalogu w pilotażu trwającym ${pilotDays('ai-commerce')}; jego koszt, ${euros(commerce.start.fee)}, odliczamy od pierwszego miesiąca, jeśli zostaniesz.`,
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
        start: `Bezpłatny dostęp demo następnego dnia roboczego, potem pilotaż trwający ${pilotDays('agentlab-ai')} na jednym procesie za ${euros(agentLab.start.fee)}; tę kwotę zaliczamy na poczet pierwszego miesiąca.`,
      },
    },
  },
  calculator: {
    title: 'Ile kosztowałby Twój wolumen',
    lead: 'Wybierz produkt, wpisz własny wolumen i porównaj jego miesięczny koszt z kosztem tej samej pracy w godzinach zespołu, liczonym tylko dla tej części rozmów, którą asystent załatwia sam.',
    fields: {
      product: 'Co wyceniamy',
      figures: {
        calls: 'Połączenia miesięcznie',
        conversations: 'Rozmowy miesięcznie',
        minutes: 'Średnia długość, minuty',
        languages: 'Języki, w których rozmawiasz z klientami',
        lines: 'Numery lub linie telefoniczne',
        branches: 'Placówki',
        doctors: 'Lekarze korzystający z Doctor AI',
        cards: 'Nowe karty produktów miesięcznie',
        tests: 'Testy produktów miesięcznie',
        managers: 'Handlowcy objęci oceną',
        hoursPerManager: 'Godziny rozmów i czatów na handlowca miesięcznie',
        agents: 'Pracujący agenci',
        operations: 'Operacje miesięcznie, wszyscy agenci razem',
        hourlyCost: 'Koszt godziny pracy zespołu, €',
        resolvedPercent: 'Część rozmów, którą asystent załatwia sam, %',
      },
      modules: 'Moduły',
      market: 'Gdzie pracuje Twój zespół',
      hourlyCostHint: 'Wynagrodzenie brutto plus podatki i składki pracodawcy. Kraj podpowiada wartość domyślną; wpisz własną.',
    },
    resolvedHint: {
      'lumi-ai': `W Qala Electronics Lumi AI załatwia ${RESOLVED_PERCENT['lumi-ai'].percent}% połączeń bez konsultanta; gdy pilotaż zmierzy Twój udział, wpisz go tutaj.`,
      'mediflow-ai': `W sieci Veres FrontDesk załatwia ${RESOLVED_PERCENT['mediflow-ai'].percent}% połączeń bez rejestratorki; w sieci, w której częściej przekłada się wizyty, ten udział może być inny.`,
      'ai-seller': `AI Seller 24/7 kończy ${RESOLVED_PERCENT['ai-seller'].percent}% rozmów sklepu Półka i Spółka bez udziału człowieka; reklamacje i hurt zostają w rękach ludzi.`,
      'ai-commerce': `SellMate AI odpowiada kupującym tak jak AI Seller 24/7 w tym samym sklepie, gdzie bez człowieka kończy się ${RESOLVED_PERCENT['ai-commerce'].percent}% rozmów.`,
    },
    products: {
      'lumi-ai': 'Rozmowy telefoniczne, z Lumi AI',
      'mediflow-ai': 'Sieć klinik, z MediFlow AI',
      'ai-seller': 'Czaty, z AI Seller 24/7',
      'ai-commerce': 'Sklep internetowy, z AI Commerce Suite',
      'ai-sales-manager': 'Dział sprzedaży, z AI Sales Manager',
      'agentlab-ai': 'Procesy, z AgentLab AI',
    },
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
      calls: whole('połączeń', limits.calls),
      conversations: whole('rozmów', limits.conversations),
      minutes: `Wpisz liczbę minut od ${count(limits.minutes.min)} do ${count(limits.minutes.max)}, na przykład 2,5.`,
      languages: whole('języków', limits.languages),
      lines: whole('numerów lub linii', limits.lines),
      branches: whole('placówek', limits.branches),
      doctors: whole('lekarzy', limits.doctors),
      cards: whole('kart produktów', limits.cards),
      tests: whole('testów', limits.tests),
      managers: whole('handlowców', limits.managers),
      hoursPerManager: `Wpisz liczbę godzin od ${count(limits.hoursPerManager.min)} do ${count(limits.hoursPerManager.max)}.`,
      agents: whole('agentów', limits.agents),
      operations: whole('operacji', limits.operations),
      hourlyCost: `Wpisz koszt godziny od ${euros(limits.hourlyCost.min)} do ${euros(limits.hourlyCost.max)}.`,
      resolvedPercent: `Wpisz udział od ${limits.resolvedPercent.min} do ${limits.resolvedPercent.max}%.`,
    },
    result: {
      title: 'Twoja wycena, miesięcznie',
      staff: 'Ta sama praca wykonywana przez ludzi',
      paidHours: { one: 'płatna godzina', few: 'płatne godziny', many: 'płatnych godzin', other: 'płatnej godziny' },
      resolved: { before: 'liczone dla', after: 'rozmów, które asystent załatwia sam' },
      perMonth: 'miesięcznie',
      saving: 'Asystent oszczędza',
      overspend: 'Asystent kosztuje więcej o',
      measured: {
        'ai-sales-manager': `Jego wartość widać na Twoich własnych rozmowach: bezpłatny przykładowy raport oceni ${salesManager.start.calls} z nich jeszcze przed podpisaniem umowy.`,
        'agentlab-ai':
          'Ile oszczędzą agenci, pokaże raport z pilotażu: zaoszczędzone godziny i wyłapane błędy w Twoim własnym procesie. Tutaj niczego nie zakładamy.',
      },
      stale: 'Popraw zaznaczone pole: do tego czasu liczby dotyczą ostatnich poprawnych wartości.',
      example: 'Przykład wyliczony dla pokazanych wartości. Ponowne przeliczenie wymaga JavaScriptu, który w tej przeglądarce jest wyłączony.',
    },
    assumptionsTitle: 'Założenia wyceny',
    assumptions: [
      `Po każdej rozmowie pracownik spędza ${formatPeriod(wrapUpMinutes, 'minutes', lang)} na wpisaniu jej do CRM-u i prowadzi naraz ${counted(concurrent['lumi-ai'], 'rozmowę telefoniczną', 'rozmowy telefoniczne', 'rozmów telefonicznych', 'rozmowy telefonicznej')} albo ${counted(concurrent['ai-seller'], 'czat', 'czaty', 'czatów', 'czatu')}.`,
      `Rozmowy zajmują ${Math.round(occupancy * 100)}% płatnego czasu pracy; resztę zajmują przerwy, szkolenia i czekanie na kolejny telefon.`,
      'Czas zespołu liczymy tylko dla rozmów, które asystent załatwia sam: rozmowa przekazana człowiekowi i tak jest rozliczana i i tak zabiera mu czas.',
      'Godzina pracy zespołu to cały jej koszt dla pracodawcy. Wartość domyślna dla każdego kraju to nasz szacunek dla pracy w contact center w 2026 roku, na podstawie badań wynagrodzeń i składek pracodawcy w tym kraju.',
      `Copywriter pisze ręcznie ${FACTS.cardsPerDayByHand.min}–${FACTS.cardsPerDayByHand.max} kart produktów dziennie, a wycena przyjmuje szybsze tempo i dzień pracy trwający ${counted(workdayHours, 'godzinę', 'godziny', 'godzin', 'godziny')}. Sprawdzenie szkicu ze SnapCard AI zajmuje ${formatPeriod(FACTS.minutesToCheckCard, 'minutes', lang)}.`,
      'Każda cena pochodzi z powyższego cennika, według stawki, jaką osiąga Twój wolumen, bez VAT. Za pracę asystenta w nocy i w weekendy nie płacisz dodatkowo; zespół na te godziny kosztowałby więcej, niż wynika z policzonych tu godzin.',
    ],
  },
  faq: {
    title: 'Pytania o ceny',
    items: [
      {
        question: `Ile zapłaciłaby sieć ${EXAMPLE_NETWORK.branches} klinik?`,
        answer: [
          `Z FrontDesk w każdej placówce ${estimate(amountOf(network, 'branch'))} miesięcznie: ${branches(mediflow.fees.branch.tiers[0]!.upTo!)} po ${euros(mediflow.fees.branch.tiers[0]!.amount)} i ${branches(EXAMPLE_NETWORK.branches - mediflow.fees.branch.tiers[0]!.upTo!)} po ${euros(mediflow.fees.branch.tiers[1]!.amount)}. Około ${count(EXAMPLE_NETWORK.calls)} rozmów miesięcznie po ${counted(EXAMPLE_NETWORK.minutes, 'minucie', 'minuty', 'minut', 'minuty')} to dodatkowo ${estimate(amountOf(network, 'minute'))}, razem ${estimate(network.total)}; Doctor AI dodaje ${euros(mediflow.fees.doctor.price.amount)} miesięcznie za każdego lekarza, który z niego korzysta.`,
        ],
      },
      {
        question: 'Czy jest umowa albo minimalny okres?',
        answer: [
          `Gdy produkt działa, płacisz co miesiąc i możesz go wyłączyć z ${BILLING_TERMS.noticeDays}-dniowym wypowiedzeniem na koniec dowolnego miesiąca. Płatność z góry za rok obniża każdą opłatę miesięczną o ${BILLING_TERMS.annualDiscountPercent}%.`,
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
