import type { CaseFactsDocument } from '@site/content';

export default {
  position: 1,
  aliases: ['clinic-mediflow-lumi-kyiv'],
  industry: 'healthcare',
  product: 'mediFlow',
  relatedProducts: ['lumi-ai'],
  client: { brand: 'Veres', symbol: 'cross', stripPosition: 1 },
  country: 'UA',
} satisfies CaseFactsDocument;
