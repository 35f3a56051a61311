import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'Сеть медцентров в Киеве',
  badge: 'MediFlow AI и Lumi AI',
  preview:
    'Клиника с пятью филиалами в Киеве пропускала почти каждый пятый звонок. Теперь FrontDesk отвечает на звонки голосом Lumi AI, переписывается с пациентами в Viber и Telegram и записывает их на приём, а Doctor AI готовит протоколы приёма с кодами МКБ-10 — врачу остаётся проверить и подписать.',
  headline: { value: '−68%', label: 'пропущенные звонки' },
} satisfies CaseCard;
