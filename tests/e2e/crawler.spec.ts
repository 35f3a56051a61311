import { COMPANY, LANGUAGES, canonicalPath, listPages, localizePath, matchUrl, type Language } from '@site/model';
import { siteOrigin } from '../../scripts/lib/site-origin';
import { expect, testInOneVisit as test } from './fixtures';

const ORIGIN = siteOrigin();
const OG_LOCALE: Readonly<Record<Language, string>> = { en: 'en_US', ru: 'ru_RU', uk: 'uk_UA', pl: 'pl_PL' };

interface JsonLdBlock {
  '@type': string;
}

test.use({ visitOptions: { javaScriptEnabled: false } });

test.describe('what a crawler sees with JavaScript off', () => {
  for (const page of listPages()) {
    test(`${page.url} is a complete page`, async ({ page: tab }) => {
      const response = await tab.goto(page.url);
      expect(response?.status()).toBe(200);
      await expect(tab.locator('html')).toHaveAttribute('lang', page.lang);
      expect((await tab.title()).length).toBeGreaterThan(10);
      await expect(tab.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(tab.locator('h1')).toHaveCount(1);
      await expect(tab.locator('title')).toHaveCount(1);
      await expect(tab.locator('meta[property="og:locale"]')).toHaveAttribute('content', OG_LOCALE[page.lang]);

      const match = matchUrl(page.url)!;
      const canonical = `${ORIGIN}${localizePath(canonicalPath(match), page.lang)}`;
      if (page.route.indexable) {
        await expect(tab.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
        const alternates = await tab
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`));
        const base = canonicalPath(match);
        expect(alternates.sort()).toEqual([...LANGUAGES.map((lang) => `${lang} ${ORIGIN}${localizePath(base, lang)}`), `x-default ${ORIGIN}${base}`].sort());
      } else {
        await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      }

      const blocks = (await tab.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''))).map(
        (text) => JSON.parse(text) as JsonLdBlock,
      );
      const types = blocks.map((block) => block['@type']);
      expect(types).toContain('Organization');
      // The company behind the site, from its one record: who it is in law, and how to reach it.
      expect(blocks.find((block) => block['@type'] === 'Organization')).toMatchObject({
        legalName: COMPANY.legalName,
        telephone: COMPANY.phone,
        address: { '@type': 'PostalAddress' },
      });
      await expect(tab.locator(`footer a[href="tel:${COMPANY.phone}"]`)).toHaveCount(1);
      if (page.route.id !== 'home' && page.route.indexable) expect(types).toContain('BreadcrumbList');
      if (page.route.id === 'article' || page.route.id === 'case') expect(types).toContain('Article');
      if (page.route.id === 'product') expect(types).toEqual(expect.arrayContaining(['Service', 'FAQPage']));
      if (page.route.id === 'team') expect(types.filter((type) => type === 'Person')).toHaveLength(3);
      if (page.route.id === 'home') expect(types).toContain('FAQPage');
    });
  }

  test('the not-found page is a real 404 that is not indexed', async ({ page }) => {
    const response = await page.goto('/ua/nothing-here');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
