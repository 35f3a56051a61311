import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  COLLECTION_FOLDERS,
  articleBodySchema,
  articleCardSchema,
  articleFactsSchema,
  caseCardSchema,
  caseStorySchema,
  collection,
  productPageSchema,
  teamSchema,
  type ArticleBody,
  type ArticleCard,
  type ArticleFacts,
  type ArticleFactsDocument,
  type CaseCard,
  type CaseStory,
  type ProductPageContent,
  type Team,
} from '@site/content';
import { modulesIn } from '@site/content/node';
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
    readonly facts: ArticleFacts;
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

/** The site's collections through the one loader the pages use, every document checked against its schema as it loads. */
const inFolder = (name: keyof typeof COLLECTION_FOLDERS) => modulesIn(resolve(REPO_ROOT, COLLECTION_FOLDERS[name]));
const PRODUCTS = collection<{ page: ProductPageContent }>('products', inFolder('products'), { page: productPageSchema });
const CASE_DOCUMENTS = collection<{ card: CaseCard; story: CaseStory }>('cases', inFolder('cases'), { card: caseCardSchema, story: caseStorySchema });
const ARTICLES = collection<{ facts: ArticleFactsDocument; card: ArticleCard; body: ArticleBody }>('articles', inFolder('articles'), {
  facts: articleFactsSchema,
  card: articleCardSchema,
  body: articleBodySchema,
});
const TEAM = collection<{ members: Team }>('team', inFolder('team'), { members: teamSchema });

export async function loadSiteSources(language: Language): Promise<SiteSources> {
  const [products, cases, articles, team, teamLabels, home] = await Promise.all([
    Promise.all(PRODUCT_SLUGS.map(async (slug) => ({ slug, page: await PRODUCTS.load(slug, 'page', language) }))),
    Promise.all(
      CASE_SLUGS.map(async (slug) => ({
        slug,
        facts: CASES[slug],
        card: await CASE_DOCUMENTS.load(slug, 'card', language),
        story: await CASE_DOCUMENTS.load(slug, 'story', language),
      })),
    ),
    Promise.all(
      ARTICLE_SLUGS.map(async (slug) => ({
        slug,
        facts: { slug, ...(await ARTICLES.load(slug, 'facts')) },
        card: await ARTICLES.load(slug, 'card', language),
        body: await ARTICLES.load(slug, 'body', language),
      })),
    ),
    TEAM.load('team', 'members', language),
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
