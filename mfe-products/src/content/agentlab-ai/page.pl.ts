import type { ProductPageContent } from '@site/content';
import { FACTS, PILOT_DAYS, PRICING, formatAtLeast, formatCount, formatDays, formatFromPrice, formatPilotDays, href } from '@site/model';

const agent = PRICING['agentlab-ai'];
const pilot = formatPilotDays('agentlab-ai', 'pl');

export default {
  seo: {
    title: 'AgentLab AI: agenci AI szyci na miarę Twoich procesów',
    description: `Agenci AI zbudowani wokół Twoich procesów, z ponad 20 gotowymi scenariuszami dla sprzedaży, marketingu, administracji i produkcji. Dostęp demo i pilotaż trwający ${pilot}.`,
  },
  hero: {
    eyebrow: 'AgentLab AI · agenci AI szyci na miarę',
    title: 'Powtarzalną pracę wykonują agenci AI, a nie Twoi najlepsi ludzie',
    lead: `AgentLab AI buduje agentów wokół tego, jak Twoja firma już pracuje: obsługują zapytania, przygotowują raporty, czytają dokumenty, zamawiają u dostawców i planują produkcję w Twoim CRM-ie, ERP i arkuszach. Zacznij od ponad 20 gotowych scenariuszy i sprawdź wynik w pilotażu trwającym ${pilot}.`,
    primaryCta: 'Umów prezentację',
    secondaryCta: 'Jak to działa',
    highlights: [
      { value: formatAtLeast(FACTS.agentScenarios), label: 'gotowych scenariuszy na start' },
      { value: formatDays(FACTS.launchDays, 'pl'), label: 'do pierwszego działającego agenta' },
      { value: formatDays(PILOT_DAYS['agentlab-ai']!, 'pl'), label: 'pilotażu na Twoich bieżących danych' },
    ],
    visual: {
      flowTitle: 'Scenariusz: zapytanie przychodzące',
      trigger: 'Nowe zapytanie ze strony',
      agent1: 'Kwalifikator · sprawdza potrzebę i budżet',
      agent2: 'Researcher · uzupełnia dane firmy',
      agent3: 'Redaktor · przygotowuje ofertę',
      output: 'Transakcja i oferta w CRM',
      scenarios: `${formatAtLeast(FACTS.agentScenarios)} gotowych scenariuszy`,
    },
  },
  problems: {
    title: 'Procesy, które zjadają tydzień średniej firmy',
    lead: 'Od tego dyrektorzy operacyjni i założyciele najczęściej chcą zacząć.',
    items: [
      {
        role: 'Dyrektor sprzedaży',
        problem: 'Zapytania ze strony, z reklam i z marketplace’ów czekają godzinami, a jedna trzecia z nich okazuje się nie do nas.',
        solution: 'Agent od zapytań odpowiada w ciągu minuty, zadaje pytania kwalifikujące i zakłada transakcję w CRM-ie z projektem oferty.',
        result: 'Handlowcy zaczynają dzień od zakwalifikowanych transakcji, zamiast przekopywać skrzynkę.',
      },
      {
        role: 'Dyrektor operacyjny',
        problem: 'Trzy osoby przepisują faktury i listy przewozowe z e-maili do ERP, a błędy wychodzą na jaw miesiąc później.',
        solution: 'Agent dokumentów czyta PDF-y i skany, porównuje każdą pozycję z zamówieniem i wprowadza dane, oznaczając każdą niezgodność.',
        result: 'Ludzie sprawdzają tylko oznaczone dokumenty, a błędy wychodzą w dniu, w którym dokument wpłynął.',
      },
      {
        role: 'Założyciel',
        problem: 'W każdy poniedziałek kierownicy działów spędzają poranek na zbieraniu liczb z CRM-u, ERP i pięciu arkuszy.',
        solution: 'Agent raportowy zbiera dane w nocy, uzgadnia je i o 8:00 wysyła na Slacka raport z komentarzem do odchyleń.',
        result: 'Spotkanie zaczyna się od przeczytanego już raportu, a cztery osoby odzyskują poranek.',
      },
      {
        role: 'Planista zaopatrzenia i produkcji',
        problem: 'Stany sprawdza się ręcznie, zamówienia u dostawców wychodzą z opóźnieniem, a plan produkcji w Excelu trzeba przebudowywać po każdej zmianie.',
        solution:
          'Agent zakupowy zamawia według stanów minimalnych i czasów dostaw, a agent planistyczny przestawia plan zmian, gdy przesuwają się zamówienia.',
        result: 'Zamówienia wychodzą na czas, a planista zatwierdza gotowy plan, zamiast go układać.',
      },
    ],
  },
  value: {
    title: 'Co zyskuje firma',
    lead: 'Agenci przejmują kroki, które idą według stałych reguł; ludziom zostają decyzje i wyjątki.',
    items: [
      {
        title: 'Odzyskane godziny co tydzień',
        text: 'Wprowadzanie danych, kopiowanie liczb i dopytywanie o potwierdzenia przechodzą na agentów, a zespół poświęca ten czas klientom. W berlińskim Spreewerku miesięczny raport dla klienta zajmuje dziś półtorej godziny zamiast sześciu.',
      },
      {
        title: 'Niższy koszt jednej operacji',
        text: 'Gdy agent wykonuje rutynową część zapytania, faktury czy zamówienia, obsługa każdego z nich kosztuje mniej: firma Nauta Ads z Barcelony obniżyła koszt wdrożenia reklamodawcy o ponad połowę.',
      },
      {
        title: 'Procesy, które nie zależą od jednej osoby',
        text: 'Zasady są zapisane w scenariuszu, a nie w głowie pracownika na urlopie, a każde działanie agenta trafia do dziennika.',
      },
    ],
    figures: [
      { value: '−55%', label: 'kosztu wdrożenia jednego nowego reklamodawcy', source: { case: 'onboarding-spain', client: 'Nauta Ads' } },
      { value: '3 dni', label: 'od umowy do pierwszej kampanii zamiast 9', source: { case: 'onboarding-spain', client: 'Nauta Ads' } },
      { value: '1,5 h', label: 'na miesięczny raport dla klienta zamiast 6', source: { case: 'marketing-germany', client: 'Spreewerk' } },
      { value: '+7', label: 'klientów abonamentowych bez nowych etatów', source: { case: 'marketing-germany', client: 'Spreewerk' } },
    ],
  },
  steps: {
    title: 'Jak działa AgentLab AI',
    lead: 'Scenariusz to łańcuch agentów, z których każdy ma jedno zadanie i jasne granice.',
    items: [
      {
        title: 'Zdarzenie uruchamia scenariusz',
        text: 'Nowe zapytanie, e-mail z fakturą, stan poniżej minimum albo po prostu poniedziałek, 6:00.',
      },
      {
        title: 'Agenci po kolei wykonują swoją część',
        text: 'Jeden czyta i sortuje, następny sprawdza Twoje dane, trzeci przygotowuje wynik.',
      },
      {
        title: 'Tam, gdzie to ważne, zatwierdza człowiek',
        text: 'Duże zamówienia, rabaty, nowi dostawcy czy nietypowe dokumenty trafiają do osoby odpowiedzialnej, która decyduje jednym kliknięciem.',
      },
      {
        title: 'Wynik trafia do Twoich systemów',
        text: 'Transakcja w CRM-ie, wpis w ERP, zamówienie u dostawcy albo raport na czacie, a każdy krok w dzienniku.',
      },
    ],
  },
  integrations: {
    title: 'Agenci pracują w narzędziach, które już masz',
    lead: 'Zespół nie musi uczyć się niczego nowego: agenci czytają i zapisują dane tam, gdzie już są.',
    categories: [
      { name: 'CRM', items: ['HubSpot', 'Pipedrive', 'Bitrix24', 'Salesforce'], more: 10 },
      { name: 'ERP i księgowość', items: ['Comarch ERP', 'SAP Business One', 'Odoo', 'Microsoft Dynamics 365'], more: 8 },
      { name: 'Dokumenty i dane', items: ['Google Sheets', 'Google Drive', 'Microsoft Excel', 'Notion'], more: 12 },
      { name: 'Poczta i komunikatory', items: ['Gmail', 'Outlook', 'Slack', 'Microsoft Teams', 'Telegram'], more: 6 },
    ],
  },
  features: {
    title: 'Ponad 20 gotowych scenariuszy w czterech obszarach',
    lead: 'Gotowe scenariusze to punkt wyjścia: dopasowujemy je do Twoich zasad albo budujemy nowych agentów od zera.',
    items: [
      {
        title: 'Agenci sprzedaży',
        text: 'Od pierwszej wiadomości do oferty.',
        points: [
          'Kwalifikacja i wzbogacanie zapytań',
          'Spotkania w kalendarzach handlowców',
          'Oferty według Twojego cennika',
          'Przypomnienia w uśpionych transakcjach',
        ],
      },
      {
        title: 'Agenci marketingu',
        text: 'Research i rutyna zespołu marketingu.',
        points: ['Monitoring cen konkurencji', 'Cotygodniowe raporty z kampanii reklamowych', 'Projekty newsletterów w Twoim tonie'],
      },
      {
        title: 'Agenci administracji',
        text: 'Dokumenty, raporty i wewnętrzne wnioski.',
        points: ['Faktury i listy przewozowe do ERP', 'Sprawdzanie umów z Twoim wzorem', 'Raporty tygodniowe i miesięczne'],
      },
      {
        title: 'Agenci produkcji i zaopatrzenia',
        text: 'Materiały, zamówienia i moce przerobowe w równowadze.',
        points: ['Zamówienia u dostawców według stanów minimalnych', 'Śledzenie dostaw', 'Aktualizacja planu zmian, gdy zmieniają się zamówienia'],
      },
      {
        title: 'Kontrola i bezpieczeństwo',
        text: 'Widzisz, co zrobił każdy agent i dlaczego, a każdy scenariusz możesz wstrzymać jednym przełącznikiem.',
        points: ['Dziennik każdego działania', 'Uprawnienia osobno dla każdego agenta', 'Dane zaszyfrowane i przechowywane w UE'],
      },
    ],
  },
  advantages: {
    title: 'Nowy etat, sztywna automatyzacja czy agenci',
    lead: 'Trzy rozwiązania, które firmy zwykle rozważają, zanim do nas zadzwonią.',
    items: [
      {
        title: 'Zamiast nowego etatu',
        text: 'Nowy koordynator potrzebuje miesiąca szkolenia i pracuje osiem godzin dziennie. Agent prowadzi proces także w nocy, według tych samych zasad, a wyjątki zostawia Twojemu zespołowi.',
      },
      {
        title: 'Zamiast sztywnej automatyzacji',
        text: 'Stałe reguły zawodzą, gdy faktura przyjdzie w nowym układzie. Agenci czytają swobodnie pisane e-maile i skany i w Twoich granicach wybierają następny krok.',
      },
      {
        title: 'Zamiast wielomiesięcznego projektu IT',
        text: `Zaczynasz od gotowego scenariusza, w ciągu dwóch tygodni widzisz pierwszego agenta przy pracy na własnych danych i oceniasz go w pilotażu trwającym ${pilot}, przed jakimkolwiek długim zobowiązaniem.`,
      },
    ],
  },
  launch: {
    title: 'Od dostępu demo do działających agentów',
    lead: `Pierwszy agent pracuje na Twoich danych w ciągu 7–14 dni od pierwszej rozmowy. Potem pilotaż trwający ${pilot} pokazuje, co zmienia, zanim podejmiesz decyzję, a kolejne scenariusze dochodzą jeden po drugim.`,
    items: [
      {
        step: 1,
        title: 'Dostęp demo',
        duration: formatDays({ min: 1, max: 1 }, 'pl'),
        text: 'Następnego dnia roboczego po pierwszej rozmowie Twój zespół uruchamia gotowe scenariusze na przykładowych danych.',
      },
      {
        step: 2,
        title: 'Audyt procesu',
        duration: formatDays({ min: 2, max: 3 }, 'pl'),
        text: 'Z właścicielem procesu rozpisujemy dane wejściowe, wyjątki i akceptacje oraz wybieramy pierwszy scenariusz.',
      },
      {
        step: 3,
        title: 'Budowa i podłączenie',
        duration: formatDays({ min: 4, max: 10 }, 'pl'),
        text: 'Dopasowujemy agentów, łączymy ich z Twoimi systemami i testujemy na prawdziwych sprawach z ostatniego miesiąca, więc pod koniec tego etapu pierwszy agent już pracuje.',
      },
      {
        step: 4,
        title: 'Pilotaż na bieżących danych',
        duration: formatDays(PILOT_DAYS['agentlab-ai']!, 'pl'),
        text: 'Agenci pracują na bieżących danych z włączonymi akceptacjami; co tydzień widzisz zaoszczędzone godziny i wychwycone błędy.',
      },
      {
        step: 5,
        title: 'Skalowanie',
        duration: '1–2 tygodnie na scenariusz',
        text: 'Po pilotażu dodajemy kolejne procesy jeden po drugim, korzystając z agentów, którzy już znają Twoje systemy.',
      },
    ],
  },
  cases: {
    title: 'AgentLab AI w praktyce',
    lead: 'Jak firmy oddają powtarzalne procesy agentom AI i jak wyglądały liczby przed i po.',
  },
  testimonials: {
    title: 'Co mówią nasi klienci',
    items: [
      {
        case: 'onboarding-spain',
        quote:
          'Błędny numer VAT wychodził kiedyś na jaw przy pierwszej fakturze; dziś agent dokumentów oznacza go w dniu podpisania umowy, w samym pierwszym miesiącu 31 razy. Agent konfiguracji dopytuje programistę reklamodawcy, aż tag zacznie działać, więc 93% nowych kont startuje ze śledzeniem konwersji. Moich sześciu opiekunów nadal obsługuje 180 kont miesięcznie, a teraz mają czas na sesje strategiczne z 20 największymi.',
        author: 'Marta Soler',
        position: 'Dyrektorka onboardingu klientów',
        image: { tone: 'listening', hair: 'long', hairColour: 'dark', skin: 'medium', alt: 'Portret: Marta Soler' },
      },
      {
        case: 'marketing-germany',
        quote:
          'W tym samym składzie 38 osób przeszliśmy z 24 do 31 klientów abonamentowych. W pierwszy poniedziałek miesiąca agent raportowy ma gotowe liczby każdego klienta i projekt komentarza, a zaległości w tekstach spadły z trzech tygodni do czterech dni. Agenci każdego klienta pracują w osobnej przestrzeni, z jego słownikiem i tonem, więc materiały jednego klienta nigdy nie trafiają do projektów innego.',
        author: 'Jonas Albrecht',
        position: 'Partner zarządzający',
        image: { tone: 'accent', hair: 'short', hairColour: 'grey', skin: 'light', glasses: true, beard: true, alt: 'Portret: Jonas Albrecht' },
      },
    ],
  },
  faq: {
    title: 'O co pytają dyrektorzy operacyjni przed prezentacją',
    items: [
      {
        question: 'Czym to się różni od Zapiera czy Make?',
        answer: [
          'Te narzędzia przenoszą dane według stałych reguł. Agenci radzą sobie także z nieuporządkowanymi danymi, takimi jak e-maile, skany i swobodnie pisane wiadomości; tam, gdzie wystarczy prosta reguła, używamy reguły.',
        ],
      },
      {
        question: 'Co obejmuje dostęp demo i pilotaż?',
        answer: [
          `Dostęp demo otwiera gotowe scenariusze w piaskownicy z przykładowymi danymi następnego dnia roboczego po pierwszej rozmowie. Gdy powstanie pierwszy agent, pilotaż trwający ${pilot} obejmuje jeden proces na Twoich bieżących danych i kończy się raportem o zaoszczędzonych godzinach i wychwyconych błędach.`,
        ],
      },
      {
        question: 'Gdzie są nasze dane i kto je widzi?',
        answer: [
          'Dane są przetwarzane w UE i szyfrowane. Każdy agent ma dostęp tylko do pól, których potrzebuje jego scenariusz, a Twoich danych nigdy nie używamy do trenowania publicznych modeli.',
        ],
      },
      {
        question: 'Co się dzieje, gdy agent nie jest pewien?',
        answer: [
          'Zatrzymuje się i pyta: sprawa trafia do osoby odpowiedzialnej z podsumowaniem i propozycją działania, a scenariusz toczy się dalej po jej decyzji.',
        ],
      },
      {
        question: 'Ile to kosztuje i kto utrzymuje agentów?',
        answer: [
          `Każdy pracujący agent kosztuje ${formatFromPrice('agentlab-ai', 'pl')}, z ${formatCount(agent.allowances.operations, 'pl')} operacji miesięcznie i utrzymaniem w cenie: nasz zespół aktualizuje go, gdy zmieniają się Twoje zasady lub systemy. Zbudowanie agenta z gotowego scenariusza nic dodatkowo nie kosztuje.`,
        ],
        pricing: href('pricing', { hash: 'agentlab-ai' }),
      },
    ],
  },
  cta: {
    title: 'Wybierz jeden proces i zobacz, jak prowadzi go agent',
    text: 'Zacznij od zadania, które co tydzień zabiera zespołowi najwięcej godzin. Na prezentacji uruchomimy na nim najbliższy z naszych gotowych scenariuszy i zaplanujemy pilotaż.',
    badge: `Pilotaż: ${pilot}`,
    badgeNote: 'Dostęp demo następnego dnia roboczego po pierwszej rozmowie',
    button: 'Umów prezentację',
  },
  form: {
    title: 'Poproś o dostęp demo do AgentLab AI',
    lead: 'Opisz proces, który chcesz przekazać, i systemy, w których działa. Odpowiedź dostaniesz najpóźniej następnego dnia roboczego.',
  },
} satisfies ProductPageContent;
