import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'Магазин товарів для дому у Варшаві',
  badge: 'AI Commerce Suite',
  preview:
    'Варшавський магазин товарів для дому виставляє новинки на продаж через три дні після надходження на склад, перевіряє їх в AI Focus Group ще до замовлення та повертає 14% покинутих кошиків.',
  headline: { value: '+31%', label: 'зростання конверсії інтернет-магазину' },
} satisfies CaseCard;
