import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CASE_ALIASES, CASE_SLUGS } from '../catalogue';
import { LANGUAGES } from '../languages';
import { sameOriginPath, splitLanguage } from '../paths';
import {
  canonicalPath,
  href,
  languageOfUrl,
  languageUrl,
  listPages,
  matchRoute,
  matchUrl,
  PAGE_PARTS,
  pagePartsOf,
  pageUrl,
  ROUTE_TABLE,
  ROUTES,
} from '../routes';

describe('the route table', () => {
  it('knows every page of the spec in every language, thank-you unprefixed with its language last', () => {
    const urls = listPages().map((page) => page.url);
    expect(urls).toContain('/');
    expect(urls).toContain('/ru');
    expect(urls).toContain('/ua/products/agentlab-ai');
    expect(urls).toEqual(expect.arrayContaining(['/industries/healthcare', '/ua/industries/healthcare', '/pl/industries/healthcare']));
    expect(urls).toContain('/ru/products/ai-sales-manager/sample-report');
    expect(urls).toEqual(expect.arrayContaining(['/pricing', '/ru/pricing', '/ua/pricing']));
    expect(urls).toContain('/ru/cases/retail-kazakhstan');
    expect(urls).toContain('/ua/cases/clinic-mediflow-lumi-kyiv');
    expect(urls).toContain('/blog/business-2026-ai');
    expect(urls).toEqual(expect.arrayContaining(['/thank-you', '/thank-you/ru', '/thank-you/ua']));
    expect(urls).not.toContain('/ru/thank-you');
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toEqual(expect.arrayContaining(['/thank-you/lumi', '/thank-you/lumi/ru', '/thank-you/contacts/ua']));
    expect(urls).toEqual(expect.arrayContaining(['/legal', '/ru/legal', '/ua/legal', '/security', '/ru/security', '/ua/security']));
    // 16 routes in every language (6 products, the sample report, 6 industries, the prices, 16 case slugs, 4 articles; the legal notice and the disclosure policy; thank-you as /thank-you, /thank-you/ru, /thank-you/ua, and one for each of the 7 forms).
    expect(urls).toHaveLength(LANGUAGES.length * (1 + 6 + 1 + 6 + 1 + 1 + 16 + 1 + 4 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 7));
  });

  it('matches known slugs only', () => {
    expect(matchRoute('/products/lumi-ai')?.params).toEqual({ product: 'lumi-ai' });
    expect(matchRoute('/products/unknown')).toBeNull();
    expect(matchRoute('/products/ai-sales-manager/sample-report')?.route.id).toBe('sample-report');
    expect(matchRoute('/products/ai-seller/sample-report')).toBeNull();
    expect(matchRoute('/cases/onboarding-spain/extra')).toBeNull();
    expect(matchUrl('/ru/thank-you')).toBeNull();
    expect(matchUrl('/ru/thank-you/ua')).toBeNull();
    expect(matchUrl('/thank-you/de')).toBeNull();
    expect(matchUrl('/cases/ru')).toBeNull();
    expect(matchUrl('/ua/team')?.lang).toBe('uk');
    expect(matchUrl('/thank-you/ua')).toMatchObject({ lang: 'uk', path: '/thank-you', route: { id: 'thank-you' } });
    expect(matchUrl('/thank-you/mediflow/ua')).toMatchObject({
      lang: 'uk',
      path: '/thank-you/mediflow',
      route: { id: 'form-sent' },
      params: { form: 'mediflow' },
    });
    expect(matchUrl('/thank-you/mediflow')).toMatchObject({ lang: 'en', route: { id: 'form-sent' } });
    expect(matchUrl('/ru/thank-you/mediflow')).toBeNull();
    expect(matchUrl('/thank-you/unknown-form')).toBeNull();
    expect(languageOfUrl('/thank-you/ru')).toBe('ru');
    expect(languageOfUrl('/ua/no-such-page')).toBe('uk');
  });

  it('builds each page’s URL in each language and reads it back', () => {
    expect(pageUrl('/thank-you', 'ru')).toBe('/thank-you/ru');
    expect(pageUrl('/thank-you', 'en')).toBe('/thank-you');
    expect(pageUrl('/cases', 'uk')).toBe('/ua/cases');
    for (const page of listPages()) expect(matchUrl(page.url)).toMatchObject({ lang: page.lang, path: page.path, route: page.route });
  });
});

