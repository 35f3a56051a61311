import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'Сеть магазинов электроники в Алматы',
  badge: 'Lumi AI',
  preview:
    'Алматинская сеть магазинов электроники доверила Lumi AI все звонки в магазины на русском и казахском и обзвон покупателей, не завершивших заказ: пропущенных звонков почти не осталось.',
  headline: { value: '−94%', label: 'пропущенные звонки в магазины' },
} satisfies CaseCard;
