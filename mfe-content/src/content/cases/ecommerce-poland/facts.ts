import type { CaseFactsDocument } from '@site/content';

export default {
  position: 6,
  aliases: ['ecommerce-snapcard-lumi-warsaw'],
  industry: 'ecommerce',
  product: 'aiCommerce',
  relatedProducts: ['ai-seller'],
  country: 'PL',
} satisfies CaseFactsDocument;
