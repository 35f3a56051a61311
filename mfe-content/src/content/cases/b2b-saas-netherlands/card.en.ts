import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'Scheduling SaaS in the Netherlands',
  badge: 'AI Seller 24/7',
  preview:
    'A Dutch staff-scheduling SaaS greets every trial user within a minute, qualifies them in chat and books demos only with companies that fit: trial-to-paid conversion is up 34%.',
  headline: { value: '+34%', label: 'trial-to-paid conversion' },
} satisfies CaseCard;
