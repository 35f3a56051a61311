import type { CaseStory } from '@site/content';

export default {
  title: 'Infolinia szkodowa we Wrocławiu, która odbiera każdy telefon, nawet po gradobiciu',
  fullTitle:
    'Lumi AI w firmie rzeczoznawczej: zgłoszenia szkód przez telefon całą dobę, komplet danych w pierwszej rozmowie i oględziny umówione, zanim kierowca się rozłączy',
  meta: {
    title: 'Zgłoszenia szkód we Wrocławiu: wdrożenie Lumi AI',
    description:
      'Wrocławska firma przyjmuje zgłoszenia szkód głosem 24/7 z Lumi AI: 4 minuty zamiast 11, 91% zgłoszeń kompletnych po jednym telefonie, oględziny od ręki.',
  },
  company: {
    name: 'AutoOcena',
    industry: 'Rzeczoznawstwo samochodowe i likwidacja szkód komunikacyjnych',
    size: '64 pracowników, 2 centra oględzin, 11 rzeczoznawców mobilnych',
    market: 'Wrocław i Dolny Śląsk',
  },
  problem: {
    title: 'Gdzie utykały zgłoszenia',
    items: [
      'AutoOcena przyjmuje zgłoszenia szkód dla czterech ubezpieczycieli i dwóch firm leasingowych. Ośmiu konsultantów odbierało około 350 telefonów dziennie, a 17% dzwoniących rozłączało się, zanim ktoś odebrał. W dniu czerwcowego gradobicia zadzwoniło 1260 osób, a rozłączały się cztery na dziesięć.',
      'Rozmowa trwała 11 minut: polisa, numer rejestracyjny, VIN, data i miejsce, okoliczności, dane drugiego kierowcy, a na koniec szukanie wolnego rzeczoznawcy w osobnym kalendarzu.',
      'W co czwartym zgłoszeniu brakowało zdjęć, numeru notatki policyjnej albo polisy OC sprawcy, więc do każdej sprawy oddzwaniano średnio 2,3 raza.',
      'Mniej więcej co piąty dzwoniący to mieszkający we Wrocławiu kierowca z Ukrainy, a po ukraińsku mówiło tylko dwoje konsultantów.',
    ],
  },
  solution: {
    title: 'Jak Lumi AI przejął infolinię szkodową',
    description: [
      'Lumi AI odbiera telefony na numerze do zgłaszania szkód przez całą dobę, po polsku, ukraińsku i angielsku. Znajduje polisę po numerze rejestracyjnym i przechodzi przez listę pytań każdego ubezpieczyciela: kiedy i gdzie doszło do zdarzenia, co jest uszkodzone, czy auto jest na chodzie, czy była policja i kto jest drugą stroną.',
      'Pierwsze pytanie zawsze dotyczy ludzi. Jeśli ktoś jest ranny, Lumi prosi o telefon pod 112 i przełącza rozmowę do dyżurnego rzeczoznawcy, nie kończąc formularza. Spór o winę, podejrzenie szkody całkowitej, samochód zarejestrowany za granicą albo ciężarówka z floty klienta korporacyjnego też trafiają do rzeczoznawcy, a w Pipedrive czeka już na niego streszczenie sprawy.',
      'Kiedy kierowca jest jeszcze na linii, Lumi wysyła mu SMS z linkiem do przesłania zdjęć uszkodzeń i dowodu rejestracyjnego, po czym sprawdza, czy pliki dotarły. Następnie proponuje najbliższy termin oględzin, w centrum albo z rzeczoznawcą mobilnym pod adresem kierowcy, i potwierdza go SMS-em.',
      'Cztery dni zajęło przełożenie scenariuszy ubezpieczycieli na rozmowy. Potem był 7-dniowy pilotaż, w którym Lumi AI odbierał nocą i w weekendy zgłoszenia klientów jednego ubezpieczyciela. Czternastego dnia przejął wszystkie połączenia, a konsultanci stali się drugą linią.',
    ],
    features: [
      'Zgłoszenia szkód przyjmowane głosem 24/7 po polsku, ukraińsku i angielsku',
      'Polisa odnaleziona po numerze rejestracyjnym i numerze telefonu dzwoniącego',
      'Link do zdjęć wysłany SMS-em i sprawdzony przed końcem rozmowy',
      'Oględziny umówione w tej samej rozmowie, w centrum lub pod adresem kierowcy',
      'Ranni, spory i podejrzenie szkody całkowitej kierowane do rzeczoznawcy ze streszczeniem',
    ],
    integrations: ['Asterisk', 'Pipedrive', 'Google Calendar', 'SMSAPI', 'Slack'],
  },
  results: {
    title: 'Co się zmieniło w cztery miesiące',
    metrics: [
      { value: '17% → 2%', label: 'połączenia porzucone w kolejce' },
      { value: '91%', label: 'zgłoszeń kompletnych po pierwszej rozmowie, wcześniej 74%' },
      { value: '−52%', label: 'koszt obsługi jednego zgłoszenia telefonicznego' },
      { value: '1,6 dnia', label: 'od telefonu do oględzin zamiast 3,4' },
    ],
    details: [
      'Lumi AI od początku do końca przyjmuje 78% zgłoszeń. Pozostałe 22% trafia do rzeczoznawcy już wypełnione, więc jego praca zaczyna się od decyzji, a nie od przepisywania danych. Oddzwaniać prawie nie trzeba, bo zdjęcia przychodzą jeszcze w trakcie rozmowy.',
      'Prawdziwym sprawdzianem była sierpniowa nawałnica: 1140 telefonów jednego dnia, bez kolejki i bez dodatkowych ludzi. Kierowcy z Ukrainy, 19% dzwoniących, przechodzą teraz całe zgłoszenie w swoim języku.',
      'Trzech z ośmiu konsultantów przeszło do weryfikacji dokumentów, a rzeczoznawcy dostają trasę na następny dzień już wieczorem, zamiast umawiać wizyty przez telefon. Jeden z ubezpieczycieli podłączył od tego czasu do infolinii również swoich klientów z Opola.',
    ],
  },
  testimonial: {
    quote:
      'Po każdej burzy telefony dzwoniły u nas bez przerwy przez trzy dni, a ludzie i tak się nie dodzwaniali. W sierpniu Lumi odebrał każde połączenie. Kierowcy jest wszystko jedno, kto przyjmuje zgłoszenie. Ważne, żeby ktoś odebrał i powiedział, kiedy przyjedzie rzeczoznawca.',
    author: 'Marek Zieliński, dyrektor operacyjny',
  },
  cta: {
    title: 'Czy w godzinach szczytu Twoja infolinia gubi dzwoniących?',
    button: 'Posłuchaj Lumi AI na żywo',
  },
} satisfies CaseStory;
