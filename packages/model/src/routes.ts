import type { ExposeName, RemoteName } from './apps';
import {
  ARTICLE_SLUGS,
  BLOG_CATEGORIES,
  LEAD_FORM_IDS,
  CASE_ALIAS_SLUGS,
  CASE_ALIASES,
  CASE_INDUSTRIES,
  CASE_PRODUCTS,
  CASE_SLUGS,
  PRODUCT_SLUGS,
} from './catalogue';
import { DEFAULT_LANGUAGE, LANGUAGES, URL_PREFIXES, type Language } from './languages';
import { languageOfPrefix, localizePath, sameOriginPath, splitLanguage } from './paths';

/**
 * The site's route table: every page by its id, its path, which app renders it, and in which
 * languages it exists. The shell's router, the prerender, the sitemap, the end-to-end tests and the
 * local twin all derive from it, and every link of the site is built from it with `href()`.
 */

/** Values a segment or a query parameter may take, by its name. */
type Values = Readonly<Record<string, readonly string[]>>;

interface RouteFields {
  /** Unprefixed path pattern; `:name` segments take the values listed in `params`. */
  readonly path: string;
  readonly params?: Values;
  /** The query parameters the page reads (a list's filters), with their values. */
  readonly query?: Values;
  /**
   * Where the page's URL carries its language. Most pages carry it as a prefix (`/ru/cases`); a
   * page that exists only unprefixed (thank-you, by the spec) carries it as its last segment
   * (`/thank-you/ru`, English with none), so the server, not a script, picks the language: a
   * visitor without JavaScript gets the page in theirs too.
   */
  readonly languageAt: 'prefix' | 'suffix';
  /** False for pages search engines must not index. */
  readonly indexable: boolean;
}

/** A page the shell renders itself, or one a remote renders from the module it exposes. */
type Owned =
  { readonly owner: 'shell'; readonly expose?: undefined } | { readonly [R in RemoteName]: { readonly owner: R; readonly expose: ExposeName<R> } }[RemoteName];

/**
 * A part of a page that a remote renders beside the page's own content: a widget on a shell page,
 * or a slot of another remote's page, which that page places. The shell loads it with the page.
 */
export type PartDef = {
  readonly [R in RemoteName]: {
    readonly remote: R;
    readonly expose: ExposeName<R>;
    /** Props the part takes from the page's params: prop name → param name. */
    readonly props?: Readonly<Record<string, string>>;
    /** Only on the pages whose params have these values. */
    readonly only?: Readonly<Record<string, string>>;
  };
}[RemoteName];

/** A part as one page shows it: the remote module that renders it and its props. */
export interface PagePart {
  readonly remote: RemoteName;
  readonly expose: ExposeName;
  readonly props: Readonly<Record<string, string>>;
}

/** A row of the table as written: languages by prefix and indexable unless it says otherwise. */
type RouteRow = Omit<RouteFields, 'languageAt' | 'indexable'> & Partial<Pick<RouteFields, 'languageAt' | 'indexable'>> & Owned;

/**
 * The pages that carry their language as their last segment, apart: all the edge reads of the table
 * (`languageUrl`, for `?lng=`), so its 10 KB bundle carries no slug of the other pages.
 */
const THANK_YOU = { path: '/thank-you', owner: 'shell', languageAt: 'suffix', indexable: false } as const satisfies RouteRow;
/** Where a form lands once its lead is stored (the browser's own post is redirected here too): what comes next, and what fits that form. */
const FORM_SENT = {
  path: '/thank-you/:form',
  owner: 'shell',
  params: { form: LEAD_FORM_IDS },
  languageAt: 'suffix',
  indexable: false,
} as const satisfies RouteRow;
const LANGUAGE_AS_SUFFIX: readonly RouteRow[] = [THANK_YOU, FORM_SENT];

