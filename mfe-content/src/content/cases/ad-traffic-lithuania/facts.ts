import type { CaseFactsDocument } from '@site/content';

export default {
  position: 5,
  aliases: ['ad-traffic-suite-lumi-vilnius'],
  industry: 'b2b',
  product: 'aiSeller',
  relatedProducts: ['ai-sales-manager'],
  client: { brand: 'Leadvila', symbol: 'arrow', stripPosition: 6 },
  country: 'LT',
} satisfies CaseFactsDocument;
