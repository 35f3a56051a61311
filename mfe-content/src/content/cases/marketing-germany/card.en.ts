import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'B2B marketing agency in Berlin',
  badge: 'AgentLab AI: a team of agents',
  preview:
    'A Berlin agency handed research, content plans, first drafts and monthly reports to four AgentLab AI agents, with a person approving every step. The same 38 people now serve 31 clients instead of 24.',
  headline: { value: '+7', label: 'retainer clients without new hires' },
} satisfies CaseCard;
