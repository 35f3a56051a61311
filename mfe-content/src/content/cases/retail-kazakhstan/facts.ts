import type { CaseFactsDocument } from '@site/content';

export default {
  position: 8,
  aliases: ['retail-electronics-lumi-kz'],
  industry: 'retail',
  product: 'lumiAi',
  relatedProducts: ['ai-sales-manager'],
  client: { brand: 'Qala Electronics', symbol: 'bolt', stripPosition: 4 },
  country: 'KZ',
} satisfies CaseFactsDocument;
