import type { CaseCard } from '@site/contracts';

export default {
  shortTitle: 'Лидогенерация в Вильнюсе',
  badge: 'AI Seller 24/7',
  preview:
    'Вильнюсская компания по лидогенерации отвечает на каждую заявку с рекламы за 25 секунд, днём и ночью, и продаёт на 37% больше квалифицированных лидов при том же рекламном бюджете.',
  headline: { value: '+37%', label: 'квалифицированных лидов при том же бюджете на рекламу' },
} satisfies CaseCard;
