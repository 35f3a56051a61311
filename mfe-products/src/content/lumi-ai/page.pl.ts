import type { ProductPageContent } from '@site/content';
import { FACTS, PILOT_DAYS, PRICING, formatDays, formatEuros, formatFromPrice, formatPilotDays, formatPrice, href } from '@site/model';

const price = PRICING['lumi-ai'];

const pilot = PILOT_DAYS['lumi-ai']!;

export default {
  seo: {
    title: 'Lumi AI: telefoniczny asystent, który odbiera i umawia 24/7',
    description: `Lumi AI odbiera telefony w dzień i w nocy, wpisuje wizyty do kalendarza, uzupełnia CRM i przekazuje gorące kontakty handlowcom. Pilotaż: ${formatPilotDays('lumi-ai', 'pl')}.`,
  },
  hero: {
    eyebrow: 'Lumi AI · asystent głosowy do obsługi telefonów',
    title: 'Telefon odebrany, wizyta umówiona, nawet gdy zespół nie może podejść',
    lead: 'Lumi AI odbiera telefon jak doświadczony recepcjonista: umawia wizytę, zapisuje rozmówcę w CRM-ie i łączy zdecydowanych klientów z handlowcem.',
    primaryCta: 'Umów prezentację',
    secondaryCta: 'Zobacz, jak wygląda rozmowa',
    highlights: [
      { value: '24/7', label: 'odebranych telefonów, także w weekendy' },
      { value: formatDays(pilot, 'pl'), label: 'pilotażu na Twojej własnej linii' },
      { value: '−47%', label: 'kosztu obsługi połączenia w siedmiu sklepach z elektroniką', source: { case: 'retail-kazakhstan', client: 'Qala Electronics' } },
    ],
    visual: {
      callTitle: 'Połączenie przychodzące',
      caller: 'Marta, nowa klientka',
      line1: 'Czy mogę w tym tygodniu przyjechać na diagnostykę?',
      line2: 'W piątek o 11:30 jest wolne. Zapisać panią?',
      bookingTitle: 'Wizyta umówiona',
      bookingSlot: 'pt. 11:30 · Diagnostyka',
      crm: 'Zapisano w CRM',
      handoff: 'Gorący kontakt przekazany handlowcowi',
    },
  },
  problems: {
    title: 'Gdzie nieodebrane telefony zamieniają się w utraconych klientów',
    lead: 'Cztery firmy, które traciły pieniądze przez nieodebrane połączenia, i co się zmieniło, gdy pierwszą linię przejął Lumi.',
    items: [
      {
        role: 'Właścicielka kliniki stomatologicznej',
        problem: '„Telefon dzwoni w próżnię, bo obie recepcjonistki są przy pacjentach, a pacjent zapisuje się gdzie indziej”.',
        solution: 'Lumi odbiera po pierwszym sygnale, podaje ceny i zapisuje pacjenta do właściwego lekarza.',
        result: 'Godziny szczytu nie kosztują już kliniki pacjentów.',
      },
      {
        role: 'Kierownik serwisu samochodowego',
        problem: '„Mechanicy z zatłuszczonymi rękami odpowiadają w kółko na te same pytania: ile, kiedy, czy już gotowe”.',
        solution: 'Lumi sprawdza status naprawy, umawia diagnostykę lub wymianę opon i wysyła godzinę SMS-em.',
        result: 'Mechanicy zostają przy autach, nawet w sezonie oponiarskim.',
      },
      {
        role: 'Dyrektor sprzedaży biura nieruchomości',
        problem: '„Kupujący dzwonią w sprawie ogłoszeń o 22:00, a do poniedziałku oglądają mieszkania z konkurencją”.',
        solution: 'Lumi o każdej porze pyta o budżet, dzielnicę i finansowanie, a potem umawia prezentację mieszkania.',
        result: 'Agenci zaczynają tydzień od sprawdzonych kontaktów, a nie od listy nieodebranych numerów.',
      },
      {
        role: 'Właścicielka sieci salonów urody',
        problem: '„Klientki dzwonią, żeby przełożyć wizytę, gdy stylistki są zajęte, a zwolnione terminy zostają puste”.',
        solution: 'Lumi przekłada rezerwacje głosowo, proponuje zwolniony termin kolejnej osobie i wysyła przypomnienia.',
        result: 'Mniej nieobecności i pustych foteli.',
      },
    ],
  },
  value: {
    title: 'Co się zmienia, gdy Lumi przejmuje pierwszą linię',
    lead: 'Zespół i numer zostają; Lumi bierze na siebie telefony, które zjadały ludziom dzień.',
    items: [
      {
        title: 'Koniec z sygnałem zajętości',
        text: 'Lumi prowadzi naraz tyle rozmów, ile masz linii, więc nawet poranny szczyt kończy się rozmową, a nie sygnałem „zajęte” czy muzyką w oczekiwaniu.',
      },
      {
        title: 'Rezerwacje trafiają do kalendarza',
        text: 'Lumi widzi rzeczywistą dostępność każdego specjalisty, gabinetu czy stanowiska i zapisuje tylko na wolne terminy.',
      },
      {
        title: 'CRM, który uzupełnia się sam',
        text: 'Każda rozmowa staje się wpisem z imieniem, numerem, sprawą, rezerwacją i krótkim podsumowaniem.',
      },
    ],
    figures: [
      { value: '68%', label: 'telefonów do sklepów załatwionych bez udziału człowieka', source: { case: 'retail-kazakhstan', client: 'Qala Electronics' } },
      { value: '17% → 2%', label: 'połączeń porzuconych w kolejce infolinii szkód', source: { case: 'auto-damage-poland', client: 'AutoOcena' } },
      {
        value: '−68%',
        label: 'nieodebranych połączeń w klinice z pięcioma placówkami',
        source: { case: 'medical-center-ukraine', client: 'Centrum Medyczne Veres' },
      },
    ],
  },
  steps: {
    title: 'Jak Lumi prowadzi rozmowę',
    lead: 'Od pierwszego sygnału do umówionej wizyty. Posłuchaj: zacznij rozmowę z Lumi w demo głosowym na tej stronie.',
    items: [
      {
        title: 'Odbiera i słucha',
        text: 'Lumi odbiera na Twoim obecnym numerze, przedstawia się jako wirtualny asystent i pozwala rozmówcy powiedzieć, czego potrzebuje, bez „wciśnij 1”.',
      },
      {
        title: 'Odpowiada z Twojej bazy wiedzy',
        text: 'Ceny, godziny otwarcia, adresy, przygotowanie do wizyty: Lumi korzysta tylko z tego, co zatwierdzisz, i niczego nie zmyśla.',
      },
      {
        title: 'Zapisuje klienta i notuje rozmowę',
        text: 'Potwierdza na głos wolny termin, wysyła potwierdzenie SMS-em lub w komunikatorze i zapisuje rozmowę w CRM-ie razem z nagraniem.',
      },
      {
        title: 'Przekazuje gorące kontakty',
        text: 'Rozmówcę, który chce kupić albo prosi o człowieka, Lumi łączy z wolnym handlowcem, a ten czyta podsumowanie, zanim powie „dzień dobry”.',
      },
    ],
  },
  leadCallback: {
    title: 'Oddzwanianie do leadów: Lumi dzwoni do każdego nowego leada, zanim ostygnie',
    lead: 'Zgłoszenie ze strony, z reklamy lub z webinaru Lumi podejmuje od razu i dzwoni w godzinach pracy Twoich handlowców, a poza nimi na początku następnego dnia roboczego.',
    items: [
      {
        title: 'Telefon od razu',
        text: 'Formularz, lead z reklamy albo zapis na webinar trafia do Lumi, a on dzwoni pod podany numer, mówi, kto dzwoni i w jakiej sprawie, i nie dopytuje o to, co już jest w zgłoszeniu.',
      },
      {
        title: 'Dwa–trzy pytania kwalifikujące',
        text: 'Lumi pyta o to samo, o co zapytałby handlowiec: skalę, kanały, używane systemy. Odpowiedzi trafiają do karty leada w CRM.',
      },
      {
        title: 'Spotkanie w kalendarzu',
        text: 'Lumi proponuje wolne terminy handlowców i umawia spotkanie jeszcze w trakcie rozmowy; zaproszenie od razu dostają i klient, i handlowiec.',
      },
    ],
    pilots:
      'To nowy scenariusz: właśnie ruszają jego pierwsze pilotaże, więc nie mamy jeszcze historii wdrożenia u klienta. Wyniki opublikujemy, gdy pilotaż je przyniesie.',
  },
  integrations: {
    title: 'Działa z linią telefoniczną, CRM-em i kalendarzem, które już masz',
    lead: 'Podłączamy je przed startem pilotażu; narzędzie spoza listy łączymy przez jego API.',
    categories: [
      { name: 'Systemy CRM', items: ['HubSpot', 'Pipedrive', 'Salesforce', 'Zoho CRM', 'Bitrix24'], more: 15 },
      { name: 'Kalendarze i systemy rezerwacji', items: ['Google Calendar', 'Microsoft Outlook', 'Calendly', 'Booksy', 'Altegio'], more: 20 },
      { name: 'Telefonia i SIP', items: ['Twilio', 'Asterisk', 'Binotel', 'Zadarma', 'Ringostat'], more: 10 },
      { name: 'Komunikatory i inne kanały', items: ['Telegram', 'WhatsApp', 'Viber', 'Slack', 'Instagram'], more: 25 },
    ],
  },
  features: {
    title: 'Co Lumi robi przy każdym telefonie',
    lead: 'To, co dobra recepcjonistka robi przy telefonie, tylko na wszystkich liniach naraz.',
    items: [
      {
        title: 'Naturalna rozmowa głosowa',
        text: 'Lumi pozwala sobie przerwać i radzi sobie z akcentem, hałasem ulicy i niedokończonymi zdaniami.',
        points: ['Odpowiada w około sekundę', 'Przechodzi na język rozmówcy', 'Sam też dzwoni: powitania, przypomnienia, niedokończone zamówienia'],
      },
      {
        title: 'Rezerwacje i zmiany terminów',
        text: 'Wie, ile trwa każda usługa, kto ją wykonuje i jakiego gabinetu lub stanowiska wymaga.',
        points: ['Umawia, przekłada i odwołuje wizyty', 'Proponuje najbliższy inny termin', 'Wysyła przypomnienia'],
      },
      {
        title: 'Wpisy w CRM i analityka rozmów',
        text: 'Każda rozmowa trafia do pól, które zespół może filtrować, a panel pokazuje, na jakie pytania Lumi nie znał odpowiedzi.',
        points: ['Sprawa i jej wynik', 'Podsumowanie, zapis, nagranie'],
      },
      {
        title: 'Przekazanie gorącego kontaktu',
        text: 'To Ty decydujesz, co jest gorącym kontaktem: budżet, usługa, termin albo po prostu „chcę kupić”.',
        points: ['Połączenie na żywo z wolnym handlowcem', 'Oddzwonienie, gdy nikt nie jest wolny', 'Podsumowanie w Telegramie lub w CRM'],
      },
    ],
  },
  advantages: {
    title: 'Jak firmy zwykle obsługują telefon',
    lead: 'Co firmy próbują przed asystentem głosowym i gdzie to zawodzi.',
    items: [
      {
        title: 'Kolejna recepcjonistka',
        text: 'Nowa osoba pracuje na jedną zmianę i odbiera jeden telefon naraz. Lumi obsługuje całą dobę i zna nowy cennik od dnia, w którym go zmienisz.',
      },
      {
        title: 'Menu tonowe',
        text: '„Wciśnij 1, potem 3” sprawia, że ludzie się rozłączają. Z Lumi mówią własnymi słowami i kończą rozmowę z umówioną wizytą.',
      },
      {
        title: 'Zewnętrzne call center',
        text: 'Konsultanci czytają skrypt o firmie, którą ledwo znają; Lumi zapisuje do Twojego prawdziwego kalendarza i CRM-u.',
      },
    ],
  },
  launch: {
    title: `Od spotkania otwierającego do wszystkich linii w ${formatDays(FACTS.launchDays, 'pl')}`,
    lead: `Cztery dni przygotowań, potem pilotaż trwający ${formatPilotDays('lumi-ai', 'pl')} na Twoich prawdziwych połączeniach. Oceniasz Lumi po rezerwacjach i wpisach w CRM, a nie po slajdach.`,
    items: [
      {
        step: 1,
        title: 'Spotkanie otwierające i audyt rozmów',
        duration: formatDays({ min: 1, max: 1 }, 'pl'),
        text: 'Słuchamy próbki Twoich rozmów i ustalamy, jakie sprawy załatwia Lumi, a kiedy przejmuje człowiek.',
      },
      {
        step: 2,
        title: 'Baza wiedzy i integracje',
        duration: formatDays({ min: 2, max: 2 }, 'pl'),
        text: 'Wgrywamy usługi, ceny i zasady, dobieramy głos i podłączamy telefonię, kalendarz i CRM.',
      },
      {
        step: 3,
        title: 'Rozmowy testowe',
        duration: formatDays({ min: 1, max: 1 }, 'pl'),
        text: 'Twój zespół dzwoni do Lumi z trudnymi przypadkami, aż każda odpowiedź będzie taka, jak trzeba.',
      },
      {
        step: 4,
        title: 'Pilotaż na Twojej linii',
        duration: formatDays(pilot, 'pl'),
        text: 'Lumi odbiera prawdziwe telefony, na przykład po godzinach albo na jednej linii, a Ty dostajesz raport o połączeniach, rezerwacjach i przekazanych kontaktach. Po pilotażu włączamy Lumi na wszystkich liniach i we wszystkich godzinach.',
      },
    ],
  },
  cases: {
    title: 'Lumi AI na prawdziwych liniach telefonicznych',
    lead: 'Kliniki, firmy usługowe i sieci handlowe, które oddały telefony Lumi, i wyniki, jakie osiągnęły. W klinikach korzystających z MediFlow AI Lumi jest telefonicznym głosem FrontDesk, asystenta pacjenta.',
  },
  testimonials: {
    title: 'Co klienci mówią o Lumi',
    items: [
      {
        case: 'auto-damage-poland',
        quote:
          'Zgłoszenie szkody oznaczało kiedyś więcej niż dwa oddzwonienia: brak zdjęcia, brak numeru notatki policyjnej, potem szukanie wolnego rzeczoznawcy. Lumi wysyła link do zdjęć, gdy kierowca jest jeszcze na linii, i umawia oględziny przed końcem rozmowy, więc 91% zgłoszeń jest kompletnych po pierwszym telefonie. Kierowcy z Ukrainy, prawie jedna piąta dzwoniących, mogą teraz zgłosić szkodę od początku do końca po ukraińsku.',
        author: 'Marek Zieliński',
        position: 'Dyrektor operacyjny',
        image: { tone: 'brand', hair: 'short', hairColour: 'brown', skin: 'light', glasses: true, alt: 'Portret: Marek Zieliński' },
      },
      {
        case: 'retail-kazakhstan',
        quote:
          'Zaskoczyły mnie pieniądze w niedokończonych zamówieniach. Kwadrans po tym, jak klient zatrzyma się przed płatnością, Lumi dzwoni, pyta, co go powstrzymało, i proponuje raty albo odbiór w sklepie bliżej domu. Dziś kończy się 24 na sto takich zamówień, a nikt w naszych sklepach nie musiał szukać czasu na te telefony.',
        author: 'Aidar Seitkali',
        position: 'Dyrektor handlowy',
        image: { tone: 'speaking', hair: 'short', hairColour: 'dark', skin: 'medium', alt: 'Portret: Aidar Seitkali' },
      },
    ],
  },
  faq: {
    title: 'Pytania, które klienci zadają przed prezentacją',
    items: [
      {
        question: 'Ile kosztuje Lumi?',
        answer: [
          `Lumi AI kosztuje ${formatFromPrice('lumi-ai', 'pl')} za asystenta, jego numery i integracje, plus ${formatPrice(price.fees.minute.price, 'pl')} rozmowy. Przed umową jest pilotaż trwający ${formatPilotDays('lumi-ai', 'pl')} na Twoich prawdziwych połączeniach za ${formatEuros(price.start.fee, 'pl')}, które odliczamy od faktury za pierwszy miesiąc.`,
        ],
        pricing: href('pricing', { hash: 'lumi-ai' }),
      },
      {
        question: 'Czy potrzebujemy nowego numeru albo nowego CRM-u?',
        answer: [
          'Nie. Lumi działa na Twoim obecnym numerze, z CRM-em i kalendarzem, których już używasz. Wiele firm zaczyna od telefonów po godzinach i dopiero potem poszerza zakres.',
        ],
      },
      {
        question: 'W jakich językach mówi Lumi?',
        answer: [
          'Po polsku, angielsku, ukraińsku, rosyjsku, niemiecku, hiszpańsku, portugalsku, kazachsku i w innych popularnych językach. Rozpoznaje język rozmówcy i w nim odpowiada.',
        ],
      },
      {
        question: 'Co, jeśli Lumi nie zna odpowiedzi?',
        answer: [
          'Nie zgaduje: zapisuje dane rozmówcy i przekazuje pytanie handlowcowi. Co miesiąc przeglądamy z Tobą takie pytania i dopisujemy odpowiedzi, a także nowe ceny i scenariusze.',
        ],
      },
      {
        question: 'Jak chronione są nagrania i dane osobowe?',
        answer: [
          'Nagrania i zapisy rozmów są szyfrowane i przechowywane w UE tak długo, jak zdecydujesz. Dostęp do nich ma tylko Twój zespół i inżynierowie Synthry pracujący przy Twoim projekcie.',
        ],
      },
    ],
  },
  cta: {
    title: 'Niech Lumi odbierze Twoje następne sto telefonów',
    text: `Daj nam jedną linię na ${formatPilotDays('lumi-ai', 'pl')} i zobacz, ile połączeń Lumi odbierze, ile wizyt umówi i ile kontaktów przekaże handlowcom. Albo porozmawiaj z Lumi od razu w demo na tej stronie.`,
    badge: `Pilotaż: ${formatPilotDays('lumi-ai', 'pl')}`,
    badgeNote: 'Na Twojej linii, z Twoim kalendarzem i CRM-em',
    button: 'Umów prezentację',
  },
  form: {
    title: 'Opowiedz, jak działa Twoja linia telefoniczna',
    lead: 'Zostaw kontakt i napisz, ile mniej więcej telefonów odbierasz dziennie; odpowiemy planem pilotażu.',
  },
} satisfies ProductPageContent;
