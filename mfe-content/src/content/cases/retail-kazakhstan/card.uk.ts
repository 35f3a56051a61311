import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'Мережа магазинів електроніки в Алмати',
  badge: 'Lumi AI',
  preview:
    'Алматинська мережа магазинів електроніки доручила Lumi AI всі дзвінки в магазини російською та казахською й обдзвін покупців, які не завершили замовлення: пропущених дзвінків майже не лишилося.',
  headline: { value: '−94%', label: 'пропущені дзвінки в магазини' },
} satisfies CaseCard;
