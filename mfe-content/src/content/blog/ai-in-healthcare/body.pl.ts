import type { ArticleBody } from '@site/content';
import { FACTS, formatDays, formatPeriod } from '@site/model';

const { launchDays, protocolMinutes, reminderHoursBefore } = FACTS;
const [dayBefore, hoursBefore] = reminderHoursBefore;

export default {
  meta: {
    title: 'AI w medycynie: automatyzacja prywatnej przychodni',
    description:
      'Jak prywatne przychodnie korzystają z AI: asystent pacjenta 24/7, zapisy głosowe, przypomnienia przeciw nieobecnościom, wywiad, protokoły z ICD-10, RODO i HIPAA.',
    h1: 'AI w medycynie: jak prywatne przychodnie automatyzują obsługę pacjentów, a lekarz zachowuje każdą decyzję',
  },
  content: {
    intro: [
      'Zadzwoń do rejestracji typowej prywatnej przychodni w poniedziałek o 8:45, a problem usłyszysz, zanim ktokolwiek się odezwie: linia jest zajęta. Dwie rejestratorki obsługują pacjentów stojących przy ladzie, trzecia przekłada piątkowe odwołane wizyty, a w WhatsAppie i Messengerze czeka 30 wiadomości z weekendu. W tym czasie pierwszy termin u lekarza stoi pusty, bo pacjent zapomniał o wizycie, a nikt nie zdążył mu o niej przypomnieć.',
      'Nic z tego nie jest medycyną, a jednak właśnie to decyduje, czy grafik jest pełny i czy pacjenci wracają. Tutaj AI stało się naprawdę przydatne: odpowiada i zapisuje o każdej porze, odbiera telefony, których nikt by nie odebrał, przypomina o wizytach i zbiera wywiad, zanim pacjent przyjdzie, więc lekarz zaczyna konsultację, wiedząc, z czym pacjent przychodzi.',
      'Poniżej omawiamy zadania, które prywatna przychodnia może dziś powierzyć AI, to, jak każde z nich działa, co RODO i HIPAA oznaczają w codziennej praktyce, co powinno zostać przy ludziach i jak zacząć bezpiecznie. Przez cały tekst przewija się jedna zasada: AI pomaga, lekarz decyduje.',
    ],
    points: {
      title: 'Gdzie AI pomaga prywatnej przychodni, a gdzie są jego granice',
      items: [
        {
          title: 'Asystent pacjenta, który odpowiada i zapisuje przez całą dobę',
          text: [
            'Większość pytań, które trafiają do przychodni, to wariacje tych samych czterdziestu: ceny, który lekarz co leczy, czy na USG trzeba przyjść na czczo, gdzie zaparkować, czy dziecko może przyjść bez skierowania. Asystent pacjenta, taki jak FrontDesk w MediFlow AI, odpowiada na nie w kilka sekund na stronie, w WhatsAppie, Messengerze czy SMS-ie, korzystając wyłącznie z informacji zatwierdzonych przez przychodnię.',
            'Jego główne zadanie to zapisy. Pacjent opisuje, czego potrzebuje, asystent proponuje właściwego specjalistę, pokazuje wolne terminy z grafiku przychodni, rezerwuje wizytę, wysyła adres i instrukcję przygotowania, a rezerwację zapisuje w systemie gabinetowym.',
            'Granice ustal przed startem. Asystent zajmuje się sprawami organizacyjnymi i nie interpretuje objawów: gdy pacjent pyta „czy to coś poważnego?”, proponuje najbliższy termin u właściwego lekarza, a przy niepokojących objawach każe dzwonić pod 112. Wszystko, co wykracza poza jego wiedzę, trafia do rejestracji razem z zapisem rozmowy.',
          ],
        },
        {
          title: 'Zapisy głosowe na linii telefonicznej',
          text: [
            'Wielu pacjentów, zwłaszcza starszych, wciąż woli zadzwonić. Najwięcej telefonów przychodzi między 8:00 a 10:00 i po 17:00, czyli dokładnie wtedy, gdy rejestracja ma najwięcej pracy przy ladzie, a pacjent, który dwa razy usłyszy sygnał zajętości, często zapisuje się do przychodni po drugiej stronie ulicy. Asystent głosowy, taki jak Lumi AI, który jest też głosem FrontDesk na linii telefonicznej przychodni korzystającej z MediFlow AI, odbiera po pierwszym sygnale, rozumie, czego potrzebuje dzwoniący, i umawia wizytę w tej samej rozmowie.',
            'Dobry scenariusz głosowy jest krótki: kto dzwoni i dla kogo, do którego lekarza albo na jaką usługę, jaki dzień pasuje, potwierdzenie terminu, a potem SMS albo wiadomość w komunikatorze ze szczegółami. Dzwoniący w każdej chwili może poprosić o rozmowę z człowiekiem, a asystent przełącza połączenie z krótkim streszczeniem, więc rejestratorka nie musi o wszystko pytać od nowa.',
            'Zacznij od nadmiaru: połączeń poza godzinami pracy, w weekendy i wtedy, gdy wszystkie linie są zajęte. Poproś najbardziej doświadczoną rejestratorkę o odsłuchanie pierwszych 40 nagrań. Szybko wyłapie nazwiska lekarzy, na których asystent się potyka, i usługi, które pacjenci opisują własnymi słowami.',
          ],
        },
        {
          title: 'Przypomnienia, potwierdzenia i nieobecności',
          text: [
            'Pusty termin kosztuje przychodnię prawie tyle co zajęty: za lekarza, gabinet i sprzęt płaci się tak czy inaczej. W przychodniach, z którymi pracowaliśmy, odsetek nieobecności na pierwszych wizytach na poziomie 7–14% nie jest niczym rzadkim, a większość opuszczonych wizyt to wizyty zapomniane, nie świadomie pominięte.',
            `Sekwencja, która działa i którą wysyła FrontDesk w MediFlow AI, to przypomnienie ${formatPeriod(dayBefore, 'hours', 'pl')} przed wizytą z adresem, instrukcją przygotowania i prośbą o potwierdzenie, a potem krótka wiadomość ${formatPeriod(hoursBefore, 'hours', 'pl')} wcześniej. Liczy się to, że komunikacja działa w obie strony: pacjent odpisuje „potwierdzam”, „przełóż” albo „odwołuję”, a asystent od razu reaguje i proponuje zwolniony termin osobom z listy oczekujących.`,
            'Najpierw policz własny punkt wyjścia: liczba nieobecności w miesiącu × średni przychód z wizyty. Potem osobno przyjrzyj się pierwszym wizytom, zabiegom wymagającym przygotowania i terminom zarezerwowanym z ponad dwutygodniowym wyprzedzeniem, bo zwykle tam przypomnienia zwracają się najbardziej.',
          ],
        },
        {
          title: 'Wywiad przed wizytą i projekty protokołów dla lekarza',
          text: [
            'Pierwsza konsultacja często traci 10–15 minut na pytania, na które pacjent mógłby odpowiedzieć w domu: jakie ma dolegliwości i od kiedy, choroby przewlekłe, przyjmowane leki, alergie, przebyte operacje, choroby w rodzinie. W MediFlow AI zadaje je FrontDesk w rozmowie dzień przed wizytą i dopasowuje kolejne pytania do odpowiedzi, a Doctor AI, drugi moduł, zamienia je w uporządkowane podsumowanie dla lekarza.',
            `Po konsultacji pomaga przy dokumentacji. Z wywiadu i notatek lub dyktowania lekarza przygotowuje projekt protokołu w szablonie przychodni i podpowiada kody ICD-10 dla rozpoznań, które nazwał lekarz. Lekarz czyta projekt, poprawia go i podpisuje: bez tej akceptacji nic nie trafia do dokumentacji medycznej, a każdy podpowiedziany kod można zmienić albo odrzucić. W Centrum Medycznym Veres w Kijowie lekarz wypełnia dziś protokół wizyty w ${formatPeriod(protocolMinutes.after, 'minutes', 'pl')} zamiast ${protocolMinutes.before}.`,
            'Bezpieczeństwo zapewniają dwie zasady. AI nigdy nie mówi pacjentowi, jakie może być rozpoznanie, nawet jeśli odpowiedzi wyraźnie wskazują jeden kierunek. A podsumowanie pokazuje, skąd pochodzi każde stwierdzenie, ze słów pacjenta czy z wcześniejszej dokumentacji, więc lekarz może sprawdzić wszystko, co budzi jego wątpliwości.',
          ],
        },
        {
          title: 'RODO i HIPAA w praktyce: zgoda, miejsce przechowywania danych, dostęp, rejestry',
          text: [
            'Dane o zdrowiu to w rozumieniu RODO szczególna kategoria danych osobowych, a HIPAA to amerykańska ustawa chroniąca informacje o pacjentach: europejskiej przychodni dotyczy tylko wtedy, gdy przetwarza ona dane pacjentów z USA. W codziennej praktyce oba akty sprowadzają się do czterech pytań, na które powinieneś umieć odpowiedzieć w przypadku każdego systemu AI w przychodni.',
            'Zgoda: pacjent wie, że rozmawia z AI, widzi, co i po co jest zbierane, i wyraża zgodę, zanim opisze objawy, a zgoda na przypomnienia w komunikatorze jest odrębna od zgody na leczenie. Miejsce przechowywania danych: gdzie trafiają rozmowy i podsumowania (dla przychodni z UE wewnątrz UE), jakie podmioty przetwarzające biorą w tym udział i czy podpisana jest umowa powierzenia przetwarzania danych, a przy pacjentach z USA także umowa BAA wymagana przez HIPAA.',
            'Dostęp: rejestracja widzi rezerwacje, lekarze widzą wywiad swoich pacjentów i nikt nie widzi więcej, niż wymaga jego rola. Rejestry: każde wyświetlenie, zmiana i eksport są zapisywane z użytkownikiem i godziną, a rozmowy przechowuje się tylko tak długo, jak pozwala na to polityka retencji. Przed startem przeprowadź ocenę skutków dla ochrony danych i zaangażuj inspektora ochrony danych pierwszego dnia, a nie ostatniego.',
          ],
        },
        {
          title: 'Czego nie automatyzować',
          text: [
            'Rozpoznanie i decyzje o leczeniu zostają przy lekarzu, bez wyjątków. Tak samo recepty, interpretacja wyników badań i każda odpowiedź na pytanie „czy powinienem się martwić?”. Asystent, który pewnym tonem wypowiada się o objawie, jest groźniejszy od takiego, który mówi „umówmy wizytę u lekarza jeszcze na dziś”.',
            'Rozmowy wymagające empatii albo osądu zostaw ludziom: trudne wyniki, skargi, spory o rozliczenia, pacjenta w kryzysie. Nagłe przypadki wymagają sztywnej reguły, a nie sprytnego modelu. Przy bólu w klatce piersiowej, duszności, silnym krwawieniu albo myślach samobójczych asystent przerywa scenariusz, podaje numer alarmowy i powiadamia dyżurny personel.',
            'I nie automatyzuj procesu, który jeszcze nie działa. Jeśli grafik w systemie gabinetowym jest nieaktualny, asystent będzie zapisywał pacjentów na nieistniejące terminy, i to szybciej niż jakakolwiek rejestratorka.',
          ],
        },
        {
          title: 'Jak zacząć',
          text: [
            'Weź dane z jednego miesiąca: odebrane i nieodebrane połączenia w rozbiciu na godziny, czas odpowiedzi w komunikatorach, nieobecności według rodzaju wizyty i to, ile naprawdę trwają pierwsze konsultacje. Największa strata pokaże, od czego zacząć, a w większości przychodni są to zapisy i przypomnienia, a nie gabinet lekarski.',
            `Bazę wiedzy zbuduj z ludźmi, którzy codziennie rozmawiają z pacjentami: usługi i ceny, lekarze i to, co leczą, instrukcje przygotowania, 50 najczęstszych pytań z zatwierdzonymi odpowiedziami i zasady przekazywania rozmowy człowiekowi. Podłącz grafik, uzgodnij kryteria sukcesu i wystartuj w jednym kanale; pierwsze uruchomienie trwa zwykle ${formatDays(launchDays, 'pl')}.`,
            'Doctor AI dołącz, gdy rejestracja działa już płynnie, zaczynając od jednego czy dwóch lekarzy, którzy sami się zgłoszą. Porównaj minuty poświęcane na wywiad i dokumentację przed zmianą i po niej, a lekarzy zapytaj, ile projektów wymagało poważnych poprawek. Ich odpowiedzi powiedzą Ci więcej niż jakiekolwiek demo.',
          ],
        },
      ],
    },
    examples: {
      title: 'Trzy scenariusze do porównania z własną przychodnią',
      items: [
        {
          title: 'Ile kosztują nieobecności przychodnię z sześcioma lekarzami',
          text: [
            'Przychodnia z 6 lekarzami przyjmuje około 1800 pacjentów miesięcznie. 9% zarezerwowanych wizyt, czyli 162, kończy się pustym krzesłem. Przy średnio 55 € za wizytę to 8910 € przychodu miesięcznie, za który przychodnia i tak zapłaciła już personelowi i za gabinety.',
            'Załóżmy, że przypomnienia z możliwością odpowiedzi i lista oczekujących zmniejszą nieobecności do 5%. To odzyskane 72 wizyty, czyli 3960 € miesięcznie, a do tego dochodzą odwołane terminy ponownie zapełnione z listy oczekujących. Podstaw własne liczby: wizyty × odsetek nieobecności × średni przychód z wizyty, przed zmianą i po niej.',
          ],
        },
        {
          title: 'Sobotni wieczór na linii telefonicznej',
          text: [
            'W sobotę o 19:40 do przychodni pediatrycznej dzwoni matka: syna od południa boli ucho i chce wiedzieć, czy ktoś przyjmie go w niedzielę. Asystent głosowy przechodzi przez ustalone przez przychodnię pytania o objawy alarmowe, nie słyszy o wysokiej gorączce ani innych niepokojących sygnałach, znajduje wolny termin u laryngologa na 10:20 i rezerwuje wizytę.',
            `Matka dostaje wiadomość z adresem i informacją, co zabrać, wizyta pojawia się w grafiku, a w niedzielę o 8:20, ${formatPeriod(hoursBefore, 'hours', 'pl')} przed wizytą, przychodzi przypomnienie. W poniedziałek rejestracja widzi 14 weekendowych rezerwacji zrobionych przez asystenta i 3 połączenia przełączone do dyżurnej pielęgniarki. Wcześniej większość tych telefonów trafiłaby na nagraną wiadomość.`,
          ],
        },
        {
          title: 'Pierwsza konsultacja u gastroenterologa',
          text: [
            'Wieczorem przed wizytą pacjent dostaje link w komunikatorze i przez 6 minut odpowiada na pytania: zgaga od trzech miesięcy, gorzej w nocy, ibuprofen dwa razy w tygodniu na ból pleców, bez utraty masy ciała, ojciec leczony z powodu wrzodu żołądka. Lekarz czyta jednostronicowe podsumowanie, zanim pacjent wejdzie do gabinetu, i pierwsze minuty poświęca na doprecyzowanie, a nie na zaczynanie od zera.',
            'Po badaniu lekarz dyktuje wnioski, a Doctor AI przygotowuje projekt protokołu z podpowiedzianym kodem K21.9, choroba refluksowa przełyku bez zapalenia przełyku, do potwierdzenia w gastroskopii. Lekarz dopisuje skierowanie, poprawia zalecenia i podpisuje. Kod, leczenie i skierowanie to decyzje lekarza, a AI oszczędziło mu pisania.',
          ],
        },
      ],
    },
    conclusion: {
      title: 'Co zrobić w tym miesiącu',
      text: [
        'W prywatnej przychodni AI zarabia na swoje miejsce w pracy wokół wizyty: odpowiada, zapisuje, przypomina, zbiera wywiad i szkicuje dokumentację. Każde z tych zadań da się zmierzyć w minutach i pustych terminach i każde może sprawdzić człowiek, zanim trafi do pacjenta albo do dokumentacji medycznej.',
        'Najpierw policz trzy rzeczy: nieodebrane połączenia w tygodniu, odsetek nieobecności i minuty, które lekarz spędza na wywiadzie i notatkach. Wybierz największą pozycję, zacznij w jednej placówce albo w jednym kanale z kryteriami ustalonymi z góry i zostaw lekarzowi rolę tego, kto decyduje. Tak pacjenci szybciej dostają odpowiedzi, a lekarze odzyskują czas na medycynę.',
      ],
    },
    cta: {
      title: 'Prześledźmy razem drogę pacjenta w Twojej przychodni',
      text: 'Poproś o demo: przyjrzymy się Twoim telefonom, zapisom i nieobecnościom i pokażemy, jak MediFlow AI i Lumi AI poradziłyby sobie z nimi w Twojej przychodni, zgodnie z RODO, a jeśli przetwarzasz dane pacjentów z USA, także z HIPAA.',
      button: 'Poproś o demo',
    },
  },
} satisfies ArticleBody;
