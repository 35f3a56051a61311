import type { ArticleCard } from '@site/content';

export default {
  title: 'AI in e-commerce in 2025: five trends worth a budget and the pitfalls behind them',
  subtitle: 'Product cards from photos, AI focus groups, selling in messengers, cart recovery and personalisation',
  excerpt:
    'Five AI trends have moved from conference slides into the daily work of online stores. We look at what each does to revenue and workload, what to automate first and where brand voice, made-up product facts and returns can eat the gain.',
} satisfies ArticleCard;
