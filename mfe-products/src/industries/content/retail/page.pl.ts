import type { IndustryPageContent } from '@site/content';
import { RESOLVED_PERCENT, amountOf, estimateMonthly, formatCount, formatEuros, pluralOf } from '@site/model';
import facts from './facts';

const lang = 'pl';
const month = estimateMonthly(facts.estimate);
const { calls, minutes, languages, lines } = facts.estimate;
const euros = (amount: number) => formatEuros(Math.round(amount), lang);
const stores = `${lines} ${pluralOf(lines, lang, { one: 'sklepu', few: 'sklepów', many: 'sklepów', other: 'sklepu' })}`;
const storeLines = `${lines} ${pluralOf(lines, lang, { one: 'linia', few: 'linie', many: 'linii', other: 'linii' })}`;

export default {
  seo: {
    title: 'AI dla sieci handlowych: telefon w każdym sklepie odebrany',
    description: `Jak sieć sklepów z Lumi AI odbiera każdy telefon o dostępność i ceny, oddzwania do klientów z nieopłaconym zamówieniem i szkoli sprzedawców. Cena dla ${stores}.`,
  },
  name: 'Handel detaliczny',
  hero: {
    eyebrow: 'Dla sieci handlowych',
    title: 'Telefon w każdym sklepie odebrany, a do nieopłaconego zamówienia ktoś oddzwania',
    lead: 'Lumi AI odbiera telefon w każdym sklepie, odpowiada na pytania o dostępność, ceny i odbiór osobisty w językach Twoich klientów i oddzwania do klienta, który zostawił zamówienie internetowe nieopłacone.',
  },
  problems: {
    title: 'Co sieć sklepów traci przez telefon',
    items: [
      {
        title: 'Telefony między klientami',
        text: 'Sprzedawcy odbierają telefon, obsługując jednocześnie salę, więc w czasie promocji co trzecie połączenie zostaje bez odpowiedzi.',
      },
      { title: 'Zamówienia porzucone w połowie', text: 'Klient wybiera sklep do odbioru i nie płaci, a nikt nie ma czasu zapytać dlaczego.' },
      {
        title: 'Dodatek, którego nikt nie proponuje',
        text: 'Przez telefon zapomina się o gwarancji albo akcesorium, a nikt nie widzi, w którym sklepie to się zdarza.',
      },
    ],
  },
  products: {
    title: 'Który produkt co robi',
    roles: [
      'Lumi AI odbiera naraz na liniach wszystkich sklepów, na bieżąco sprawdza stany w każdym z nich, podaje cenę i promocję i oddzwania do klientów, którzy nie opłacili zamówienia.',
      'AI Sales Manager ocenia rozmowy Twoich sprzedawców i pokazuje, który sklep pomija gwarancję.',
      'AI Seller 24/7 odpowiada na te same pytania w komunikatorach, dla klientów, którzy wolą pisać.',
    ],
    together: 'Lumi AI przejmuje rutynowe telefony, ludzie zamówienia firmowe i przekazane rozmowy, a oceny pokazują, kogo i z czego warto doszkolić.',
  },
  systems: {
    title: 'Połączony ze stanami magazynowymi, centralą i CRM-em',
    lead: 'Stany pochodzą z systemu, który je prowadzi; wynik każdej rozmowy trafia do Twojego CRM-u.',
  },
  cases: { title: 'Sieć, która już tak pracuje', lead: 'Siedem sklepów, dwa języki i o połowę mniejsze call center.' },
  price: {
    title: `Ile miesięcznie płaci sieć ${stores}`,
    size: `${storeLines} sklepów, około ${formatCount(calls, lang)} połączeń miesięcznie po ${formatCount(minutes, lang)} minuty, w ${formatCount(languages, lang)} językach:`,
    note: `Z tego ${euros(amountOf(month, 'minute'))} to minuty, a ${euros(amountOf(month, 'phoneNumber'))} linie ponad trzy zawarte w cenie. W Qala Electronics Lumi AI załatwia ${RESOLVED_PERCENT['lumi-ai'].percent}% połączeń bez konsultanta.`,
    calculator: 'Wyceń własną sieć w kalkulatorze',
  },
  data: {
    title: 'Co dzieje się z danymi Twoich klientów',
    points: [
      'Zapisy rozmów są przechowywane w AWS w UE, a czytają je tylko osoby wskazane w Twojej umowie.',
      'Każdy dzwoniący słyszy na początku, że rozmawia z AI, i w każdej chwili może poprosić o człowieka.',
    ],
    link: 'Co przechowują Lumi AI i AI Sales Manager i jak długo',
  },
  form: {
    title: 'Opowiedz nam o swoich sklepach',
    lead: 'Ile sklepów, ile telefonów dziennie, gdzie prowadzisz stany: handlowiec oddzwoni najpóźniej następnego dnia roboczego z planem dla pierwszego sklepu.',
  },
} satisfies IndustryPageContent;
