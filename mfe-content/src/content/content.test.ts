import { describe, expect, it } from 'vitest';
import {
  articleBodySchema,
  articleCardSchema,
  articleFactsSchema,
  caseCardSchema,
  caseFactsSchema,
  caseStorySchema,
  countWords,
  structureOf,
  teamSchema,
  textsOf,
  type ArticleBody,
  type ArticleCard,
  type CaseCard,
  type CaseStory,
  type Team,
} from '@site/contracts';
import { ARTICLE_SLUGS, CASES, CASE_SLUGS, LANGUAGES, type Language } from '@site/model';
import { ARTICLE_FACTS } from './blog/facts';

const load = <T>(files: Record<string, T>, path: string): T => {
  const doc = files[path];
  if (!doc) throw new Error(`missing document ${path}`);
  return doc;
};
const caseCards = import.meta.glob<CaseCard>('./cases/*/card.*.ts', { eager: true, import: 'default' });
const caseStories = import.meta.glob<CaseStory>('./cases/*/story.*.ts', { eager: true, import: 'default' });
const articleCards = import.meta.glob<ArticleCard>('./blog/*/card.*.ts', { eager: true, import: 'default' });
const articleBodies = import.meta.glob<ArticleBody>('./blog/*/body.*.ts', { eager: true, import: 'default' });
const teams = import.meta.glob<Team>('./team/*.ts', { eager: true, import: 'default' });

const issuesOf = (
  schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const caseOf = (slug: (typeof CASE_SLUGS)[number], lang: Language) => ({
  ...CASES[slug],
  ...load(caseCards, `./cases/${slug}/card.${lang}.ts`),
  ...load(caseStories, `./cases/${slug}/story.${lang}.ts`),
});
const articleOf = (slug: (typeof ARTICLE_SLUGS)[number], lang: Language) => ({
  ...ARTICLE_FACTS[slug],
  ...load(articleCards, `./blog/${slug}/card.${lang}.ts`),
  ...load(articleBodies, `./blog/${slug}/body.${lang}.ts`),
});

/** Silent reading speed the read times are based on, in words per minute. */
const WORDS_PER_MINUTE = 200;

describe.each(CASE_SLUGS)('the case %s', (slug) => {
  it.each(LANGUAGES)('is a complete case study in %s', (lang) => {
    expect(issuesOf(caseCardSchema, load(caseCards, `./cases/${slug}/card.${lang}.ts`))).toEqual([]);
    expect(issuesOf(caseStorySchema, load(caseStories, `./cases/${slug}/story.${lang}.ts`))).toEqual([]);
    expect(issuesOf(caseFactsSchema, CASES[slug])).toEqual([]);
  });

  it('has the same structure in every language', () => {
    const [en, ...others] = LANGUAGES.map((lang) => structureOf(caseOf(slug, lang)));
    for (const other of others) expect(other).toEqual(en);
  });

  it.each(LANGUAGES)('tells at least 450 words in %s', (lang) => {
    expect(countWords(textsOf(caseOf(slug, lang), ['meta']))).toBeGreaterThanOrEqual(450);
  });
});

describe.each(ARTICLE_SLUGS)('the article %s', (slug) => {
  it.each(LANGUAGES)('is a complete article in %s', (lang) => {
    expect(issuesOf(articleCardSchema, load(articleCards, `./blog/${slug}/card.${lang}.ts`))).toEqual([]);
    expect(issuesOf(articleBodySchema, load(articleBodies, `./blog/${slug}/body.${lang}.ts`))).toEqual([]);
    expect(issuesOf(articleFactsSchema, ARTICLE_FACTS[slug])).toEqual([]);
  });

  it('has the same structure in every language', () => {
    const [en, ...others] = LANGUAGES.map((lang) => structureOf(articleOf(slug, lang)));
    for (const other of others) expect(other).toEqual(en);
  });

  it.each(LANGUAGES)('is at least 800 words long in %s, and as long as its read time says', (lang) => {
    const words = countWords(textsOf(load(articleBodies, `./blog/${slug}/body.${lang}.ts`).content));
    expect(words).toBeGreaterThanOrEqual(800);
    expect(Math.abs(words / WORDS_PER_MINUTE - ARTICLE_FACTS[slug].readTime)).toBeLessThanOrEqual(1);
  });
});

describe('the read times of the specification', () => {
  it('are 8, 10 and 9 minutes for three articles', () => {
    expect(ARTICLE_SLUGS.slice(0, 3).map((slug) => ARTICLE_FACTS[slug].readTime)).toEqual([8, 10, 9]);
  });
});

describe('the team', () => {
  it.each(LANGUAGES)('is complete in %s', (lang) => {
    expect(issuesOf(teamSchema, load(teams, `./team/${lang}.ts`))).toEqual([]);
  });

  it('has the same members and structure in every language', () => {
    const [en, ...others] = LANGUAGES.map((lang) => load(teams, `./team/${lang}.ts`));
    for (const other of others) {
      expect(structureOf(other)).toEqual(structureOf(en));
      expect(other.members.map((member) => member.id)).toEqual(en!.members.map((member) => member.id));
    }
  });
});