// Built in a call marked pure, as the two below: a bundle that reads only the suffix pages (the edge's) drops the rest.
const TABLE = /* @__PURE__ */ (() =>
  ({
    home: { path: '/', owner: 'shell' },
    product: { path: '/products/:product', owner: 'products', expose: './ProductPage', params: { product: PRODUCT_SLUGS } },
    /** What AI Sales Manager sends a head of sales each morning, as a sample: a page of the product's own. */
    'sample-report': { path: '/products/ai-sales-manager/sample-report', owner: 'products', expose: './SampleReportPage' },
    /** An industry of the case library, as its buyers name their problem: the products that solve it, its systems, its cases, a price for its size, the form. */
    industry: { path: '/industries/:industry', owner: 'products', expose: './IndustryPage', params: { industry: CASE_INDUSTRIES } },
    /** What each product costs, how a buyer starts, and what a volume would cost against the staff it stands for: the prices of `PRICING`. */
    pricing: { path: '/pricing', owner: 'products', expose: './PricingPage' },
    cases: { path: '/cases', owner: 'content', expose: './CasesPage', query: { industry: CASE_INDUSTRIES, product: CASE_PRODUCTS } },
    case: { path: '/cases/:slug', owner: 'content', expose: './CasePage', params: { slug: [...CASE_SLUGS, ...CASE_ALIAS_SLUGS] } },
    blog: { path: '/blog', owner: 'content', expose: './BlogPage', query: { category: BLOG_CATEGORIES } },
    article: { path: '/blog/:slug', owner: 'content', expose: './ArticlePage', params: { slug: ARTICLE_SLUGS } },
    team: { path: '/team', owner: 'content', expose: './TeamPage' },
    contacts: { path: '/contacts', owner: 'shell' },
    privacy: { path: '/privacy', owner: 'shell' },
    /** Where the data lives, who processes it, how long it is kept, GDPR and HIPAA: the figures of `DATA_POLICY`. */
    trust: { path: '/trust', owner: 'shell' },
    /** Who runs the site, as the law asks (the company's record, `COMPANY`): name and form, registered office, register and numbers. */
    legal: { path: '/legal', owner: 'shell' },
    /** How to report a vulnerability, and what the company promises in return: the page `/.well-known/security.txt` names as its policy. */
    security: { path: '/security', owner: 'shell' },
    'thank-you': THANK_YOU,
    'form-sent': FORM_SENT,
  }) as const satisfies Readonly<Record<string, RouteRow>>)();

/** A page of the site, as the route table names it. */
export type RouteId = keyof typeof TABLE;

/** A row of the route table. */
export type RouteDef = { readonly id: RouteId } & RouteFields & Owned;

/** The pages that the shell renders itself. */
export type ShellRouteId = { [Id in RouteId]: (typeof TABLE)[Id]['owner'] extends 'shell' ? Id : never }[RouteId];

/**
 * What other remotes render on a page, by its route id and by the name the page places each under.
 * Beside the table rather than in its rows: the edge function bundles the table to read URLs, and
 * carries no app's module names this way (CloudFront takes 10 KB of code).
 */
export const PAGE_PARTS: { readonly [Id in RouteId]?: Readonly<Record<string, PartDef>> } = {
  home: {
    grid: { remote: 'products', expose: './ProductGrid' },
    'case-highlights': { remote: 'content', expose: './CaseHighlights' },
    'team-strip': { remote: 'content', expose: './TeamStrip' },
  },
  product: {
    voiceDemo: { remote: 'voice', expose: './VoiceDemo', only: { product: 'lumi-ai' } },
    relatedCases: { remote: 'content', expose: './RelatedCases', props: { product: 'product' } },
  },
  industry: {
    relatedCases: { remote: 'content', expose: './RelatedCases', props: { industry: 'industry' } },
  },
};

/** The route table by id. */
export const ROUTE_TABLE = /* @__PURE__ */ (() =>
  Object.fromEntries(Object.entries(TABLE).map(([id, row]) => [id, { id, languageAt: 'prefix', indexable: true, ...row }])))() as unknown as {
  readonly [Id in RouteId]: RouteDef & { readonly id: Id };
};

