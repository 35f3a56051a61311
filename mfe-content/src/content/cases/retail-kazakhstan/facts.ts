import type { CaseFactsDocument } from '@site/content';

export default {
  position: 8,
  aliases: ['retail-electronics-lumi-kz'],
  industry: 'retail',
  product: 'lumiAi',
  relatedProducts: ['ai-sales-manager'],
  country: 'KZ',
} satisfies CaseFactsDocument;
