import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'Advertiser onboarding in Barcelona',
  badge: 'AgentLab AI + Lumi AI',
  preview:
    'An ad-tech platform in Barcelona needed 9 working days to take a new advertiser from contract to first campaign. AgentLab AI agents now check documents, set up accounts and draft briefs, Lumi AI makes the welcome call, and it takes 3.',
  headline: { value: '3 days', label: 'from contract to first campaign, down from 9' },
} satisfies CaseCard;
