import {
  ARTICLES,
  CASE_STUDIES,
  TEAM,
  teamOf,
  type ArticleCard,
  type ArticleBody,
  type ArticleFacts,
  type CaseCard,
  type CaseStory,
  type Team,
} from '@site/content';
import { CASES, CASE_SLUGS, ARTICLE_SLUGS, type ArticleSlug, type CaseFacts, type CaseSlug, type Language } from '@site/model';

/**
 * The content documents, one chunk per document and language: a page loads
 * the cards of the library in its language (one chunk for all cases or all articles) and the one
 * story or article it shows, never another language's. A case's facts reach the pages through the
 * site model, generated from the same folders; an article's are small and come with the blog.
 */
const CASE_COLLECTION = CASE_STUDIES.from(import.meta.glob('./cases/*/story.*.ts'));
const ARTICLE_COLLECTION = ARTICLES.from({
  ...import.meta.glob('./blog/*/facts.ts', { eager: true, import: 'default' }),
  ...import.meta.glob('./blog/*/body.*.ts'),
});
const CARD_SETS = import.meta.glob<{ default: Record<string, unknown> }>('./card-sets/*.ts');
/** The members' facts are small and come with the pages; their text comes in one chunk per language, from its card set. */
const TEAM_FACTS = import.meta.glob('./team/*/facts.ts', { eager: true, import: 'default' });

/** A card set: every entry's document of one part in one language, as one chunk, keyed by the documents' paths. */
async function loadCardSet(name: 'cases' | 'articles' | 'team', lang: Language): Promise<Record<string, unknown>> {
  const load = CARD_SETS[`./card-sets/${name}.${lang}.ts`];
  if (!load) throw new Error(`There is no card set of ${name} in "${lang}"`);
  return (await load()).default;
}

/** A case as the library shows it: its facts and its card. */
export type CaseSummary = CaseFacts & CaseCard;
/** An article as the blog list shows it: its facts and its card. */
export type ArticleSummary = ArticleFacts & ArticleCard;

/** Every case's summary in `lang`, in the library's order. */
export async function loadCaseSummaries(lang: Language): Promise<readonly CaseSummary[]> {
  const cards = await CASE_STUDIES.from(await loadCardSet('cases', lang)).loadEvery('card', lang);
  return CASE_SLUGS.map((slug) => ({ ...CASES[slug], ...cardOf(cards, slug, lang) }));
}

export function loadCaseStory(slug: CaseSlug, lang: Language): Promise<CaseStory> {
  return CASE_COLLECTION.load(slug, 'story', lang);
}

/** Every article's summary in `lang`, newest first. */
export async function loadArticleSummaries(lang: Language): Promise<readonly ArticleSummary[]> {
  const [cardSet, facts] = await Promise.all([loadCardSet('articles', lang), ARTICLE_COLLECTION.loadEvery('facts')]);
  const cards = await ARTICLES.from(cardSet).loadEvery('card', lang);
  return ARTICLE_SLUGS.map((slug) => ({ slug, ...cardOf(facts, slug, lang), ...cardOf(cards, slug, lang) })).sort((a, b) => b.date.localeCompare(a.date));
}

export function loadArticleBody(slug: ArticleSlug, lang: Language): Promise<ArticleBody> {
  return ARTICLE_COLLECTION.load(slug, 'body', lang);
}

/** The team in `lang`: one folder per member, `team/<id>/`, their facts joined to their text. */
export async function loadTeam(lang: Language): Promise<Team> {
  return teamOf(TEAM.from({ ...TEAM_FACTS, ...(await loadCardSet('team', lang)) }), lang);
}

function cardOf<T>(cards: ReadonlyMap<string, T>, slug: string, lang: Language): T {
  const card = cards.get(slug);
  if (!card) throw new Error(`There is no document for "${slug}" in "${lang}"`);
  return card;
}
