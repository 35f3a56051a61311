import type { ArticleBody, ArticleCard, ArticleFacts, CaseCard, CaseStory, Team } from '@site/contracts';
import { ARTICLE_SLUGS, CASES, CASE_SLUGS, type ArticleSlug, type CaseFacts, type CaseSlug, type Language } from '@site/model';
import { ARTICLE_FACTS } from './blog/facts';

/**
 * The content documents, one chunk per document and language: a page loads the cards of the
 * library in its language (one chunk for all cases or all articles) and the one story or article
 * it shows, never another language's.
 */
type Documents<T> = Record<string, () => Promise<{ default: T }>>;

const CASE_CARD_SETS = import.meta.glob<{ default: Record<string, CaseCard> }>('./cases/card-sets/*.ts');
const CASE_STORIES = import.meta.glob<{ default: CaseStory }>('./cases/*/story.*.ts');
const ARTICLE_CARD_SETS = import.meta.glob<{ default: Record<string, ArticleCard> }>('./blog/card-sets/*.ts');
const ARTICLE_BODIES = import.meta.glob<{ default: ArticleBody }>('./blog/*/body.*.ts');
const TEAMS = import.meta.glob<{ default: Team }>('./team/*.ts');

async function loadDocument<T>(documents: Documents<T>, path: string): Promise<T> {
  const load = documents[path];
  if (!load) throw new Error(`There is no content document ${path}`);
  return (await load()).default;
}

/** A case as the library shows it: its facts and its card. */
export type CaseSummary = CaseFacts & CaseCard;
/** An article as the blog list shows it: its facts and its card. */
export type ArticleSummary = ArticleFacts & ArticleCard;

/** Every case's summary in `lang`, in the library's order. */
export async function loadCaseSummaries(lang: Language): Promise<readonly CaseSummary[]> {
  const cards = await loadDocument(CASE_CARD_SETS, `./cases/card-sets/${lang}.ts`);
  return CASE_SLUGS.map((slug) => ({ ...CASES[slug], ...cardOf(cards, slug, lang) }));
}

export function loadCaseStory(slug: CaseSlug, lang: Language): Promise<CaseStory> {
  return loadDocument(CASE_STORIES, `./cases/${slug}/story.${lang}.ts`);
}

/** Every article's summary in `lang`, newest first. */
export async function loadArticleSummaries(lang: Language): Promise<readonly ArticleSummary[]> {
  const cards = await loadDocument(ARTICLE_CARD_SETS, `./blog/card-sets/${lang}.ts`);
  return ARTICLE_SLUGS.map((slug) => ({ ...ARTICLE_FACTS[slug], ...cardOf(cards, slug, lang) })).sort((a, b) => b.date.localeCompare(a.date));
}

export function loadArticleBody(slug: ArticleSlug, lang: Language): Promise<ArticleBody> {
  return loadDocument(ARTICLE_BODIES, `./blog/${slug}/body.${lang}.ts`);
}

export function loadTeam(lang: Language): Promise<Team> {
  return loadDocument(TEAMS, `./team/${lang}.ts`);
}

/** A card set is keyed by the card files' paths, `../<slug>/card.<lang>.ts`. */
function cardOf<T>(cards: Record<string, T>, slug: string, lang: Language): T {
  const card = cards[`../${slug}/card.${lang}.ts`];
  if (!card) throw new Error(`There is no card for "${slug}" in "${lang}"`);
  return card;
}
