import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'Онбординг рекламодавців у Барселоні',
  badge: 'AgentLab AI і Lumi AI',
  preview:
    'Ad-tech-платформі з Барселони потрібно було 9 робочих днів, щоб провести нового рекламодавця від договору до першої кампанії. Тепер агенти AgentLab AI перевіряють документи, налаштовують акаунти й готують брифи, Lumi AI телефонує клієнтові з привітанням — і вистачає трьох днів.',
  headline: { value: '3 дні', label: 'від договору до першої кампанії замість 9' },
} satisfies CaseCard;
