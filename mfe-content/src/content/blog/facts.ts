import type { ArticleFacts } from '@site/contracts';
import type { ArticleSlug } from '@site/model';

/** What each article is, the same in every language. */
export const ARTICLE_FACTS: Readonly<Record<ArticleSlug, ArticleFacts>> = {
  'ai-sales-growth': {
    slug: 'ai-sales-growth',
    category: 'sales',
    date: '2026-05-19',
    readTime: 8,
    related: { articles: ['business-2026-ai', 'ai-ecommerce-trends-2025'], products: ['ai-sales-manager', 'ai-seller', 'lumi-ai'] },
  },
  'ai-ecommerce-trends-2025': {
    slug: 'ai-ecommerce-trends-2025',
    category: 'ecommerce',
    date: '2025-02-11',
    readTime: 10,
    related: { articles: ['ai-sales-growth', 'business-2026-ai'], products: ['ai-commerce', 'ai-seller'] },
  },
  'ai-in-healthcare': {
    slug: 'ai-in-healthcare',
    category: 'healthcare',
    date: '2026-10-06',
    readTime: 9,
    related: { articles: ['business-2026-ai', 'ai-sales-growth'], products: ['mediflow-ai', 'lumi-ai'] },
  },
  'business-2026-ai': {
    slug: 'business-2026-ai',
    category: 'automation',
    date: '2026-01-20',
    readTime: 7,
    related: { articles: ['ai-sales-growth', 'ai-in-healthcare'], products: ['agentlab-ai', 'ai-sales-manager'] },
  },
};
