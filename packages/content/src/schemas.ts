import * as z from 'zod/mini';
import { en } from 'zod/locales';

/** Every part's schema, in one module: `collections.ts` imports it only where documents are checked. */

// An editor reads what is wrong in a document ("expected string, received number"), not zod/mini's bare "Invalid input".
z.config(en());

export { productFactsSchema, productPageSchema } from './product-page';
export { sampleReportFiguresSchema, sampleReportSchema } from './sample-report';
export { pricingPageSchema } from './pricing-page';
export { industryFactsSchema, industryPageSchema } from './industry-page';
export { caseFactsSchema, caseCardSchema, caseStorySchema } from './case-study';
export { articleFactsSchema, articleCardSchema, articleBodySchema } from './blog-article';
export { teamMemberFactsSchema, teamMemberSchema } from './team-member';
export { homePageSchema } from './home-page';
export { trustPageSchema, dpaSchema } from './trust-page';
export { legalPageSchema } from './legal-page';
export { securityPageSchema } from './security-page';
export { contactsPageSchema } from './contacts-page';
export { privacyPageSchema } from './privacy-page';
export { thankYouPageSchema } from './thank-you-page';
export { notFoundPageSchema } from './not-found-page';
