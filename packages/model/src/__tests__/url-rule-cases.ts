import { DEFAULT_LANGUAGE, LANGUAGES, URL_PREFIXES, type Language } from '../languages';

/** `path` as a visitor of `lang` sees it, spelled from the model's prefixes alone: `/ua/cases`, `/ru`. */
export const underPrefix = (lang: Language, path: string): string => (URL_PREFIXES[lang] ? `/${URL_PREFIXES[lang]}${path === '/' ? '' : path}` : path);
/** A suffix-language page's URL, spelled the same way: `/thank-you/ua`. */
export const withSuffix = (lang: Language, path: string): string => (URL_PREFIXES[lang] ? `${path}/${URL_PREFIXES[lang]}` : path);

/** Every language of the model, each by every code a visitor may give for it (its tag and its prefix, in either case). */
const CODES = LANGUAGES.flatMap((lang) =>
  [...new Set([lang, URL_PREFIXES[lang] || lang])].flatMap((code) => [[lang, code] as const, [lang, code.toUpperCase()] as const]),
);
const OTHER = (lang: Language): Language => LANGUAGES.find((other) => other !== lang && other !== DEFAULT_LANGUAGE) ?? DEFAULT_LANGUAGE;

/**
 * The URL rules as cases: one table for every place that applies them, `decideEdge` itself
 * (url-policy.test.ts) and the CloudFront function bundled from it
 * (platform/edge/__tests__/viewer-request-bundle.test.ts), so the two cannot drift apart.
 */
export const URL_RULE_CASES = {
  /** `/en/...` and trailing slashes: a permanent redirect to the canonical path, the query kept. */
  canonical: [
    ['/en', '', '/'],
    ['/en/', '', '/'],
    ['/en/cases', 'industry=saas', '/cases?industry=saas'],
    ['/en/cases/onboarding-spain/', '', '/cases/onboarding-spain'],
    ['/ru/blog/', '', '/ru/blog'],
    ...LANGUAGES.map((lang) => [`${underPrefix(lang, '/blog')}/`, '', underPrefix(lang, '/blog')] as const),
  ],
  /** `?lng=`: a temporary redirect to that language's page, the rest of the query kept. */
  language: [
    ['/cases', 'lng=ru', '/ru/cases'],
    ['/ru/cases', 'lng=ua', '/ua/cases'],
    ['/ua/team', 'lng=en&x=1', '/team?x=1'],
    ['/', 'a=1&lng=RU', '/ru?a=1'],
    ['/en/blog', 'lng=uk', '/ua/blog'],
    ['/cases', 'tag=a&tag=b&lng=ru', '/ru/cases?tag=a&tag=b'],
    // The thank-you page is unprefixed: its language is its last segment.
    ['/thank-you', 'lng=ru', '/thank-you/ru'],
    ['/thank-you/ua', 'lng=en', '/thank-you'],
    ['/thank-you/ru', 'lng=ua&x=1', '/thank-you/ua?x=1'],
    // Each language, generated: reached by each of its codes from another language's page.
    ...CODES.flatMap(([lang, code]) => [
      [underPrefix(OTHER(lang), '/cases'), `lng=${code}&x=1`, `${underPrefix(lang, '/cases')}?x=1`] as const,
      [withSuffix(OTHER(lang), '/thank-you'), `lng=${code}`, withSuffix(lang, '/thank-you')] as const,
    ]),
  ],
  /** `?lng=` values that are unsafe or no language of the site: ignored, `/cases` is served. */
  ignoredLanguage: [
    'lng=<script>alert(1)</script>',
    'lng=javascript:alert(1)',
    'lng=%22%20onmouseover%3D%22x()',
    'lng=eval(1)',
    'lng=document.cookie',
    'lng=innerHTML',
    'lng=de',
    'lng=',
    'lng=%E0%A4%A',
  ],
  /** Leading runs of separators (raw, encoded, or with what browsers strip) collapse to one `/`. */
  offSite: [
    ['/en//evil.com', '', 301, '/evil.com'],
    ['/en//evil.com/x', '', 301, '/evil.com/x'],
    ['/en/\\evil.com', '', 301, '/evil.com'],
    ['/en/\\/evil.com', '', 301, '/evil.com'],
    ['/en/%2F%2Fevil.com', '', 301, '/evil.com'],
    ['/en/%2fevil.com', '', 301, '/evil.com'],
    ['/en/%5Cevil.com', '', 301, '/evil.com'],
    ['/en/%09/evil.com', '', 301, '/evil.com'],
    ['//evil.com/', '', 301, '/evil.com'],
    ['/\\evil.com', '', 301, '/evil.com'],
    ['///evil.com', '', 301, '/evil.com'],
    ['/ru//evil.com', 'lng=en', 302, '/evil.com'],
  ],
  /** What is served from where: pages from their `index.html`, files as they are. */
  served: [
    ['/', '/index.html'],
    ['/ru', '/ru/index.html'],
    ['/ua/products/lumi-ai', '/ua/products/lumi-ai/index.html'],
    ['/ua/cases/onboarding-spain', '/ua/cases/onboarding-spain/index.html'],
    ['/thank-you/ua', '/thank-you/ua/index.html'],
    ['/no-such-page', '/no-such-page/index.html'],
    ['/assets/index-abc.js', '/assets/index-abc.js'],
    ['/remoteEntry-Bl-rMHzO.js', '/remoteEntry-Bl-rMHzO.js'],
    ['/robots.txt', '/robots.txt'],
    ['/.well-known/security.txt', '/.well-known/security.txt'],
    ['/404.html', '/404.html'],
    ...LANGUAGES.flatMap((lang) => [
      [underPrefix(lang, '/'), lang === DEFAULT_LANGUAGE ? '/index.html' : `${underPrefix(lang, '/')}/index.html`] as const,
      [underPrefix(lang, '/pricing'), `${underPrefix(lang, '/pricing')}/index.html`] as const,
    ]),
  ],
} satisfies {
  canonical: readonly (readonly [string, string, string])[];
  language: readonly (readonly [string, string, string])[];
  ignoredLanguage: readonly string[];
  offSite: readonly (readonly [string, string, 301 | 302, string])[];
  served: readonly (readonly [string, string])[];
};
