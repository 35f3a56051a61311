import { CASE_ALIASES, LANGUAGES, listPages } from '@site/model';
import { siteOrigin } from '../../scripts/lib/site-origin';
import { expect, test, waitForPage } from './fixtures';

const ORIGIN = siteOrigin();

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
      expect(alternates.map(([lang]) => lang).sort()).toEqual([...LANGUAGES, 'x-default'].sort());
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
    await waitForPage(page);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __framesWithoutHeading: number }).__framesWithoutHeading)).toBe(0);
    // Hydrated: the app adopted the prerendered nodes instead of painting new ones.
    expect(await page.evaluate(() => (document.querySelector('#main h1') as HTMLElement & { prerendered?: boolean }).prerendered)).toBe(true);
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(LANGUAGES.length + 1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);

    await page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Блог' }).click();
    await expect(page.locator('h1')).toHaveText('Блог');
    await expect(page).toHaveTitle(/^Блог/);
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/ru/blog`);
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(LANGUAGES.length + 1);
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
  });
});
