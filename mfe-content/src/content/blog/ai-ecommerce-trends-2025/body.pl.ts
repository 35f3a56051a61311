import type { ArticleBody } from '@site/content';
import { FACTS, PILOT_DAYS, formatPeriod, formatPilotDays, formatScale } from '@site/model';

const { cardsPerDayByHand, minutesToCheckCard, focusGroupAgents, assessmentParameters, purchaseIndex } = FACTS;
const pilot = PILOT_DAYS['ai-commerce']!;
const cardsPerDay = `${cardsPerDayByHand.min}–${cardsPerDayByHand.max}`;
/** The spring collection of the first worked example, and what it takes by hand and to check. */
const NEW_ARRIVALS = 400;
const daysByHand = `${Math.round(NEW_ARRIVALS / cardsPerDayByHand.max)}–${Math.round(NEW_ARRIVALS / cardsPerDayByHand.min)}`;
const hoursToCheck = Math.round((NEW_ARRIVALS * minutesToCheckCard) / 60);

export default {
  meta: {
    title: 'AI w e-commerce 2025: trendy, koszty i pułapki',
    description:
      'Karty produktów ze zdjęć, grupy fokusowe AI, sprzedaż w rozmowie, odzyskiwanie koszyków i personalizacja: co e-sklep ma automatyzować najpierw i ile to kosztuje.',
    h1: 'AI w e-commerce: trendy 2025 roku i jak wykorzystać je w Twoim sklepie',
  },
  content: {
    intro: [
      'Dla sklepu internetowego rok 2025 to moment, w którym AI przestaje być osobnym projektem. Menedżerka kategorii wgrywa dwanaście zdjęć nowej kurtki i dostaje szkic karty produktu z nazwą, opisem i atrybutami. Klientka pyta o północy na Instagramie, czy rozmiar nie jest zaniżony, i dostaje odpowiedź z linkiem do właściwego rozmiaru. Po koszyku porzuconym na etapie płatności przychodzi wiadomość, która zamiast rabatu proponuje darmową dostawę.',
      'Nic z tego nie jest już egzotyką i właśnie w tym tkwi haczyk: skoro każdy konkurent może włączyć te same narzędzia, zyskują sklepy, które wybiorą właściwą kolejność, uczciwie mierzą efekty i pilnują faktów o swoich produktach. Poniżej opisujemy pięć trendów, które w tym roku mają znaczenie dla średniego sklepu, a potem to, co automatyzować najpierw, ile to kosztuje i gdzie czyhają pułapki. Przykłady na końcu opierają się na liczbach, które możesz zastąpić własnymi.',
    ],
    points: {
      title: 'Trendy, które liczą się w 2025 roku, i co z nimi zrobić',
      items: [
        {
          title: 'Karty produktów generowane ze zdjęć',
          text: [
            `Najwolniejszym etapem wprowadzania produktu do sprzedaży rzadko jest sesja zdjęciowa. Jest nim karta produktu: nazwa, której ludzie naprawdę szukają, opis odpowiadający na oczywiste pytania, komplet atrybutów do filtrów i marketplace’ów, wersje w dwóch lub trzech językach. Copywriter, który robi to porządnie, przygotowuje ${cardsPerDay} kart dziennie, więc sezonowe nowości potrafią tygodniami leżeć w magazynie, zanim trafią do sprzedaży.`,
            `Narzędzia takie jak SnapCard AI, część AI Commerce Suite, zamieniają zdjęcia produktu i kilka uporządkowanych pól (kod dostawcy, skład, tabela rozmiarów, cena) w szkic karty: nazwę zbudowaną wokół fraz, które wpisują klienci, opis w Twoim tonie, atrybuty wymagane przez katalog i tłumaczenia. Człowiek sprawdza gotowy szkic, zamiast pisać od zera, i zajmuje mu to około ${minutesToCheckCard} minut na produkt, więc redaktor w jeden dzień przerabia tyle, ile copywriterowi zajmowało dwa tygodnie.`,
            'Bezpieczeństwo zapewnia jedna zasada: fakty pochodzą z danych, styl od AI. Model może opisać, jak wygląda lniana koszula i z czym ją nosić, ale nie może zgadywać gramatury tkaniny, kraju pochodzenia ani tego, czy rzecz nadaje się do prania w pralce. Te pola pochodzą z danych dostawcy albo zostają puste, dopóki nie uzupełni ich człowiek.',
          ],
        },
        {
          title: 'Grupy fokusowe AI: ocena produktu przed wprowadzeniem',
          text: [
            'Każdy kupiec w sklepie obstawia: który z trzech kolorów zamówić, czy nowa marka sprzeda się po 49 €, czy dopiero po 39 €, które zdjęcie dać na baner. Klasyczne metody sprawdzania są powolne i drogie, od paneli i ankiet po partie testowe, więc większość zakładów robi się na wyczucie i według zeszłorocznej sprzedaży.',
            `Grupa fokusowa AI symuluje zamiast tego kupujących. W AI Focus Group ${focusGroupAgents} agentów AI powstaje jako profile Twoich segmentów docelowych: wiek, budżet, to, co już kupują, i to, co ich irytuje. Każdy z nich ogląda kartę produktu, zdjęcie i cenę i reaguje, a moduł podsumowuje to indeksem potencjału zakupowego w skali ${formatScale(purchaseIndex)} i rozbiciem na ponad ${assessmentParameters} parametrów, od odbioru ceny po zaufanie do opisu, razem z obiekcjami zgłoszonymi przez agentów.`,
            'Traktuj wynik jak sito, a nie prognozę. Symulowani kupujący dobrze wyłapują słabą kartę, niejasną korzyść albo cenę, która wymaga wyjaśnienia, i dobrze szeregują kilka wariantów względem siebie. Nie zastępują jednak prawdziwych danych sprzedażowych: produkt z dobrym wynikiem i tak trafia do partii testowej, tylko lepiej dobranej.',
          ],
        },
        {
          title: 'Sprzedaż w rozmowie w komunikatorach',
          text: [
            'Coraz więcej pytań nigdy nie dociera do koszyka: klienci piszą na Instagramie, w Messengerze czy na WhatsAppie i oczekują odpowiedzi, jakiej udzieliłby dobry sprzedawca. „Czy to pasuje do Passata z 2019 roku?”, „Macie 38 w kolorze beżowym?”, „Dojdzie do Krakowa na piątek?” Każde takie pytanie bez odpowiedzi to sprzedaż, która trafia do tego, kto odpisał pierwszy.',
            'Tekstowy bot sprzedażowy, taki jak AI Seller 24/7, podłączony do katalogu i stanów magazynowych, odpowiada na takie pytania o każdej porze i w języku klienta: na bieżąco sprawdza dostępność, proponuje zamiennik, gdy rozmiaru zabraknie, wysyła link prosto do produktu i może przyjąć zamówienie na czacie. W AI Commerce Suite tę samą pracę wykonuje SellMate AI, który ma pod ręką koszyk sklepu i historię zamówień.',
            'Warto śledzić odsetek rozmów zakończonych kliknięciem albo zamówieniem, czas odpowiedzi w nocy i w weekendy oraz odsetek czatów przekazanych człowiekowi. W sklepach z aktywnymi kanałami społecznościowymi wieczory i weekendy przynoszą często co najmniej jedną trzecią wszystkich wiadomości, czyli akurat wtedy, gdy ludzki zespół jest najszczuplejszy.',
          ],
        },
        {
          title: 'Odzyskiwanie porzuconych koszyków i sprzedaż dodatkowa',
          text: [
            'Typowy sklep traci większość rozpoczętych koszyków przed płatnością. Część tych osób tylko się rozglądała, ale wiele ktoś oderwał od zakupów, miało wątpliwości co do dostawy albo zaskoczyła je łączna kwota. Zwykłą odpowiedzią jest seria maili z rabatem, która uczy klientów porzucać koszyki celowo.',
            'Asystent AI, taki jak SellMate AI, zajmuje się przyczyną, a nie ceną. Pisze w kanale, na który klient się zgodził, wymienia konkretne produkty i odpowiada na pytanie, które go zatrzymało: kiedy przyjdzie przesyłka, jakie są warunki zwrotu, czy rozmiar nie jest zaniżony. Rabat jest ostatnim narzędziem, nie pierwszym. Sprzedaż dodatkowa działa według tej samej logiki: etui do właśnie zamówionego telefonu, wkład do dzbanka filtrującego, druga para w cenie zestawu, zaproponowane raz i we właściwym momencie, a nie jako karuzela przypadkowych podpowiedzi.',
            'Mierz odzyskany przychód po odjęciu rabatów, a nie liczbę wysłanych wiadomości, i porównuj go z grupą kontrolną, która dostaje dotychczasową sekwencję. Proces odzyskiwania, który wysyła więcej wiadomości, ale oddaje więcej marży, nie jest żadną poprawą.',
          ],
        },
        {
          title: 'Personalizacja, którą klienci zauważają z dobrych powodów',
          text: [
            'Personalizacja oznaczała kiedyś wstawienie imienia do maila. W 2025 roku oznacza, że strona główna, wyniki wyszukiwania i wiadomości reagują na to, co dana osoba rzeczywiście zrobiła: na kategorię, którą przeglądała dwa razy, na rozmiar, który zwykle kupuje, na ekspres do kawy kupiony trzy miesiące temu, który właśnie potrzebuje tabletek do odkamieniania.',
            'Zacznij od trzech, czterech segmentów, które da się opisać jednym zdaniem, na przykład osoby, które pierwszy raz weszły z reklamy, stali klienci jednej kategorii i klienci, którzy nie zamawiali od 90 dni, i wprowadź po jednej zmianie dla każdego segmentu. To wystarczy, żeby zobaczyć efekt, i jest na tyle proste, że da się to wytłumaczyć zespołowi. Każdą zmianę porównuj z grupą kontrolną, która widzi standardowy sklep, według konwersji i średniej wartości zamówienia w segmencie, a nie według kliknięć w blok rekomendacji.',
            'Obowiązują dwie granice. Korzystaj wyłącznie z danych, na których udostępnienie klienci się zgodzili, zgodnie z RODO i Twoją polityką prywatności, i unikaj wiadomości, które zdradzają za dużo: „Widzieliśmy, że oglądał Pan to o drugiej w nocy” niczego nie sprzeda. Dobra personalizacja przypomina dobrze poinformowanego sprzedawcę, a nie bycie obserwowanym.',
          ],
        },
        {
          title: 'Co automatyzować najpierw',
          text: [
            'Uszereguj kandydatów według trzech kryteriów: wolumenu (ile razy w miesiącu pojawia się zadanie), powtarzalności (jak bardzo przypadki są do siebie podobne) i kosztu błędu (ile kosztuje Cię zła odpowiedź). Duży wolumen, wysoka powtarzalność i niski koszt błędu to miejsca, w których AI zwraca się najszybciej.',
            'W większości średnich sklepów daje to tę samą kolejność. Na początku pytania przed zakupem w komunikatorach i na stronie: częste, podobne i łatwe do sprawdzenia. Potem odzyskiwanie porzuconych koszyków, bo jego przychód da się zmierzyć wprost. Na trzecim miejscu karty nowości, jeśli dodajesz więcej niż kilkadziesiąt produktów miesięcznie. Personalizacja i grupy fokusowe AI przychodzą później, gdy podstawowe procesy działają, a dane są uporządkowane.',
            `Przed startem zbierz 50 najczęstszych pytań klientów z odpowiedziami, jakich udziela Twój najlepszy konsultant. Najpierw jest konfiguracja, która zajmuje kilka dni: podłączenie katalogu i stanów, niezależnie od tego, czy są w Shoperze, WooCommerce, PrestaShopie czy w eksporcie z ERP, spisanie zasad tonu i ustalenie przekazywania rozmów ludziom. Dopiero potem zaczyna się pilotaż jednego procesu w AI Commerce Suite albo AI Seller 24/7, zwykle ${formatPilotDays('ai-commerce', 'pl')} na części prawdziwego ruchu. Nie prowadź dwóch pilotaży w tym samym kanale naraz, bo nie dowiesz się, który z nich poruszył liczby.`,
          ],
        },
        {
          title: 'Koszty i pułapki: głos marki, zmyślone fakty, zwroty',
          text: [
            'Na koszt składają się cztery części: konfiguracja i integracja, miesięczny abonament albo opłata za użycie, czas Twojego zespołu na przeglądy i szkolenie oraz porządkowanie danych katalogowych, które bywa największą i najbardziej niedoszacowaną pozycją. Sklep, w którym połowa atrybutów jest pusta, dostanie w połowie puste karty produktów i bota, który nie odpowie na pytania o rozmiary, niezależnie od modelu.',
            'Pierwszy rozjeżdża się głos marki. Bez zasad AI pisze uprzejmym, bezbarwnym tonem, który brzmi jak w każdym innym sklepie. Daj mu jednostronicowy przewodnik stylu z dziesięcioma dobrymi przykładami z własnego katalogu, listę słów, których nigdy nie używasz, i sposób zwracania się do klientów, a przez pierwszy miesiąc co tydzień przeglądaj próbkę tekstów.',
            'Najdroższym błędem są zmyślone parametry produktu. Bot, który z pewnością w głosie nazywa kurtkę wodoodporną, choć jest tylko wodoodpychająca, produkuje zwrot, złą opinię, a czasem reklamację. Obrona jest prosta i surowa: asystent odpowiada na pytania o produkt wyłącznie z danych katalogowych, obiecuje sprawdzić, gdy pole jest puste, a zespół co tydzień przegląda pytania, które zostały bez odpowiedzi.',
            'Jako wskaźnik kontrolny traktuj zwroty. Porównuj odsetek zwrotów z powodem „niezgodny z opisem” dla produktów z kartami wygenerowanymi przez AI i dla pozostałych, a także dla zamówień złożonych po rozmowie z botem i bez niej. Jeśli ten odsetek rośnie, problem leży w danych albo w zasadach i widać go tutaj, zanim trafi do opinii.',
          ],
        },
      ],
    },
    examples: {
      title: 'Przykłady z liczbami dla średniego sklepu',
      items: [
        {
          title: `${NEW_ARRIVALS} nowości przed sezonem`,
          text: [
            `Sklep odzieżowy dodaje na wiosnę ${NEW_ARRIVALS} produktów. Przy ${cardsPerDay} kartach dziennie jeden copywriter pisze je ręcznie przez ${daysByHand} dni roboczych, czyli mniej więcej półtora miesiąca, i w praktyce część kolekcji trafia do sprzedaży z opóźnieniem.`,
            `Gdy szkice powstają ze zdjęć i danych dostawcy, redaktor poświęca na każdy produkt około ${minutesToCheckCard} minut, sprawdzając fakty, poprawiając ton i zatwierdzając, czyli łącznie mniej więcej ${formatPeriod(hoursToCheck, 'hours', 'pl')}. Kolekcja jest w sklepie w ciągu tygodnia, a copywriter przeznacza zaoszczędzony czas na strony kategorii i opisy dziesięciu bestsellerów, które zasługują na ludzką rękę.`,
          ],
        },
        {
          title: 'Rachunek porzuconych koszyków',
          text: [
            'Sklep notuje 12 000 rozpoczętych koszyków miesięcznie, a 70% z nich, czyli 8400, zostaje porzuconych. W 35% tych przypadków, przy 2940 koszykach, klient zgodził się na kontakt w komunikatorze albo mailem. Jeśli proces odzyskiwania, który odpowiada na prawdziwą obiekcję, odzyska 8% z nich, daje to 235 zamówień.',
            'Przy średnim zamówieniu 62 € to około 14 570 € przychodu miesięcznie przed rabatami. Odejmij rabaty, które proces rozdał, i koszt narzędzia, a wynik porównaj z obecną sekwencją maili na tym samym ruchu. Podstaw własny odsetek porzuceń, udział zgód na kontakt i średnie zamówienie: struktura rachunku zostaje ta sama.',
          ],
        },
        {
          title: 'Dwa produkty, jedno zamówienie u dostawcy',
          text: [
            'Sklep z wyposażeniem domu wybiera na jesień jedną z dwóch wersji butelki termicznej: podstawową za 24 € i designerską za 34 €. Zanim złoży zamówienie, zespół przepuszcza obie karty przez AI Focus Group. Podstawowa butelka dostaje 71 punktów w indeksie potencjału zakupowego, designerska 48, a główna obiekcja agentów brzmi: opis nie wyjaśnia, za co płaci się dodatkowe 10 €.',
            'Zespół zamawia 1500 sztuk pierwszej butelki i partię testową 300 sztuk drugiej, a kartę drugiej pisze od nowa, opierając ją na dwóch faktach, które umknęły agentom: utrzymuje temperaturę napoju przez 12 godzin zamiast 6, a pokrywka ma dożywotnią gwarancję. Po ponownym teście z nową kartą wersja designerska dostaje 63 punkty. O ponownym zamówieniu zdecyduje prawdziwa sprzedaż partii testowej, ale sklep wchodzi w nią z mocniejszą kartą i mniejszym ryzykiem.',
          ],
        },
      ],
    },
    conclusion: {
      title: 'Od czego zacząć',
      text: [
        'Trendy AI w e-commerce w 2025 roku to mniej nowa magia, a bardziej usuwanie powolnych, powtarzalnych części sprzedaży w sieci: pisania kart, odpowiadania na te same pytania, przypominania o koszykach. Najwięcej zyskują sklepy, które zaczynają od jednego procesu, karmią go czystymi danymi katalogowymi, chronią swoje fakty i swój głos i mierzą przychód po odjęciu rabatów i zwrotów.',
        `Praktyczny pierwszy krok: weź pytania z komunikatorów z ostatniego miesiąca, porzucone koszyki i zaległe produkty bez kart i oszacuj godziny i przychód, które za nimi stoją. Największa liczba pokaże, gdzie przeprowadzić pierwszy ${pilot.min}–${pilot.max}-dniowy pilotaż.`,
      ],
    },
    cta: {
      title: 'Wybierzmy razem Twój pierwszy proces z AI',
      text: 'Skorzystaj z konsultacji: przyjrzymy się Twojemu katalogowi, kanałom i danym o koszykach i podpowiemy, czy zacząć od AI Commerce Suite, czy od AI Seller 24/7, i od którego modułu.',
      button: 'Umów konsultację',
    },
  },
} satisfies ArticleBody;
