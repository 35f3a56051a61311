import type { CaseFacts } from '@site/contracts';
import type { CaseSlug } from '@site/model';

/** What each case is, the same in every language: the library's filters and links are built from it. */
export const CASE_FACTS: Readonly<Record<CaseSlug, CaseFacts>> = {
  'medical-center-ukraine': { id: 1, slug: 'medical-center-ukraine', industry: 'healthcare', product: 'mediFlow', relatedProducts: ['lumi-ai'] },
  'auto-damage-poland': { id: 2, slug: 'auto-damage-poland', industry: 'services', product: 'lumiAi', relatedProducts: [] },
  'onboarding-spain': { id: 3, slug: 'onboarding-spain', industry: 'b2b', product: 'agentLab', relatedProducts: ['lumi-ai'] },
  'marketing-germany': { id: 4, slug: 'marketing-germany', industry: 'b2b', product: 'agentLab', relatedProducts: [] },
  'ad-traffic-lithuania': { id: 5, slug: 'ad-traffic-lithuania', industry: 'b2b', product: 'aiSeller', relatedProducts: ['ai-sales-manager'] },
  'ecommerce-poland': { id: 6, slug: 'ecommerce-poland', industry: 'ecommerce', product: 'aiCommerce', relatedProducts: ['ai-seller'] },
  'b2b-saas-netherlands': { id: 7, slug: 'b2b-saas-netherlands', industry: 'saas', product: 'aiSeller', relatedProducts: ['ai-sales-manager'] },
  'retail-kazakhstan': { id: 8, slug: 'retail-kazakhstan', industry: 'retail', product: 'lumiAi', relatedProducts: ['ai-sales-manager'] },
};
