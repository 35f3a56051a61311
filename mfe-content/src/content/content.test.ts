import { beforeAll, describe, expect, it } from 'vitest';
import {
  ARTICLES,
  CASE_STUDIES,
  TEAM,
  countWords,
  structureOf,
  teamOf,
  textsOf,
  type ArticleBody,
  type ArticleCard,
  type ArticleFactsDocument,
  type Collection,
  type Team,
} from '@site/content';
import { ARTICLE_SLUGS, CASE_SLUGS, LANGUAGES, type Language } from '@site/model';

/** Every document, each checked against its schema as it loads. */
const cases = CASE_STUDIES.from(import.meta.glob('./cases/*/*.ts'));
const articles = ARTICLES.from(import.meta.glob('./blog/*/*.ts'));
const team = TEAM.from(import.meta.glob('./team/*/*.ts'));

type Loaded<T> = Record<string, Record<Language | 'facts', T>>;
const loaded: { cases: Loaded<object>; articles: Loaded<object>; teams: Partial<Record<Language, Team>> } = { cases: {}, articles: {}, teams: {} };

async function loadEntry<Parts extends Record<string, unknown>>(
  documents: Collection<Parts>,
  id: string,
  parts: readonly (keyof Parts & string)[],
): Promise<Record<Language | 'facts', object>> {
  const facts = (await documents.load(id, 'facts' as keyof Parts & string)) as object;
  const entries = await Promise.all(
    LANGUAGES.map(async (lang) => [lang, Object.assign({}, facts, ...(await Promise.all(parts.map((part) => documents.load(id, part, lang)))))] as const),
  );
  return { facts, ...Object.fromEntries(entries) } as Record<Language | 'facts', object>;
}

beforeAll(async () => {
  for (const slug of CASE_SLUGS) loaded.cases[slug] = await loadEntry(cases, slug, ['card', 'story']);
  for (const slug of ARTICLE_SLUGS) loaded.articles[slug] = await loadEntry(articles, slug, ['card', 'body']);
  for (const lang of LANGUAGES) loaded.teams[lang] = await teamOf(team, lang);
});

const caseOf = (slug: (typeof CASE_SLUGS)[number], lang: Language) => loaded.cases[slug]![lang];
const articleOf = (slug: (typeof ARTICLE_SLUGS)[number], lang: Language) => loaded.articles[slug]![lang] as ArticleFactsDocument & ArticleCard & ArticleBody;
const readTimeOf = (slug: (typeof ARTICLE_SLUGS)[number]) => (loaded.articles[slug]!.facts as ArticleFactsDocument).readTime;

describe('the collections', () => {
  it('are the folders the site model lists, in its order', () => {
    expect([...cases.ids].sort()).toEqual([...CASE_SLUGS].sort());
    expect([...articles.ids].sort()).toEqual([...ARTICLE_SLUGS].sort());
  });
});

/** Silent reading speed the read times are based on, in words per minute. */
const WORDS_PER_MINUTE = 200;

describe.each(CASE_SLUGS)('the case %s', (slug) => {
  it('has the same structure in every language', () => {
    const [en, ...others] = LANGUAGES.map((lang) => structureOf(caseOf(slug, lang)));
    for (const other of others) expect(other).toEqual(en);
  });

  it.each(LANGUAGES)('tells at least 450 words in %s', (lang) => {
    expect(countWords(textsOf(caseOf(slug, lang), ['meta']))).toBeGreaterThanOrEqual(450);
  });
});

describe.each(ARTICLE_SLUGS)('the article %s', (slug) => {
  it('has the same structure in every language', () => {
    const [en, ...others] = LANGUAGES.map((lang) => structureOf(articleOf(slug, lang)));
    for (const other of others) expect(other).toEqual(en);
  });

  it.each(LANGUAGES)('is at least 800 words long in %s, and as long as its read time says', (lang) => {
    const words = countWords(textsOf(articleOf(slug, lang).content));
    expect(words).toBeGreaterThanOrEqual(800);
    expect(Math.abs(words / WORDS_PER_MINUTE - readTimeOf(slug))).toBeLessThanOrEqual(1);
  });
});

describe('the read times of the specification', () => {
  it('are 8, 10 and 9 minutes for three articles', () => {
    expect(ARTICLE_SLUGS.slice(0, 3).map(readTimeOf)).toEqual([8, 10, 9]);
  });
});

describe('the team', () => {
  it('is one folder per member, shown in the order their facts give', () => {
    expect(loaded.teams.en!.members.map((member) => member.id)).toEqual(['oleksandr', 'maria', 'dmytro']);
    expect([...team.ids].sort()).toEqual(['dmytro', 'maria', 'oleksandr']);
  });

  it('has the same members and structure in every language', () => {
    const [en, ...others] = LANGUAGES.map((lang) => loaded.teams[lang]!);
    for (const other of others) {
      expect(structureOf(other)).toEqual(structureOf(en));
      expect(other.members.map((member) => member.id)).toEqual(en!.members.map((member) => member.id));
    }
  });
});
