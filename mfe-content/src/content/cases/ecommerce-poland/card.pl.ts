import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'E-sklep z wyposażeniem domu w Warszawie',
  badge: 'AI Commerce Suite',
  preview:
    'Warszawski sklep z naczyniami i wyposażeniem domu wystawia nowości trzy dni po dostawie, każdy produkt przed zamówieniem sprawdza w AI Focus Group i odzyskuje 14% porzuconych koszyków.',
  headline: { value: '+31%', label: 'konwersja sklepu internetowego' },
} satisfies CaseCard;
