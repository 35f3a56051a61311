import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'Sieć sklepów z elektroniką w Ałmaty',
  badge: 'Lumi AI',
  preview:
    'Sieć elektromarketów z Ałmaty oddała Lumi AI wszystkie telefony do sklepów, po rosyjsku i kazachsku, a także oddzwanianie do klientów, którzy nie dokończyli zamówienia. Prawie żaden telefon nie zostaje bez odpowiedzi.',
  headline: { value: '−94%', label: 'nieodebrane telefony do sklepów' },
} satisfies CaseCard;
