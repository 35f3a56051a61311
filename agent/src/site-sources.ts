import {
  ARTICLES,
  CASE_STUDIES,
  PRODUCTS,
  SHELL_PAGES,
  TEAM,
  teamOf,
  type ArticleBody,
  type ArticleCard,
  type ArticleFacts,
  type CaseCard,
  type CaseStory,
  PRODUCTS_PAGES,
  type HomePage,
  type LegalPage,
  type PricingPage,
  type ProductPageContent,
  type TrustPage,
  type Team,
} from '@site/content';
import { collectionIn } from '@site/content/node';
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
  /** The pricing page: each product's price list in words, how it starts, the calculator's assumptions, its questions. */
  readonly pricing: PricingPage;
  /** The legal notice: who a client signs with. */
  readonly legal: LegalPage;
  /** The trust centre, by its title: where data and certificates are set out. */
  readonly trust: TrustPage;
}

/** The site's collections as the pages declare them, read from their folders, every document checked against its schema as it loads. */
const PRODUCT_PAGES = collectionIn(PRODUCTS, REPO_ROOT);
const CASE_DOCUMENTS = collectionIn(CASE_STUDIES, REPO_ROOT);
const ARTICLE_DOCUMENTS = collectionIn(ARTICLES, REPO_ROOT);
const MEMBERS = collectionIn(TEAM, REPO_ROOT);
const PAGES = collectionIn(SHELL_PAGES, REPO_ROOT);
const PRODUCTS_REMOTE_PAGES = collectionIn(PRODUCTS_PAGES, REPO_ROOT);

export async function loadSiteSources(language: Language): Promise<SiteSources> {
  const [products, cases, articles, team, home, pricing, legal, trust] = await Promise.all([
    Promise.all(PRODUCT_SLUGS.map(async (slug) => ({ slug, page: await PRODUCT_PAGES.load(slug, 'page', language) }))),
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
        facts: { slug, ...(await ARTICLE_DOCUMENTS.load(slug, 'facts')) },
        card: await ARTICLE_DOCUMENTS.load(slug, 'card', language),
        body: await ARTICLE_DOCUMENTS.load(slug, 'body', language),
      })),
    ),
    teamOf(MEMBERS, language),
    PAGES.load('home', 'page', language),
    PRODUCTS_REMOTE_PAGES.load('pricing', 'page', language),
    PAGES.load('legal', 'page', language),
    PAGES.load('trust', 'page', language),
  ]);
  return { language, products, cases, articles, team, home, pricing, legal, trust };
}
