import { collectionDefiner } from './collection';

// Every collection of the site, each declared once: its name, its folder (from the repository's
// root, in the app that shows it) and each part's schema. A page's bundle keeps the declarations it
// reads (`@__PURE__`) and none of the schemas.

/**
 * Whether documents are checked against their schemas as they load: everywhere but in a production
 * bundle, that is in Node (where there is no `import.meta.env`: the generators, the build's check
 * of every document, the tests) and in Vite's dev server. Vite writes `import.meta.env.PROD` as
 * `true` into a production bundle, so the import of the schemas below is gone from it: visitors
 * download no validator.
 */
export const CHECKS_DOCUMENTS = (import.meta as { env?: { PROD?: boolean } }).env?.PROD !== true;

const defineCollection = collectionDefiner(CHECKS_DOCUMENTS ? () => import('./schemas') : undefined);

/** `<product>/facts.ts` (position, name) and `<product>/page.<lang>.ts`: `/products/<product>`. */
export const PRODUCTS = /* @__PURE__ */ defineCollection({
  name: 'products',
  folder: 'mfe-products/src/content',
  parts: (schemas) => ({ facts: schemas.productFactsSchema, page: schemas.productPageSchema }),
});

/** One entry, `sample-report/` in AI Sales Manager's folder: its day's `figures.ts` and `report.<lang>.ts`. */
export const SAMPLE_REPORTS = /* @__PURE__ */ defineCollection({
  name: 'sample reports',
  folder: 'mfe-products/src/content/ai-sales-manager',
  parts: (schemas) => ({ figures: schemas.sampleReportFiguresSchema, report: schemas.sampleReportSchema }),
});

/** The products remote's pages beside the product pages, one folder per page. */
export const PRODUCTS_PAGES = /* @__PURE__ */ defineCollection({
  name: 'products pages',
  folder: 'mfe-products/src/pages/content',
  entries: (schemas) => ({
    pricing: { page: schemas.pricingPageSchema },
  }),
});

/** `<industry>/facts.ts` and `page.<lang>.ts`, one folder per industry of the case library: `/industries/<industry>`. */
export const INDUSTRIES = /* @__PURE__ */ defineCollection({
  name: 'industries',
  folder: 'mfe-products/src/industries/content',
  parts: (schemas) => ({ facts: schemas.industryFactsSchema, page: schemas.industryPageSchema }),
});

/** `<slug>/facts.ts`, `card.<lang>.ts` and `story.<lang>.ts`: the case library and `/cases/<slug>`. */
export const CASE_STUDIES = /* @__PURE__ */ defineCollection({
  name: 'cases',
  folder: 'mfe-content/src/content/cases',
  parts: (schemas) => ({ facts: schemas.caseFactsSchema, card: schemas.caseCardSchema, story: schemas.caseStorySchema }),
});

/** `<slug>/facts.ts`, `card.<lang>.ts` and `body.<lang>.ts`: `/blog` and `/blog/<slug>`. */
export const ARTICLES = /* @__PURE__ */ defineCollection({
  name: 'articles',
  folder: 'mfe-content/src/content/blog',
  parts: (schemas) => ({ facts: schemas.articleFactsSchema, card: schemas.articleCardSchema, body: schemas.articleBodySchema }),
});

/** `<member>/facts.ts` (order, portrait) and `member.<lang>.ts`: `/team` and the home page's team strip. */
export const TEAM = /* @__PURE__ */ defineCollection({
  name: 'team',
  folder: 'mfe-content/src/content/team',
  parts: (schemas) => ({ facts: schemas.teamMemberFactsSchema, member: schemas.teamMemberSchema }),
});

/** The shell's pages' copy, one folder per page, each page with its own parts and schemas: a new page is a line here. */
export const SHELL_PAGES = /* @__PURE__ */ defineCollection({
  name: 'pages',
  folder: 'shell/src/content',
  entries: (schemas) => ({
    home: { page: schemas.homePageSchema },
    trust: { page: schemas.trustPageSchema, dpa: schemas.dpaSchema },
    legal: { page: schemas.legalPageSchema },
    security: { page: schemas.securityPageSchema },
    contacts: { page: schemas.contactsPageSchema },
    privacy: { page: schemas.privacyPageSchema },
    'thank-you': { page: schemas.thankYouPageSchema },
    'not-found': { page: schemas.notFoundPageSchema },
  }),
});

/** Every collection, for the build's check of every document (`scripts/lib/check-collections.ts`) and the lints. */
export const COLLECTIONS = [PRODUCTS, SAMPLE_REPORTS, PRODUCTS_PAGES, INDUSTRIES, CASE_STUDIES, ARTICLES, TEAM, SHELL_PAGES] as const;
