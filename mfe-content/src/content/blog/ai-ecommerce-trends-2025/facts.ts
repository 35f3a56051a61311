import type { ArticleFactsDocument } from '@site/content';

export default {
  position: 2,
  category: 'ecommerce',
  date: '2025-02-11',
  readTime: 10,
  related: { articles: ['ai-sales-growth', 'business-2026-ai'], products: ['ai-commerce', 'ai-seller'] },
} satisfies ArticleFactsDocument;
