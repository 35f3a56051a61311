import type { CaseCard } from '@site/contracts';

export default {
  shortTitle: 'Маркетингова агенція в Берліні',
  badge: 'AgentLab AI: команда агентів',
  preview:
    'Берлінська агенція передала дослідження, контент-плани, чернетки текстів і щомісячні звіти чотирьом агентам AgentLab AI, а кожен крок затверджує людина. Ті самі 38 працівників тепер ведуть 31 клієнта замість 24.',
  headline: { value: '+7', label: 'постійних клієнтів без нових працівників' },
} satisfies CaseCard;
