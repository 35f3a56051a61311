import type { ArticleFactsDocument } from '@site/content';

export default {
  position: 1,
  category: 'sales',
  date: '2026-05-19',
  readTime: 8,
  related: { articles: ['business-2026-ai', 'ai-ecommerce-trends-2025'], products: ['ai-sales-manager', 'ai-seller', 'lumi-ai'] },
} satisfies ArticleFactsDocument;
