import type { ArticleFactsDocument } from '@site/content';

export default {
  position: 4,
  category: 'automation',
  date: '2026-01-20',
  readTime: 7,
  related: { articles: ['ai-sales-growth', 'ai-in-healthcare'], products: ['agentlab-ai', 'ai-sales-manager'] },
} satisfies ArticleFactsDocument;
