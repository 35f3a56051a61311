import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'Firma generująca leady w Wilnie',
  badge: 'AI Seller 24/7',
  preview:
    'Wileńska firma generująca leady odpowiada dziś na każdy lead z reklam średnio w 25 sekund, w dzień i w nocy, i z tego samego budżetu reklamowego sprzedaje o 37% więcej zakwalifikowanych leadów.',
  headline: { value: '+37%', label: 'zakwalifikowane leady z tego samego budżetu reklamowego' },
} satisfies CaseCard;
