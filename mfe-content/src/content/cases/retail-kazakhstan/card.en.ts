import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'Electronics retail chain in Almaty',
  badge: 'Lumi AI',
  preview:
    'An Almaty electronics chain lets Lumi AI take every store call in Russian and Kazakh and phone customers who left an order unfinished, so almost no call goes unanswered.',
  headline: { value: '−94%', label: 'missed store calls' },
} satisfies CaseCard;
