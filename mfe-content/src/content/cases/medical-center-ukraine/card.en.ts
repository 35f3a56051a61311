import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'Multi-branch medical centre in Kyiv',
  badge: 'MediFlow AI + Lumi AI',
  preview:
    'A five-branch clinic in Kyiv used to miss almost every fifth call. Now FrontDesk answers calls in the voice of Lumi AI and books patients in Viber and Telegram, and Doctor AI drafts visit protocols with ICD-10 codes for doctors to sign.',
  headline: { value: '−68%', label: 'missed calls' },
} satisfies CaseCard;
