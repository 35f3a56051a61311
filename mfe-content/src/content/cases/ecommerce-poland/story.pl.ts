import type { CaseStory } from '@site/content';
import { FACTS, formatPeriod, formatScale } from '@site/model';

const { cardsPerDayByHand, minutesToCheckCard, focusGroupAgents, assessmentParameters, purchaseIndex } = FACTS;

export default {
  title: 'Półka i Spółka: od zdjęć dostawcy do sprzedaży w trzy dni',
  fullTitle: 'Jak warszawski sklep z wyposażeniem domu pisze karty produktów, dobiera asortyment i odzyskuje koszyki dzięki AI Commerce Suite i AI Seller 24/7',
  meta: {
    title: 'Sklep z wyposażeniem domu w Warszawie: +31% konwersji',
    description:
      'Jak Półka i Spółka dzięki SnapCard AI, AI Focus Group i SellMate AI szybciej wprowadza nowości, trafniej zamawia towar i podnosi konwersję sklepu o 31%.',
  },
  company: {
    name: 'Półka i Spółka',
    industry: 'Sklep internetowy z naczyniami i wyposażeniem domu',
    size: '22 pracowników, 4800 produktów, własny magazyn',
    market: 'Polska (Warszawa)',
  },
  problem: {
    title: 'Katalog rósł szybciej niż zespół',
    items: [
      `Co sezon dostawcy przysyłali około 300 nowych produktów, do których dołączali tylko zdjęcia i karty katalogowe; jedna copywriterka pisała ${cardsPerDayByHand.min}–${cardsPerDayByHand.max} kart produktów dziennie, więc ostatnie nowości trafiały do sprzedaży dopiero po 4–5 tygodniach.`,
      'Opisy w sklepie i na Allegro przygotowywały różne osoby, dlatego wymiary, materiały czy informacja o myciu w zmywarce potrafiły się między nimi różnić.',
      'Towar zamawiano na wyczucie: 30% zeszłorocznych jesiennych nowości nie sprzedało nawet połowy zapasu i wylądowało na wyprzedaży.',
      'Konwersja utknęła na 1,6%, klienci porzucali 78% koszyków, a 46% zamówień spływało między 19:00 a 23:00, kiedy obie osoby z obsługi klienta były już po pracy.',
    ],
  },
  solution: {
    title: 'Trzy moduły na drodze produktu od magazynu do klienta i sprzedawca w komunikatorach',
    description: [
      `SnapCard AI zaczyna pracę, gdy towar przyjeżdża do magazynu. Magazynier robi od trzech do sześciu zdjęć, a moduł na ich podstawie i według karty katalogowej dostawcy przygotowuje polską kartę produktu: nazwę, opis, wymiary, materiały, zalecenia pielęgnacyjne, pola SEO i parametry Allegro. Redaktorka przegląda szkic i publikuje go w ${formatPeriod(minutesToCheckCard, 'minutes', 'pl')} zamiast 35.`,
      `AI Focus Group wchodzi do gry, zanim kupiec złoży zamówienie u dostawcy. Wgrywa zdjęcia, cenę i roboczy opis produktu, nad którym się zastanawia, a ${focusGroupAgents} agentów AI wzorowanych na klientach sklepu – od młodej pary wynajmującej mieszkanie na Mokotowie po kogoś, kto szuka prezentu na parapetówkę – dyskutuje o nim jak prawdziwa grupa fokusowa. Wynikiem jest indeks potencjału zakupowego w skali ${formatScale(purchaseIndex)} i ponad ${assessmentParameters} parametrów, od odbioru ceny po obiekcje. Produkty z wynikiem poniżej 55 odpadają albo wracają do poprawki.`,
      'SellMate AI pracuje na stronie: odpowiada na pytania pod produktami, podpowiada, co pasuje do rzeczy w koszyku – pokrywki do kompletu garnków, deskę do noża – a osobom, które porzuciły koszyk, wysyła e-mail albo SMS z nazwą konkretnego produktu i powodem, by wrócić, na przykład dostawą do paczkomatu InPost już następnego dnia. AI Seller 24/7 odpisuje w Messengerze, na Instagramie i w WhatsAppie: sprawdza status zamówienia w BaseLinkerze i wyjaśnia zasady zwrotów o każdej porze, również późnym wieczorem.',
      'Całe wdrożenie zajęło 14 dni. W pierwsze cztery dni SnapCard AI opracował 300 produktów kolekcji jesiennej. Potem SellMate AI i AI Seller 24/7 przeszły 10-dniowy pilotaż w kategorii „Kuchnia” i dopiero po nim objęły cały katalog.',
    ],
    features: [
      'Karty produktów do sklepu i na Allegro z 3–6 zdjęć i karty katalogowej dostawcy',
      `Indeks potencjału zakupowego od ${focusGroupAgents} agentów AI przed każdym zamówieniem u dostawcy`,
      'E-maile i SMS-y, które przypominają o porzuconym koszyku i nazywają konkretny produkt',
      'Status zamówienia i zwroty w komunikatorach, także po godzinach pracy sklepu',
    ],
    integrations: ['PrestaShop', 'Allegro', 'BaseLinker', 'InPost', 'Przelewy24', 'Messenger', 'Instagram', 'WhatsApp Business'],
  },
  results: {
    title: 'Po jednym sezonie',
    metrics: [
      { value: `${minutesToCheckCard} min`, label: 'czas sprawdzenia karty produktu, wcześniej 35' },
      { value: '14%', label: 'porzucone koszyki, które wracają jako zamówienia' },
      { value: '+12%', label: 'średnia wartość zamówienia' },
      { value: '−47%', label: 'nowości, które pod koniec sezonu idą na wyprzedaż' },
    ],
    details: [
      'Cztery miesiące po starcie sklep zamienia w zamówienia 2,1% wizyt, a nie 1,6% jak wcześniej. Nowości trafiają do sklepu trzy dni po dostawie, więc jesienna kolekcja była online, zanim konkurenci zdążyli opisać swoje.',
      'Kupiec przepuścił przez AI Focus Group 140 produktów i zamówił 96 z nich; spośród tych, które dostały ponad 70 punktów, 88% wyprzedało się w regularnej cenie. AI Seller 24/7 prowadzi około 1900 rozmów w komunikatorach miesięcznie, 81% bez udziału człowieka, więc obsłudze klienta zostały tylko reklamacje i zamówienia hurtowe.',
    ],
  },
  testimonial: {
    quote:
      'Kiedyś wybierałam nowości ze zdjęć i na nosa. Teraz, zanim zamówię choćby jedną paletę, słyszę, co powiedziałoby o produkcie dwudziestu różnych klientów, a opisy są gotowe, zanim towar trafi na półkę. Wieczorne czaty czekały dawniej do rana, dziś kończą się zamówieniem.',
    author: 'Agnieszka Wróbel, współzałożycielka',
  },
  cta: {
    title: 'Sprawdź, co AI Commerce Suite zrobi z Twoim katalogiem',
    button: 'Poznaj AI Commerce Suite',
  },
} satisfies CaseStory;
