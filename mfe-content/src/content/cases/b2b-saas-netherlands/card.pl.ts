import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'SaaS do grafików pracy w Holandii',
  badge: 'AI Seller 24/7',
  preview:
    'Holenderski SaaS do układania grafików wita każdego użytkownika wersji próbnej w niecałą minutę, kwalifikuje go na czacie i umawia demo tylko z firmami, które pasują do profilu. Konwersja z wersji próbnej na płatną wzrosła o 34%.',
  headline: { value: '+34%', label: 'konwersja z wersji próbnej na płatną' },
} satisfies CaseCard;
