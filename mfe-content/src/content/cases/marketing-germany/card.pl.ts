import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'Agencja marketingu B2B w Berlinie',
  badge: 'AgentLab AI: zespół agentów',
  preview:
    'Berlińska agencja powierzyła research, plany treści, pierwsze wersje tekstów i miesięczne raporty czterem agentom AgentLab AI, a człowiek zatwierdza każdy krok. Te same 38 osób obsługuje teraz 31 klientów zamiast 24.',
  headline: { value: '+7', label: 'klienci abonamentowi bez nowych etatów' },
} satisfies CaseCard;
