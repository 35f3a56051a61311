import type { CaseFactsDocument } from '@site/content';

export default {
  position: 4,
  aliases: ['marketing-multiagent-lumi-berlin'],
  industry: 'b2b',
  product: 'agentLab',
  relatedProducts: [],
  client: { brand: 'Spreewerk', symbol: 'wave', stripPosition: 8 },
  country: 'DE',
} satisfies CaseFactsDocument;
