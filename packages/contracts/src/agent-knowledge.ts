import type { Language, ProductSlug } from '@site/model';

/**
 * How the voice agent's knowledge base is laid out, written once for the two that read it: the
 * generator (`agent/`) writes one document per topic and language (each product a topic of its
 * own), each opening with a section a buyer's question is answered from; the local agent of the
 * twin (`platform/twin/voice-agent/`) finds the section a question asks for by the same titles, and
 * the cloud agent retrieves the same small documents as its RAG chunks. A section's first paragraph
 * is the answer in a sentence or two, its details follow as a list.
 */

/** The site-wide topics, one document each per language; a product's own document is the topic `product`. */
export const SITE_TOPICS = ['about', 'company', 'data', 'pricing', 'project', 'cases', 'articles', 'team'] as const;
export type SiteTopic = (typeof SITE_TOPICS)[number];
export type KnowledgeTopic = SiteTopic | 'product';

/** A knowledge base document as the project's registry (`knowledge_base.json`) names it. */
export interface KnowledgeDocumentEntry {
  readonly language: Language;
  readonly topic: KnowledgeTopic;
  /** The product a `product` document is about. */
  readonly product?: ProductSlug;
  /** Its name on ElevenLabs, with a digest of its text. */
  readonly name: string;
  /** Its file, relative to the project's folder. */
  readonly file: string;
  readonly id?: string;
}

/** The sections of a product's document, each headed "<product>: <title>". */
export const PRODUCT_SECTIONS = ['price', 'pilot', 'launch', 'integrations', 'capabilities', 'data', 'clients', 'questions'] as const;
export type ProductSection = (typeof PRODUCT_SECTIONS)[number];

/** The sections of the site-wide documents, each headed by its title alone. */
export const SITE_SECTIONS = [
  'company',
  'contract',
  'hours',
  'callBack',
  'siteData',
  'processors',
  'certifications',
  'prices',
  'estimate',
  'project',
  'claims',
  'faq',
  'notClaimed',
] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

export type KnowledgeSection = ProductSection | SiteSection;

export const PRODUCT_SECTION_TITLES: Readonly<Record<Language, Readonly<Record<ProductSection, string>>>> = {
  en: {
    price: 'price and how it is charged',
    pilot: 'the pilot before a contract',
    launch: 'how the launch runs and what it needs from you',
    integrations: 'integrations',
    capabilities: 'what it does',
    data: 'where its data is kept',
    clients: 'clients and their results',
    questions: 'questions buyers ask',
  },
  ru: {
    price: 'стоимость и из чего она складывается',
    pilot: 'пилот до договора',
    launch: 'как проходит запуск и что нужно от вас',
    integrations: 'интеграции',
    capabilities: 'что умеет',
    data: 'где хранятся данные',
    clients: 'клиенты и их результаты',
    questions: 'что спрашивают покупатели',
  },
  uk: {
    price: 'вартість і з чого вона складається',
    pilot: 'пілот до договору',
    launch: 'як проходить запуск і що потрібно від вас',
    integrations: 'інтеграції',
    capabilities: 'що вміє',
    data: 'де зберігаються дані',
    clients: 'клієнти та їхні результати',
    questions: 'що запитують покупці',
  },
  pl: {
    price: 'cena i z czego się składa',
    pilot: 'pilotaż przed podpisaniem umowy',
    launch: 'jak przebiega uruchomienie i czego potrzebujemy od Ciebie',
    integrations: 'integracje',
    capabilities: 'co potrafi',
    data: 'gdzie przechowywane są dane',
    clients: 'klienci i ich wyniki',
    questions: 'o co pytają klienci przed zakupem',
  },
};

export const SITE_SECTION_TITLES: Readonly<Record<Language, Readonly<Record<SiteSection, string>>>> = {
  en: {
    company: 'Who you sign with',
    contract: 'Contract and billing terms',
    hours: 'When managers answer',
    callBack: 'How fast a request is called back',
    siteData: 'Where the site keeps your data',
    processors: 'Who processes data for us',
    certifications: 'Certificates and audits',
    prices: 'What each product costs',
    estimate: 'An estimate for your volume',
    project: 'How a project runs',
    claims: 'What you can expect',
    faq: 'Questions and answers',
    notClaimed: 'What the site does not claim',
  },
  ru: {
    company: 'С кем вы заключаете договор',
    contract: 'Условия договора и оплаты',
    hours: 'Когда отвечают менеджеры',
    callBack: 'Как быстро перезванивают по заявке',
    siteData: 'Где сайт хранит ваши данные',
    processors: 'Кто обрабатывает данные по нашему поручению',
    certifications: 'Сертификаты и аудиты',
    prices: 'Сколько стоит каждый продукт',
    estimate: 'Расчёт для вашего объёма',
    project: 'Как проходит проект',
    claims: 'Чего можно ожидать',
    faq: 'Вопросы и ответы',
    notClaimed: 'Чего сайт не утверждает',
  },
  uk: {
    company: 'З ким ви укладаєте договір',
    contract: 'Умови договору й оплати',
    hours: 'Коли відповідають менеджери',
    callBack: 'Як швидко передзвонюють за заявкою',
    siteData: 'Де сайт зберігає ваші дані',
    processors: 'Хто обробляє дані за нашим дорученням',
    certifications: 'Сертифікати та аудити',
    prices: 'Скільки коштує кожен продукт',
    estimate: 'Розрахунок для вашого обсягу',
    project: 'Як проходить проєкт',
    claims: 'Чого можна очікувати',
    faq: 'Запитання та відповіді',
    notClaimed: 'Чого сайт не стверджує',
  },
  pl: {
    company: 'Z kim podpisujesz umowę',
    contract: 'Warunki umowy i płatności',
    hours: 'Kiedy odpowiadają handlowcy',
    callBack: 'Jak szybko oddzwaniamy po zgłoszeniu',
    siteData: 'Gdzie serwis przechowuje Twoje dane',
    processors: 'Kto przetwarza dane w naszym imieniu',
    certifications: 'Certyfikaty i audyty',
    prices: 'Ile kosztuje każdy produkt',
    estimate: 'Wycena dla Twojego wolumenu',
    project: 'Jak przebiega projekt',
    claims: 'Czego można się spodziewać',
    faq: 'Pytania i odpowiedzi',
    notClaimed: 'Czego strona nie twierdzi',
  },
};

/** A product section's heading: "Lumi AI: the pilot before a contract". */
export function productSectionHeading(productName: string, section: ProductSection, lang: Language): string {
  return `${productName}: ${PRODUCT_SECTION_TITLES[lang][section]}`;
}

/** What the line naming a section's page starts with, before the page's title and its path in brackets: "Page: Prices (/pricing)". */
export const PAGE_LABEL: Readonly<Record<Language, string>> = { en: 'Page', ru: 'Страница', uk: 'Сторінка', pl: 'Strona' };

/** The line naming a section's page: its title for a person, its path for the `open_page` tool. */
export function pageLine(title: string, path: string, lang: Language): string {
  return `${PAGE_LABEL[lang]}: ${title} (${path})`;
}

/** A page line read back: the title and the path, or nothing when the line is no page line of `lang`. */
export function readPageLine(line: string, lang: Language): { readonly title: string; readonly path: string } | undefined {
  const prefix = `${PAGE_LABEL[lang]}: `;
  if (!line.startsWith(prefix)) return undefined;
  const found = /^(.*) \((\/[^\s()]*)\)$/u.exec(line.slice(prefix.length));
  return found ? { title: found[1]!, path: found[2]! } : undefined;
}
