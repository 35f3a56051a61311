import type { CaseFactsDocument } from '@site/content';

export default {
  position: 7,
  aliases: ['b2b-saas-lumi-text-nl'],
  industry: 'saas',
  product: 'aiSeller',
  relatedProducts: ['ai-sales-manager'],
  country: 'NL',
} satisfies CaseFactsDocument;
