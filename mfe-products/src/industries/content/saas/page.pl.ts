import type { IndustryPageContent } from '@site/content';
import { DPA_TERMS, RESOLVED_PERCENT, amountOf, estimateMonthly, formatCount, formatEuros } from '@site/model';
import facts from './facts';

const lang = 'pl';
const month = estimateMonthly(facts.estimate);
const { conversations, languages } = facts.estimate;
const euros = (amount: number) => formatEuros(Math.round(amount), lang);

export default {
  seo: {
    title: 'AI dla SaaS: pomoc w wersji próbnej i trafne dema',
    description: `Jak firma SaaS pomaga użytkownikom wersji próbnej na czacie, umawia dema tylko z firmami, które pasują, i ocenia swoje dema. Z ceną dla ${formatCount(conversations, lang)} rozmów miesięcznie.`,
  },
  name: 'SaaS',
  hero: {
    eyebrow: 'Dla firm SaaS',
    title: 'Pomoc dla użytkowników wersji próbnej, gdy utkną, i dema z tymi, którzy pasują',
    lead: 'AI Seller 24/7 rozmawia z użytkownikami wersji próbnej w Twoim produkcie i na stronie, sprawdza, czy pasują do profilu idealnego klienta, i umawia dema z właściwym handlowcem; AI Sales Manager ocenia dema.',
  },
  problems: {
    title: 'Gdzie przecieka lejek SaaS',
    items: [
      {
        title: 'Pomoc, która przychodzi dzień za późno',
        text: 'Użytkownik wersji próbnej utknął przy pierwszej konfiguracji, napisał do supportu i zanim przyszła odpowiedź, już go nie ma.',
      },
      { title: 'Dema dla każdego, kto poprosi', text: 'Handlowcy spędzają tydzień na demach z firmami zbyt małymi, by zostać klientami.' },
      {
        title: 'Dema, których nikt nie analizuje',
        text: 'To, czy demo kończy się kolejnym krokiem, zależy od tego, kto je prowadził, a nikt nie odsłuchuje nagrań, żeby zrozumieć dlaczego.',
      },
    ],
  },
  products: {
    title: 'Który produkt co robi',
    roles: [
      'AI Seller 24/7 odpowiada użytkownikom wersji próbnej na czacie w Twoim produkcie i na stronie, zadaje pytania kwalifikujące firmę i umawia demo we właściwym kalendarzu.',
      'AI Sales Manager ocenia każde demo i pokazuje każdemu handlowcowi krok, od którego zależy kolejne spotkanie.',
    ],
    together:
      'Asystent rozmawia z każdym użytkownikiem wersji próbnej; ludzie poświęcają czas firmom, które pasują, a oceny pokazują, dzięki czemu te rozmowy się udają.',
  },
  leadCallback: {
    title: 'Na prośbę o demo odpowiada telefon, nie e-mail',
    lead: 'Rejestracja na okres próbny jest najgorętsza w pierwszych minutach. Lumi dzwoni od razu, pyta o wielkość zespołu i narzędzia, w których pracuje, i umawia demo w kalendarzu działu sprzedaży.',
    link: 'Oddzwanianie do leadów na stronie Lumi AI',
  },
  systems: {
    title: 'Połączony z CRM-em, kalendarzem i danymi produktu',
    lead: 'Zakwalifikowane dema trafiają do CRM-u z podsumowaniem; o dużych klientach zespół dowiaduje się tam, gdzie pracuje.',
  },
  cases: { title: 'Firma SaaS, która już tak pracuje', lead: 'Narzędzie do planowania, którego wersje próbne lepiej konwertują, odkąd działa asystent.' },
  price: {
    title: `Ile kosztuje ${formatCount(conversations, lang)} rozmów miesięcznie`,
    size: `Rozmowy z użytkownikami wersji próbnej i odwiedzającymi, w ${formatCount(languages, lang)} językach:`,
    note: `Z tego ${euros(amountOf(month, 'conversation'))} to rozmowy, ${euros(amountOf(month, 'platform'))} opłata za platformę, a ${euros(amountOf(month, 'language'))} drugi język. Kalkulator liczy czas ludzi tylko dla ${RESOLVED_PERCENT['ai-seller'].percent}% rozmów, które w naszych wdrożeniach kończyły się bez człowieka.`,
    calculator: 'Wyceń własny wolumen w kalkulatorze',
  },
  data: {
    title: 'Kto przetwarza dane Twoich użytkowników',
    points: [
      'Rozmowy są przechowywane w AWS w UE; z modelem językowym łączymy się wyłącznie przez ElevenLabs, w jego unijnym środowisku bez przechowywania danych.',
      `Podmioty podprzetwarzające i miejsca, w których każdy z nich działa, są wymienione na stronie o bezpieczeństwie; o każdym nowym uprzedzamy z ${DPA_TERMS.newSubProcessorNoticeDays}-dniowym wyprzedzeniem.`,
    ],
    link: 'Kto przetwarza rozmowy użytkowników i gdzie',
  },
  form: {
    title: 'Opowiedz nam o swojej wersji próbnej',
    lead: 'Ilu użytkowników wersji próbnej miesięcznie, kto jest Twoim idealnym klientem, jakiego CRM-u używasz: handlowiec oddzwoni najpóźniej następnego dnia roboczego.',
  },
} satisfies IndustryPageContent;
