import type { ArticleCard } from '@site/content';

export default {
  title: 'Business in 2026: why AI agents are no longer optional',
  subtitle: 'Which processes to hand to agents first, how to run a 14-day pilot and how to keep the risks in check',
  excerpt:
    'The gap between companies is no longer about who uses a chatbot but about whose processes run on AI. Here is where to start, how to test it in two weeks and what waiting really costs.',
} satisfies ArticleCard;
