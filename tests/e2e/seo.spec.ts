import { CASE_ALIASES, canonicalPath, listPages, localizePath, matchUrl } from '@site/i18n';
import { siteOrigin } from '../../scripts/lib/site-origin';
import { expect, test, waitForApp } from './fixtures';

const ORIGIN = siteOrigin();
const OG_LOCALE = { en: 'en_US', ru: 'ru_RU', uk: 'uk_UA' } as const;

interface JsonLdBlock {
  '@type': string;
}

test.describe('what a crawler sees with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

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
        const alternates = await tab.locator('link[rel="alternate"][hreflang]').evaluateAll((links) =>
          links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`),
        );
        const base = canonicalPath(match);
        expect(alternates.sort()).toEqual(
          [
            `en ${ORIGIN}${base}`,
            `ru ${ORIGIN}${localizePath(base, 'ru')}`,
            `uk ${ORIGIN}${localizePath(base, 'uk')}`,
            `x-default ${ORIGIN}${base}`,
          ].sort(),
        );
      } else {
        await expect(tab.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      }

      const types = (
        await tab.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''))
      ).map((text) => (JSON.parse(text) as JsonLdBlock)['@type']);
      expect(types).toContain('Organization');
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

test.describe('sitemap and robots', () => {
  test('the sitemap lists every indexable page once, with reciprocal alternates', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    const locs = entries.map((entry) => /<loc>([^<]+)<\/loc>/.exec(entry)![1]!);
    const expected = listPages()
      .filter((page) => page.route.indexable && page.primary)
      .map((page) => `${ORIGIN}${page.url}`);
    expect(locs.sort()).toEqual(expected.sort());
    for (const alias of Object.keys(CASE_ALIASES)) expect(xml).not.toContain(alias);
    const listed = new Set(locs);
    for (const entry of entries) {
      const alternates = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!] as const);
      expect(alternates.map(([lang]) => lang).sort()).toEqual(['en', 'ru', 'uk', 'x-default']);
      for (const [, href] of alternates) expect(listed.has(href)).toBe(true);
    }
  });

  test('robots.txt allows crawling and points at the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain('Allow: /');
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

test.describe('the app takes over a prerendered page', () => {
  test('without a flash, without duplicated head tags, and the head follows navigation', async ({ page, problems }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __framesWithoutHeading: number };
      w.__framesWithoutHeading = 0;
      const sample = () => {
        if (document.readyState !== 'loading' && !document.querySelector('#main h1')) w.__framesWithoutHeading += 1;
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (document.querySelector('#main h1') as (HTMLElement & { prerendered?: boolean }) | null)!.prerendered = true;
      });
    });
    await page.goto('/ru/cases/onboarding-spain');
    await waitForApp(page);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __framesWithoutHeading: number }).__framesWithoutHeading)).toBe(0);
    // Hydrated: the app adopted the prerendered nodes instead of painting new ones.
    expect(await page.evaluate(() => (document.querySelector('#main h1') as HTMLElement & { prerendered?: boolean }).prerendered)).toBe(true);
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);

    await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Блог' }).click();
    await expect(page.locator('h1')).toHaveText('Блог');
    await expect(page).toHaveTitle(/^Блог/);
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/ru/blog`);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
