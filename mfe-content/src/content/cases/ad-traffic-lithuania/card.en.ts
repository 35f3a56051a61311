import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'Lead-generation company in Vilnius',
  badge: 'AI Seller 24/7',
  preview:
    'A Vilnius lead-generation company now replies to every ad lead in 25 seconds on average, day or night, and sells 37% more qualified leads from the same ad budget.',
  headline: { value: '+37%', label: 'qualified leads from the same ad budget' },
} satisfies CaseCard;
