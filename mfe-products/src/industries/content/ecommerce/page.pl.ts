import type { IndustryPageContent } from '@site/content';
import { FACTS, PRICING, RESOLVED_PERCENT, amountOf, estimateMonthly, formatCount, formatEuros } from '@site/model';
import facts from './facts';

const lang = 'pl';
const month = estimateMonthly(facts.estimate);
const { cards, tests, conversations } = facts.estimate;
const euros = (amount: number) => formatEuros(Math.round(amount), lang);
const { allowances } = PRICING['ai-commerce'];

export default {
  seo: {
    title: 'AI dla sklepów online: karty, testy i sprzedaż na czacie',
    description:
      'Jak sklep internetowy pisze karty produktów ze zdjęć, testuje produkty przed zamówieniem towaru i odpowiada kupującym nocą z AI Commerce Suite i AI Seller 24/7.',
  },
  name: 'E-commerce',
  hero: {
    eyebrow: 'Dla sklepów internetowych',
    title: 'Nowe produkty w sklepie w kilka dni, a kupujący z odpowiedzią o jedenastej wieczorem',
    lead: `SnapCard AI przygotowuje szkic karty ze zdjęć produktu w ${FACTS.cardDraftSeconds} sekund, AI Focus Group testuje produkt, zanim zamówisz towar, a SellMate AI i AI Seller 24/7 odpowiadają kupującym na stronie i w komunikatorach.`,
  },
  problems: {
    title: 'Co spowalnia sklep internetowy',
    items: [
      {
        title: 'Karty, które czekają na copywritera',
        text: `Copywriter pisze ${FACTS.cardsPerDayByHand.min}–${FACTS.cardsPerDayByHand.max} kart dziennie, więc dostawa leży w magazynie, a sezon już się zaczął.`,
      },
      { title: 'Towar kupowany na wyczucie', text: 'Nowości zamawia się na wyczucie, a te, które się nie sprzedają, lądują na wyprzedaży.' },
      {
        title: 'Pytania po godzinach',
        text: 'Duża część zakupów dzieje się wieczorem, gdy obsługa klienta jest już w domu, a pytanie bez odpowiedzi to porzucony koszyk.',
      },
    ],
  },
  products: {
    title: 'Który produkt co robi',
    roles: [
      'AI Commerce Suite: SnapCard AI pisze karty zgodnie z zasadami każdego marketplace’u, AI Focus Group ocenia produkt z panelem wirtualnych kupujących, a SellMate AI odpowiada na stronach produktów i odzyskuje porzucone koszyki.',
      'AI Seller 24/7 odpowiada w Messengerze, na Instagram Direct i w WhatsAppie, sprawdza status zamówienia i o każdej porze wyjaśnia zasady zwrotów.',
    ],
    together:
      'Pakiet wprowadza produkty do sklepu i sprzedaje je na stronie, bot przejmuje pytania z komunikatorów, a reklamacje oba przekazują Twojemu zespołowi.',
  },
  choose: {
    title: 'SellMate AI czy AI Seller 24/7?',
    items: [
      {
        when: 'Kupujący pytają na stronach produktów, a koszyki zostają porzucone',
        pick: 'SellMate AI, moduł pakietu do strony i porzuconych koszyków.',
      },
      {
        when: 'Kupujący pytają w Messengerze, na Instagramie i w WhatsAppie o zamówienia i zwroty',
        pick: 'AI Seller 24/7, połączony z Twoim systemem zamówień i z czterema kanałami.',
      },
      { when: 'Jedno i drugie, jak w większości sklepów', pick: 'Oba: korzystają z tego samego katalogu, a każdy obsługuje własny kanał.' },
    ],
  },
  systems: {
    title: 'Połączony ze sklepem, marketplace’ami i dostawą',
    lead: 'Karty trafiają jednocześnie do sklepu i na marketplace; status zamówienia pochodzi z systemu, którego już używasz.',
  },
  cases: { title: 'Sklep, który już tak pracuje', lead: 'Warszawski sklep z artykułami do domu, na tych samych systemach co wiele Twoich.' },
  price: {
    title: 'Ile kosztuje miesiąc sklepu',
    size: `Wszystkie trzy moduły, ${formatCount(cards, lang)} nowych kart, ${tests} testów zakupowych i ${formatCount(conversations, lang)} rozmów z kupującymi miesięcznie:`,
    note: `Moduły obejmują ${formatCount(allowances.cards, lang)} kart, ${allowances.tests} testów i ${formatCount(allowances.conversations, lang)} rozmów; reszta kosztuje ${euros(amountOf(month, 'card') + amountOf(month, 'test') + amountOf(month, 'conversation'))}. W sklepie Półka i Spółka ${RESOLVED_PERCENT['ai-commerce'].percent}% rozmów kończy się bez udziału człowieka.`,
    calculator: 'Wyceń własny sklep w kalkulatorze',
  },
  data: {
    title: 'Co dzieje się z danymi Twoich kupujących',
    points: [
      'Rozmowy i zamówienia odczytywane przez asystenta są przechowywane w AWS w UE przez okres, który określa Twoja umowa.',
      'Kupujący wiedzą, że piszą z AI, a wygenerowane opisy kart są tak oznaczone tam, gdzie wymaga tego unijny AI Act.',
    ],
    link: 'Gdzie przechowujemy rozmowy i zamówienia kupujących',
  },
  form: {
    title: 'Opowiedz nam o swoim sklepie',
    lead: 'Twoja platforma, Twoje marketplace’y i liczba produktów dodawanych co miesiąc: handlowiec oddzwoni najpóźniej następnego dnia roboczego, a pilotaż ruszy na Twoim własnym katalogu.',
  },
} satisfies IndustryPageContent;
