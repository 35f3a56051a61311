import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'Vehicle damage claims in Wrocław',
  badge: 'Lumi AI',
  preview:
    'A Wrocław claims service put Lumi AI on its claim line. Drivers register a claim in 4 minutes at any hour and book the inspection in the same call, while injuries and disputes go straight to an expert.',
  headline: { value: '−64%', label: 'time to register a claim' },
} satisfies CaseCard;
