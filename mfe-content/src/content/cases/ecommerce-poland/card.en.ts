import type { CaseCard } from '@site/content';

export default {
  shortTitle: 'Home-goods online store in Warsaw',
  badge: 'AI Commerce Suite',
  preview:
    'A Warsaw home-goods store puts new products on sale three days after delivery, tests them with an AI focus group before ordering and wins back 14% of abandoned carts.',
  headline: { value: '+31%', label: 'online store conversion' },
} satisfies CaseCard;
