import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  articleBodySchema,
  articleCardSchema,
  caseCardSchema,
  caseStorySchema,
  productPageSchema,
  teamSchema,
  type ArticleBody,
  type ArticleCard,
  type CaseCard,
  type CaseStory,
  type ProductPageContent,
  type Team,
} from '@site/contracts';
import {
  ARTICLE_SLUGS,
  CASES,
  CASE_SLUGS,
  PRODUCT_SLUGS,
  headlineClaims,
  quotedFacts,
  type ArticleSlug,
  type CaseFacts,
  type CaseSlug,
  type Language,
  type ProductSlug,
} from '@site/model';
import type * as z from 'zod/mini';
import { ARTICLE_FACTS } from '../../mfe-content/src/content/blog/facts';
import { REPO_ROOT } from '../../repo-layout';

/**
 * What the agent knows, read from the very documents the pages render: each product page, case
 * study, article and the team in one language, checked against its schema as it loads, so the
 * agent can never answer from a stale or broken copy. The home page's claims and questions come
 * from the shell's translations, as the home page shows them.
 */
export interface SiteSources {
  readonly language: Language;
  readonly products: readonly { readonly slug: ProductSlug; readonly page: ProductPageContent }[];
  readonly cases: readonly { readonly slug: CaseSlug; readonly facts: CaseFacts; readonly card: CaseCard; readonly story: CaseStory }[];
  readonly articles: readonly {
    readonly slug: ArticleSlug;
    readonly facts: (typeof ARTICLE_FACTS)[ArticleSlug];
    readonly card: ArticleCard;
    readonly body: ArticleBody;
  }[];
  readonly team: Team;
  /** The team page's own labels, so the agent names a member's expertise as the page does. */
  readonly teamLabels: { readonly expertise: string };
  readonly home: HomeTexts;
}

/** The home page's headline claims and its questions and answers, in one language. */
export interface HomeTexts {
  readonly about: string;
  readonly claims: readonly { readonly value: string; readonly label: string }[];
  readonly faq: readonly { readonly question: string; readonly answer: string }[];
}

const PRODUCTS_DIR = 'mfe-products/src/content';
const CONTENT_DIR = 'mfe-content/src/content';

async function loadDocument<Schema extends z.ZodMiniType>(schema: Schema, path: string): Promise<z.output<Schema>> {
  const module = (await import(pathToFileURL(resolve(REPO_ROOT, path)).href)) as { default?: unknown };
  const parsed = schema.safeParse(module.default);
  if (!parsed.success) throw new Error(`${path} does not match its schema: ${parsed.error.message}`);
  return parsed.data;
}

export async function loadSiteSources(language: Language): Promise<SiteSources> {
  const [products, cases, articles, team, teamLabels, home] = await Promise.all([
    Promise.all(PRODUCT_SLUGS.map(async (slug) => ({ slug, page: await loadDocument(productPageSchema, `${PRODUCTS_DIR}/${slug}/${language}.ts`) }))),
    Promise.all(
      CASE_SLUGS.map(async (slug) => ({
        slug,
        facts: CASES[slug],
        card: await loadDocument(caseCardSchema, `${CONTENT_DIR}/cases/${slug}/card.${language}.ts`),
        story: await loadDocument(caseStorySchema, `${CONTENT_DIR}/cases/${slug}/story.${language}.ts`),
      })),
    ),
    Promise.all(
      ARTICLE_SLUGS.map(async (slug) => ({
        slug,
        facts: ARTICLE_FACTS[slug],
        card: await loadDocument(articleCardSchema, `${CONTENT_DIR}/blog/${slug}/card.${language}.ts`),
        body: await loadDocument(articleBodySchema, `${CONTENT_DIR}/blog/${slug}/body.${language}.ts`),
      })),
    ),
    loadDocument(teamSchema, `${CONTENT_DIR}/team/${language}.ts`),
    loadTeamLabels(language),
    loadHomeTexts(language),
  ]);
  return { language, products, cases, articles, team, teamLabels, home };
}

async function loadTeamLabels(language: Language): Promise<SiteSources['teamLabels']> {
  const path = `mfe-content/src/locales/${language}.json`;
  const texts = JSON.parse(await readFile(resolve(REPO_ROOT, path), 'utf8')) as { team?: { expertise?: unknown } };
  const expertise = texts.team?.expertise;
  if (typeof expertise !== 'string' || !expertise.trim()) throw new Error(`${path} has no team.expertise label`);
  return { expertise };
}

interface ShellPageTexts {
  home?: {
    hero?: { lead?: unknown; claims?: Record<string, { label?: unknown }> };
    faq?: { items?: Record<string, { q?: unknown; a?: unknown }> };
  };
}

/** Fills a translation's `{{name}}` placeholders with the site's facts, as the home page does with i18next. */
function withFacts(text: string, facts: Readonly<Record<string, string>>, path: string): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = facts[name];
    if (value === undefined) throw new Error(`${path} quotes {{${name}}}, which is not one of the site's facts`);
    return value;
  });
}

async function loadHomeTexts(language: Language): Promise<HomeTexts> {
  const path = `shell/src/pages/locales/${language}.json`;
  const texts = JSON.parse(await readFile(resolve(REPO_ROOT, path), 'utf8')) as ShellPageTexts;
  const about = texts.home?.hero?.lead;
  const labels = texts.home?.hero?.claims ?? {};
  const faq = Object.values(texts.home?.faq?.items ?? {});
  const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
  if (!isText(about) || !faq.length) throw new Error(`${path} has no home page lead or questions (home.hero, home.faq)`);
  const facts = quotedFacts(language);
  return {
    about,
    // The figures are the site's facts; the labels are the home page's.
    claims: Object.entries(headlineClaims(language)).map(([claim, value]) => {
      const label = labels[claim]?.label;
      if (!isText(label)) throw new Error(`${path}: home.hero.claims.${claim} needs a label`);
      return { value, label };
    }),
    faq: faq.map((item, index) => {
      if (!isText(item.q) || !isText(item.a)) throw new Error(`${path}: home.faq.items entry ${index} needs a question and an answer`);
      return { question: item.q, answer: withFacts(item.a, facts, path) };
    }),
  };
}
