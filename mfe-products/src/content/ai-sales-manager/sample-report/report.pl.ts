import type { SampleReport } from '@site/content';

export default {
  seo: {
    title: 'Przykładowy raport jakości rozmów: AI Sales Manager',
    description:
      'Dzień 9-osobowego zespołu sprzedaży w raporcie AI Sales Manager: ocena każdej rozmowy, KPI lejka, ranking handlowców i wskazówka dla każdego z nich.',
  },
  breadcrumb: 'Przykładowy raport',
  backLink: 'Wszystko o AI Sales Manager',
  header: {
    eyebrow: 'AI Sales Manager · przykładowy raport',
    title: 'Dzienny raport jakości rozmów za wtorek',
    lead: 'To znajduje dyrektor sprzedaży w skrzynce przed poranną odprawą: każda rozmowa z poprzedniego dnia z oceną od 0 do 100, KPI zespołu, ranking handlowców i wskazówka dla każdego z nich.',
    note: 'To przykład: firma, handlowcy i rozmowy są zmyślone. Układ, lista kontrolna i sposób liczenia każdej liczby są takie same jak w raportach, które wysyła AI Sales Manager.',
    details: [
      { label: 'Firma', value: 'Przykładowa firma: dystrybutor wyposażenia kuchni gastronomicznych, 9 handlowców' },
      { label: 'Dzień', value: 'Wtorek, rozmowy od 9:00 do 18:00' },
      { label: 'Wysłano', value: 'W środę o 8:40, e-mailem i w Telegramie' },
      {
        label: 'Lista kontrolna',
        value: 'Przychodzące i wychodzące rozmowy sprzedażowe, pięć kryteriów: powitanie, potrzeby, prezentacja, obiekcje, następny krok',
      },
    ],
  },
  units: { hours: 'h', minutes: 'min', seconds: 's' },
  summary: {
    title: 'Dzień w skrócie',
    labels: {
      calls: 'Połączenia łącznie',
      answered: 'Rozmowy, każda z oceną',
      missed: 'Nieodebrane połączenia',
      talkTime: 'Czas rozmów',
      averageScore: 'Średnia ocena na 100',
      flagged: 'Rozmowy poniżej 60',
    },
    previousDay: 'w poniedziałek',
    highlights: {
      title: 'Co się wyróżnia',
      items: [
        'Średnia zespołu wzrosła z 70 do 72, głównie dzięki Maksymowi H. (+6) i Romanowi P. (+4), którzy popracowali nad poniedziałkowymi wskazówkami.',
        'Oferta prowadzi dziś do ustalonego następnego kroku w 70% rozmów zamiast 64%, ale o potrzeby wciąż nikt nie pyta w co piątej rozmowie.',
        'Najsłabsza jest ostatnia godzina (średnio 67): przed zamknięciem rozmowy są prowadzone w pośpiechu, więc oddzwonienia lepiej przenieść na rano.',
      ],
    },
  },
  funnel: {
    title: 'KPI według etapów lejka',
    lead: 'Jak daleko zaszły rozmowy tego dnia i jak każdy etap konwertował w porównaniu z poniedziałkiem.',
    columns: { stage: 'Etap', count: 'Rozmowy', conversion: 'Konwersja z poprzedniego etapu', previous: 'W poniedziałek' },
    stages: ['Rozmowy sprzedażowe', 'Rozpoznane potrzeby', 'Przedstawiona oferta', 'Ustalony następny krok', 'Złożone zamówienie lub wysłana faktura'],
  },
  distribution: {
    title: 'Oceny rozmów z tego dnia',
    caption: '64 rozmowy z oceną poniżej 60: każda trafia do raportu swojego handlowca razem z momentem, który kosztował punkty.',
    columns: { band: 'Ocena', calls: 'Rozmowy' },
  },
  hours: {
    title: 'Rozmowy i średnia ocena według godzin',
    caption: 'Najwięcej rozmów odbywa się późnym rankiem; ocena trzyma się przez cały dzień między 70 a 76 i spada do 67 w ostatniej godzinie.',
    columns: { hour: 'Godzina', calls: 'Rozmowy', averageScore: 'Średnia ocena' },
  },
  ranking: {
    title: 'Ranking handlowców według oceny',
    lead: 'Wszystkich ocenia ta sama lista kontrolna, więc miejsca da się porównać; zmiana jest liczona względem poniedziałku.',
    columns: {
      rank: 'Miejsce',
      manager: 'Handlowiec',
      calls: 'Rozmowy',
      talkTime: 'Czas rozmów',
      nextSteps: 'Ustalony następny krok',
      score: 'Ocena',
      change: 'Zmiana',
    },
    names: {
      'oleh-d': 'Oleh D.',
      'anna-k': 'Anna K.',
      'taras-b': 'Taras B.',
      'kateryna-l': 'Kateryna L.',
      'maksym-h': 'Maksym H.',
      'oksana-v': 'Oksana V.',
      'roman-p': 'Roman P.',
      'yevhen-t': 'Yevhen T.',
      'iryna-s': 'Iryna S.',
    },
  },
  lowest: {
    title: 'Rozmowy z najniższą oceną',
    lead: 'Warte dziś dziesięciu minut kierownika zespołu: przy każdej widać moment, w którym uciekły punkty.',
    labels: { missed: 'Niespełnione kryteria' },
    calls: [
      {
        manager: 'iryna-s',
        time: '16:48',
        length: '3:12',
        score: 31,
        reason:
          'Rozmowa w sprawie oferty na linię do zmywania. Klient powiedział, że konkurencja jest o 8% tańsza; Iryna od razu dała ten sam rabat, nie pytając, co obejmuje tamta oferta, i rozmowa skończyła się bez następnego kroku.',
        missed: ['Obsłużona obiekcja', 'Ustalony następny krok'],
      },
      {
        manager: 'yevhen-t',
        time: '11:20',
        length: '8:54',
        score: 36,
        reason:
          'Telefon od kawiarni, która otwiera drugi lokal. Dziewięć minut o trzech piecach konwekcyjno-parowych, zanim padło choć jedno pytanie o menu czy liczbę gości; klient powiedział, że się zastanowi.',
        missed: ['Rozpoznane potrzeby', 'Prezentacja dopasowana do potrzeb', 'Ustalony następny krok'],
      },
      {
        manager: 'roman-p',
        time: '17:35',
        length: '2:05',
        score: 38,
        reason:
          'Stały klient dwa razy zapytał, kiedy dotrze schładzarka szokowa, i wspomniał o otwarciu w piątek. Roman obiecał oddzwonić, gdy sprawdzi w magazynie, ale nie podał godziny i nie założył zadania w CRM-ie.',
        missed: ['Rozpoznane potrzeby', 'Ustalony następny krok'],
      },
    ],
  },
  tips: {
    title: 'Wskazówka dla każdego handlowca',
    lead: 'Każda wskazówka cytuje rozmowę danego handlowca i podsuwa sformułowanie wzięte z najlepszych rozmów zespołu. Handlowcy dostają swoje także do 9:00.',
    labels: { said: 'Z rozmowy o', instead: 'Spróbuj tak' },
    items: [
      {
        manager: 'oleh-d',
        focus: 'Podawaj jedną cenę łączną, z dostawą i montażem.',
        time: '10:14',
        said: '„To cena samego pieca, a dostawę i montaż ustalimy później”.',
        instead: '„Z dostawą, montażem i szkoleniem dla Państwa kucharzy to jest cena łączna, więc na fakturze nie będzie niespodzianek”.',
      },
      {
        manager: 'anna-k',
        focus: 'Zapytaj o skalę, zanim zaproponujesz model.',
        time: '12:05',
        said: '„Większość kawiarni bierze model na dziesięć blach. Przesłać ofertę?”',
        instead:
          '„Ilu gości obsługują Państwo w porze lunchu i czy to bardziej wypieki, czy dania na ciepło? Wtedy będę wiedziała, czy wystarczy sześć blach, czy potrzeba dziesięciu”.',
      },
      {
        manager: 'taras-b',
        focus: 'Na niższą cenę odpowiadaj porównaniem, a nie wzruszeniem ramion.',
        time: '15:31',
        said: '„No cóż, jeśli u nich jest taniej, niewiele mogę zrobić”.',
        instead: '„Porównajmy jabłka z jabłkami: czy ich cena obejmuje montaż i dwa lata serwisu? Jeśli tak, zobaczę, co mogę zrobić”.',
      },
      {
        manager: 'kateryna-l',
        focus: 'Podsumuj, co usłyszałaś, zanim zaczniesz prezentację.',
        time: '11:47',
        said: '„Dobrze, to opowiem o naszych zmywarkach”.',
        instead:
          '„Czyli: 300 talerzy na godzinę w szczycie, wąskie miejsce przy tylnym wejściu i budżet już zatwierdzony przez właściciela. Pasują do tego dwa modele”.',
      },
      {
        manager: 'maksym-h',
        focus: 'Dalej podawaj konkretną datę i potwierdzaj ją na piśmie.',
        time: '14:22',
        said: '„To pogadamy w czwartek”.',
        instead: '„Czy pasuje Państwu czwartek o 11:00? Od razu wyślę zaproszenie i kartę techniczną na Vibera”.',
      },
      {
        manager: 'oksana-v',
        focus: 'Zapytaj, która funkcja jest ważna, zamiast wymieniać wszystkie.',
        time: '10:52',
        said: '„Ma też samoczyszczenie, ekran dotykowy, dziewięćdziesiąt programów…”',
        instead: '„Co jest najważniejsze dla Państwa kucharzy? Jeśli sprzątanie po późnej zmianie, pokażę, jak to działa”.',
      },
      {
        manager: 'roman-p',
        focus: 'Umawiaj oddzwonienie na konkretną godzinę i wyłapuj termin, który kryje się za pytaniem.',
        time: '17:35',
        said: '„Sprawdzę w magazynie i oddzwonię”.',
        instead: '„Oddzwonię jutro do 12:00 z datą dostawy, a jeśli nie zdąży na piątek, powiem, który model mamy na stanie”.',
      },
      {
        manager: 'yevhen-t',
        focus: 'Zadaj dwa pytania przed pierwszą prezentacją.',
        time: '11:20',
        said: '„Mamy trzy piece konwekcyjno-parowe, omówię każdy po kolei”.',
        instead: '„Zanim cokolwiek polecę: co będzie serwował nowy lokal i ilu gości dziennie się Państwo spodziewają?”',
      },
      {
        manager: 'iryna-s',
        focus: 'Kończ każdą rozmowę datą następnego kontaktu.',
        time: '16:48',
        said: '„Dobrze, dam Panu te same 8% rabatu, tylko proszę to przemyśleć”.',
        instead: '„Ich oferta jest o 8% niższa: czy obejmuje zmiękczacz wody i montaż? Prześlę obie oferty obok siebie i przejdziemy przez nie jutro o 10:00”.',
      },
    ],
  },
  cta: {
    title: 'Zamów ten raport na własnych rozmowach',
    text: 'Bezpłatny przykład powstaje na 20 Twoich nagranych rozmowach, przed jakąkolwiek umową: te same oceny, KPI, ranking i wskazówki, z nazwiskami Twoich handlowców.',
    button: 'Zamów przykładowy raport',
    secondary: 'Jak działa AI Sales Manager',
  },
} satisfies SampleReport;
