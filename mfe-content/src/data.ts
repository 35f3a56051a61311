import { ARTICLE_SLUGS, CASE_ALIASES, CASE_SLUGS, type ArticleSlug, type CaseSlug } from '@site/i18n';

export const CASES: readonly CaseSlug[] = CASE_SLUGS;
export const ARTICLES: readonly ArticleSlug[] = ARTICLE_SLUGS;
export const TEAM_MEMBERS = ['oleksandr', 'maria', 'dmytro'] as const;

/** Facts of each article that are the same in every language. */
export const ARTICLE_FACTS: Readonly<Record<ArticleSlug, { date: string; readTimeMinutes: number }>> = {
  'ai-sales-growth': { date: '2025-02-18', readTimeMinutes: 8 },
  'ai-ecommerce-trends-2025': { date: '2025-04-07', readTimeMinutes: 10 },
  'ai-in-healthcare': { date: '2025-06-23', readTimeMinutes: 9 },
  'business-2026-ai': { date: '2025-11-10', readTimeMinutes: 7 },
};

/** A case's own slug, also for the older alias slugs that show the same page. */
export function resolveCaseSlug(slug: string): CaseSlug {
  return CASE_ALIASES[slug] ?? (slug as CaseSlug);
}