/** Every row of the table, in its order (the order `matchRoute` tries them in). */
export const ROUTES: readonly RouteDef[] = /* @__PURE__ */ Object.values(ROUTE_TABLE);

type ValuesOf<V> = V extends Values ? V : never;
/** The params a route's path needs, each with the values it may take. */
export type RouteParams<Id extends RouteId> = (typeof TABLE)[Id] extends { readonly params: infer P }
  ? { readonly [Name in keyof ValuesOf<P>]: ValuesOf<P>[Name][number] }
  : {};
/** The query parameters a route reads; a value left null or out is not written. */
export type RouteQuery<Id extends RouteId> = (typeof TABLE)[Id] extends { readonly query: infer Q }
  ? { readonly [Name in keyof ValuesOf<Q>]?: ValuesOf<Q>[Name][number] | null }
  : never;

/** What a link to a route says: its params by name, and optionally its query and a hash (`#contact`). */
export type HrefOptions<Id extends RouteId> = RouteParams<Id> & { readonly query?: RouteQuery<Id>; readonly hash?: string };

/**
 * A page's unprefixed site path, from the table: `href('cases')` is `/cases`, `href('product', {
 * product: 'lumi-ai' })` is `/products/lumi-ai`, `href('cases', { query: { product: 'lumiAi' } })`
 * is `/cases?product=lumiAi` and `href('home', { hash: 'contact' })` is `/#contact`. What links
 * take (`Link`'s `to`, `navigate`): they put it in the page's language.
 */
export function href<Id extends RouteId>(id: Id, ...[options]: {} extends RouteParams<Id> ? [options?: HrefOptions<Id>] : [options: HrefOptions<Id>]): string {
  const { query = {}, hash, ...params } = (options ?? {}) as { query?: Readonly<Record<string, string | null | undefined>>; hash?: string };
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const path = buildPath(ROUTE_TABLE[id], params as Readonly<Record<string, string>>);
  const written = search.toString();
  return `${path}${written ? `?${written}` : ''}${hash ? `#${hash}` : ''}`;
}

export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
}

/** Matches an unprefixed path against the table; unknown paths and unknown slugs give null. */
export function matchRoute(path: string): RouteMatch | null {
  return matchIn(ROUTES, path);
}

function matchIn<Row extends Pick<RouteDef, 'path' | 'params'>>(rows: readonly Row[], path: string): { route: Row; params: Record<string, string> } | null {
  const segments = splitSegments(path);
  for (const def of rows) {
    const pattern = splitSegments(def.path);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith(':')) return part === segment;
      const name = part.slice(1);
      if (!def.params?.[name]?.includes(segment)) return false;
      params[name] = segment;
      return true;
    });
    if (matches) return { route: def, params };
  }
  return null;
}

/**
 * Matches a URL as served (`/ua/cases`, `/thank-you/ru`): the page, its language and its unprefixed
 * path; null for URLs that are no page, such as a suffix-language page under a prefix (`/ru/thank-you`).
 */
export function matchUrl(pathname: string): (RouteMatch & { lang: Language; path: string }) | null {
  const { lang, path } = splitLanguage(pathname);
  const match = matchRoute(path);
  if (match) return match.route.languageAt === 'prefix' || lang === DEFAULT_LANGUAGE ? { ...match, lang, path } : null;
  const cut = pathname.lastIndexOf('/');
  const suffix = languageOfPrefix(pathname.slice(cut + 1));
  if (!suffix || lang !== DEFAULT_LANGUAGE) return null;
  const base = pathname.slice(0, cut);
  const suffixed = matchRoute(base);
  if (suffixed?.route.languageAt !== 'suffix') return null;
  return { ...suffixed, lang: suffix, path: base };
}

/** The URL of an unprefixed site path in a language: `/ru/cases`, `/thank-you/ru`; paths outside the table take a prefix. */
export function pageUrl(path: string, lang: Language): string {
  if (matchRoute(path)?.route.languageAt !== 'suffix') return localizePath(path, lang);
  const code = URL_PREFIXES[lang];
  return code ? `${path}/${code}` : path;
}

