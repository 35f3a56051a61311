import type { ArticleCard } from '@site/content';

export default {
  title: 'How AI grows sales in 2026: where the extra revenue comes from',
  subtitle: 'Response speed, round-the-clock bots, voice assistants and call analytics, with the numbers to check',
  excerpt:
    'Most deals slip away in the gap between a lead’s first message and a manager’s first answer. Here is where AI closes that gap, how to measure the effect and how to run a pilot without risking the quarter.',
} satisfies ArticleCard;
