import type { CaseStory } from '@site/content';

export default {
  title: 'Qala Electronics: każdy telefon do sklepu odebrany, każde niedokończone zamówienie domknięte',
  fullTitle: 'Jak sieć sklepów z elektroniką w Ałmaty odbiera telefony i ratuje zamówienia z Lumi AI, a rozmowy sprzedawców ocenia z AI Sales Manager',
  meta: {
    title: 'Elektronika w Ałmaty: telefony do sklepów odbiera AI',
    description:
      'Jak Qala Electronics obsługuje 1400 telefonów dziennie z Lumi AI po rosyjsku i kazachsku, odzyskuje 24% porzuconych zamówień i ma o 94% mniej nieodebranych połączeń.',
  },
  company: {
    name: 'Qala Electronics',
    industry: 'Sprzedaż detaliczna elektroniki użytkowej i AGD',
    size: '260 pracowników, 7 sklepów i sklep internetowy',
    market: 'Kazachstan (Ałmaty)',
  },
  problem: {
    title: 'Telefony dzwoniące na sali sprzedaży',
    items: [
      'Do siedmiu sklepów dzwoniło około 1400 osób dziennie, a w czasie wyprzedaży nawet 3000. Sprzedawcy odbierali między jednym klientem a drugim i 31% połączeń przepadało.',
      'Większość dzwoniących pytała o te same cztery rzeczy: „Czy ten model jest w moim sklepie? Ile kosztuje? Jakie są warunki rat? Gdzie jest moje zamówienie?”',
      'Sześcioosobowe call center sprawdzało stany, dzwoniąc do sklepów, więc jedna odpowiedź w sprawie telewizora potrafiła zająć dziesięć minut.',
      'Około 22% zamówień internetowych nigdy nie zostało sfinalizowanych: klient wybierał sklep do odbioru, a potem nie płacił ani nie potwierdzał, a nikt nie miał czasu oddzwonić.',
      'Kierownicy nie wiedzieli, jak sprzedawcy prowadzą przekazane im rozmowy ani czy proponują przedłużoną gwarancję i akcesoria.',
    ],
  },
  solution: {
    title: 'Jeden głos dla siedmiu sklepów',
    description: [
      'Wszystkie numery sklepów przez centralę Asterisk sieci trafiły do Lumi AI. Asystent mówi po rosyjsku i kazachsku i zmienia język, gdy zmienia go rozmówca. Na bieżąco odczytuje stany każdego sklepu z 1C:Retail, podaje aktualną cenę i promocję, wyjaśnia raty przez Kaspi.kz i mówi, na jakim etapie jest zamówienie internetowe.',
      'Jeśli dzwoniący chce kupić, Lumi AI rezerwuje towar w najbliższym sklepie na 24 godziny i wysyła potwierdzenie na WhatsAppie. Sprawy, które wymagają człowieka, takie jak montaż piekarnika do zabudowy, firma kupująca 40 laptopów czy reklamacja, trafiają do sprzedawcy z krótkim podsumowaniem, więc klient niczego nie powtarza.',
      'Piętnaście minut po tym, jak zamówienie internetowe zostanie bez płatności albo potwierdzenia, Lumi AI dzwoni do klienta, pyta, co stanęło na przeszkodzie, proponuje raty albo bliższy punkt odbioru i potwierdza zamówienie jeszcze w trakcie rozmowy. Każdy wynik trafia do Bitrix24.',
      'AI Sales Manager ocenia rozmowy sprzedawców, zarówno przełączone przez Lumi AI, jak i ich własne oddzwonienia: powitanie, pytania o potrzeby, propozycję gwarancji i akcesoriów, domknięcie. Codzienny raport układa dla dyrektora sprzedaży ranking siedmiu sklepów.',
      'Uruchomienie zajęło 13 dni: cztery dni konfiguracji, potem 9-dniowy pilotaż na liniach dwóch sklepów, po którym włączyliśmy wszystkie siedem numerów i telefony w sprawie porzuconych zamówień.',
    ],
    features: [
      'Stany, ceny, promocje i status zamówień po rosyjsku i kazachsku, przez całą dobę',
      'Dostępność w konkretnym sklepie sprawdzana w 1C:Retail, gdy klient jest na linii',
      'Rezerwacja towaru na 24 godziny z potwierdzeniem na WhatsAppie',
      'Telefon 15 minut po porzuceniu zamówienia',
      'Codzienne oceny rozmów sprzedawców i ranking sklepów',
    ],
    integrations: ['Asterisk', '1C:Retail', 'Bitrix24', 'Kaspi.kz', 'WhatsApp Business'],
  },
  results: {
    title: 'Dwa miesiące po uruchomieniu',
    metrics: [
      { value: '68%', label: 'rozmów, które Lumi AI załatwia bez sprzedawcy' },
      { value: '24%', label: 'porzuconych zamówień odzyskanych telefonicznie' },
      { value: '−47%', label: 'koszt obsługi jednego połączenia' },
      { value: '+18%', label: 'sprzedaż telefoniczna z gwarancją lub akcesoriami' },
    ],
    details: [
      'Odsetek nieodebranych połączeń spadł z 31% do niecałych 2%, a są to osoby, które rozłączają się w pierwszych sekundach. Call center zmniejszyło się z sześciu osób do trzech, które przejmują przełączone rozmowy i zamówienia firmowe.',
      'Na każde sto porzuconych zamówień 24 są teraz finalizowane po telefonie od Lumi AI. Typowe przeszkody, czyli wątpliwości co do rat i zbyt odległy sklep odbioru, udaje się rozwiązać w trakcie rozmowy.',
      'Raporty pokazały, że w dwóch sklepach przez telefon prawie nikt nie proponował przedłużonej gwarancji. Po miesiącu szkoleń na ocenionych rozmowach sprzedaż telefoniczna z gwarancją lub akcesoriami wzrosła o 18%.',
    ],
  },
  testimonial: {
    quote:
      'W jesiennej wyprzedaży traciliśmy co trzeci telefon, a razem z nim klientów. Dziś Lumi AI odbiera każdy telefon, po rosyjsku albo kazachsku, wie, co leży na półce w każdym sklepie, i oddzwania do tych, którzy nie dokończyli zamówienia. Nasi sprzedawcy wreszcie sprzedają, zamiast stać przy telefonie.',
    author: 'Aidar Seitkali, dyrektor handlowy Qala Electronics',
  },
  cta: {
    title: 'Niech Lumi AI odbiera telefony do Twoich sklepów',
    button: 'Poznaj Lumi AI',
  },
} satisfies CaseStory;
