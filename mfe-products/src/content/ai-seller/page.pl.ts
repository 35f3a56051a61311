import type { ProductPageContent } from '@site/content';
import { PILOT_DAYS, PRICING, aiSellerShopSystems, formatCount, formatDays, formatEuros, formatFromPrice, formatPilotDays, href } from '@site/model';

const perChat = PRICING['ai-seller'].fees.conversation;

const pilot = PILOT_DAYS['ai-seller']!;

/** The shop's own systems the bot reads, from the model's one list (the e-commerce industry page names the same). */
const SHOP_KINDS = ['platform', 'marketplace', 'orders', 'delivery'] as const;

export default {
  seo: {
    title: 'AI Seller 24/7: bot sprzedażowy do czatów i na stronę',
    description: `Bot odpowiada kupującym w kilka sekund w Telegramie, WhatsAppie, na Instagramie i na stronie, przyjmuje zamówienia i wpisuje je do CRM. Pilotaż: ${formatPilotDays('ai-seller', 'pl')}.`,
  },
  hero: {
    eyebrow: 'Bot sprzedażowy AI do komunikatorów i na stronę',
    title: 'Odpowiadaj każdemu kupującemu w kilka sekund i zamykaj zamówienie w czacie',
    lead: 'AI Seller 24/7 odpisuje w Telegramie, WhatsAppie, na Instagramie i w czacie na Twojej stronie, dobiera właściwy produkt z katalogu i przyjmuje zamówienie, a handlowcom zostawia tylko rozmowy, które wymagają człowieka.',
    primaryCta: 'Umów prezentację',
    secondaryCta: 'Zobacz, jak bot sprzedaje',
    highlights: [
      {
        value: '25 s',
        label: 'średni czas pierwszej odpowiedzi na zapytanie z reklamy, w dzień i w nocy',
        source: { case: 'ad-traffic-lithuania', client: 'Leadvila' },
      },
      { value: formatDays(pilot, 'pl'), label: 'pilotażu na Twoich prawdziwych klientach' },
      {
        value: '+34%',
        label: 'konwersji z wersji próbnej na płatną, odkąd bot wita każdego nowego użytkownika',
        source: { case: 'b2b-saas-netherlands', client: 'Roosterwerk' },
      },
    ],
    visual: {
      chatTitle: 'Bloomery · dostawa kwiatów',
      status: 'online · odpisuje w kilka sekund',
      customer1: 'Dostarczycie bukiet jutro do 9:00?',
      bot1: 'Tak, dowozimy od 8:00. Trwa sezon na piwonie, oto nasz hit:',
      productName: 'Różowe piwonie, 15 łodyg',
      productPrice: '169 zł',
      customer2: 'Super, biorę',
      bot2: 'Zamówienie potwierdzone! Dostawa jutro 8:00–9:00, link do płatności poniżej',
      orderBadge: 'Zamówienie złożone o 2:14',
    },
  },
  problems: {
    title: 'Gdzie czaty dziś tracą sprzedaż',
    lead: 'Kupujący już do Ciebie napisał. Najbliższe pięć minut zdecyduje, czy zapłaci Tobie, czy sklepowi obok.',
    items: [
      {
        role: 'Właściciel sklepu internetowego',
        problem: '„Jedna trzecia wiadomości przychodzi po 20:00 i w weekendy. Do rana klient kupuje gdzie indziej”.',
        solution: 'Bot odpowiada w kilka sekund o każdej porze, sprawdza stany i opcje dostawy i w tym samym czacie wysyła link do płatności.',
        result: 'Nocne i weekendowe czaty zamieniają się w opłacone zamówienia, które zespół rano tylko wysyła.',
      },
      {
        role: 'Dyrektor sprzedaży w firmie usługowej',
        problem: '„Handlowcy spędzają pół dnia na tych samych dwudziestu pytaniach o ceny i grafik, a zapytania z reklam czekają”.',
        solution: 'Bot bierze na siebie rutynowe pytania, zadaje dwa, trzy kwalifikujące i umawia wizytę albo przekazuje gotowego klienta handlowcowi.',
        result: 'Handlowcy rozmawiają tylko z ludźmi gotowymi kupić, a zapytania z reklam dostają odpowiedź, póki reklama jest świeża w pamięci.',
      },
      {
        role: 'Koordynatorka rekrutacji w szkole online',
        problem: '„Rodzice pytają o poziomy, ceny i plan zajęć w Telegramie, na Instagramie i na stronie, a my gubimy się, kto o co pytał”.',
        solution: 'Bot opisuje programy, dobiera kurs do wieku i poziomu, zapisuje na lekcję próbną i zbiera wszystkie kanały w jednej karcie w CRM-ie.',
        result: 'Lekcje próbne są umawiane tego samego wieczoru, a żadna rodzina nie dostaje dwóch telefonów ani nie zostaje zapomniana.',
      },
      {
        role: 'Menedżerka marketingu',
        problem: '„Płacimy za ruch, ale czaty lądują w telefonach handlowców, więc nie wiem, która kampania przyprowadza kupujących”.',
        solution: 'Każda rozmowa jest zapisywana ze źródłem, omawianymi produktami i wynikiem, od pierwszej wiadomości do płatności.',
        result: 'Widzisz koszt zamówienia z każdej kampanii i tniesz budżety, które przynoszą same pytania.',
      },
    ],
  },
  value: {
    title: 'Co zyskuje Twoja firma',
    lead: 'Sprzedawcę, który nie śpi, nie zapomina cennika i nigdy nie mówi kupującemu „odezwiemy się”.',
    items: [
      {
        title: 'Sprzedaż poza godzinami pracy',
        text: 'Zamówienia spływają w nocy, w weekendy i w święta, gdy czaty konkurencji milczą.',
      },
      {
        title: 'Mniej rutyny w zespole',
        text: 'Pytania o cenę, rozmiar, dostawę i płatność zamykają się bez handlowca, więc ten sam zespół obsługuje więcej zapytań.',
      },
      {
        title: 'Wyższa średnia wartość koszyka',
        text: 'Bot we właściwym momencie proponuje pasujące produkty i zestawy, jak najlepszy sprzedawca na zmianie, tyle że w każdej rozmowie.',
      },
    ],
    figures: [
      {
        value: '+37%',
        label: 'więcej sprzedanych zakwalifikowanych kontaktów przy tym samym budżecie reklamowym',
        source: { case: 'ad-traffic-lithuania', client: 'Leadvila' },
      },
      { value: '−44%', label: 'kosztu obsługi jednego zapytania', source: { case: 'ad-traffic-lithuania', client: 'Leadvila' } },
      { value: '24/7', label: 'we wszystkich kanałach naraz' },
    ],
  },
  steps: {
    title: 'Jak sprzedaje AI Seller 24/7',
    lead: 'Typowa rozmowa, od „dzień dobry” do opłaconego zamówienia.',
    items: [
      {
        title: 'Kupujący pisze w dowolnym kanale',
        text: 'Telegram, WhatsApp, Instagram Direct, Facebook Messenger czy czat na stronie trafiają do jednej skrzynki, a bot odpowiada w języku klienta.',
      },
      {
        title: 'Bot dowiaduje się, czego klient potrzebuje',
        text: 'Zamiast menu z przyciskami zadaje jedno, dwa pytania o budżet, rozmiar lub termin i zapamiętuje odpowiedzi.',
      },
      {
        title: 'Proponuje właściwy produkt',
        text: 'Produkty pochodzą z Twojego aktualnego katalogu z cenami i stanami, pokazane jako karta ze zdjęciem i pasującym dodatkiem, jak wazon do bukietu.',
      },
      {
        title: 'Przyjmuje zamówienie lub rezerwację',
        text: 'Bot zbiera dane kontaktowe i adres dostawy, wysyła link do płatności albo rezerwuje termin i zapisuje wszystko w CRM-ie.',
      },
      {
        title: 'Przekazuje rozmowę, gdy potrzebny jest człowiek',
        text: 'Reklamacje, zamówienia hurtowe i pytania spoza jego wiedzy trafiają do handlowca z krótkim podsumowaniem czatu.',
      },
    ],
  },
  integrations: {
    title: 'Kanały i systemy, z którymi się łączy',
    lead: 'Bot pracuje tam, gdzie kupujący już piszą, a ceny, stany, statusy zamówień i wolne terminy bierze z systemów, z których korzystasz.',
    categories: [
      { name: 'Komunikatory i czat', items: ['Telegram', 'WhatsApp', 'Instagram', 'Facebook Messenger', 'Viber', 'Widżet na stronę'], more: 5 },
      { name: 'Systemy CRM', items: ['HubSpot', 'Bitrix24', 'Pipedrive', 'KeyCRM', 'Kommo'], more: 15 },
      { name: 'Sklepy, marketplace’y, zamówienia i dostawa', items: [...aiSellerShopSystems(SHOP_KINDS), 'Magento'], more: 7 },
      { name: 'Płatności i rezerwacje', items: ['Stripe', 'LiqPay', ...aiSellerShopSystems(['payments']), 'Google Calendar', 'Calendly'], more: 10 },
    ],
  },
  features: {
    title: 'Co jest w AI Seller 24/7',
    lead: 'Bot, CRM i aplikacja webowa to jeden produkt, więc nie trzeba zszywać trzech usług.',
    items: [
      {
        title: 'Bot, który sprzedaje, a nie tylko odpowiada',
        text: 'Rozumie swobodnie pisane wiadomości i literówki i prowadzi kupującego do zamówienia.',
        points: ['Rekomendacje według potrzeb i budżetu', 'Dosprzedaż i zestawy przy finalizacji'],
      },
      {
        title: 'Wiedza z Twoich własnych danych',
        text: 'Odpowiada wyłącznie na podstawie Twojego katalogu, cennika, warunków dostawy i FAQ i nigdy nie wymyśla rabatu ani produktu, którego nie masz.',
        points: ['Katalog synchronizowany ze sklepem lub arkuszem Google', 'Ceny i stany aktualizowane automatycznie'],
      },
      {
        title: 'Wbudowany CRM',
        text: 'Każdy klient ma kartę z kontaktem, kanałem, historią czatu, zamówieniami i statusem, także gdy trafił do handlowca.',
        points: ['Lejek transakcji z etapami', 'Synchronizacja z Twoim CRM-em, jeśli go masz'],
      },
      {
        title: 'Aplikacja webowa do zarządzania botami',
        text: 'Sam zmieniasz odpowiedzi, ceny i ton, bez programisty, i obserwujesz każdą rozmowę na żywo.',
        points: ['Kilka botów dla różnych marek lub kanałów', 'Role dla właścicieli, handlowców i operatorów', 'Przejęcie dowolnego czatu jednym kliknięciem'],
      },
      {
        title: 'Analityka sprzedaży',
        text: 'Rozmowy, zamówienia, konwersja i średnia wartość zamówienia według kanału, kampanii i godziny, a do tego pytania, które klienci zadają najczęściej.',
      },
    ],
  },
  advantages: {
    title: 'Z czym zwykle porównuje się AI Seller 24/7',
    items: [
      {
        title: 'Nocna zmiana handlowców',
        text: 'Obsadzenie wieczorów i weekendów ludźmi to dodatkowe pensje i nadal kolejka w godzinach szczytu. Bot prowadzi sto czatów naraz, każdy z tą samą starannością.',
      },
      {
        title: 'Bot z przyciskami',
        text: 'Boty na sztywnym scenariuszu psują się, gdy klient napisze własnymi słowami. AI Seller 24/7 rozumie swobodny tekst i prowadzi rozmowę w stronę zakupu.',
      },
      {
        title: 'Uniwersalny czat AI',
        text: 'Ogólny asystent nie zna Twoich stanów, cen ani zasad dostawy i może je zmyślić. Nasz odpowiada na podstawie Twoich danych i zapisuje zamówienia w CRM-ie.',
      },
    ],
  },
  launch: {
    title: 'Od pierwszej rozmowy do działającego bota',
    lead: `Od spotkania otwierającego do wszystkich kanałów w najwyżej 14 dni. Pilotaż trwa ${formatPilotDays('ai-seller', 'pl')} na Twoich prawdziwych klientach, a decyzję podejmujesz na podstawie jego liczb.`,
    items: [
      {
        step: 1,
        title: 'Brief i baza wiedzy',
        duration: formatDays({ min: 1, max: 1 }, 'pl'),
        text: 'Ustalamy cele i scenariusze, a Ty przekazujesz katalog, cennik, warunki dostawy i pytania, które klienci zadają najczęściej.',
      },
      {
        step: 2,
        title: 'Konfiguracja i rozmowy testowe',
        duration: formatDays({ min: 2, max: 2 }, 'pl'),
        text: 'Ustawiamy ton bota, podłączamy kanały i CRM i razem z Twoim zespołem przeprowadzamy dziesiątki typowych i podchwytliwych rozmów.',
      },
      {
        step: 3,
        title: 'Pilotaż na prawdziwym ruchu',
        duration: formatDays(pilot, 'pl'),
        text: 'Bot rozmawia z prawdziwymi kupującymi w jednym lub dwóch kanałach pod okiem handlowców, a Ty dostajesz raport o czatach, zamówieniach, przekazaniach i konwersji.',
      },
      {
        step: 4,
        title: 'Wdrożenie we wszystkich kanałach',
        duration: formatDays({ min: 1, max: 1 }, 'pl'),
        text: 'Podłączamy pozostałe kanały, dodajemy scenariusze, o które prosisz, i przekazujemy aplikację webową Twojemu zespołowi.',
      },
    ],
  },
  cases: {
    title: 'AI Seller 24/7 w praktyce',
    lead: 'Klienci, którzy sprzedają i kwalifikują zapytania w czatach z naszym botem, i wyniki, które zmierzyli.',
  },
  testimonials: {
    title: 'Co mówią nasi klienci',
    items: [
      {
        case: 'ad-traffic-lithuania',
        quote:
          'Klient, który czeka do rana, zdążył już zostawić numer dwóm naszym konkurentom. Dziś asystent pisze do ludzi na WhatsAppie, w Messengerze lub na Viberze średnio 25 sekund po wysłaniu formularza, a większość nocnych zapytań kończy rozmowę, gdy nasza strona docelowa jest jeszcze otwarta. Przy tym samym budżecie reklamowym przekazujemy monterom o 37% więcej zakwalifikowanych kontaktów.',
        author: 'Tomas Žukauskas',
        position: 'Prezes',
        image: { tone: 'brand', hair: 'short', hairColour: 'fair', skin: 'light', beard: true, alt: 'Portret: Tomas Žukauskas' },
      },
      {
        case: 'b2b-saas-netherlands',
        quote:
          'Wiele osób zaczyna u nas wersję próbną wieczorem, po zmianie, gdy żaden handlowiec już nie pracuje. Asystent wita ich w ciągu minuty, pomaga ułożyć pierwszy grafik i proponuje prezentację tylko firmom, które do nas pasują, więc prezentacji dla firm spoza grupy docelowej jest 9% zamiast 31%. W dwa kwartały odsetek użytkowników wersji próbnej, którzy przechodzą na płatny plan, wzrósł z 9,1% do 12,2%.',
        author: 'Lotte Jansen',
        position: 'Dyrektorka sprzedaży',
        image: { tone: 'accent', hair: 'long', hairColour: 'fair', skin: 'light', alt: 'Portret: Lotte Jansen' },
      },
    ],
  },
  faq: {
    title: 'Pytania o AI Seller 24/7',
    items: [
      {
        question: 'Ile to kosztuje?',
        answer: [
          `AI Seller 24/7 kosztuje ${formatFromPrice('ai-seller', 'pl')}: to opłata za platformę, czyli bota, jego kanały, CRM i aplikację webową. Każda rozmowa to dodatkowo ${formatEuros(perChat.tiers[0].amount, 'pl')}, a powyżej ${formatCount(perChat.tiers[0].upTo, 'pl')} rozmów miesięcznie ${formatEuros(perChat.tiers[1].amount, 'pl')}.`,
        ],
        pricing: href('pricing', { hash: 'ai-seller' }),
      },
      {
        question: 'Co robi bot, gdy nie zna odpowiedzi?',
        answer: ['Nie zgaduje: czat trafia do handlowca z podsumowaniem, a pytanie na listę, więc w minutę dopiszesz odpowiedź do bazy wiedzy.'],
      },
      {
        question: 'Czy działa oficjalnie na WhatsAppie i Instagramie?',
        answer: [
          'Tak, przez oficjalną platformę WhatsApp Business i API wiadomości Instagrama od Mety. Pomagamy przejść weryfikację firmy w Mecie, jeśli Twoje konto jeszcze jej nie ma.',
        ],
      },
      {
        question: 'Czy odpowiada też na e-maile, czy tylko na czatach?',
        answer: [
          'Tylko w komunikatorach i widżecie czatu na stronie: poczty e-mail nie ma dziś wśród jego kanałów, a z helpdeskami, takimi jak Zendesk czy Gorgias, bot się nie łączy. Sklepy dodają link do czatu lub WhatsAppa w e-mailach o zamówieniu i na stronie kontaktowej: tam bot odpowiada w kilka sekund, a czego sam nie rozstrzygnie, oddaje handlowcowi z całą rozmową.',
        ],
      },
      {
        question: 'W jakich językach pisze?',
        answer: [
          'Odpowiada w języku, w którym pisze klient: po polsku, angielsku, ukraińsku, rosyjsku, litewsku, niderlandzku, niemiecku, hiszpańsku i w innych, nawet jeśli Twój katalog istnieje w jednym języku.',
        ],
      },
      {
        question: 'A co z danymi naszych klientów?',
        answer: [
          'Czaty i karty klientów są przechowywane zaszyfrowane na serwerach w UE. Ty decydujesz, kto w zespole widzi które czaty, i na żądanie eksportujesz lub usuwasz dane klienta, jak wymaga RODO.',
        ],
      },
    ],
  },
  cta: {
    title: 'Oddaj nocne czaty botowi',
    text: 'Pokaż nam katalog i najbardziej obłożony kanał, a pilotaż pokaże, ile rozmów zamienia się w zamówienia bez udziału handlowca.',
    badge: `Pilotaż: ${formatPilotDays('ai-seller', 'pl')}`,
    badgeNote: 'Na Twoich prawdziwych klientach, z raportem wyników na koniec',
    button: 'Porozmawiajmy o pilotażu',
  },
  form: {
    title: 'Napisz, gdzie piszą Twoi kupujący',
    lead: 'Wymień kanały i napisz, ile mniej więcej czatów dostajesz dziennie, a pokażemy AI Seller 24/7 w rozmowie zbudowanej na Twoim własnym katalogu.',
  },
} satisfies ProductPageContent;