describe('the language switcher’s targets', () => {
  it('rewrites the language of the current page', () => {
    expect(languageUrl('/ru/cases', 'uk')).toBe('/ua/cases');
    expect(languageUrl('/ua', 'en')).toBe('/');
    expect(languageUrl('/blog/ai-in-healthcare', 'ru')).toBe('/ru/blog/ai-in-healthcare');
    expect(languageUrl('/thank-you/ru', 'uk')).toBe('/thank-you/ua');
    expect(languageUrl('/thank-you', 'ru')).toBe('/thank-you/ru');
  });

  it('reads only the suffix pages (what the edge bundles), and gives what the whole table gives', () => {
    const fromTheTable = (pathname: string, lang: (typeof LANGUAGES)[number]) =>
      sameOriginPath(pageUrl(matchUrl(pathname)?.path ?? splitLanguage(pathname).path, lang));
    const urls = [
      ...listPages().map((page) => page.url),
      '/thank-you/ru/ru',
      '/ru/thank-you',
      '/ua/thank-you/ua',
      '/products/ru',
      '/cases/nope/ua',
      '/thank-you/nope/ru',
    ];
    for (const url of urls) for (const lang of LANGUAGES) expect(languageUrl(url, lang), `${url} in ${lang}`).toBe(fromTheTable(url, lang));
    fc.assert(
      fc.property(
        fc.constantFrom('', '/ru', '/ua', '/en'),
        fc.array(fc.constantFrom('thank-you', 'contacts', 'lumi', 'ru', 'ua', 'cases', 'x'), { maxLength: 3 }),
        fc.constantFrom(...LANGUAGES),
        (prefix, segments, lang) => {
          const url = `${prefix}/${segments.join('/')}`;
          expect(languageUrl(url, lang)).toBe(fromTheTable(url, lang));
        },
      ),
    );
  });

  it.each([
    ['/ru//evil.com', 'en', '/evil.com'],
    ['/ua/\\evil.com', 'en', '/evil.com'],
    ['/ru/%2F%2Fevil.com', 'en', '/evil.com'],
    ['/ru/%09/evil.com', 'en', '/evil.com'],
    ['//evil.com', 'ru', '/ru//evil.com'],
  ] as const)('keeps the not-found page %s in %s on the site: %s', (pathname, lang, target) => {
    expect(languageUrl(pathname, lang)).toBe(target);
  });

  it('never leads off the site, whatever the path', () => {
    const piece = fc.constantFrom('/', '\\', '%2F', '%5c', '\t', '%09', '\n', 'ru', 'ua', 'en', 'evil.com', 'thank-you', '@', ':');
    const path = fc.array(piece, { maxLength: 8 }).map((pieces) => `/${pieces.join('')}`);
    const origin = 'https://site.example';
    fc.assert(
      fc.property(path, fc.constantFrom(...LANGUAGES), (p, lang) => {
        const target = languageUrl(p, lang);
        expect(target).toMatch(/^\/(?![/\\])/);
        expect(new URL(target, `${origin}/a/b`).origin).toBe(origin);
      }),
      { numRuns: 2000 },
    );
  });

  it('points each alias at its case, and every case has one alias', () => {
    expect(Object.values(CASE_ALIASES).sort()).toEqual([...CASE_SLUGS].sort());
    const alias = matchRoute('/cases/retail-electronics-lumi-kz')!;
    expect(canonicalPath(alias)).toBe('/cases/retail-kazakhstan');
  });

  it('says what other remotes render on a page, with props from its params', () => {
    expect(pagePartsOf(matchRoute('/')!)).toEqual({
      grid: { remote: 'products', expose: './ProductGrid', props: {} },
      'case-highlights': { remote: 'content', expose: './CaseHighlights', props: {} },
      'team-strip': { remote: 'content', expose: './TeamStrip', props: {} },
    });
    expect(pagePartsOf(matchRoute('/products/lumi-ai')!)).toEqual({
      voiceDemo: { remote: 'voice', expose: './VoiceDemo', props: {} },
      relatedCases: { remote: 'content', expose: './RelatedCases', props: { product: 'lumi-ai' } },
    });
    expect(pagePartsOf(matchRoute('/products/ai-seller')!)).toEqual({
      relatedCases: { remote: 'content', expose: './RelatedCases', props: { product: 'ai-seller' } },
    });
    expect(pagePartsOf(matchRoute('/cases')!)).toEqual({});
  });

  it('gives parts only params their route has, and no part to the remote that owns the page', () => {
    for (const route of ROUTES) {
      for (const part of Object.values(PAGE_PARTS[route.id] ?? {})) {
        expect(route.owner).not.toBe(part.remote);
        for (const param of [...Object.values(part.props ?? {}), ...Object.keys(part.only ?? {})]) expect(Object.keys(route.params ?? {})).toContain(param);
      }
    }
  });
});

describe('links built from the route table', () => {
  it('gives each page its unprefixed path, with params, filters and a hash', () => {
    expect(href('home')).toBe('/');
    expect(href('home', { hash: 'contact' })).toBe('/#contact');
    expect(href('product', { product: 'lumi-ai' })).toBe('/products/lumi-ai');
    expect(href('case', { slug: 'retail-kazakhstan' })).toBe('/cases/retail-kazakhstan');
    expect(href('cases', { query: { product: 'lumiAi' } })).toBe('/cases?product=lumiAi');
    expect(href('cases', { query: { industry: 'saas', product: null } })).toBe('/cases?industry=saas');
    expect(href('blog', { query: { category: 'sales' } })).toBe('/blog?category=sales');
    expect(href('thank-you')).toBe('/thank-you');
    expect(pageUrl(href('thank-you'), 'uk')).toBe('/thank-you/ua');
  });

  it('links only to pages, params and filters the table knows (checked by the compiler)', () => {
    // @ts-expect-error an unknown route
    expect(() => href('nope')).toThrow();
    // @ts-expect-error a route with params needs them
    expect(() => href('product')).toThrow();
    // @ts-expect-error an unknown slug
    href('product', { product: 'nope' });
    // @ts-expect-error a query the page does not read
    href('team', { query: { x: 'y' } });
    // @ts-expect-error a filter value the page does not know
    href('cases', { query: { product: 'nope' } });
  });

  it('keys every row by its id, in the order routes are matched', () => {
    expect(ROUTES.map((route) => route.id)).toEqual(Object.keys(ROUTE_TABLE));
    for (const [id, route] of Object.entries(ROUTE_TABLE)) expect(route.id).toBe(id);
  });
});
