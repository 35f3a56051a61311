import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'Онбординг рекламодателей в Барселоне',
  badge: 'AgentLab AI и Lumi AI',
  preview:
    'Ad-tech-платформе из Барселоны требовалось 9 рабочих дней, чтобы довести нового рекламодателя от договора до первой кампании. Теперь агенты AgentLab AI проверяют документы, настраивают аккаунты и готовят брифы, Lumi AI делает приветственный звонок — и хватает трёх дней.',
  headline: { value: '3 дня', label: 'от договора до первой кампании вместо 9' },
} satisfies CaseCard;
