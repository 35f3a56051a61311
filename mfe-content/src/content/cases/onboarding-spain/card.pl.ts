import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'Onboarding reklamodawców w Barcelonie',
  badge: 'AgentLab AI i Lumi AI',
  preview:
    'Platforma ad-tech z Barcelony potrzebowała 9 dni roboczych, by nowy reklamodawca przeszedł od umowy do pierwszej kampanii. Dziś agenci AgentLab AI sprawdzają dokumenty, zakładają konta i szkicują briefy, Lumi AI dzwoni z powitaniem, a cała droga zajmuje 3 dni.',
  headline: { value: '3 dni', label: 'od podpisania umowy do pierwszej kampanii, wcześniej 9' },
} satisfies CaseCard;
