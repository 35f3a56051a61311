import { COMPANY, LANGUAGES, canonicalPath, listPages, localizePath, matchUrl, type Language } from '@site/model';
import type { Page } from '@playwright/test';
import { siteOrigin } from '../../scripts/lib/site-origin';
import { expect, testInOneVisit as test } from './fixtures';

const ORIGIN = siteOrigin();
const OG_LOCALE: Readonly<Record<Language, string>> = { en: 'en_US', ru: 'ru_RU', uk: 'uk_UA', pl: 'pl_PL' };

interface JsonLdBlock {
  '@type': string;
}

/** What a crawler reads in a page's HTML as served: no script runs, nothing is fetched. */
interface CrawledPage {
  readonly lang: string | null;
  readonly title: string;
  readonly titles: number;
  readonly h1s: number;
  readonly description: string | null;
  readonly ogLocale: string | null;
  readonly robots: string | null;
  readonly canonical: string | null;
  readonly alternates: string[];
  readonly jsonLd: string[];
  readonly footerPhoneLinks: number;
}

/**
 * Parses the HTML the site serves with the browser's own parser (DOMParser runs no script and
 * loads nothing), in one blank tab: a crawler's reading of 205 pages without 205 page loads.
 */
async function crawl(tab: Page, html: string, phone: string): Promise<CrawledPage> {
  return tab.evaluate(
    ({ html, phone }) => {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content') ?? null;
      return {
        lang: doc.documentElement.getAttribute('lang'),
        title: doc.title,
        titles: doc.querySelectorAll('title').length,
        h1s: doc.querySelectorAll('h1').length,
        description: meta('meta[name="description"]'),
        ogLocale: meta('meta[property="og:locale"]'),
        robots: meta('meta[name="robots"]'),
        canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        alternates: [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
        jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
        footerPhoneLinks: doc.querySelectorAll(`footer a[href="tel:${phone}"]`).length,
      };
    },
    { html, phone },
  );
}

test.describe('what a crawler sees with JavaScript off', () => {
  for (const page of listPages()) {
    test(`${page.url} is a complete page`, async ({ page: tab, request }) => {
      const response = await request.get(page.url);
      expect(response.status()).toBe(200);
      const crawled = await crawl(tab, await response.text(), COMPANY.phone);
      expect(crawled.lang).toBe(page.lang);
      expect(crawled.title.length).toBeGreaterThan(10);
      expect(crawled.description).toMatch(/.{40,}/);
      expect(crawled.h1s).toBe(1);
      expect(crawled.titles).toBe(1);
      expect(crawled.ogLocale).toBe(OG_LOCALE[page.lang]);

      const match = matchUrl(page.url)!;
      const canonical = `${ORIGIN}${localizePath(canonicalPath(match), page.lang)}`;
      if (page.route.indexable) {
        expect(crawled.canonical).toBe(canonical);
        const base = canonicalPath(match);
        expect(crawled.alternates.sort()).toEqual(
          [...LANGUAGES.map((lang) => `${lang} ${ORIGIN}${localizePath(base, lang)}`), `x-default ${ORIGIN}${base}`].sort(),
        );
      } else {
        expect(crawled.robots).toBe('noindex');
      }

      const blocks = crawled.jsonLd.map((text) => JSON.parse(text) as JsonLdBlock);
      const types = blocks.map((block) => block['@type']);
      expect(types).toContain('Organization');
      // The company behind the site, from its one record: who it is in law, and how to reach it.
      expect(blocks.find((block) => block['@type'] === 'Organization')).toMatchObject({
        legalName: COMPANY.legalName,
        telephone: COMPANY.phone,
        address: { '@type': 'PostalAddress' },
      });
      expect(crawled.footerPhoneLinks).toBe(1);
      if (page.route.id !== 'home' && page.route.indexable) expect(types).toContain('BreadcrumbList');
      if (page.route.id === 'article' || page.route.id === 'case') expect(types).toContain('Article');
      if (page.route.id === 'product') expect(types).toEqual(expect.arrayContaining(['Service', 'FAQPage']));
      if (page.route.id === 'team') expect(types.filter((type) => type === 'Person')).toHaveLength(3);
      if (page.route.id === 'home') expect(types).toContain('FAQPage');
    });
  }

  test('the not-found page is a real 404 that is not indexed', async ({ page: tab, request }) => {
    const response = await request.get('/ua/nothing-here');
    expect(response.status()).toBe(404);
    const crawled = await crawl(tab, await response.text(), COMPANY.phone);
    expect(crawled.h1s).toBe(1);
    expect(crawled.robots).toBe('noindex');
  });
});
