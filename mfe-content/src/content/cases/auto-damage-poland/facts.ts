import type { CaseFactsDocument } from '@site/content';

export default {
  position: 2,
  aliases: ['auto-assessment-lumi-wroclaw'],
  industry: 'services',
  product: 'lumiAi',
  relatedProducts: [],
  country: 'PL',
} satisfies CaseFactsDocument;
