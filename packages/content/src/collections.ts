import { collectionDefiner } from './collection';

/**
 * Every collection of the site, each declared once: its name, its folder (from the repository's
 * root, in the app that shows it) and each part's schema. The schemas come in a module of their
 * own, imported only where documents are checked, so a page that reads a collection ships none.
 */
const defineCollection = collectionDefiner(() => import('./schemas'));

/** `<product>/facts.ts` (position, name) and `<product>/page.<lang>.ts`: `/products/<product>`. */
export const PRODUCTS = defineCollection({
  name: 'products',
  folder: 'mfe-products/src/content',
  parts: (schemas) => ({ facts: schemas.productFactsSchema, page: schemas.productPageSchema }),
});

/** One entry, `sample-report/` in AI Sales Manager's folder: its day's `figures.ts` and `report.<lang>.ts`. */
export const SAMPLE_REPORTS = defineCollection({
  name: 'sample reports',
  folder: 'mfe-products/src/content/ai-sales-manager',
  parts: (schemas) => ({ figures: schemas.sampleReportFiguresSchema, report: schemas.sampleReportSchema }),
});

/** The products remote's pages beside the product pages, one folder per page. */
export const PRODUCTS_PAGES = defineCollection({
  name: 'products pages',
  folder: 'mfe-products/src/pages/content',
  entries: (schemas) => ({
    pricing: { page: schemas.pricingPageSchema },
  }),
});

/** `<slug>/facts.ts`, `card.<lang>.ts` and `story.<lang>.ts`: the case library and `/cases/<slug>`. */
export const CASE_STUDIES = defineCollection({
  name: 'cases',
  folder: 'mfe-content/src/content/cases',
  parts: (schemas) => ({ facts: schemas.caseFactsSchema, card: schemas.caseCardSchema, story: schemas.caseStorySchema }),
});

/** `<slug>/facts.ts`, `card.<lang>.ts` and `body.<lang>.ts`: `/blog` and `/blog/<slug>`. */
export const ARTICLES = defineCollection({
  name: 'articles',
  folder: 'mfe-content/src/content/blog',
  parts: (schemas) => ({ facts: schemas.articleFactsSchema, card: schemas.articleCardSchema, body: schemas.articleBodySchema }),
});

/** `<member>/facts.ts` (order, portrait) and `member.<lang>.ts`: `/team` and the home page's team strip. */
export const TEAM = defineCollection({
  name: 'team',
  folder: 'mfe-content/src/content/team',
  parts: (schemas) => ({ facts: schemas.teamMemberFactsSchema, member: schemas.teamMemberSchema }),
});

/** The shell's pages' copy, one folder per page, each page with its own parts and schemas: a new page is a line here. */
export const SHELL_PAGES = defineCollection({
  name: 'pages',
  folder: 'shell/src/content',
  entries: (schemas) => ({
    home: { page: schemas.homePageSchema },
    trust: { page: schemas.trustPageSchema, dpa: schemas.dpaSchema },
    legal: { page: schemas.legalPageSchema },
    security: { page: schemas.securityPageSchema },
  }),
});

/** Every collection, for the build's check of every document (`scripts/lib/check-collections.ts`) and the lints. */
export const COLLECTIONS = [PRODUCTS, SAMPLE_REPORTS, PRODUCTS_PAGES, CASE_STUDIES, ARTICLES, TEAM, SHELL_PAGES] as const;
