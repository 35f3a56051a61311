import { resolve } from 'node:path';
import {
  COLLECTION_FOLDERS,
  articleBodySchema,
  articleCardSchema,
  articleFactsSchema,
  caseCardSchema,
  caseStorySchema,
  collection,
  homePageSchema,
  productPageSchema,
  teamMemberFactsSchema,
  teamMemberSchema,
  teamOf,
  type ArticleBody,
  type ArticleCard,
  type ArticleFacts,
  type ArticleFactsDocument,
  type CaseCard,
  type CaseStory,
  type HomePage,
  type ProductPageContent,
  type Team,
  type TeamParts,
} from '@site/content';
import { modulesIn } from '@site/content/node';
import { ARTICLE_SLUGS, CASES, CASE_SLUGS, PRODUCT_SLUGS, type ArticleSlug, type CaseFacts, type CaseSlug, type Language, type ProductSlug } from '@site/model';
import { REPO_ROOT } from '../../repo-layout';

/**
 * What the agent knows, read from the very documents the pages render: each product page, case
 * study, article, the team and the home page's copy in one language, checked against its schema as
 * it loads, so the agent can never answer from a stale or broken copy.
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
  /** The home page: what the company does (its lead), its headline claims and its questions and answers. */
  readonly home: HomePage;
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
const TEAM = collection<TeamParts>('team', inFolder('team'), { facts: teamMemberFactsSchema, member: teamMemberSchema });
const PAGES = collection<{ page: HomePage }>('pages', inFolder('pages'), { page: homePageSchema });

export async function loadSiteSources(language: Language): Promise<SiteSources> {
  const [products, cases, articles, team, home] = await Promise.all([
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
    teamOf(TEAM, language),
    PAGES.load('home', 'page', language),
  ]);
  return { language, products, cases, articles, team, home };
}
