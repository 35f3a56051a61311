import type { CaseStory } from '@site/content';

export default {
  title: 'Czterech agentów AI, trzy punkty kontroli człowieka: jak berlińska agencja urosła bez rekrutacji',
  fullTitle:
    'AgentLab AI w agencji marketingu B2B: research, plany treści, szkice tekstów i raporty dla klientów przygotowują agenci AI, a zatwierdzają ludzie',
  meta: {
    title: 'Agencja marketingowa z Berlina: wielu agentów AgentLab AI',
    description:
      'Agencja B2B z Berlina prowadzi research, plany treści, szkice i raporty z czterema agentami AgentLab AI i akceptacją ludzi: raport w 1,5 h, 7 nowych klientów.',
  },
  company: {
    name: 'Spreewerk',
    industry: 'Agencja content marketingu i kampanii efektywnościowych B2B',
    size: '38 pracowników, na starcie 24 klientów abonamentowych',
    market: 'Niemcy, Austria i Szwajcaria',
  },
  problem: {
    title: 'Na co szły godziny agencji',
    items: [
      'Na początku każdego miesiąca opiekunowie klientów spędzali około 6 godzin na klienta, przenosząc liczby z Google Analytics 4, Google Ads, LinkedIn Ads i HubSpota do slajdów; przy 24 klientach dawało to mniej więcej 145 godzin.',
      'Analiza konkurencji i słów kluczowych do kwartalnego planu treści zajmowała 8–10 godzin na klienta, więc często robiono ją po łebkach.',
      'Starsi copywriterzy sami pisali każdą pierwszą wersję postów na LinkedInie i newsletterów, a zaległości w tekstach sięgały trzech tygodni.',
      'W pierwszym kwartale agencja odmówiła dwóm nowym klientom, bo nie miał ich kto obsłużyć.',
      'Klienci z branży przemysłowej mają ścisłe zasady terminologii, a partnerzy nie chcieli wypuścić żadnego tekstu AI bez sprawdzenia.',
    ],
  },
  solution: {
    title: 'Zespół agentów, który pracuje tak jak agencja',
    description: [
      'Na AgentLab AI zbudowaliśmy czterech agentów, którzy przekazują sobie pracę przez Asanę, tak jak robili to wcześniej ludzie z agencji. Każdy klient ma osobną przestrzeń z własnym słownikiem, zasadami tonu, zatwierdzonymi tekstami i dostępami do danych, więc nic nie przechodzi od jednego klienta do drugiego.',
      'Agent researchu co tydzień przegląda strony konkurentów, LinkedIna, media branżowe i zapytania z Search Console, a potem pisze jednostronicowe podsumowanie z linkiem do każdego źródła. Raz na kwartał agent planowania zamienia te podsumowania i wyniki z poprzednich trzech miesięcy w projekt planu treści, a strateg zatwierdza go, skraca albo uzupełnia o nowe tematy.',
      'Agent tekstów szkicuje posty na LinkedInie, newslettery i konspekty artykułów po niemiecku i angielsku, tonem i słownictwem klienta. Copywriter redaguje i zatwierdza każdy szkic; do publikacji przechodzą tylko teksty z akceptacją. W pierwszy poniedziałek miesiąca agent raportów zbiera liczby z kont reklamowych i HubSpota, składa raport miesięczny i szkicuje komentarz, który opiekun klienta sprawdza przed wysłaniem.',
      'Cały zespół miał dostęp demonstracyjny od następnego dnia roboczego po pierwszej rozmowie z nami. Czternastego dnia czterej agenci pracowali już dla trzech klientów pilotażowych; w trakcie 14-dniowego pilotażu, który nastąpił potem, dwie rundy przeglądu pokazały, gdzie dostroić instrukcje i punkty kontroli. W ciągu kolejnych sześciu tygodni agenci przejęli wszystkich 24 klientów.',
    ],
    features: [
      'Agent researchu: cotygodniowe podsumowanie na temat konkurencji i rynku, ze źródłami',
      'Agent planowania: kwartalny plan treści oparty na researchu i dotychczasowych wynikach',
      'Agent tekstów: szkice po niemiecku i angielsku w tonie i terminologii każdego klienta',
      'Agent raportów: raport miesięczny ze szkicem komentarza',
      'Punkty akceptacji dla stratega, copywritera i opiekuna klienta',
    ],
    integrations: ['Google Analytics 4', 'Google Ads', 'LinkedIn Ads', 'HubSpot', 'Google Search Console', 'Asana', 'Slack'],
  },
  results: {
    title: 'Cztery miesiące później',
    metrics: [
      { value: '1,5 h', label: 'czas przygotowania raportu miesięcznego dla klienta, wcześniej 6' },
      { value: '3 tygodnie → 4 dni', label: 'zaległości w tekstach' },
      { value: '68%', label: 'szkiców zatwierdzonych po drobnych poprawkach' },
      { value: '−41%', label: 'koszt przygotowania kwartalnego planu treści' },
    ],
    details: [
      'Raporty trafiają do klientów w pierwszy poniedziałek miesiąca, a nie piątego dnia roboczego, a opiekunowie klientów poświęcają czas na wnioski zamiast na przepisywanie liczb. Przy 24 klientach już to uwolniło ponad 100 godzin miesięcznie.',
      'Copywriterzy redagują teraz gotowe szkice, zamiast zaczynać od pustej strony, a seniorzy znów mają czas na raporty eksperckie i wystąpienia na targach.',
      'Z tymi samymi 38 osobami Spreewerk pozyskał 7 nowych klientów abonamentowych i urósł z 24 do 31. Zasada, od której partnerzy zaczęli, wciąż obowiązuje: żaden tekst ani żadna liczba nie trafia do klienta bez akceptacji osoby, która za nie odpowiada.',
    ],
  },
  testimonial: {
    quote:
      'Nie chciałem, żeby do naszych klientów pisała maszyna. Chciałem, żeby moi opiekunowie klientów przestali przeklejać liczby do slajdów. I to dostaliśmy: agenci przygotowują, ludzie decydują, a każdy tekst wciąż wychodzi pod nazwiskiem kogoś z naszego zespołu.',
    author: 'Jonas Albrecht, partner zarządzający',
  },
  cta: {
    title: 'Czy Twoją agencję ogranicza liczba godzin, a nie liczba klientów?',
    button: 'Poznaj AgentLab AI',
  },
} satisfies CaseStory;
