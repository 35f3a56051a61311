import type { ProductPageContent } from '@site/content';
import { PRICING, SALES_MANAGER_LAUNCH, formatDays, formatEuros, formatFromPrice, formatScale, href, type FigureRange } from '@site/model';

const seat = PRICING['ai-sales-manager'];

/** A launch stage's window, counted in days from the kickoff ("dni 1–3"), not a duration to add up. */
const stageWindow = (range: FigureRange) => `dni ${formatScale(range)}`;

export default {
  seo: {
    title: 'AI Sales Manager: ocena rozmów, KPI i coaching handlowców',
    description:
      'Oceniaj każdą rozmowę i czat handlowy według własnego skryptu, co rano dostawaj raport KPI i wskazówkę dla każdego handlowca. Telefonia i CRM podłączone w 1–3 dni.',
  },
  hero: {
    eyebrow: 'Kontrola jakości sprzedaży z AI',
    title: 'Zobacz, jak sprzedaje każdy handlowiec, bez odsłuchiwania godzin nagrań',
    lead: 'AI Sales Manager ocenia każdą rozmowę i każdy czat zespołu, co rano kładzie na biurku raport KPI i mówi każdemu handlowcowi, co poprawić w następnej rozmowie.',
    primaryCta: 'Umów prezentację',
    secondaryCta: 'Zobacz, jak to działa',
    highlights: [
      { value: '100%', label: 'rozmów i czatów z oceną, a nie losowa próbka' },
      { value: formatDays(SALES_MANAGER_LAUNCH[0]!, 'pl'), label: 'na podłączenie telefonii i CRM-u' },
      { value: '0–100', label: 'ocena jakości każdej rozmowy' },
    ],
    visual: {
      title: 'Analiza rozmowy',
      call: 'Anna K. · połączenie przychodzące · 6:42',
      scoreLabel: 'Ocena jakości',
      criterion1: 'Powitanie i przedstawienie się',
      criterion2: 'Rozpoznane potrzeby',
      criterion3: 'Obiekcja cenowa obsłużona',
      criterion4: 'Ustalony następny krok',
      rankingTitle: 'Ranking zespołu na dziś',
      manager1: 'Oleh D.',
      manager2: 'Anna K.',
      manager3: 'Iryna S.',
      tipTitle: 'Wskazówka dla Iryny',
      tip: 'Kończ każdą rozmowę datą następnego kontaktu',
    },
  },
  problems: {
    title: 'Gdzie zespół sprzedaży traci pieniądze, choć nikt tego nie widzi',
    lead: 'Cztery osoby, jeden problem: nikt nie ma czasu usłyszeć, co naprawdę dzieje się w rozmowach.',
    items: [
      {
        role: 'Dyrektor sprzedaży',
        problem: '„Robimy 600 telefonów tygodniowo. Słucham dziesięciu wybranych na chybił trafił i i tak zjada mi to piątek”.',
        solution:
          'Każda rozmowa i każdy czat są przepisywane, sprawdzane ze skryptem i oznaczane, gdy coś idzie nie tak: potrzeby nierozpoznane, brak następnego kroku, rabat zaproponowany za wcześnie.',
        result: 'Otwierasz 15 rozmów z oceną poniżej 60, zamiast zgadywać, których posłuchać.',
      },
      {
        role: 'Właściciel firmy',
        problem: '„Zapytania spływają, a przychód od trzech kwartałów stoi w miejscu i nie widzę, gdzie umierają transakcje”.',
        solution:
          'Każda rozmowa jest przypisana do swojej transakcji, a codzienny raport KPI pokazuje konwersję na każdym etapie lejka, osobno dla każdego handlowca.',
        result: 'O 9:00 wiesz, który etap przecieka i czyj to lejek, na długo przed końcem kwartału.',
      },
      {
        role: 'Kierownik zespołu sprzedaży',
        problem: '„Wszyscy przechodzą to samo szkolenie, a każdy popełnia inne błędy”.',
        solution: 'Dla każdego handlowca wybiera dwa, trzy najczęściej powtarzane błędy, z cytatami z jego własnych rozmów i lepszymi sformułowaniami.',
        result: 'Rozmowa jeden na jeden trwa 15 minut i dotyczy prawdziwych sytuacji, a nie teorii.',
      },
      {
        role: 'Handlowiec',
        problem: '„O swoich błędach słyszę raz w miesiącu, na ocenie, kiedy tych klientów dawno już nie ma”.',
        solution: 'Handlowcy widzą ocenę każdej rozmowy i następnego ranka dostają jedną konkretną wskazówkę, prostymi słowami.',
        result: 'Błąd znika już w jutrzejszych rozmowach, a ranking uczciwie pokazuje, kto dobrze sprzedaje, a nie kto najgłośniej mówi na zebraniach.',
      },
    ],
  },
  value: {
    title: 'Co dostaje Twój zespół sprzedaży',
    lead: 'Tydzień ręcznej kontroli jakości w jednym raporcie, gotowym przed poranną odprawą.',
    items: [
      {
        title: 'Pełny obraz, a nie próbka',
        text: 'Te same kryteria obowiązują każdą rozmowę i każdy czat, więc ocena 72 znaczy to samo u doświadczonego handlowca i u nowej osoby.',
      },
      {
        title: 'Decyzje oparte na faktach',
        text: 'Liczby dla każdego etapu pokazują, czy problem leży w jakości zapytań, w ofercie, czy w tym, jak ludzie radzą sobie z obiekcjami.',
      },
      {
        title: 'Coaching szyty na miarę',
        text: 'Wskazówki pochodzą z rozmów danego handlowca, więc czas szkoleń idzie na błędy, które naprawdę kosztują transakcje.',
      },
    ],
    figures: [
      { value: '80/100', label: 'średnia ocena rozmów zespołu konsultantów, przedtem 61', source: { case: 'ad-traffic-lithuania', client: 'Leadvila' } },
      {
        value: '84%',
        label: 'prezentacji sprzedażowych kończy się ustalonym następnym krokiem, wcześniej 57%',
        source: { case: 'b2b-saas-netherlands', client: 'Roosterwerk' },
      },
      {
        value: '+18%',
        label: 'sprzedaży telefonicznej gwarancji i akcesoriów po miesiącu coachingu',
        source: { case: 'retail-kazakhstan', client: 'Qala Electronics' },
      },
    ],
  },
  steps: {
    title: 'Jak działa AI Sales Manager',
    lead: 'Od zakończonej rozmowy do wskazówki dla handlowca, bez naciskania żadnego przycisku.',
    items: [
      {
        title: 'Zbiera każdą rozmowę',
        text: 'Nagrania trafiają z Twojej centrali IP lub telefonii w chmurze, czaty z komunikatorów i CRM-u, każde przypisane do handlowca i transakcji.',
      },
      {
        title: 'Przepisuje i ocenia',
        text: 'Mowa zamienia się w tekst z rozdzieleniem słów handlowca i klienta, a każda rozmowa dostaje ocenę 0–100 według Twojej listy kontrolnej: potrzeby, prezentacja, obiekcje, następny krok.',
      },
      {
        title: 'Składa raport i ranking',
        text: 'Co rano dostajesz KPI dla każdego handlowca i zespołu, ranking dnia i kilka rozmów, którym warto przysłuchać się bliżej.',
      },
      {
        title: 'Daje każdemu handlowcowi wskazówkę',
        text: 'Jedna lub dwie wskazówki z cytatem z rozmowy, gotowe, zanim handlowiec wybierze numer następnego klienta.',
      },
    ],
  },
  integrations: {
    title: 'Działa z narzędziami, których zespół już używa',
    lead: 'Łączymy się z telefonią, CRM-em i kanałami czatu przez ich API, a raporty wysyłamy tam, gdzie je czytasz.',
    categories: [
      { name: 'Telefonia i centrale IP', items: ['Asterisk', '3CX', 'Binotel', 'Ringostat', 'Zadarma', 'Twilio'], more: 20 },
      { name: 'Systemy CRM', items: ['HubSpot', 'Bitrix24', 'Pipedrive', 'Salesforce', 'Kommo', 'Zoho CRM'], more: 15 },
      { name: 'Komunikatory i czaty', items: ['Telegram', 'WhatsApp', 'Viber', 'Instagram', 'Facebook Messenger'], more: 5 },
      { name: 'Raporty i powiadomienia', items: ['Google Sheets', 'Looker Studio', 'Slack', 'Microsoft Teams'], more: 10 },
    ],
  },
  features: {
    title: 'Co robi AI Sales Manager',
    lead: 'Pięć narzędzi, które zastępują ręczny odsłuch rozmów i cotygodniowy arkusz.',
    items: [
      {
        title: 'Ocena rozmów i czatów',
        text: 'Każda rozmowa jest oceniana według Twoich kryteriów, z uzasadnieniem każdego straconego punktu.',
        points: [
          'Do 20 kryteriów z wagami',
          'Cytat i znacznik czasu przy każdym ustaleniu',
          'Osobne listy kontrolne dla zimnych telefonów, zapytań przychodzących i sprzedaży powtórnej',
        ],
      },
      {
        title: 'Codzienne raporty i KPI',
        text: 'Podsumowanie poprzedniego dnia, wysyłane e-mailem, w Telegramie lub w Slacku.',
        points: ['Połączenia, czas rozmów i nieodebrane telefony', 'Konwersja na każdym etapie lejka'],
      },
      {
        title: 'Ranking handlowców',
        text: 'Kto sprzedaje najlepiej dziś, w tym tygodniu i w tym miesiącu, z ocenami stojącymi za każdym miejscem.',
      },
      {
        title: 'Osobiste wskazówki szkoleniowe',
        text: 'Błędy, które dany handlowiec powtarza, z lepszymi sformułowaniami wziętymi z rozmów Twoich najlepszych ludzi.',
      },
      {
        title: 'Alerty o ryzykownych rozmowach',
        text: 'W ciągu godziny wiesz, że klient wspomniał o konkurencji albo handlowiec obiecał coś, czego nie sprzedajesz.',
      },
    ],
  },
  advantages: {
    title: 'Z czym zwykle porównuje się AI Sales Manager',
    items: [
      {
        title: 'Specjalista ds. jakości',
        text: 'Jedna osoba sprawdzi w najlepszym razie 30–40 rozmów dziennie. AI sprawdza wszystkie według tych samych zasad, a Twój specjalista zajmuje się coachingiem.',
      },
      {
        title: 'Panele w CRM-ie',
        text: 'CRM liczy połączenia, ale nie odróżni dobrej rozmowy od złej. My oceniamy to, co naprawdę padło w rozmowie, i łączymy to z wynikiem transakcji.',
      },
      {
        title: 'Analityka mowy oparta na słowach kluczowych',
        text: 'Wyszukiwanie słów kluczowych zauważy, że ktoś powiedział „cena”. Nasz model rozumie, czy handlowiec odpowiedział na obiekcję, czy po prostu dał rabat.',
      },
    ],
  },
  launch: {
    title: 'Uruchomienie w trzech etapach, w ciągu 14 dni',
    lead: 'Telefonia i CRM podłączone do 3. dnia, ocena skalibrowana do 5. dnia, raporty dla całego zespołu do 14. dnia, a handlowcy przez cały ten czas pracują w tej samej telefonii i tym samym CRM-ie.',
    items: [
      {
        step: 1,
        title: 'Podłączenie telefonii i CRM-u, wgranie skryptów',
        duration: stageWindow(SALES_MANAGER_LAUNCH[0]!),
        text: 'Do 3. dnia telefonia, CRM i czaty są podłączone, a my mamy Twoje skrypty i listy kontrolne. Dział IT poświęca około godziny na nadanie dostępów.',
      },
      {
        step: 2,
        title: 'Kalibracja oceny na Twoich rozmowach',
        duration: stageWindow(SALES_MANAGER_LAUNCH[1]!),
        text: 'AI ocenia 100–200 Twoich ostatnich rozmów, dyrektor sprzedaży zaznacza każdą rozbieżność, a do 5. dnia stroimy kryteria, aż oceny zgadzają się w dziewięciu rozmowach na dziesięć.',
      },
      {
        step: 3,
        title: 'Pierwsze raporty i wdrożenie w zespole',
        duration: stageWindow(SALES_MANAGER_LAUNCH[2]!),
        text: 'Startują codzienne raporty, każdy handlowiec dostaje dostęp, a kierownicy zespołów uczą się pracy ze wskazówkami. Do 14. dnia cały zespół dostaje raporty dopracowane razem z Tobą.',
      },
    ],
  },
  cases: {
    title: 'Zespoły sprzedaży, które mierzą każdą rozmowę',
    lead: 'Projekty klientów, w których analityka rozmów i czatów działała obok innych naszych produktów, z wynikami podanymi przez klientów.',
  },
  testimonials: {
    title: 'Co mówią szefowie sprzedaży',
    items: [
      {
        case: 'b2b-saas-netherlands',
        quote:
          'Prezentacje były czarną skrzynką: o tym, co poszło nie tak, dowiadywałam się dopiero po utracie klienta. Dziś każdy handlowiec zaczyna dzień od ocen wczorajszych prezentacji i jednej wskazówki na następną. Oceny pokazały, że nasi najlepsi handlowcy zawsze pytają, jak zespół układa dziś grafiki, zanim cokolwiek pokażą, a po sześciu tygodniach coachingu pytają o to także pozostali.',
        author: 'Lotte Jansen',
        position: 'Dyrektorka sprzedaży',
        image: { tone: 'accent', hair: 'long', hairColour: 'fair', skin: 'light', alt: 'Portret: Lotte Jansen' },
      },
      {
        case: 'retail-kazakhstan',
        quote:
          'Co rano widzę nasze siedem sklepów w rankingu według tego, jak konsultanci prowadzą rozmowy: powitanie, pytania o potrzeby, propozycja gwarancji, domknięcie. Ranking wskazał dwa sklepy, w których przez telefon prawie nikt nie wspominał o przedłużonej gwarancji. Po miesiącu coachingu na ich własnych nagraniach sprzedajemy telefonicznie o 18% więcej gwarancji i akcesoriów.',
        author: 'Aidar Seitkali',
        position: 'Dyrektor handlowy',
        image: { tone: 'speaking', hair: 'short', hairColour: 'dark', skin: 'medium', alt: 'Portret: Aidar Seitkali' },
      },
    ],
  },
  faq: {
    title: 'Pytania, które szefowie sprzedaży zadają przed prezentacją',
    items: [
      {
        question: 'Ile kosztuje AI Sales Manager?',
        answer: [
          `AI Sales Manager kosztuje ${formatFromPrice('ai-sales-manager', 'pl')}, przy co najmniej ${seat.allowances.minimumManagers} handlowcach; każde stanowisko obejmuje ${seat.allowances.hoursPerManager} godzin rozmów i czatów miesięcznie, a każda kolejna godzina kosztuje ${formatEuros(seat.extras.hour.amount, 'pl')}. Dokładną wycenę przygotowujemy po 30-minutowej rozmowie o Twoim zespole.`,
        ],
        pricing: href('pricing', { hash: 'ai-sales-manager' }),
      },
      {
        question: 'Gdzie przechowujecie nasze nagrania i kto może ich słuchać?',
        answer: [
          'Zaszyfrowane, na serwerach w Unii Europejskiej. Handlowiec widzi tylko własne rozmowy, kierownik zespołu – swój zespół, dyrektor sprzedaży – wszystko, a Ty decydujesz, jak długo przechowujemy nagrania.',
        ],
      },
      {
        question: 'Jakie języki rozumie?',
        answer: [
          'Polski, angielski, ukraiński, rosyjski, niemiecki, niderlandzki, litewski, kazachski i inne popularne języki, także gdy rozmowa przeskakuje między dwoma z nich.',
        ],
      },
      {
        question: 'Co, jeśli AI źle oceni rozmowę?',
        answer: [
          'Każdy stracony punkt ma swój cytat, więc sprawdzenie zajmuje sekundy, a zakwestionowanie jedno kliknięcie. Zakwestionowane oceny wracają do kalibracji i wyostrzają kryteria.',
        ],
      },
      {
        question: 'Czy handlowcy nie poczują się obserwowani?',
        answer: ['Widzą własne oceny i wskazówki, a ranking stosuje te same zasady do wszystkich. Radzimy nie wiązać premii z oceną w pierwszym miesiącu.'],
      },
      {
        question: 'Kto to konfiguruje i utrzymuje?',
        answer: [
          'Zajmujemy się podłączeniem, kalibracją i wdrożeniem, a potem specjalista Synthry aktualizuje listy kontrolne za każdym razem, gdy zmienia się Twój skrypt lub oferta.',
        ],
      },
    ],
  },
  cta: {
    title: 'Zobacz własny zespół w przykładowym raporcie',
    text: 'Prześlij nam 20 nagranych rozmów, a odeślemy je z ocenami, podsumowaniem KPI, rankingiem i wskazówką dla każdego handlowca.',
    badge: 'Bezpłatny przykładowy raport',
    badgeNote: 'Na Twoich własnych rozmowach, przed jakąkolwiek umową',
    button: 'Zamów przykładowy raport',
    sample: 'Zobacz przykład raportu',
  },
  form: {
    title: 'Prezentacja, przykładowy raport albo konsultacja',
    lead: 'Zaznacz, czego potrzebujesz, i napisz w komentarzu, ilu masz handlowców oraz z jakiej telefonii i jakiego CRM-u korzystasz.',
  },
} satisfies ProductPageContent;
