import type { ThankYouPage } from '@site/content';

export default {
  seo: {
    title: 'Dziękujemy',
    description: 'Twoje zgłoszenie dotarło do Synthry: handlowiec odezwie się najpóźniej następnego dnia roboczego.',
  },
  title: 'Dziękujemy! Zgłoszenie jest już u nas',
  lead: 'Oto, co wydarzy się dalej i co możesz obejrzeć w międzyczasie.',
  steps: {
    title: 'Co dalej',
    now: {
      when: 'Teraz',
      text: 'Zgłoszenie trafiło do naszych handlowców i niczego więcej od Ciebie nie potrzebujemy.',
    },
    nextDay: {
      when: 'Najpóźniej następnego dnia roboczego',
      text: 'Handlowiec oddzwoni na numer podany w formularzu.',
    },
    calling: {
      when: 'W ciągu minuty',
      text: 'Lumi zadzwoni pod numer podany w formularzu: zada kilka pytań o Twoją firmę i jeszcze w tej samej rozmowie może umówić Cię na spotkanie z menedżerem.',
    },
    morning: {
      when: ({ time }) => `${time} czasu lokalnego numeru`,
      text: 'Tego ranka Lumi zadzwoni pod Twój numer, zapyta o Twoją firmę i podczas rozmowy może umówić Cię na spotkanie z menedżerem.',
    },
    booked: {
      when: ({ Day, time, zone }) => `${Day}, ${time} (${zone})`,
      text: ({ manager }) =>
        `Wideospotkanie z menedżerem: ${manager}. Zaproszenie z linkiem jest już w Twojej skrzynce, a menedżer przeczyta wcześniej Twoje zgłoszenie.`,
    },
    call: {
      when: 'Podczas tej rozmowy',
      text: 'Posłuchamy, jak dziś pracuje Twój zespół, i ustalimy, co pokazać najpierw: prezentację, próbkę na Twoich danych czy pilotaż.',
    },
  },
  offers: {
    title: 'Zanim zadzwonimy',
    report: {
      title: 'Przykładowy raport',
      text: 'Poranny raport, który AI Sales Manager wysyła szefowi sprzedaży: dzień rozmów z ocenami, ranking handlowców i wskazówka dla każdego z nich.',
      action: 'Otwórz przykładowy raport',
    },
    demo: {
      title: 'Porozmawiaj z Lumi teraz',
      text: 'Poproś Lumi o termin tak, jak zrobiliby to Twoi klienci: demo na żywo wpisze go do przykładowego grafiku, a Ty usłyszysz całą rozmowę.',
      action: 'Wypróbuj demo na żywo',
    },
    case: {
      title: ({ client, product }) => `${client}: ${product} w praktyce`,
      text: ({ industry }) => `Historia ${industry}: co chciano naprawić, jak przebiegło uruchomienie i jakie liczby udało się osiągnąć.`,
      action: 'Przeczytaj historię wdrożenia',
    },
    proof: {
      title: ({ product }) => `${product} oczami klientów`,
      text: ({ product }) => `Opinie i wyniki klientów, którzy na co dzień pracują z ${product}.`,
      action: 'Przeczytaj opinie klientów',
    },
    cases: {
      title: 'Historie wdrożeń',
      text: 'Osiem firm, problem każdej z nich i wyniki, które osiągnęły dzięki naszym produktom.',
      action: 'Przeczytaj historie wdrożeń',
    },
    trust: {
      title: 'Dokąd trafiają Twoje dane',
      text: 'Gdzie przechowujemy to, co przesyłają nam odwiedzający, kto to przetwarza i jak długo, zanim podczas rozmowy podzielisz się czymś więcej.',
      action: 'Otwórz stronę „Dane i bezpieczeństwo”',
    },
    assistant: {
      title: 'Zapytaj naszego asystenta',
      text: 'Masz pytania przed rozmową? Asystent odpowie od razu, głosem lub na piśmie: otwórz go tutaj albo naciśnij jego przycisk w rogu dowolnej strony.',
      action: 'Napisz do asystenta',
    },
  },
  industries: {
    healthcare: 'centrum medycznego',
    services: 'firmy usługowej',
    b2b: 'firmy B2B',
    ecommerce: 'sklepu internetowego',
    retail: 'sieci handlowej',
    saas: 'firmy SaaS',
  },
  backHome: 'Wróć na stronę główną',
} satisfies ThankYouPage;
