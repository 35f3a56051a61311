import type { CaseFactsDocument } from '@site/content';

export default {
  position: 3,
  aliases: ['adtech-onboarding-lumi-barcelona'],
  industry: 'b2b',
  product: 'agentLab',
  relatedProducts: ['lumi-ai'],
  client: { brand: 'Nauta Ads', symbol: 'sail', stripPosition: 5 },
  country: 'ES',
} satisfies CaseFactsDocument;
