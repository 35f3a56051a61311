import type { CaseFactsDocument } from '@site/content';

export default {
  position: 2,
  aliases: ['auto-assessment-lumi-wroclaw'],
  industry: 'services',
  product: 'lumiAi',
  relatedProducts: [],
  client: { brand: 'AutoOcena', symbol: 'gauge', stripPosition: 7 },
  country: 'PL',
} satisfies CaseFactsDocument;