/** The language a URL is in: the page's, else its prefix's (English without one). */
export function languageOfUrl(pathname: string): Language {
  return matchUrl(pathname)?.lang ?? splitLanguage(pathname).lang;
}

/**
 * Where the page at `pathname` lives in another language; for a path outside the table (the
 * not-found page), the same path under the other prefix. Always a path of this site, whatever the
 * visitor typed: `/ru//evil.com` gives `/evil.com` in English, never `//evil.com`.
 */
export function languageUrl(pathname: string, lang: Language): string {
  // What `pageUrl(matchUrl(pathname)?.path ?? …)` gives, read from the suffix pages alone (the edge's bundle).
  const cut = pathname.lastIndexOf('/');
  const suffix = languageOfPrefix(pathname.slice(cut + 1));
  const base = suffix ? pathname.slice(0, cut) : '';
  const prefixed = splitLanguage(pathname);
  const path = suffix && prefixed.lang === DEFAULT_LANGUAGE && takesLanguageAsSuffix(base) ? base : prefixed.path;
  const code = URL_PREFIXES[lang];
  return sameOriginPath(!takesLanguageAsSuffix(path) ? localizePath(path, lang) : code ? `${path}/${code}` : path);
}

function takesLanguageAsSuffix(path: string): boolean {
  return matchIn(LANGUAGE_AS_SUFFIX, path) !== null;
}

/** The parts a page shows (`PAGE_PARTS`), in their order, by the name the page places each under. */
export function pagePartsOf({ route, params }: RouteMatch): Record<string, PagePart> {
  const shown = Object.entries(PAGE_PARTS[route.id] ?? {}).filter(([, part]) =>
    Object.entries(part.only ?? {}).every(([param, value]) => params[param] === value),
  );
  return Object.fromEntries(
    shown.map(([name, { remote, expose, props = {} }]) => [
      name,
      { remote, expose, props: Object.fromEntries(Object.entries(props).map(([prop, param]) => [prop, params[param] ?? ''])) },
    ]),
  );
}

/** Builds the unprefixed path of a route from its params. */
export function buildPath(def: RouteDef, params: Readonly<Record<string, string>> = {}): string {
  return def.path.replace(/:([a-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Route ${def.id} needs the param "${name}"`);
    return value;
  });
}

/** The primary path of a page: case aliases point at their case. */
export function canonicalPath(match: RouteMatch): string {
  if (match.route.id === 'case') {
    const slug = match.params.slug!;
    return buildPath(match.route, { slug: CASE_ALIASES[slug] ?? slug });
  }
  return buildPath(match.route, match.params);
}

export interface ConcretePage {
  readonly route: RouteDef;
  readonly lang: Language;
  readonly params: Readonly<Record<string, string>>;
  /** Unprefixed path, e.g. `/cases/onboarding-spain`. */
  readonly path: string;
  /** Path as served, e.g. `/ua/cases/onboarding-spain`, `/thank-you/ru`. */
  readonly url: string;
  /** False for alias pages, which show another page's content. */
  readonly primary: boolean;
}

/** Every page the site serves, in every language it exists in. */
export function listPages(): ConcretePage[] {
  const pages: ConcretePage[] = [];
  for (const def of ROUTES) {
    for (const params of paramCombinations(def)) {
      const path = buildPath(def, params);
      const primary = canonicalPath({ route: def, params }) === path;
      for (const lang of LANGUAGES) {
        pages.push({ route: def, lang, params, path, url: pageUrl(path, lang), primary });
      }
    }
  }
  return pages;
}

function paramCombinations(def: RouteDef): Record<string, string>[] {
  let combos: Record<string, string>[] = [{}];
  for (const [name, values] of Object.entries(def.params ?? {})) {
    combos = combos.flatMap((combo) => values.map((value) => ({ ...combo, [name]: value })));
  }
  return combos;
}

function splitSegments(path: string): string[] {
  return path.split('/').filter(Boolean);
}
