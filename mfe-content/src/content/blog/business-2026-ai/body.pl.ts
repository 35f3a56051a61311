import type { ArticleBody } from '@site/content';
import { FACTS, PILOT_DAYS, formatDays, formatPilotDays } from '@site/model';

const pilot = PILOT_DAYS['agentlab-ai']!.max;
const { launchDays } = FACTS;

export default {
  meta: {
    title: 'Biznes w 2026 roku: dlaczego AI przestało być opcją',
    description: `Agenci AI w 2026 roku: które procesy automatyzować najpierw, jak przeprowadzić ${pilot}-dniowy pilotaż, ile kosztuje zwłoka i jak kontrolować ryzyko agentów w firmie.`,
    h1: 'Biznes w 2026 roku: dlaczego AI przestało być opcją i które procesy oddać agentom najpierw',
  },
  content: {
    intro: [
      'W 2024 roku większość firm poznała AI jako okienko czatu. Ktoś poprosił o wygładzenie maila albo streszczenie spotkania, a sama firma działała dokładnie tak jak wcześniej. Na początku 2026 roku firmy nie różnią się już tym, czy pracownicy korzystają z chatbota, tylko tym, czy którykolwiek z ich procesów działa na AI: czy leady dostają odpowiedź i kwalifikację bez czekania, czy raport jest gotowy przed cotygodniowym spotkaniem, czy zamówienia do dostawców powstają na podstawie faktycznych stanów.',
      'To ma znaczenie właśnie teraz, bo przewaga się kumuluje. Konkurent, który odpowiada na każdy lead w ciągu minuty, zamyka miesiąc w dwa dni zamiast sześciu i planuje produkcję według bieżących zamówień, nie tylko oszczędza roboczogodziny. Szybciej wysyła oferty, szybciej reaguje na popyt i rośnie, nie powiększając zespołu w tym samym tempie.',
      `Poniżej piszemy, co naprawdę zmienia automatyzacja z agentami AI, które procesy przekazać im w pierwszej kolejności, jak przeprowadzić ${pilot}-dniowy pilotaż, ile kosztuje czekanie i jak trzymać ryzyko pod kontrolą.`,
    ],
    points: {
      title: 'Agenci AI w 2026 roku: co się zmienia i od czego zacząć',
      items: [
        {
          title: 'Procesy, nie zabawki w okienku czatu',
          text: [
            'Asystent czatowy czeka, aż ktoś go o coś zapyta. Agent AI ma swoje zadanie: cel, dostęp do potrzebnych narzędzi (CRM, ERP, skrzynki pocztowej, arkuszy, komunikatorów), zasady tego, co wolno mu zrobić samodzielnie, i wskazaną osobę, która zatwierdza resztę. Nie odpowiada na jedno pytanie, tylko prowadzi zadanie od wyzwalacza do wyniku.',
            'Weźmy przychodzący lead. Agent czyta formularz, sprawdza firmę w CRM, mailem albo w komunikatorze dopytuje o brakujące informacje, ocenia leada według Twoich kryteriów, umawia rozmowę w kalendarzu właściwego handlowca i wpisuje podsumowanie do karty szansy sprzedaży. Człowiek widzi efekt i wkracza tam, gdzie potrzebny jest osąd.',
            'Dlatego planować trzeba procesami, a nie narzędziami. Na spotkaniu zarządu pytanie nie brzmi „jakie AI kupić?”, tylko „które pięć procesów zjada najwięcej godzin i co tydzień idzie według tych samych zasad?”.',
          ],
        },
        {
          title: 'W pierwszej kolejności: obsługa leadów i raportowanie',
          text: [
            'Obsługa leadów zwraca się najszybciej, bo koszt zwłoki widać gołym okiem: zapytanie, na które ktoś odpowiedział następnego ranka, często trafiło już do konkurencji. Agent odpisuje w ciągu minuty o każdej porze, kwalifikuje leada i przekazuje handlowcom tylko rozmowy gotowe do dalszej pracy. W parze z AI Sales Manager, który ocenia każdą rozmowę telefoniczną i każdy czat, szef sprzedaży widzi również, co dzieje się po przekazaniu.',
            'Zaraz potem przychodzi kolej na raportowanie. W wielu średnich firmach analityk albo szef sprzedaży spędza 4–6 godzin tygodniowo na przenoszeniu liczb z CRM, księgowości i kont reklamowych do jednego arkusza. Agent zbiera te same dane każdego ranka, porównuje je z poprzednim okresem, zaznacza odchylenia i wysyła jednostronicowe podsumowanie z trzema sprawami wartymi omówienia.',
            'Oba procesy nadają się na pierwszy projekt, bo wynik łatwo sprawdzić: w ciągu dnia handlowcy wiedzą, czy otrzymane leady były naprawdę zakwalifikowane, a błędna liczba w raporcie od razu odstaje od danych w CRM.',
          ],
        },
        {
          title: 'Później: dokumenty, zamówienia u dostawców i planowanie produkcji',
          text: [
            'Faktury, protokoły odbioru, umowy i specyfikacje mają swoje wzory i reguły. Agent czyta przychodzące PDF-y i maile, wyciąga z nich dane i kwoty, porównuje je z zamówieniem, przygotowuje standardowe dokumenty, a wyjątki kieruje do księgowej albo prawnika. Ludzie przeglądają nietypowe 10%, a nie każdą stronę.',
            'Przy zamówieniach do dostawców agent patrzy na stany magazynowe, tempo sprzedaży i czasy dostaw, proponuje zamówienie dla każdego dostawcy, a gdy kupiec je zatwierdzi, wysyła je i pilnuje potwierdzenia. Planowanie produkcji wygląda podobnie: agent zamienia potwierdzone zamówienia i dostępne moce w projekt harmonogramu na tydzień i wskazuje konflikty, a ostatnie słowo należy do kierownika produkcji.',
            'Co łączy te procesy? Powtarzają się co tydzień, ich zasady da się spisać, dane już leżą w Twoich systemach, a błąd można wyłapać na etapie akceptacji, zanim zacznie kosztować. Procesy bez tych cech mogą poczekać.',
          ],
        },
        {
          title: `Jak przeprowadzić ${pilot}-dniowy pilotaż`,
          text: [
            'Zanim ruszy pilotaż, wybierz jeden proces i zmierz go w obecnym kształcie: tygodniowy wolumen, poświęcone godziny, czas do wyniku i odsetek błędów. Zapisz wynik, który oznacza „idziemy dalej”, na przykład 80% leadów zakwalifikowanych bez handlowca albo tygodniowy raport gotowy w poniedziałek o 9:00 bez ręcznych poprawek.',
            `Potem powstaje pierwszy agent. W AgentLab AI Twój zespół wypróbowuje gotowe scenariusze na przykładowych danych w dostępie demonstracyjnym, który otwieramy następnego dnia roboczego po pierwszej rozmowie. W tym czasie podłączamy Twoje systemy, spisujemy zasady i punkty akceptacji i testujemy agenta na prawdziwych sprawach z ostatniego miesiąca w trybie cienia: agent wykonuje pracę, a ludzie porównują jego wynik z własnym. Pierwszy agent zaczyna pracę na Twoich danych w ciągu ${formatDays(launchDays, 'pl')} od spotkania startowego.`,
            `Dopiero wtedy zaczyna się ${formatPilotDays('agentlab-ai', 'pl')} pilotażu: agent pracuje na prawdziwym wolumenie, ludzie zatwierdzają jego działania, a błędy omawiacie codziennie. Ostatniego dnia porównaj liczby z punktem wyjścia i zdecyduj: skalować, poprawić albo zakończyć. Pilotaż, który kończy się słowami „zapowiada się nieźle” bez liczb, zawiódł jako pilotaż, niezależnie od tego, co udało się agentowi.`,
          ],
        },
        {
          title: 'Co się dzieje z firmami, które czekają',
          text: [
            'Czekanie wydaje się bezpieczne, bo nic się nie psuje. Koszty przychodzą po cichu: czasy odpowiedzi, które klienci porównują już z szybszą konkurencją, handlowcy spędzający jedną trzecią dnia na wprowadzaniu danych, zamknięcie miesiąca, które blokuje finanse na tydzień, zamówienia składane według zeszłomiesięcznego arkusza.',
            'Jest też doświadczenie, którego nie da się kupić później. Firma, która uruchamia pierwszego agenta teraz, zanim inni zaczną, będzie miała za sobą rok dopracowanych zasad, czystszych danych i ludzi przyzwyczajonych do pracy ramię w ramię z agentami. Technologia stanieje, ale tego roku nikt już nie odzyska.',
            'Do tego dochodzi zatrudnienie. Gdy rośnie wolumen, firma, która czeka, dobiera ludzi do rutynowej pracy, a jej konkurent dokłada agentów i zatrudnia ludzi do zadań, które wymagają człowieka.',
          ],
        },
        {
          title: 'Ryzyka i jak je kontrolować',
          text: [
            'Błędne działania: agent poda złą cenę albo zamówi niewłaściwą ilość. Zabezpieczeniem są limity i akceptacje, na przykład każdy rabat i każde zamówienie powyżej ustalonej kwoty najpierw trafia do człowieka, a do tego pełny rejestr tego, co agent zrobił i dlaczego.',
            'Dane: agent widzi informacje o klientach i finansach. Nadaj mu dostęp według roli i tylko do systemów, których wymaga jego proces, trzymaj dane w UE i wyklucz trenowanie na nich publicznych modeli. Cichszym ryzykiem jest spadek jakości, bo ceny i zasady się zmieniają: właściciel procesu co tydzień przegląda próbkę, a za reguły agenta odpowiada jedna konkretna osoba.',
            'Ludzie: pracownicy boją się o swoje miejsca pracy i po cichu omijają agenta. Powiedz otwarcie, którą pracę przejmuje agent i czym zajmie się w tym czasie zespół, a osoby, które dziś prowadzą dany proces, poproś o pomoc w spisaniu jego zasad.',
          ],
        },
      ],
    },
    examples: {
      title: 'Trzy scenariusze w liczbach',
      items: [
        {
          title: 'Leady u dystrybutora materiałów budowlanych',
          text: [
            'Dystrybutor dostaje 600 zapytań miesięcznie przez stronę, maila i komunikatory. Jedna trzecia przychodzi po 18:00, mediana pierwszej odpowiedzi wynosi 3 godziny, a dwóch handlowców spędza około 40% czasu na sortowaniu zapytań, z których nigdy nie będzie zamówienia.',
            'Agent odpowiada w ciągu minuty, pyta o ilość, region dostawy i termin i co miesiąc przekazuje handlowcom około 250 zakwalifikowanych zapytań, każde z podsumowaniem. Sortowanie znika z dnia handlowców, a firma śledzi, jak wieczorne leady zamieniają się w oferty w porównaniu z dziennym punktem wyjścia.',
          ],
        },
        {
          title: 'Zamówienia do dostawców w sieci piekarni',
          text: [
            'Sieć piekarni zamawia mąkę, opakowania i nadzienia u 12 dostawców. W każdy czwartek kupiec spędzał około 5 godzin na porównywaniu stanów ze sprzedażą i pisaniu zamówień. Dziś o 10:00 przychodzą od agenta projekty zamówień, już sprawdzone pod kątem minimalnych stanów i terminów dostaw.',
            'Kupiec przegląda je i zatwierdza w 40 minut, a zajmuje się tylko wyjątkami: dostawcą, który podniósł ceny, albo świątecznym tygodniem z nietypowym popytem. Każde zamówienie o ponad 20% większe niż zwykle wymaga drugiej akceptacji, więc błędna prognoza nie zasypie magazynu mąką.',
          ],
        },
        {
          title: 'Tygodniowy raport działu sprzedaży',
          text: [
            'Szef sprzedaży spędzał niedzielne wieczory na składaniu tygodniowego raportu z CRM, telefonii i kont reklamowych. Teraz agent przygotowuje go w poniedziałek o 7:00: przychód i lejek według handlowców, konwersję według kanałów, szanse sprzedaży, które stoją w miejscu dłużej niż 10 dni, i oceny jakości rozmów z AI Sales Manager.',
            'Spotkanie zaczyna się od trzech odchyleń wskazanych przez agenta, a nie od czytania tabel na głos, i trwa 30 minut zamiast 75.',
          ],
        },
      ],
    },
    conclusion: {
      title: 'Decyzja na ten kwartał',
      text: [
        'AI w 2026 roku to nie eksperyment dla działu badań i rozwoju. To sposób prowadzenia procesów, które powtarzają się co tydzień, z ludźmi, którzy zatwierdzają to, co ważne, i sprawdzają pracę agentów.',
        `W tym miesiącu wybierz jeden proces, zmierz go, uruchom pierwszego agenta i przeprowadź ${pilot}-dniowy pilotaż z kryterium spisanym z góry. Niezależnie od wyniku będziesz mieć liczby zamiast opinii, a za rok konkurencji trudno będzie nadrobić ten dystans.`,
      ],
    },
    cta: {
      title: 'Wybierz pierwszy proces dla agenta AI',
      text: `Napisz, która rutyna zajmuje w Twojej firmie najwięcej godzin: zaproponujemy scenariusz w AgentLab AI i zaplanujemy jego ${pilot}-dniowy pilotaż z jasnymi kryteriami sukcesu, a dla AI Sales Manager przygotujemy bezpłatny przykładowy raport z Twoich własnych rozmów.`,
      button: 'Porozmawiajmy o pilotażu',
    },
  },
} satisfies ArticleBody;
