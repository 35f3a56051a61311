import type { ArticleFactsDocument } from '@site/content';

export default {
  position: 3,
  category: 'healthcare',
  date: '2026-10-06',
  readTime: 9,
  related: { articles: ['business-2026-ai', 'ai-sales-growth'], products: ['mediflow-ai', 'lumi-ai'] },
} satisfies ArticleFactsDocument;
