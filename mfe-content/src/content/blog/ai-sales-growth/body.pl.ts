import type { ArticleBody } from '@site/content';
import { PILOT_DAYS, SALES_MANAGER_LAUNCH, formatDays } from '@site/model';

const pilot = PILOT_DAYS['ai-seller']!;
const [connected, calibrated, firstReports] = SALES_MANAGER_LAUNCH;
const days = ({ min, max }: { min: number; max: number }) => `${min}–${max}`;

export default {
  meta: {
    title: 'AI a sprzedaż w 2026 roku: poradnik dla szefów sprzedaży',
    description:
      'Gdzie AI dokłada przychód w dziale sprzedaży: szybka pierwsza odpowiedź, boty 24/7, asystenci głosowi, ocena rozmów i coaching. Wskaźniki, plan pilotażu, błędy.',
    h1: 'Jak AI zwiększa sprzedaż w 2026 roku: szybkość odpowiedzi, boty 24/7, głos i analityka rozmów',
  },
  content: {
    intro: [
      'Zapytaj szefa sprzedaży, dlaczego poprzedni kwartał wypadł słabiej, a usłyszysz o cenach, konkurencji albo spowolnieniu na rynku. CRM i billingi telefoniczne pokazują co innego: formularz wysłany o 18:55, na który ktoś odpowiedział następnego ranka, telefon w porze lunchu, który zadzwonił jedenaście razy i ucichł, obiecującą rozmowę, w której nikt nie zapytał o budżet.',
      'Takie wycieki są nudne i dlatego tak długo przeżywają. Żaden z nich nie pojawia się na dashboardzie jako utracony przychód, a razem potrafią kosztować więcej niż wojna cenowa. W 2026 roku AI dobrze radzi sobie właśnie z tą pracą: odpowiada w kilka sekund, dyżuruje w nocy, odbiera telefon i słucha każdej rozmowy handlowej, a nie tylko kilku, które zdąży przejrzeć kierownik.',
      'Poniżej opisujemy, w których miejscach AI dokłada przychód, co mierzyć, jak poprowadzić pilotaż i jakie błędy najczęściej widzimy we własnych projektach.',
    ],
    points: {
      title: 'Gdzie AI dokłada przychód w dziale sprzedaży',
      items: [
        {
          title: 'Szybkość pierwszej odpowiedzi: najtańszy przychód, jaki masz',
          text: [
            'Ktoś, kto przed chwilą wypełnił formularz, wciąż porównuje trzech dostawców, a ten, kto odezwie się pierwszy, ustawia całą rozmowę. Do rana ta osoba zdąży porozmawiać z konkurencją. W naszych projektach różnica w konwersji między leadami obsłużonymi w ciągu 5 minut a tymi, które czekały 2 godziny, bywa większa niż efekt jakiejkolwiek zmiany skryptu.',
            'Żeby przechwycić tę wartość, AI nie musi sam zamykać transakcji. Ma odpisać w ciągu kilku sekund w kanale, który wybrał lead, zadać dwa, trzy pytania kwalifikujące i zaproponować termin w kalendarzu handlowca. Handlowiec zaczyna wtedy rozmowę z wiedzą o kliencie, a nie od chłodnego „W czym mogę pomóc?”.',
            'Najpierw sprawdź punkt wyjścia: wyeksportuj leady z jednego miesiąca i policz medianę czasu do pierwszej odpowiedzi w podziale na godziny, osobno dla wieczorów i weekendów. Mediana pokazuje typowego leada. Obok niej policz leady, które czekały ponad dobę, bo średnia miesza obie grupy i nie opisuje żadnej z nich.',
          ],
        },
        {
          title: 'Tekstowe boty sprzedażowe 24/7 w komunikatorach i na stronie',
          text: [
            'Coraz więcej rozmów zakupowych zaczyna się na piśmie: na czacie na stronie, w Messengerze, na WhatsAppie czy Instagramie, często o 21:00 w niedzielę. Bot tekstowy, taki jak AI Seller 24/7, odpowiada właśnie wtedy: porównuje dwa pakiety, sprawdza dostępność, wysyła cennik, zbiera dane kontaktowe i umawia rozmowę albo przyjmuje zamówienie.',
            'Bot zarabia na siebie przy powtarzalnych pytaniach. W większości firm, z którymi pracujemy, lwia część wiadomości to wariacje tych samych dwudziestu pytań o cenę, dostawę, płatność i kompatybilność. Handlowcy poświęcają wtedy czas tam, gdzie człowiek zmienia wynik: dużym zamówieniom, negocjacjom i nietypowym wymaganiom.',
            'O tym, czy bot sprzedaje, czy irytuje, decydują dwa ustawienia. Po pierwsze odpowiada wyłącznie z zatwierdzonej bazy wiedzy, a gdy czegoś nie wie, obiecuje sprawdzić to u kolegi. Po drugie trzyma się zasady przekazania: gorące leady, reklamacje i pytania spoza bazy trafiają do handlowca razem z podsumowaniem czatu.',
          ],
        },
        {
          title: 'Asystenci głosowi przy połączeniach przychodzących',
          text: [
            'Większe i pilniejsze zakupy wciąż załatwia się przez telefon i właśnie tam wycieki najtrudniej zauważyć. Telefony w przerwie obiadowej, po 18:00, w soboty albo wtedy, gdy wszyscy handlowcy są zajęci, zostają bez odpowiedzi, a raport nieodebranych połączeń czyta niewiele zespołów.',
            'Asystent głosowy, taki jak Lumi AI, odbiera po pierwszym sygnale o każdej porze, odpowiada na pytania o ceny, warunki i dostępność, umawia spotkanie lub wizytę i zapisuje wynik w CRM. Dzwoniący, który jest gotowy kupić albo prosi o człowieka, trafia do handlowca albo dostaje oddzwonienie w pierwszym wolnym terminie.',
            'Zacznij od połączeń, których zespół i tak nie odbiera, oraz od tych po godzinach pracy: najlepsi ludzie zostają przy telefonach w godzinach szczytu, a asystent przejmuje to, co inaczej by przepadło. Pierwsze 50 nagrań przesłuchaj osobiście, żeby znaleźć pytanie, na które asystent odpowiada źle.',
          ],
        },
        {
          title: 'Analityka rozmów i czatów: ocena jakości i coaching',
          text: [
            'Szef sprzedaży z ośmioma handlowcami słyszy może dziesięć rozmów tygodniowo: za mało, żeby dostrzec prawidłowości, w sam raz, żeby wywołać spory. AI Sales Manager transkrybuje i ocenia każdą rozmowę i każdy czat według Twojej własnej listy kontrolnej: czy handlowiec rozpoznał potrzebę, powiązał cenę z wartością, poradził sobie z obiekcją i ustalił kolejny krok z konkretną datą?',
            'Wynikiem jest codzienny raport: ocena każdej rozmowy i każdego handlowca, kryteria, które zespół pomija najczęściej, wskaźniki takie jak czas rozmowy i odsetek rozmów z ustalonym kolejnym krokiem, a do tego ranking. Bardziej od rankingu przydają się wskazówki: którą część rozmowy zmienić, z przykładem z rozmowy kolegi, w której to zadziałało.',
            'Przychód bierze się z coachingu, nie z samych ocen. Handlowiec, który nauczy się kończyć każdą rozmowę konkretnym kolejnym krokiem, podniesie konwersję bardziej niż niejedno spotkanie motywacyjne, a raport w ciągu tygodnia pokaże, czy nawyk się przyjął.',
          ],
        },
        {
          title: 'Co mierzyć',
          text: [
            'Licz pieniądze, nie rozmowy: liczba czatów obsłużonych przez bota nic nie mówi o przychodzie. Dla szybkości mierz medianę czasu do pierwszej odpowiedzi i odsetek leadów obsłużonych w ciągu 5 minut. Dla zasięgu odsetek nieodebranych połączeń i wiadomości po godzinach. Dla konwersji przejście od leada do spotkania, od spotkania do transakcji i przychód na leada.',
            'Przy automatyzacji dodaj wskaźnik przekazań, czyli odsetek rozmów, które AI oddaje ludziom, oraz ich jakość, czyli odsetek tych leadów, które handlowcy uznają za zakwalifikowane. Przy analityce śledź średnią ocenę jakości. Licz też koszt obsługi jednego zapytania, łącznie z czasem handlowców.',
            'Porównuj wyniki z punktem wyjścia z 2–4 tygodni przed startem, a jeśli się da, także z grupą kontrolną: bot odpowiada na stronie, a komunikatory przez dwa tygodnie obsługujecie ręcznie. Sezonowy szczyt albo nowa kampania reklamowa łatwo udają efekt AI.',
          ],
        },
        {
          title: 'Jak zacząć: pilotaż na jednym wąskim gardle',
          text: [
            'Wybierz wyciek, który według Twoich liczb jest największy, a nie projekt, który zrobi największe wrażenie. Nieodebrane wieczorne telefony wskazują na asystenta głosowego, powolne odpowiedzi w komunikatorach na bota tekstowego, a niestabilna konwersja przy stałym ruchu na jakość rozmów. Jeden kanał, jeden scenariusz, jeden właściciel po Twojej stronie.',
            `Przygotuj 30–50 prawdziwych pytań z czatów i nagrań rozmów wraz z odpowiedziami Twojego najlepszego handlowca, do tego cennik, warunki i zasady przekazania. AI Seller 24/7 i Lumi AI potrzebują kilku dni konfiguracji, po czym pilotaż na prawdziwym ruchu trwa zwykle ${formatDays(pilot, 'pl')}. AI Sales Manager startuje inaczej, od bezpłatnego przykładowego raportu z Twoich własnych rozmów. Jego uruchomienie idzie według harmonogramu liczonego od spotkania startowego: telefonia i czaty podłączone w dniach ${days(connected!)}, lista kontrolna oceny dostrojona w dniach ${days(calibrated!)}, pierwsze raporty i coaching dla całego zespołu w dniach ${days(firstReports!)}.`,
            'Przed startem ustalcie, jaki wynik oznacza „idziemy dalej”, na przykład medianę pierwszej odpowiedzi poniżej minuty, górny limit błędnych odpowiedzi w cotygodniowej próbce i konwersję z leada na spotkanie nie niższą niż u handlowców. Bez spisanych kryteriów każdy pilotaż kończy się sporem o wrażenia.',
          ],
        },
        {
          title: 'Błędy, które kosztują najwięcej',
          text: [
            'Automatyzacja złego skryptu. Jeśli handlowcy tracą klientów na pytaniu o cenę, bot, który szybciej udzieli tej samej odpowiedzi, szybciej ich straci. Najpierw popraw odpowiedź, potem ją automatyzuj.',
            'Brak wyjścia do człowieka. Klient, który chce rozmawiać z człowiekiem, a utknął w pętli, odchodzi zły. Zadbaj, żeby przekazanie było łatwe do znalezienia, i nigdy nie udawaj, że asystent jest człowiekiem, gdy ktoś wprost o to pyta.',
            'Oceny jakości jako kij. Gdy oceny zamieniają się w kary, handlowcy uczą się oszukiwać listę kontrolną, a dane przestają być uczciwe. Używaj ich, żeby co tydzień wybrać jedną umiejętność do ćwiczenia.',
            'Wszystko naraz i wyniki poza CRM. Trzy nowe kanały w jednym miesiącu nie pozwolą ustalić, co zadziałało, a rozmowa, której nie ma w CRM, to lead, do którego nikt nie wróci.',
          ],
        },
      ],
    },
    examples: {
      title: 'Przykłady do przeliczenia na własnych liczbach',
      items: [
        {
          title: 'Ile kosztuje nieodebrany telefon',
          text: [
            'Firma odbiera 900 połączeń przychodzących miesięcznie i nie odbiera 14% z nich, czyli 126. Połowa to nowi potencjalni klienci: 63 osoby. Jedna trzecia zadzwoni później, dwie trzecie kupią gdzie indziej, co daje 42 utracone rozmowy miesięcznie.',
            'Przy skuteczności zamykania połączeń przychodzących na poziomie 25% i marży 540 € na transakcji (zamówienie za 1800 € przy 30% marży) firma traci co miesiąc 10,5 transakcji, czyli około 5670 € marży. Twój wzór: nieodebrane połączenia × udział nowych klientów × odsetek tych, którzy nie oddzwonią × skuteczność zamykania × marża na transakcji. Zestaw wynik z miesięcznym kosztem asystenta głosowego, który przejmie nadmiar połączeń.',
          ],
        },
        {
          title: 'Formularz wieczorem, konkurent rano',
          text: [
            'Dostawca opakowań B2B dostaje 400 leadów ze strony miesięcznie, 35% z nich po 18:00 lub w weekendy. W dzień mediana odpowiedzi wynosi 40 minut, wieczorne leady czekają około 14 godzin, do rana. Konwersja z leada na spotkanie to 24% dla leadów dziennych i 15% dla wieczornych.',
            'Jeśli bot tekstowy odpowie na wieczorne leady w ciągu minuty, zakwalifikuje je trzema pytaniami i umówi poranną rozmowę, a wieczorna konwersja tylko dogoni dzienną, da to 140 leadów × 9 punktów procentowych, czyli około 13 dodatkowych spotkań miesięcznie. Pomnóż to przez swoją konwersję ze spotkania na transakcję i średnią wartość transakcji.',
          ],
        },
        {
          title: 'Miesiąc coachingu jednego nawyku',
          text: [
            'Zespół ośmiu handlowców podłącza analitykę rozmów. Pierwsze tygodniowe podsumowanie pokazuje, że tylko 41% rozmów kończy się kolejnym krokiem z datą, a właśnie te rozmowy dwa razy częściej zamieniają się w transakcje. Pięciu z ośmiu handlowców pomija też pytanie o to, kto podejmuje decyzję.',
            'Szef sprzedaży wybiera jeden nawyk, kolejny krok, i w każdy poniedziałek prowadzi 30-minutową sesję opartą na najlepszych rozmowach własnego zespołu. Po czterech tygodniach codziennych raportów odsetek rozmów z ustalonym kolejnym krokiem dochodzi do 63%. Pytanie o decydenta czeka do następnego miesiąca: utrwala się jedna umiejętność naraz.',
          ],
        },
      ],
    },
    conclusion: {
      title: 'Co zrobić w tym tygodniu',
      text: [
        'AI zwiększa sprzedaż tam, gdzie zespół już ją traci: w powolnych odpowiedziach, nieodebranych telefonach i rozmowach, których nikt nie przegląda. Nie trzeba do tego programu transformacji, wystarczy miesiąc własnych danych, jedno wyraźne wąskie gardło i pilotaż z kryteriami sukcesu ustalonymi z góry.',
        'Zanim cokolwiek kupisz, zrób trzy obliczenia: koszt nieodebranych połączeń, różnicę w konwersji między szybką a powolną odpowiedzią i odsetek rozmów, które kończą się bez kolejnego kroku. Największa z tych trzech liczb pokaże, od czego zacząć pierwszy projekt AI.',
      ],
    },
    cta: {
      title: 'Znajdźmy razem Twój największy wyciek w sprzedaży',
      text: 'Umów konsultację: przejrzymy Twoje rozmowy, czaty i czasy odpowiedzi i podpowiemy, czy zacząć od AI Sales Manager, AI Seller 24/7, czy od Lumi AI.',
      button: 'Umów konsultację',
    },
  },
} satisfies ArticleBody;
