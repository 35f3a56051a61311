import type { CaseStory } from '@site/content';

export default {
  title: 'Od podpisanej umowy do pierwszej kampanii w 3 dni: onboarding reklamodawców w Barcelonie',
  fullTitle:
    'AgentLab AI i Lumi AI na platformie ad-tech: agenci AI sprawdzają dokumenty, konfigurują konta i przygotowują briefy pierwszych kampanii, a każdy nowy reklamodawca dostaje telefon powitalny',
  meta: {
    title: 'Onboarding na platformie ad-tech w Barcelonie: AgentLab AI',
    description:
      'Jak platforma reklamowa z Barcelony skróciła onboarding reklamodawcy z 9 do 3 dni roboczych, a jego koszt o 55%, dzięki agentom AgentLab AI i telefonom od Lumi AI.',
  },
  company: {
    name: 'Nauta Ads',
    industry: 'Platforma reklamy programatycznej',
    size: '140 pracowników, 6 menedżerów onboardingu',
    market: 'Hiszpania i Portugalia',
  },
  problem: {
    title: 'Dlaczego nowi reklamodawcy utykali',
    items: [
      'Co miesiąc umowę podpisywało około 180 reklamodawców, a sześciu menedżerów onboardingu robiło wszystko ręcznie, od sprawdzania dokumentów po tłumaczenie, jak wdrożyć tag śledzący. Od podpisu do pierwszej aktywnej kampanii mijało średnio 9 dni roboczych.',
      'Co trzeci wniosek wracał z powodu dokumentów: numeru VAT nie było w VIES, nazwa firmy w umowie różniła się od tej w danych do faktury albo odpis z rejestru handlowego był nieaktualny.',
      '45% reklamodawców startowało bez działającego tagu konwersji, więc pierwszej kampanii nie dało się optymalizować i wypadała gorzej, niż powinna.',
      'Briefy pierwszych kampanii przychodziły w połowie puste i menedżer potrzebował dwóch rozmów z klientem, by uzupełnić budżet, regiony, grupy odbiorców i formaty.',
      '22% reklamodawców, którzy podpisali umowę, po 30 dniach nie uruchomiło jeszcze ani jednej kampanii.',
    ],
  },
  solution: {
    title: 'Trzech agentów i telefon powitalny',
    description: [
      'Na AgentLab AI zbudowaliśmy trzech agentów do etapów, które pochłaniały najwięcej ręcznej pracy. Agent dokumentów czyta umowę, odpis z rejestru i dane do faktury, sprawdza numer VAT w VIES i porównuje nazwy firmy. Wyłapuje też strony docelowe, które łamią zasady reklamowe. Wszystko, co budzi wątpliwości, trafia do specjalisty ds. zgodności z zaznaczonym powodem.',
      'Agent konfiguracji zakłada konto przez API platformy, nadaje role, ustawia walutę i rozliczenia oraz generuje tag śledzący. Jeśli w ciągu 48 godzin nie przyjdzie zdarzenie testowe, pisze do programisty reklamodawcy z instrukcją dla jego CMS-a albo Google Tag Managera. Agent briefu analizuje stronę reklamodawcy i pyta tylko o to, czego tam nie znalazł: budżet, docelowy koszt leada, regiony, sezonowe szczyty. Opiekun klienta przegląda szkic briefu i zatwierdza go w HubSpocie.',
      'Lumi AI dzwoni do każdego nowego reklamodawcy w ciągu 15 minut od podpisania umowy, po hiszpańsku, portugalsku albo angielsku. W 4–5 minut opowiada, co wydarzy się przez najbliższe trzy dni, potwierdza kontakt techniczny, zadaje pierwsze pytania do briefu i umawia spotkanie startowe z opiekunem klienta. Jeśli trzeciego dnia tag wciąż nie działa, Lumi dzwoni ponownie.',
      'Zespół onboardingu dostał dostęp demonstracyjny następnego dnia roboczego po naszej pierwszej rozmowie. Dwunastego dnia trzej agenci pracowali już na prawdziwych wnioskach, a 14-dniowy pilotaż objął potem 40 reklamodawców z Hiszpanii. Od piątego tygodnia agenci obsługują każde nowe konto, także z Portugalii.',
    ],
    features: [
      'Agent dokumentów: weryfikacja VAT, nazw firmy i stron docelowych',
      'Agent konfiguracji: konto, rozliczenia i tag śledzący ustawione i przetestowane',
      'Agent briefu: szkic briefu pierwszej kampanii do akceptacji',
      'Telefon powitalny od Lumi AI i drugi telefon, jeśli tag nie działa',
      'Żadna kampania nie startuje bez zgody opiekuna klienta',
    ],
    integrations: ['HubSpot', 'DocuSign', 'VIES', 'Google Tag Manager', 'Slack'],
  },
  results: {
    title: 'Co pokazał pierwszy kwartał',
    metrics: [
      { value: '−55%', label: 'koszt onboardingu jednego reklamodawcy' },
      { value: '93%', label: 'nowych kont startuje z działającym śledzeniem konwersji' },
      { value: '22% → 9%', label: 'reklamodawcy bez kampanii 30 dni po podpisaniu umowy' },
      { value: '15 min', label: 'od podpisu do telefonu powitalnego' },
    ],
    details: [
      'Dokumenty wracają najwyżej raz, bo reklamodawca jeszcze w dniu podpisania dostaje w jednej wiadomości pełną listę braków. W pierwszym miesiącu agent dokumentów wychwycił 31 rozbieżności w numerach VAT i nazwach firm, które wcześniej wychodziły na jaw dopiero przy pierwszej fakturze.',
      'Tych samych sześciu menedżerów obsługuje te same 180 kont miesięcznie, ale nie goni już za tagami i nie przepisuje briefów. Odzyskany czas idzie na 20 największych reklamodawców, którzy mają teraz osobne sesje strategiczne.',
      'Skoro śledzenie działa od pierwszego dnia, mniej reklamodawców wstrzymuje kampanie po tygodniu bez widocznych konwersji, a ich wydatki w pierwszym miesiącu wzrosły o 18%.',
    ],
  },
  testimonial: {
    quote:
      'Najbardziej zaskoczył nas telefon powitalny. Reklamodawcy spodziewali się formularza, a kwadrans po podpisaniu umowy rozmawiali z kimś w swoim języku. Agenci sprawdzają, a mój zespół robi to, za co klienci nam płacą.',
    author: 'Marta Soler, dyrektorka onboardingu klientów',
  },
  cta: {
    title: 'Czy onboarding trwa u Ciebie dłużej niż sama sprzedaż?',
    button: 'Zobacz, co potrafią agenci AgentLab AI',
  },
} satisfies CaseStory;
