import type { ProductPageContent } from '@site/content';
import { FACTS, PRICING, formatDays, formatFromPrice, formatPrice, href, HIPAA_SHORT, HIPAA_WORDING } from '@site/model';

const clinic = PRICING['mediflow-ai'];

export default {
  seo: {
    title: 'MediFlow AI: asystent pacjenta i Doctor AI dla klinik',
    description: `FrontDesk zapisuje pacjentów 24/7, Doctor AI zbiera wywiad i szkicuje protokoły ICD-10. Zgodny z RODO; zgodność z HIPAA dla danych pacjentów z USA oceniliśmy sami.`,
  },
  hero: {
    eyebrow: 'MediFlow AI · dla prywatnych klinik i centrów diagnostycznych',
    title: 'Więcej umówionych wizyt i mniej papierów u każdego lekarza',
    lead: 'FrontDesk odpowiada pacjentom w komunikatorach, na stronie i przez telefon, zapisuje na wizyty i z wyprzedzeniem pyta o dolegliwości. Doctor AI zbiera wywiad i przygotowuje projekt protokołu z kodami ICD-10, a decyzję podejmuje lekarz.',
    primaryCta: 'Umów prezentację',
    secondaryCta: 'Zobacz, jak to działa',
    highlights: [
      { value: '24/7', label: 'odpowiedzi i zapisy we wszystkich kanałach' },
      {
        value: `${FACTS.protocolMinutes.after} min`,
        label: `na protokół wizyty zamiast ${FACTS.protocolMinutes.before}`,
        source: { case: 'medical-center-ukraine', client: 'Centrum Medyczne Veres' },
      },
      { value: formatDays(FACTS.launchDays, 'pl'), label: 'do startu w pierwszej placówce' },
    ],
    visual: {
      intakeTitle: 'Wywiad wstępny · FrontDesk',
      complaintLabel: 'Dolegliwość',
      complaint: 'Ból gardła, gorączka 38,2 °C',
      durationLabel: 'Od',
      duration: '3 dni',
      allergiesLabel: 'Alergie',
      allergies: 'Penicylina',
      protocolTitle: 'Doctor AI · projekt dla lekarza',
      diagnosis: 'Ostre zakażenie górnych dróg oddechowych',
      codeLabel: 'ICD-10',
      step1: 'Wymaz z gardła, morfologia krwi',
      step2: 'Uczulenie na penicylinę: wybrać inny lek',
      compliance: 'RODO · HIPAA: samoocena',
    },
  },
  problems: {
    title: 'Gdzie klinika traci pacjentów i godziny lekarzy',
    lead: 'Cztery sytuacje, które właściciele klinik i dyrektorzy medyczni opisują niemal w każdej pierwszej rozmowie z nami.',
    items: [
      {
        role: 'Właściciel kliniki wielospecjalistycznej',
        problem: 'W godzinach szczytu recepcja nie odbiera telefonów, a wieczorne wiadomości czekają do rana, więc pacjenci zapisują się gdzie indziej.',
        solution: 'FrontDesk równolegle odbiera telefony i odpisuje na wiadomości, zapisując na wolne terminy z aktualnego grafiku.',
        result: 'Zapytanie wysłane o 23:00 kończy się wizytą umówioną o 23:00, a nie następnego dnia.',
      },
      {
        role: 'Dyrektor medyczny',
        problem: 'Podczas 30-minutowej wizyty lekarz spędza około 14 minut na pisaniu, a protokoły kończy po dyżurze.',
        solution: 'Doctor AI zbiera wywiad przed wizytą i przygotowuje projekt protokołu z proponowanymi kodami ICD-10.',
        result: 'Lekarz sprawdza i podpisuje gotowy projekt w około 5 minut zamiast pisać przez 14.',
      },
      {
        role: 'Właścicielka kliniki stomatologicznej',
        problem: 'Co siódmy pacjent nie przychodzi i nie uprzedza, a fotel stoi pusty.',
        solution:
          'FrontDesk przypomina pacjentom 24 i 2 godziny przed wizytą, w jednej odpowiedzi przyjmuje potwierdzenie albo nowy termin i proponuje zwolnione terminy osobom z listy oczekujących.',
        result: 'Odwołane terminy znów się zapełniają, a nikt nie spędza popołudni na telefonach z przypomnieniami.',
      },
      {
        role: 'Kierownik centrum diagnostycznego',
        problem: 'Pacjenci przychodzą na USG po śniadaniu albo na rezonans bez skierowania i termin przepada.',
        solution:
          'Dzień wcześniej FrontDesk wysyła zasady przygotowania do danego badania i zadaje Twoje pytania kwalifikujące, na przykład o rozrusznik serca.',
        result: 'Pacjenci przychodzą przygotowani, a wątpliwe odpowiedzi trafiają do specjalisty dzień wcześniej.',
      },
    ],
  },
  value: {
    title: 'Co zmienia się w klinice',
    lead: 'MediFlow AI przejmuje powtarzalną pracę, a ludziom zostaje wszystko, co wymaga człowieka.',
    items: [
      {
        title: 'Więcej wizyt z tego samego popytu',
        text: 'Zapytania nocne, weekendowe i z godzin szczytu kończą się zapisem. W Centrum Medycznym Veres w Kijowie jedna trzecia wszystkich wizyt jest dziś umawiana po 20:00 lub w niedzielę.',
      },
      {
        title: 'Mniej pustych foteli',
        text: 'Dwukierunkowe przypomnienia i lista oczekujących zapełniają odwołane terminy, a rutynowe pytania nie blokują już recepcji.',
      },
      {
        title: 'Czas lekarzy wraca do pacjentów',
        text: 'Wywiad jest w dokumentacji, zanim pacjent wejdzie do gabinetu, każdy protokół zaczyna się od projektu, a każda placówka koduje rozpoznania tak samo.',
      },
    ],
    figures: [
      {
        value: '34%',
        label: 'wizyt umawianych jest dziś po 20:00 lub w niedzielę',
        source: { case: 'medical-center-ukraine', client: 'Centrum Medyczne Veres' },
      },
      { value: '14% → 8%', label: 'pacjentów, którzy nie przyszli na wizytę', source: { case: 'medical-center-ukraine', client: 'Centrum Medyczne Veres' } },
      {
        value: '6,2% → 1,4%',
        label: 'faktur zwróconych przez ubezpieczycieli z powodu kodów ICD-10',
        source: { case: 'medical-center-ukraine', client: 'Centrum Medyczne Veres' },
      },
    ],
  },
  steps: {
    title: 'Jak działa MediFlow AI',
    lead: 'Od pierwszej wiadomości do podpisanego protokołu.',
    items: [
      {
        title: 'Pacjent pisze lub dzwoni',
        text: 'O 23:40 na Telegramie czy rano przez telefon w największym ruchu FrontDesk odpowiada na podstawie Twojego cennika i zasad, w języku pacjenta.',
      },
      {
        title: 'FrontDesk zapisuje i przygotowuje wizytę',
        text: 'Zapisuje do właściwego specjalisty, wysyła przypomnienia, a dzień wcześniej pyta o dolegliwości, alergie i przyjmowane leki.',
      },
      {
        title: 'Doctor AI przygotowuje projekt protokołu',
        text: 'Przed wizytą lekarz widzi uporządkowany wywiad, po niej projekt protokołu z proponowanymi kodami ICD-10.',
      },
      {
        title: 'Decyduje lekarz',
        text: 'Lekarz poprawia, przyjmuje lub odrzuca każdą pozycję i nic nie trafia do dokumentacji bez jego potwierdzenia.',
      },
    ],
  },
  integrations: {
    title: 'Połączony z systemami, na których pracuje Twoja klinika',
    lead: 'Grafiki i karty pacjentów zostają w Twoim systemie gabinetowym.',
    categories: [
      {
        name: 'Systemy gabinetowe i HIS',
        items: ['mMedica', 'KS-SOMED', 'Medfile', 'Docplanner (ZnanyLekarz)', 'Helsi', 'Doctor Eleks', 'HL7 FHIR API'],
        more: 9,
      },
      { name: 'Komunikatory', items: ['Telegram', 'WhatsApp', 'Viber', 'Instagram', 'Facebook Messenger'], more: 5 },
      { name: 'Telefonia', items: ['Binotel', 'Ringostat', 'Asterisk', 'Twilio'], more: 10 },
      { name: 'CRM i kalendarze', items: ['Bitrix24', 'HubSpot', 'Google Calendar', 'Microsoft Outlook'], more: 15 },
    ],
  },
  features: {
    title: 'FrontDesk i Doctor AI: kto za co odpowiada',
    lead: 'FrontDesk pracuje z pacjentami, Doctor AI z lekarzami; zacząć można od każdego z nich.',
    items: [
      {
        title: 'FrontDesk: odpowiedzi i zapisy 24/7',
        text: 'Asystent pacjenta w komunikatorach, na stronie i przy telefonie, gdzie mówi głosem Lumi AI, naszego asystenta głosowego.',
        points: ['Usługi, ceny i przygotowanie do badań', 'Zapisy, zmiany terminów i odwołania', 'Przekazanie rejestratorce z podsumowaniem'],
      },
      {
        title: 'FrontDesk: przypomnienia i wywiad przed wizytą',
        text: 'Prowadzi pacjenta od zapisu do wizyty.',
        points: ['Przypomnienia 24 i 2 godziny przed wizytą', 'Lista oczekujących na zwolnione terminy', 'Dolegliwości i alergie zebrane z wyprzedzeniem'],
      },
      {
        title: 'Doctor AI: wywiad, protokół, ICD-10',
        text: 'Zbiera wywiad według Twoich szablonów i przygotowuje projekt protokołu, uzasadniając każdy proponowany kod ICD-10.',
        points: ['Objawy alarmowe na początku podsumowania', 'Dwa–trzy kody do wyboru', 'Podpisuje lekarz, nigdy AI'],
      },
      {
        title: 'Dane pacjentów: RODO i HIPAA',
        text: `MediFlow AI zbudowano zgodnie z RODO, a dla danych pacjentów z USA: ${HIPAA_SHORT.pl}. Dokumentacja jest szyfrowana, przechowywana w UE i udostępniana personelowi według ról.`,
        points: ['Umowa powierzenia przetwarzania danych z kliniką', 'Dziennik audytowy każdego wglądu i zmiany'],
      },
    ],
  },
  advantages: {
    title: 'Co kliniki próbują przed MediFlow AI',
    lead: 'Trzy rozwiązania, z którymi kliniki zwykle nas porównują.',
    items: [
      {
        title: 'Kolejna rejestratorka',
        text: 'Nowa osoba w rejestracji potrzebuje tygodni szkolenia i rozmawia naraz tylko z jednym pacjentem. FrontDesk prowadzi dwadzieścia rozmów jednocześnie, także o trzeciej w nocy.',
      },
      {
        title: 'Bot z przyciskami',
        text: 'Bot z menu zawiesza się, gdy rodzic napisze: „syn ma wysypkę, do kogo się zapisać?”. FrontDesk rozumie swobodny tekst i mowę.',
      },
      {
        title: 'Program do dyktowania',
        text: 'Zamiana mowy na tekst daje lekarzowi ścianę słów do poprawiania; Doctor AI daje gotowy protokół w Twoim szablonie.',
      },
    ],
  },
  launch: {
    title: `Od audytu do pierwszej placówki w ${formatDays(FACTS.launchDays, 'pl')}`,
    lead: 'Najpierw rusza jedna placówka lub specjalizacja; reszta kliniki dołącza, gdy wyniki Cię przekonają.',
    items: [
      {
        step: 1,
        title: 'Audyt rejestracji',
        duration: formatDays({ min: 1, max: 2 }, 'pl'),
        text: 'Analizujemy telefony i czaty: zasady kierowania pacjentów, godziny szczytu, najczęstsze pytania.',
      },
      {
        step: 2,
        title: 'Baza wiedzy i integracje',
        duration: formatDays({ min: 3, max: 5 }, 'pl'),
        text: 'Wgrywamy usługi, ceny i lekarzy, podłączamy Twoje systemy i uzgadniamy z dyrektorem medycznym pytania wywiadu wstępnego.',
      },
      {
        step: 3,
        title: 'Próba z Twoim personelem',
        duration: formatDays({ min: 2, max: 4 }, 'pl'),
        text: 'Rejestratorki i kilku lekarzy sprawdzają obie części na testowych pacjentach, a my poprawiamy to, co zgłoszą.',
      },
      {
        step: 4,
        title: 'Start w pierwszej placówce',
        duration: formatDays({ min: 1, max: 3 }, 'pl'),
        text: 'Kanały włączamy po kolei, potem co tydzień omawiamy z Tobą wyniki i planujemy kolejne placówki.',
      },
    ],
  },
  cases: {
    title: 'MediFlow AI w klinice',
    lead: 'Centrum medyczne z pięcioma placówkami w Kijowie, z wynikami przed uruchomieniem i po nim.',
  },
  testimonials: {
    title: 'Co mówią kliniki',
    items: [
      {
        case: 'medical-center-ukraine',
        quote:
          'Nasi lekarze sami podpisują każdy protokół: Doctor AI tylko przygotowuje projekt z ich podyktowanych notatek i proponuje kody ICD-10. Protokół zajmuje dziś około 5 minut zamiast 14, a ubezpieczyciele zwracają 1,4% naszych faktur zamiast 6,2%. Odzyskany czas zamieniliśmy na wieczorne godziny w pediatrii i ginekologii, bez ani jednego nowego etatu.',
        author: 'Iryna Tkachenko',
        position: 'Dyrektorka medyczna',
        image: { tone: 'brand', hair: 'bob', hairColour: 'dark', skin: 'light', glasses: true, alt: 'Portret: Iryna Tkachenko' },
      },
    ],
  },
  faq: {
    title: 'Pytania, które kliniki zadają przed prezentacją',
    items: [
      {
        question: 'Czy Doctor AI stawia diagnozy?',
        answer: [
          'Nie. Zbiera wywiad, przygotowuje projekt protokołu i proponuje kody ICD-10, a lekarz to sprawdza i podpisuje. FrontDesk nigdy nie stawia pacjentom diagnozy ani nie doradza leczenia.',
        ],
      },
      {
        question: 'Jak chronione są dane pacjentów?',
        answer: [
          `MediFlow AI zbudowaliśmy zgodnie z RODO i podpisujemy z kliniką umowę powierzenia przetwarzania danych; szyfrujemy dane w transmisji i w spoczynku i nigdy nie używamy ich do trenowania publicznych modeli. ${HIPAA_WORDING.pl}`,
        ],
      },
      {
        question: 'Co robi FrontDesk z pytaniem, na które nie zna odpowiedzi?',
        answer: [
          'Przekazuje rozmowę rejestratorce z podsumowaniem. Przy niepokojących objawach, takich jak ból w klatce piersiowej, niczego nie umawia: każe pacjentowi dzwonić pod numer alarmowy (112 lub 999, na Ukrainie 103) i powiadamia dyżurny personel.',
        ],
      },
      {
        question: 'Jakie systemy i języki obsługuje?',
        answer: [
          'Systemy, na których pracują kliniki w Polsce i na Ukrainie: mMedica i KS-SOMED, Medfile, Docplanner (ZnanyLekarz) do zapisów online, Helsi i Doctor Eleks, a także każdy system z API lub HL7 FHIR. Pacjentom odpowiada po polsku, ukraińsku, rosyjsku, angielsku i w innych popularnych językach.',
        ],
      },
      {
        question: 'Ile kosztuje i kto go utrzymuje?',
        answer: [
          `FrontDesk kosztuje ${formatFromPrice('mediflow-ai', 'pl')}, a powyżej ${clinic.fees.branch.tiers[0].upTo} placówek mniej; Doctor AI kosztuje ${formatPrice(clinic.fees.doctor.price, 'pl')}, a rozmowy telefoniczne ${formatPrice(clinic.fees.minute.price, 'pl')}. Nasz zespół utrzymuje bazę wiedzy i co miesiąc raportuje jakość.`,
        ],
        pricing: href('pricing', { hash: 'mediflow-ai' }),
      },
    ],
  },
  cta: {
    title: 'Zobacz, jak MediFlow AI radzi sobie z przypadkami Twojej kliniki',
    text: 'W 30 minut zapiszemy testowego pacjenta przez Telegram i pokażemy projekt protokołu, który dostaliby Twoi lekarze.',
    badge: `Start w ${formatDays(FACTS.launchDays, 'pl')}`,
    badgeNote: 'Zacznij od jednej placówki, rozszerzaj, gdy liczby Cię przekonają',
    button: 'Umów prezentację',
  },
  form: {
    title: 'Umów prezentację MediFlow AI',
    lead: 'Opowiedz o swoich placówkach, lekarzach i kanałach kontaktu z pacjentami. Oddzwonimy najpóźniej następnego dnia roboczego.',
  },
} satisfies ProductPageContent;
