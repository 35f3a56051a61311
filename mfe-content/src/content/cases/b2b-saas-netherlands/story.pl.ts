import type { CaseStory } from '@site/content';

export default {
  title: 'Roosterwerk: asystent tekstowy, który zamienia wersje próbne w umówione dema',
  fullTitle: 'Jak holenderska firma B2B SaaS kwalifikuje użytkowników wersji próbnej z AI Seller 24/7 i szkoli zespół prowadzący dema z AI Sales Manager',
  meta: {
    title: 'B2B SaaS w Holandii: wersje próbne kwalifikowane przez AI',
    description:
      'Jak Roosterwerk kwalifikuje użytkowników wersji próbnej na czacie z AI Seller 24/7, umawia dema z pasującymi firmami i podnosi konwersję na płatny plan o 34%.',
  },
  company: {
    name: 'Roosterwerk',
    industry: 'B2B SaaS: grafiki pracy dla gastronomii i handlu',
    size: '70 pracowników, 4 SDR-ów i 5 handlowców prowadzących dema',
    market: 'Holandia i Belgia (biuro w Utrechcie)',
  },
  problem: {
    title: 'Setki wersji próbnych i nikt, kto by z nimi porozmawiał',
    items: [
      'Co miesiąc około 900 firm zaczynało 30-dniowy darmowy okres próbny, często późnym wieczorem po zmianie, a czterech SDR-ów docierało mniej więcej do jednej trzeciej z nich.',
      'Sześciu na dziesięciu użytkowników wersji próbnej nie układało nawet pierwszego grafiku, czyli kroku, po którym większość klientów zaczynała płacić.',
      'Demo dostawał każdy, kto poprosił, i 31% prezentacji trafiało do jednolokalowych kawiarni albo studentów, daleko od profilu docelowego: pięciu lokalizacji lub 50 pracowników.',
      'Nikt nie potrafił wyjaśnić, dlaczego jedni handlowcy domykają sprzedaż dwa razy częściej niż inni: to, co działo się na demach, zostawało na demach.',
    ],
  },
  solution: {
    title: 'Asystent tekstowy w wersji próbnej i karta ocen każdego dema',
    description: [
      'AI Seller 24/7 stał się asystentem tekstowym w czacie wewnątrz aplikacji, w czacie na stronie i na WhatsAppie dla tych, którzy zostawiają numer. W ciągu minuty od rejestracji wita użytkownika po imieniu i pomaga mu ułożyć pierwszy grafik: zaimportować pracowników z arkusza, ustawić godziny otwarcia, dodać rodzaje zmian.',
      'Pomagając, dowiaduje się tego, czego potrzebuje sprzedaż: ile firma ma lokalizacji i pracowników, czym się dziś posługuje, Excelem, papierem czy produktem konkurencji, i kto podejmuje decyzję. Zdarzenia produktowe z Segmentu pokazują, gdzie użytkownik się zatrzymał, więc asystent wraca we właściwym momencie: „Masz już 12 pracowników, ale jeszcze żadnej zmiany. Pokazać, jak skopiować zeszły tydzień?”',
      'Gdy firma pasuje do profilu, asystent proponuje demo i przez HubSpota wpisuje je do kalendarza właściwego handlowca, z notatkami o firmie i jej pytaniach. Mniejsze zespoły dostają krótkie poradniki i link do cennika, a duże konta uruchamiają alert na Slacku.',
      'AI Sales Manager analizuje nagrane dema z Google Meet i Zooma: czy handlowiec zadał pytania o potrzeby, pokazał funkcje związane z problemem klienta, omówił cenę i ustalił kolejny krok. Następnego ranka każdy handlowiec dostaje oceny swoich dem i wskazówkę na następne.',
      'Projekt zajął 11 dni. Scenariusze powstały na podstawie 2300 archiwalnych czatów i skryptu sprzedażowego zespołu SDR, a 7-dniowy pilotaż objął wersje próbne w języku niderlandzkim, zanim dołączyliśmy angielski i niemiecki.',
    ],
    features: [
      'Pomoc we wdrożeniu w ciągu minuty od rejestracji, po niderlandzku, angielsku i niemiecku',
      'Kwalifikacja według liczby lokalizacji i pracowników, obecnego narzędzia i osoby decyzyjnej',
      'Podpowiedzi wywoływane zdarzeniami w produkcie, gdy użytkownik utknie',
      'Dema wpisane do kalendarza handlowca, z podsumowaniem w HubSpocie',
      'Rozmowy demo oceniane pod kątem pytań o potrzeby, wartości, ceny i kolejnego kroku',
    ],
    integrations: ['HubSpot', 'Segment', 'Slack', 'Google Meet', 'Zoom', 'WhatsApp Business'],
  },
  results: {
    title: 'Co się zmieniło w dwa kwartały',
    metrics: [
      { value: '< 1 min', label: 'pierwsza odpowiedź dla nowego użytkownika, wcześniej następnego dnia roboczego' },
      { value: '71%', label: 'użytkowników wersji próbnej rozmawia z asystentem, wobec 35%, do których docierali SDR-owie' },
      { value: '9%', label: 'dem trafia do firm spoza profilu, wcześniej 31%' },
      { value: '84%', label: 'dem kończy się ustalonym kolejnym krokiem, wcześniej 57%' },
    ],
    details: [
      'Konwersja z wersji próbnej na płatną wzrosła z 9,1% do 12,2%. Najwięcej dał pierwszy grafik: układa go teraz 58% użytkowników wersji próbnej, wobec 40% wcześniej, bo pomoc przychodzi w chwili, gdy utkną, a nie dzień później.',
      'Czterech SDR-ów przygotowuje teraz dema dla dużych kont, które wskazuje asystent, zamiast gonić za zimnymi rejestracjami. AI Sales Manager pokazał, że najskuteczniejsi handlowcy zawsze pytali, jak grafiki powstają dziś, zanim pokazali produkt; po sześciu tygodniach coachingu ten nawyk przejęli pozostali.',
    ],
  },
  testimonial: {
    quote:
      'Nasza wersja próbna była poczekalnią: ludzie się rejestrowali, rozglądali i odchodzili, zanim dotarł do nich SDR. Dziś każdy dostaje pomoc w pierwszej minucie, a moi handlowcy wchodzą na demo, wiedząc już, co to za firma, jak jest duża i z czym sobie nie radzi.',
    author: 'Lotte Jansen, dyrektorka sprzedaży',
  },
  cta: {
    title: 'Zamień użytkowników wersji próbnej w umówione dema',
    button: 'Poznaj AI Seller 24/7',
  },
} satisfies CaseStory;
