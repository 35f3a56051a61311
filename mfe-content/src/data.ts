import { ARTICLE_SLUGS, CASE_ALIASES, CASE_SLUGS, type ArticleSlug, type CaseSlug } from '@site/i18n';

export const CASES: readonly CaseSlug[] = CASE_SLUGS;
export const ARTICLES: readonly ArticleSlug[] = ARTICLE_SLUGS;
export const TEAM_MEMBERS = ['oleksandr', 'maria', 'dmytro'] as const;

/** A case's own slug, also for the older alias slugs that show the same page. */
export function resolveCaseSlug(slug: string): CaseSlug {
  return CASE_ALIASES[slug] ?? (slug as CaseSlug);
}
