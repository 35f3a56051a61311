/** What the site presents: its products, case studies and articles, by the ids their URLs carry. */
import {
  ARTICLE_IDS,
  CASE_ALIAS_IDS,
  CASE_FACTS,
  CASE_IDS,
  CLIENT_MARK_LIST,
  CLIENT_NAMES_BY_CASE,
  PRODUCT_FORM_IDS,
  PRODUCT_IDS,
  PRODUCT_NAMES_BY_ID,
} from './catalogue.generated';
import type { Language } from './languages';

/** The products, in the site's order: one folder each in the content (`npm run catalogue` lists them here). */
export const PRODUCT_SLUGS = PRODUCT_IDS;
export type ProductSlug = (typeof PRODUCT_SLUGS)[number];

/** The products' names: brands, the same in every language (each product's `facts.ts`). */
export const PRODUCT_NAMES: Readonly<Record<ProductSlug, string>> = PRODUCT_NAMES_BY_ID;

/** The cases, in the library's order: one folder each in the content (`npm run catalogue` lists them here). */
export const CASE_SLUGS = CASE_IDS;
export type CaseSlug = (typeof CASE_SLUGS)[number];

/** Older slugs that show the same case pages (each case's facts list its own). */
const ALIASES = CASE_ALIAS_IDS satisfies Record<string, CaseSlug>;
export const CASE_ALIASES: Readonly<Record<string, CaseSlug>> = ALIASES;
export type CaseAlias = keyof typeof ALIASES;
export const CASE_ALIAS_SLUGS = /* @__PURE__ */ Object.keys(ALIASES) as CaseAlias[];

/** The case library's filters, by the ids their URLs carry (`/cases?industry=<id>&product=<id>`). */
export const CASE_INDUSTRIES = ['healthcare', 'services', 'b2b', 'ecommerce', 'retail', 'saas'] as const;
/** An industry of the case library: its filter, and its own page (`/industries/<id>`). */
export type CaseIndustry = (typeof CASE_INDUSTRIES)[number];
/**
 * Each product's id in the case library's filter (`/cases?product=<id>`, and a case's `product`), or
 * null while it has no case of its own: keyed by the product, so `tsc` names a product added without one.
 */
const CASE_FILTER_IDS = {
  'mediflow-ai': 'mediFlow',
  'agentlab-ai': 'agentLab',
  'ai-commerce': 'aiCommerce',
  'lumi-ai': 'lumiAi',
  'ai-seller': 'aiSeller',
  'ai-sales-manager': null,
} as const satisfies Readonly<Record<ProductSlug, string | null>>;
export type CaseProduct = NonNullable<(typeof CASE_FILTER_IDS)[ProductSlug]>;
/** The product page each product filter of the case library stands for, in the filter's order (as listed above). */
export const CASE_PRODUCT_PAGES = /* @__PURE__ */ Object.fromEntries(
  Object.entries(CASE_FILTER_IDS).flatMap(([slug, id]) => (id ? [[id, slug]] : [])),
) as Readonly<Record<CaseProduct, ProductSlug>>;
/** The case library's product filters. */
export const CASE_PRODUCTS = /* @__PURE__ */ Object.keys(CASE_PRODUCT_PAGES) as unknown as readonly [CaseProduct, ...CaseProduct[]];

/** The lead form of each product's page, by the id its posts carry (each product's `facts.ts` names it). */
export const PRODUCT_LEAD_FORMS: Readonly<typeof PRODUCT_FORM_IDS> = PRODUCT_FORM_IDS;

/** Every lead form of the site: the home page's and the contacts page's, and each product's. Each has a thank-you page of its own (`/thank-you/<form>`). */
export const LEAD_FORM_IDS = /* @__PURE__ */ ['contacts'].concat(PRODUCT_IDS.map((slug) => PRODUCT_FORM_IDS[slug])) as unknown as readonly [
  'contacts',
  ...(typeof PRODUCT_FORM_IDS)[ProductSlug][],
];
export type LeadFormId = (typeof LEAD_FORM_IDS)[number];

