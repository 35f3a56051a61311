import type { ProductPageContent } from '@site/content';
import { FACTS, PILOT_DAYS, PRICING, formatAtLeast, formatCount, formatDays, formatFromPrice, formatPilotDays, formatPrice, href } from '@site/model';

const suite = PRICING['ai-commerce'];

const pilot = PILOT_DAYS['ai-commerce']!;

export default {
  seo: {
    title: 'AI Commerce Suite: karty, grupy fokusowe i sprzedaż z AI',
    description: `Karty produktów ze zdjęć w ${FACTS.cardDraftSeconds} s, test ${FACTS.focusGroupAgents} agentów AI z indeksem potencjału zakupowego i sprzedawca AI, który odzyskuje koszyki. Pilotaż: ${formatPilotDays('ai-commerce', 'pl')}.`,
  },
  hero: {
    eyebrow: 'AI Commerce Suite · dla sklepów internetowych i sprzedawców na marketplace’ach',
    title: 'Od zdjęcia produktu do opłaconego zamówienia, a rutynę przejmuje AI',
    lead: 'SnapCard AI zamienia zdjęcie w gotową kartę produktu, AI Focus Group mówi, czy kupujący zechcą produkt, zanim zamówisz towar, a SellMate AI odpowiada klientom, odzyskuje porzucone koszyki i proponuje właściwy dodatek.',
    primaryCta: 'Umów prezentację',
    secondaryCta: 'Zobacz, jak to działa',
    highlights: [
      { value: `${FACTS.cardDraftSeconds} s`, label: 'od zdjęcia do karty produktu' },
      { value: String(FACTS.focusGroupAgents), label: 'agentów AI ocenia każdy produkt przed premierą' },
      { value: formatDays(pilot, 'pl'), label: 'pilotażu na Twoim własnym katalogu' },
    ],
    visual: {
      photoLabel: 'Twoje zdjęcie',
      cardLabel: `Karta gotowa w ${FACTS.cardDraftSeconds} s`,
      cardTitle: 'Skórzany plecak miejski',
      feature1: 'Skóra licowa',
      feature2: 'Wyściełana kieszeń na laptop 15″',
      feature3: 'Wykończenie odpychające wodę',
      price: '549 zł',
      potentialLabel: 'Potencjał zakupowy',
      agentsLabel: `Ocena ${FACTS.focusGroupAgents} agentów AI`,
    },
  },
  problems: {
    title: 'Gdzie zacina się sprzedaż online',
    lead: 'Cztery wąskie gardła, o których słyszymy od sklepów i marek, i co pakiet robi z każdym z nich.',
    items: [
      {
        role: 'Content manager sklepu internetowego',
        problem: '„Nowa kolekcja to 300 kart pisanych ręcznie. Nowości tygodniami czekają w magazynie na swoje strony”.',
        solution: 'SnapCard AI pisze nazwę, opis, atrybuty i tagi SEO na podstawie zdjęć i karty technicznej od dostawcy.',
        result: 'Kolekcja trafia do sprzedaży w kilka dni zamiast tygodni, a content manager redaguje, zamiast przepisywać.',
      },
      {
        role: 'Category manager marki D2C',
        problem: '„Zamawiamy partię, robimy zdjęcia, puszczamy reklamy i dopiero wtedy się okazuje, że nikt nie chce tego koloru w tej cenie”.',
        solution: 'AI Focus Group pokazuje produkt 20 agentom AI zbudowanym na Twoich segmentach klientów i wyjaśnia, co ich powstrzymuje.',
        result: 'Słabe pomysły są poprawiane albo odrzucane, zanim pieniądze pójdą w towar i reklamę.',
      },
      {
        role: 'Sprzedawca na marketplace’ach',
        problem: '„Klienci pytają o rozmiary i dostawę o północy, a do rana kupują u konkurencji”.',
        solution: 'SellMate AI odpowiada o każdej porze, pomaga dobrać rozmiar lub model i prowadzi klienta do kasy.',
        result: 'Nocne czaty kończą się zamówieniem, a nie utraconym kupującym.',
      },
      {
        role: 'Dyrektor e-commerce',
        problem: '„Siedem koszyków na dziesięć zostaje porzuconych, a nasz e-mail z przypomnieniem jest taki sam dla wszystkich”.',
        solution: 'SellMate AI pisze do każdego klienta w jego kanale i odpowiada na wątpliwość, która go zatrzymała: koszt dostawy, rozmiar, jakość.',
        result: 'Część porzuconych koszyków wraca jako opłacone zamówienia, często z dodatkiem.',
      },
    ],
  },
  value: {
    title: 'Co pakiet daje Twojemu sklepowi',
    lead: 'Trzy moduły, które działają osobno albo jako jeden łańcuch, od katalogu do kasy.',
    items: [
      {
        title: 'Karty w tempie dostaw',
        text: 'Nowości trafiają do sprzedaży w kilka dni od przyjęcia na magazyn, a nie tygodni, ze wszystkimi atrybutami, których wymagają filtry marketplace’ów.',
      },
      {
        title: 'Decyzje poparte testem',
        text: 'Zanim zamówisz ponownie, zmienisz cenę lub wprowadzisz produkt, widzisz indeks potencjału zakupowego i jego uzasadnienie, segment po segmencie.',
      },
      {
        title: 'Sprzedaż, która nie zasypia',
        text: 'SellMate AI doradza, odzyskuje koszyki i dosprzedaje całą dobę w czacie na stronie i w komunikatorach.',
      },
      {
        title: 'Jedno źródło danych',
        text: 'Obiekcje, które znajduje AI Focus Group, trafiają do kart i do odpowiedzi SellMate AI.',
      },
    ],
    figures: [
      { value: '+31%', label: 'konwersji sklepu cztery miesiące po starcie', source: { case: 'ecommerce-poland', client: 'Półka i Spółka' } },
      { value: '14%', label: 'porzuconych koszyków odzyskanych', source: { case: 'ecommerce-poland', client: 'Półka i Spółka' } },
      {
        value: `${FACTS.minutesToCheckCard} min`,
        label: 'na sprawdzenie karty produktu zamiast 35',
        source: { case: 'ecommerce-poland', client: 'Półka i Spółka' },
      },
      { value: formatAtLeast(FACTS.assessmentParameters), label: 'parametrów w każdej ocenie produktu' },
    ],
  },
  steps: {
    title: 'Jak działa pakiet',
    lead: 'Jeden produkt, od pierwszego zdjęcia do opłaconego zamówienia.',
    items: [
      {
        title: 'Wgraj zdjęcia',
        text: 'Prześlij zdjęcia z telefonu lub ze studia, pojedynczo albo partiami po kilkaset, z ceną i kartą techniczną, jeśli ją masz.',
      },
      {
        title: 'Odbierz kartę',
        text: 'SnapCard AI rozpoznaje produkt, materiał, kolor i styl i pisze kartę w formacie Twojego sklepu i każdego marketplace’u.',
      },
      {
        title: 'Przetestuj produkt',
        text: 'AI Focus Group pokazuje kartę, cenę i zdjęcia 20 agentom AI i zwraca indeks 0–100 z listą obiekcji.',
      },
      {
        title: 'Popraw i sprawdź ponownie',
        text: 'Zmień cenę, zdjęcia lub opis i powtórz test, by porównać indeks przed zmianą i po niej.',
      },
      {
        title: 'Sprzedawaj i odzyskuj',
        text: 'SellMate AI odpowiada klientom, odzyskuje porzucone koszyki i proponuje dodatki; każde zamówienie trafia do panelu sklepu lub CRM-u.',
      },
    ],
  },
  integrations: {
    title: 'Łączy się ze sklepem, marketplace’ami i kanałami sprzedaży',
    lead: 'Łączymy się przez gotowe integracje, plik produktowy albo API Twojej platformy.',
    categories: [
      { name: 'Platformy e-commerce', items: ['Shopify', 'WooCommerce', 'Magento', 'PrestaShop', 'Shoper'], more: 8 },
      { name: 'Marketplace’y', items: ['Amazon', 'Allegro', 'Etsy', 'Rozetka', 'Kaspi.kz'], more: 6 },
      { name: 'Komunikatory i czat', items: ['Telegram', 'WhatsApp', 'Instagram Direct', 'Viber', 'Facebook Messenger'] },
      { name: 'CRM i e-mail marketing', items: ['HubSpot', 'Klaviyo', 'KeyCRM', 'Bitrix24', 'Mailchimp'], more: 10 },
    ],
  },
  features: {
    title: 'Trzy moduły, jeden proces',
    lead: 'Zacznij od jednego modułu albo weź cały pakiet; każdy pracuje na Twoim katalogu i w tonie Twojej marki.',
    items: [
      {
        title: 'SnapCard AI: karty produktów ze zdjęć',
        text: 'Wgrywasz zdjęcie, dostajesz gotową kartę: nazwę, której ludzie szukają, opis w Twoim tonie, atrybuty do filtrów i tagi SEO.',
        points: [`Karta w około ${FACTS.cardDraftSeconds} sekund`, 'Partie po kilkaset SKU', 'Formaty marketplace’ów i kilka języków'],
      },
      {
        title: 'AI Focus Group: 20 agentów AI ocenia Twój produkt',
        text: 'Każdy z 20 agentów ma profil kupującego zbudowany na Twoich segmentach i mówi, czy by kupił, a jeśli nie, to dlaczego.',
        points: ['Indeks potencjału zakupowego 0–100', 'Ponad 30 parametrów: cena, wygląd, zaufanie, zdjęcia, opis', 'Obiekcje według segmentów'],
      },
      {
        title: 'SellMate AI: sprzedaż, odzyskiwanie koszyków i dosprzedaż',
        text: 'Sprzedawca AI do czatu na stronie i komunikatorów, który zna katalog, stany i warunki dostawy.',
        points: ['Odpowiada na pytania o produkty w kilka sekund', 'Wraca do porzuconych koszyków', 'Proponuje dodatki i zestawy'],
      },
      {
        title: 'Jeden panel dla całego pakietu',
        text: 'Opublikowane karty, przetestowane produkty, odzyskane koszyki i przychód z dosprzedaży w jednym miejscu, więc widzisz, co przynosi każdy moduł.',
      },
    ],
  },
  advantages: {
    title: 'Pakiet, freelancerzy i osobne narzędzia',
    lead: 'Jak wypada na tle tego, czego sklepy zwykle używają.',
    items: [
      {
        title: 'Copywriterzy',
        text: 'Staranny copywriter pisze 12–15 kart dziennie. SnapCard AI przygotowuje setki szkiców przez noc w jednym stylu, a zespół sprawdza tylko fakty i ton.',
      },
      {
        title: 'Klasyczne grupy fokusowe',
        text: 'Rekrutacja prawdziwych kupujących trwa tygodniami. AI Focus Group daje pierwszą odpowiedź w kilka minut, więc do testu na żywo trafiają tylko najlepsze pomysły.',
      },
      {
        title: 'Chatbot z przyciskami',
        text: 'Bot na sztywnym scenariuszu odpowiada tylko na to, co w nim zapisano; SellMate AI rozumie swobodne pytania i zna Twoje stany.',
      },
    ],
  },
  launch: {
    title: `Na Twoim katalogu w najwyżej ${formatDays({ min: FACTS.launchDays.max, max: FACTS.launchDays.max }, 'pl')}`,
    lead: `Cztery dni na podłączenie sklepu i pierwsze karty, potem pilotaż trwający ${formatPilotDays('ai-commerce', 'pl')} z prawdziwymi klientami: widzisz karty, wyniki testów i odzyskane koszyki własnych produktów, zanim się zobowiążesz.`,
    items: [
      {
        step: 1,
        title: 'Katalog i cele',
        duration: formatDays({ min: 1, max: 1 }, 'pl'),
        text: 'Wybieramy 50–100 produktów do pilotażu i ustalamy ton komunikacji oraz wskaźniki, które będziemy śledzić.',
      },
      {
        step: 2,
        title: 'Podłączenia i konfiguracja',
        duration: formatDays({ min: 2, max: 2 }, 'pl'),
        text: 'Podłączamy sklep, marketplace’y i kanały czatu oraz budujemy agentów AI na Twoich segmentach klientów.',
      },
      {
        step: 3,
        title: 'Pierwsze karty i rozmowy testowe',
        duration: formatDays({ min: 1, max: 1 }, 'pl'),
        text: 'SnapCard AI przygotowuje karty wybranych produktów, AI Focus Group je ocenia, a zespół sprawdza jedno i drugie i zadaje SellMate AI niewygodne pytania.',
      },
      {
        step: 4,
        title: 'Pilotaż z prawdziwymi klientami',
        duration: formatDays(PILOT_DAYS['ai-commerce']!, 'pl'),
        text: 'Nowe karty trafiają do sprzedaży, a SellMate AI odpowiada prawdziwym klientom w jednym lub dwóch kanałach; na koniec dostajesz raport o kartach, ocenach, koszykach i zamówieniach.',
      },
    ],
  },
  cases: {
    title: 'AI Commerce Suite w prawdziwym sklepie',
    lead: 'Warszawski sklep z wyposażeniem domu, który korzysta ze wszystkich trzech modułów przy katalogu 4800 produktów, z wynikami pierwszego sezonu.',
  },
  testimonials: {
    title: 'Co sklepy internetowe mówią o pakiecie',
    items: [
      {
        case: 'ecommerce-poland',
        quote:
          'Kolekcja jesienna była w sprzedaży trzy dni po przyjeździe palet, kiedy inne sklepy wciąż pisały opisy. AI Focus Group ma dziś głos przy każdym zamówieniu u dostawcy: 88% produktów z oceną powyżej 70 wyprzedało się w pełnej cenie. A SellMate odzyskuje co siódmy porzucony koszyk, przypominając klientowi o tej konkretnej patelni czy nożu, które zostawił.',
        author: 'Agnieszka Wróbel',
        position: 'Współzałożycielka',
        image: { tone: 'accent', hair: 'bun', hairColour: 'brown', skin: 'light', alt: 'Portret: Agnieszka Wróbel' },
      },
    ],
  },
  faq: {
    title: 'O co pytają sklepy przed prezentacją',
    items: [
      {
        question: 'Ile kosztuje pakiet?',
        answer: [
          `Każdy moduł ma miesięczną cenę z wliczonym wolumenem, ${formatFromPrice('ai-commerce', 'pl')} (SnapCard AI, ${formatCount(suite.allowances.cards, 'pl')} kart miesięcznie); AI Focus Group i SellMate AI kosztują po ${formatPrice(suite.fees.sellMate.price, 'pl')}. Możesz zacząć od jednego modułu, a jego pilotaż trwający ${formatPilotDays('ai-commerce', 'pl')} jest przed jakimkolwiek zobowiązaniem.`,
        ],
        pricing: href('pricing', { hash: 'ai-commerce' }),
      },
      {
        question: 'Na ile można ufać indeksowi AI Focus Group?',
        answer: [
          'To pomoc w decyzji, a nie prognoza sprzedaży: porównuj nim dwie ceny, dwa zestawy zdjęć albo dwa pomysły na produkt, a zwycięzcę potwierdź małym testem reklamowym.',
        ],
      },
      {
        question: 'Czy karty spełnią zasady marketplace’ów?',
        answer: [
          'Tak. Każda karta jest pisana dla konkretnego produktu, a nie z szablonu, i przestrzega limitów długości nazwy, wymaganych atrybutów i zakazanych słów każdego marketplace’u. Sam ustalasz słowa, których mamy unikać.',
        ],
      },
      {
        question: 'Co, jeśli klient zapyta SellMate AI o coś, czego nie wie?',
        answer: [
          'Nigdy nie wymyśla stanów ani warunków dostawy: przekazuje czat handlowcowi z pełną historią i mówi klientowi, kiedy może spodziewać się odpowiedzi.',
        ],
      },
      {
        question: 'Do kogo należą karty i dane?',
        answer: [
          'Do Ciebie. Karty, wyniki testów i rozmowy należą do Twojego sklepu, są przechowywane zaszyfrowane w UE i nigdy nie służą do trenowania modeli dla innych klientów.',
        ],
      },
    ],
  },
  cta: {
    title: 'Przetestuj pakiet na własnych produktach',
    text: 'Prześlij zdjęcia 20 produktów z katalogu: na prezentacji zobaczysz ich karty, indeks potencjału zakupowego i to, jak sprzedaje je SellMate AI.',
    badge: `Pilotaż: ${formatPilotDays('ai-commerce', 'pl')}`,
    badgeNote: 'Na Twoim katalogu, z podłączonym sklepem',
    button: 'Umów prezentację',
  },
  form: {
    title: 'Opowiedz o swoim sklepie',
    lead: 'Platforma, marketplace’y i wielkość katalogu wystarczą, by przygotować prezentację na Twoich własnych produktach.',
  },
} satisfies ProductPageContent;
