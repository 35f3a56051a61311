import type { CaseStory } from '@site/content';
import { FACTS, formatPeriod } from '@site/model';

const { protocolMinutes, visitMinutes, reminderHoursBefore } = FACTS;
const [dayBefore, hoursBefore] = reminderHoursBefore;

export default {
  title: 'Jak kijowskie centrum medyczne przestało tracić pacjentów przez nieodebrane telefony',
  fullTitle: 'MediFlow AI i Lumi AI w centrum medycznym z pięcioma filiami: zapisy przez całą dobę, wywiad przed wizytą i protokoły z kodami ICD-10',
  meta: {
    title: 'Centrum medyczne w Kijowie: MediFlow AI i Lumi AI',
    description: `Jak przychodnia z Kijowa ograniczyła nieodebrane telefony o 68%, a czas protokołu z ${protocolMinutes.before} do ${protocolMinutes.after} minut. MediFlow AI i Lumi AI działały w 5 filiach po 14 dniach.`,
  },
  company: {
    name: 'Centrum Medyczne Veres',
    industry: 'Wielospecjalistyczna opieka ambulatoryjna',
    size: '310 pracowników, 64 lekarzy, 5 filii',
    market: 'Kijów, Ukraina',
  },
  problem: {
    title: 'Co nie działało',
    items: [
      'Dziewięć rejestratorek odbierało około 1900 telefonów dziennie dla pięciu filii. W porannym szczycie, między 8:00 a 10:00, kolejka rosła szybciej, niż dało się ją obsłużyć, i każdego dnia mniej więcej 340 połączeń zostawało bez odpowiedzi.',
      'Po 20:00 i w niedziele telefony trafiały na pocztę głosową, której nikt nie odsłuchiwał przed rankiem, więc pacjenci dzwoniący wieczorem zapisywali się do innej przychodni.',
      `Z ${visitMinutes}-minutowej wizyty lekarz spędzał około ${protocolMinutes.before} minut na wpisywaniu wywiadu i protokołu, a każda filia miała własny szablon.`,
      'Kody ICD-10 wybierano z pamięci, a ubezpieczyciele odsyłali 6,2% faktur, bo kod nie pasował do usługi.',
      'Co siódmy zapisany pacjent ani nie przychodził, ani nie odwoływał wizyty.',
    ],
  },
  solution: {
    title: 'Co zbudowaliśmy i jak to uruchomiliśmy',
    description: [
      'Zaczęliśmy od telefonu, bo tam uciekali pacjenci. Główny numer przejął FrontDesk, asystent pacjenta w MediFlow AI, a jego głosem na linii jest Lumi AI, nasz asystent głosowy. Przez telefon FrontDesk mówi po ukraińsku, a z pacjentami z zagranicy przechodzi na angielski; zapisuje, przekłada i odwołuje wizyty w Helsi, wyjaśnia też, jak przygotować się do badań. Gdy dzwoniący wspomni o bólu w klatce piersiowej albo krwawieniu, asystent niczego nie rezerwuje: radzi wezwać karetkę pod numerem 103 i łączy z dyżurną rejestratorką.',
      `W Viberze, Telegramie i czacie na stronie FrontDesk robi to samo na piśmie i wysyła przypomnienia z przyciskiem do zmiany terminu, ${dayBefore} i ${formatPeriod(hoursBefore, 'hours', 'pl')} przed wizytą. Dzień przed pierwszą wizytą pyta o dolegliwości, choroby przewlekłe, przyjmowane leki i alergie. Doctor AI zamienia odpowiedzi w uporządkowany wywiad w karcie pacjenta, a potem z notatek podyktowanych przez lekarza przygotowuje projekt protokołu według jednego szablonu dla wszystkich filii, z podpowiedzią kodów ICD-10. Lekarz poprawia i podpisuje; bez jego podpisu nic nie trafia do dokumentacji.`,
      `FrontDesk w komunikatorach i na linii telefonicznej, mówiący głosem Lumi AI, ruszył siódmego dnia w filii na Obołoni, a czternastego we wszystkich pięciu. Doctor AI przychodnia postanowiła wprowadzać stopniowo: najpierw korzystało z niego 12 lekarzy rodzinnych i pediatrów, a w szóstym tygodniu już wszyscy 64 lekarze. Dane są szyfrowane, dostęp zależy od roli pracownika, a każde otwarcie karty trafia do rejestru, zgodnie z ukraińskim prawem ochrony danych i RODO. HIPAA dotyczy tylko klinik przetwarzających dane pacjentów z USA; dla nich MediFlow AI zbudowaliśmy zgodnie z jej wymogami według naszej własnej oceny, bez certyfikatu.`,
    ],
    features: [
      'FrontDesk na głównej linii dniem i nocą, głosem Lumi AI, pilne sprawy przekazywane człowiekowi',
      'Zapisy przez FrontDesk w Viberze, Telegramie i czacie na stronie',
      `Przypomnienia ${formatPeriod(dayBefore, 'hours', 'pl')} i ${formatPeriod(hoursBefore, 'hours', 'pl')} przed wizytą`,
      'Wywiad zbierany dzień przed pierwszą wizytą',
      'Protokoły Doctor AI z podpowiedzią kodów ICD-10, podpisywane przez lekarza',
    ],
    integrations: ['Helsi', 'Binotel', 'Viber', 'Telegram'],
  },
  results: {
    title: 'Wyniki po trzech miesiącach',
    metrics: [
      { value: `${protocolMinutes.after} min`, label: `czas wypełnienia protokołu wizyty, wcześniej ${protocolMinutes.before}` },
      { value: '34%', label: 'zapisy dokonane po 20:00 lub w niedzielę' },
      { value: '14% → 8%', label: 'pacjenci, którzy nie przyszli na wizytę' },
      { value: '6,2% → 1,4%', label: 'faktury zwrócone przez ubezpieczycieli' },
    ],
    details: [
      'FrontDesk samodzielnie załatwia 61% połączeń, a resztę przekazuje rejestracji ze streszczeniem rozmowy. Liczba nieodebranych telefonów spadła z około 340 do 110 dziennie, a trzy rejestratorki przeszły od słuchawek do najbardziej obleganych punktów rejestracji.',
      'Lekarze zyskali około półtorej godziny na każdym dyżurze z dziesięcioma wizytami. Centrum zamieniło ten czas na wieczorne godziny przyjęć w pediatrii i ginekologii, nikogo nie zatrudniając. Wspólny szablon zrobił to, czego nie dały lata wewnętrznych okólników: każda filia koduje teraz tak samo.',
    ],
  },
  testimonial: {
    quote:
      'Myśleliśmy, że potrzebujemy więcej rejestratorek. Potrzebowaliśmy kogoś, kto odbierze o 8:05 i o 23:00 i nie zgubi danych pacjenta po drodze do lekarza. Najbardziej sceptyczni byli lekarze, a dziś żaden z nich nie chce wracać do ręcznego pisania protokołów.',
    author: 'Iryna Tkachenko, dyrektorka medyczna',
  },
  cta: {
    title: 'Czy przez nieodebrane telefony Twoja przychodnia traci pacjentów, a lekarze godziny na papierach?',
    button: 'Poznaj MediFlow AI',
  },
} satisfies CaseStory;