/** The product each form asks about; the home page's and the contacts page's form, none. */
export const LEAD_FORM_PRODUCTS: Readonly<Record<LeadFormId, ProductSlug | null>> = /* @__PURE__ */ Object.fromEntries([
  ['contacts', null],
  ...PRODUCT_IDS.map((slug) => [PRODUCT_FORM_IDS[slug], slug]),
]) as Record<LeadFormId, ProductSlug | null>;

/** The articles: one folder each in the content (`npm run catalogue` lists them here). */
export const ARTICLE_SLUGS = ARTICLE_IDS;
export type ArticleSlug = (typeof ARTICLE_SLUGS)[number];

/** The blog's categories, by the ids its filter URLs carry (`/blog?category=<id>`). */
export const BLOG_CATEGORIES = ['sales', 'marketing', 'ecommerce', 'healthcare', 'automation'] as const;

/** A country, as its ISO 3166-1 alpha-2 code; the site's clients' countries are their cases' (`CLIENT_COUNTRIES`). */
export type Country = string;

/** What a case is, the same in every language: the library's filters, links and figures are built from it. */
export interface CaseFacts {
  readonly slug: CaseSlug;
  readonly industry: CaseIndustry;
  /** The product the case is about; its page links here and the product filter finds it by it. */
  readonly product: CaseProduct;
  /** Other product pages whose related cases include this one (products the story also uses). */
  readonly relatedProducts: readonly ProductSlug[];
  /** Where the client is based; the site's count of countries is counted from these. */
  readonly country: Country;
}

/** Each case's facts, from its folder's `facts.ts`. */
export const CASES: Readonly<Record<CaseSlug, CaseFacts>> = CASE_FACTS;

/** The shape each client's wordmark leads with: one drawing per client, in the marks' one style. */
export const CLIENT_SYMBOLS = ['cross', 'gauge', 'sail', 'wave', 'arrow', 'shelf', 'grid', 'bolt'] as const;
export type ClientSymbol = (typeof CLIENT_SYMBOLS)[number];

/** A case's client as the strip of clients draws it: the brand, the same in every language, and its symbol. */
export interface ClientMark {
  readonly slug: CaseSlug;
  /** The brand as its wordmark writes it; the case's story names the company in full. */
  readonly brand: string;
  readonly symbol: ClientSymbol;
}

/** The cases' clients, in the order the strip shows them (each case's `facts.ts`). */
export const CLIENT_MARKS: readonly ClientMark[] = CLIENT_MARK_LIST;

/**
 * A case's client mark: a testimonial draws its speaker's company from here. A function, not a
 * table built at load, so the edge function's bundle, which reads the catalogue, leaves it out.
 */
export function clientMarkOf(slug: CaseSlug): ClientMark {
  const mark = CLIENT_MARKS.find((candidate) => candidate.slug === slug);
  if (!mark) throw new Error(`No client mark for the case ${slug}`);
  return mark;
}

/**
 * A case's client as its story names it in `lang` (`Медицинский центр «Верес»`, `Veres Medical
 * Centre`): the wordmark (`clientMarkOf`) is the logo's Latin spelling, this one belongs in a sentence.
 */
export function clientNameOf(slug: CaseSlug, lang: Language): string {
  return CLIENT_NAMES_BY_CASE[slug][lang];
}

/**
 * The case a product's visitor reads first: the first in the library's order about the product
 * itself, else the first that also uses it (AI Sales Manager has no case of its own). Undefined
 * when no case names the product at all.
 */
export function leadingCaseOf(product: ProductSlug): CaseFacts | undefined {
  const cases = CASE_SLUGS.map((slug) => CASES[slug]);
  return cases.find((facts) => CASE_PRODUCT_PAGES[facts.product] === product) ?? cases.find((facts) => facts.relatedProducts.includes(product));
}

/** What a visitor can see or try of a product before a call, where it has one: its sample report's page, or its live demo on its own page. */
export const PRODUCT_SAMPLES: Readonly<Partial<Record<ProductSlug, 'sample-report' | 'voice-demo'>>> = {
  'ai-sales-manager': 'sample-report',
  'lumi-ai': 'voice-demo',
};
