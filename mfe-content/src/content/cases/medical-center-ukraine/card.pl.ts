import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'Sieć przychodni w Kijowie',
  badge: 'MediFlow AI i Lumi AI',
  preview:
    'Przychodnia z pięcioma filiami w Kijowie nie odbierała niemal co piątego telefonu. Dziś FrontDesk rozmawia z pacjentami głosem Lumi AI, umawia wizyty przez Viber i Telegram, a Doctor AI przygotowuje protokoły wizyt z kodami ICD-10, które lekarz tylko sprawdza i podpisuje.',
  headline: { value: '−68%', label: 'nieodebrane połączenia' },
} satisfies CaseCard;
