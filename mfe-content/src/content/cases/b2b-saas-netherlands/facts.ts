import type { CaseFactsDocument } from '@site/content';

export default {
  position: 7,
  aliases: ['b2b-saas-lumi-text-nl'],
  industry: 'saas',
  product: 'aiSeller',
  relatedProducts: ['ai-sales-manager'],
  client: { brand: 'Roosterwerk', symbol: 'grid', stripPosition: 3 },
  country: 'NL',
} satisfies CaseFactsDocument;
