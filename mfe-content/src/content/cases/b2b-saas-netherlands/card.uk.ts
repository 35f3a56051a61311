import type { CaseCard } from '@site/contracts';

export default {
  shortTitle: 'SaaS для графіків змін у Нідерландах',
  badge: 'AI Seller 24/7',
  preview:
    'Нідерландський SaaS для планування змін у першу ж хвилину зустрічає кожного користувача пробної версії, кваліфікує його в чаті й призначає демо лише компаніям, які підходять: конверсія з тріалу в оплату зросла на 34%.',
  headline: { value: '+34%', label: 'до конверсії з пробної версії в оплату' },
} satisfies CaseCard;
