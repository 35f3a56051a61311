import type { CaseFactsDocument } from '@site/content';

export default {
  position: 6,
  aliases: ['ecommerce-snapcard-lumi-warsaw'],
  industry: 'ecommerce',
  product: 'aiCommerce',
  relatedProducts: ['ai-seller'],
  client: { brand: 'Półka i Spółka', symbol: 'shelf', stripPosition: 2 },
  country: 'PL',
} satisfies CaseFactsDocument;
