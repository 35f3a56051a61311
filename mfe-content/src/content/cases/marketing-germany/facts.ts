import type { CaseFactsDocument } from '@site/content';

export default {
  position: 4,
  aliases: ['marketing-multiagent-lumi-berlin'],
  industry: 'b2b',
  product: 'agentLab',
  relatedProducts: [],
  country: 'DE',
} satisfies CaseFactsDocument;
