import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'Мережа медцентрів у Києві',
  badge: 'MediFlow AI і Lumi AI',
  preview:
    'Клініка з п’ятьма філіями в Києві пропускала майже кожен п’ятий дзвінок. Тепер FrontDesk відповідає на дзвінки голосом Lumi AI, листується з пацієнтами у Viber і Telegram і записує їх на прийом, а Doctor AI готує протоколи прийому з кодами МКХ-10 — лікареві лишається перевірити й підписати.',
  headline: { value: '−68%', label: 'пропущені дзвінки' },
} satisfies CaseCard;
