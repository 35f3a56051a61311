import { ARTICLE_SLUGS, CASE_ALIASES, LANGUAGES, PRODUCT_SLUGS, SHOP_SYSTEMS, SHOP_SYSTEM_NAMES, localizePath } from '@site/model';
import { siteOrigin } from '../../scripts/lib/site-origin';
import { expect, renderEverySection, test, waitForPage, wantEveryIsland, type PageProblems } from './fixtures';
import type { Page } from '@playwright/test';

const ORIGIN = siteOrigin();

/** Every block of a product page (spec §3), by its section's anchor, in the page's order. */
const PRODUCT_BLOCKS = ['problems', 'value', 'how-it-works', 'integrations', 'features', 'advantages', 'launch', 'cases', 'testimonials', 'faq', 'request'];

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ''));
  return blocks.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
}

async function visibleCards(page: Page): Promise<string[]> {
  return page.locator('.ct-cards > li:visible h2 a, .ct-cards > li:visible h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

const noProblems = (problems: PageProblems) => expect([...problems.consoleErrors, ...problems.pageErrors]).toEqual([]);

test.describe('product pages as a crawler reads them (JavaScript off)', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGUAGES) {
    for (const slug of PRODUCT_SLUGS) {
      const url = localizePath(`/products/${slug}`, lang);
      test(`${url} carries every block, its related cases and its structured data`, async ({ page }) => {
        await page.goto(url);
        await expect(page.locator('h1')).toHaveCount(1);
        for (const id of PRODUCT_BLOCKS) {
          await expect(page.locator(`section#${id} h2`), `the ${id} block`).toHaveCount(1);
        }
        await expect(page.locator('[aria-labelledby="cta-title"] h2')).toHaveCount(1);
        expect(await page.locator('#faq details').count()).toBeGreaterThanOrEqual(4);
        const related = await page.locator('#cases a[href*="/cases/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(related.length).toBeGreaterThanOrEqual(1);
        for (const href of related) expect(href).toMatch(new RegExp(`^${localizePath('/cases', lang)}(/|\\?)`));
        expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['Service', 'FAQPage', 'BreadcrumbList']));
        // A crawler renders the page on a screen as tall as the page, so every section is laid out.
        await renderEverySection(page);
        const words = (await page.locator('main').innerText()).split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
        expect(words.length).toBeGreaterThanOrEqual(700);
        await expect(page.locator('iframe')).toHaveCount(0);
      });
    }
  }

  for (const lang of ['en', 'pl'] as const) {
    const url = localizePath('/products/ai-seller', lang);
    test(`${url} names the shop systems the model connects AI Seller 24/7 to, and says in its FAQ that e-mail is not a channel`, async ({ page }) => {
      await page.goto(url);
      const named = (await page.locator('#integrations .pr-chips__item').allTextContents()).map((chip) => chip.trim());
      expect(SHOP_SYSTEM_NAMES.filter((system) => named.includes(system))).toEqual(SHOP_SYSTEM_NAMES.filter((system) => SHOP_SYSTEMS[system].aiSeller));
      const email = page.locator('#faq details').filter({ has: page.locator('summary', { hasText: /e-?mail/i }) });
      await expect(email).toHaveCount(1);
      await expect(email.locator('.ui-faq__answer')).toContainText('Zendesk');
    });
  }

  test('a FAQ question opens and closes before any script runs', async ({ page }) => {
    await page.goto('/ua/products/mediflow-ai');
    const question = page.locator('#faq details').first();
    await expect(question).not.toHaveAttribute('open', '');
    await question.locator('summary').click();
    await expect(question).toHaveAttribute('open', '');
    await expect(question.locator('.ui-faq__answer')).toBeVisible();
    await question.locator('summary').click();
    await expect(question).not.toHaveAttribute('open', '');
  });
});

test.describe('product pages in the browser', () => {
  test('a question opened before the app takes over stays open', async ({ page, problems }) => {
    await page.goto('/products/agentlab-ai');
    const question = page.locator('#faq details').nth(1);
    await question.locator('summary').click();
    await waitForPage(page);
    await expect(question).toHaveAttribute('open', '');
    noProblems(problems);
  });

  test('the hero’s buttons jump to the form and to how it works', async ({ page }) => {
    await page.goto('/ru/products/ai-seller');
    await waitForPage(page);
    await page.locator('.pr-hero__actions a').nth(1).click();
    await expect(page).toHaveURL(/\/ru\/products\/ai-seller#how-it-works$/);
    await expect(page.locator('#how-it-works h2')).toBeInViewport();
    await page.locator('.pr-hero__actions a').first().scrollIntoViewIfNeeded();
    await page.locator('.pr-hero__actions a').first().click();
    await expect(page.locator('#request form')).toBeInViewport();
  });

  test('a related case opens its case study in the page’s language', async ({ page, problems }) => {
    await page.goto('/ua/products/ai-sales-manager');
    await waitForPage(page);
    const link = page.locator('#cases .ct-case-card h3 a').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/ua\/cases\/[a-z0-9-]+$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.locator('.ct-company')).toBeVisible();
    noProblems(problems);
  });
});

test.describe('the case library’s filters live in the URL', () => {
  test('each choice becomes the URL, they combine, and back and forward walk through them', async ({ page, problems }) => {
    await page.goto('/cases');
    await waitForPage(page);
    // Once the page's island is live, each choice is a new history entry (before, a choice is carried into the URL in place).
    await wantEveryIsland(page);
    expect(await visibleCards(page)).toHaveLength(8);

    await page.getByRole('group', { name: 'Industry' }).getByRole('radio', { name: 'B2B' }).check();
    await expect(page).toHaveURL(/\/cases\?industry=b2b$/);
    await expect.poll(() => visibleCards(page)).toHaveLength(3);
    await expect(page.locator('.ct-count')).toHaveText('Showing 3 of 8', { useInnerText: true });

    await page.getByRole('group', { name: 'Product' }).getByRole('radio', { name: 'AgentLab AI' }).check();
    await expect(page).toHaveURL(/\/cases\?industry=b2b&product=agentLab$/);
    await expect.poll(() => visibleCards(page)).toEqual(['/cases/onboarding-spain', '/cases/marketing-germany']);

    await page.goBack();
    await expect(page).toHaveURL(/\/cases\?industry=b2b$/);
    await expect.poll(() => visibleCards(page)).toHaveLength(3);
    await expect(page.getByRole('group', { name: 'Product' }).getByRole('radio', { name: 'All' })).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/\/cases$/);
    await expect.poll(() => visibleCards(page)).toHaveLength(8);
    await page.goForward();
    await expect(page).toHaveURL(/\/cases\?industry=b2b$/);
    await expect.poll(() => visibleCards(page)).toHaveLength(3);
    noProblems(problems);
  });

  test('a shared filtered URL opens filtered, in its language', async ({ page, problems }) => {
    await page.goto('/ru/cases?industry=healthcare&product=mediFlow');
    await waitForPage(page);
    expect(await visibleCards(page)).toEqual(['/ru/cases/medical-center-ukraine']);
    await expect(page.getByRole('group', { name: 'Отрасль' }).getByRole('radio', { name: 'Медицина' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Продукт' }).getByRole('radio', { name: 'MediFlow AI' })).toBeChecked();
    await expect(page.locator('.ct-empty')).toBeHidden();
    noProblems(problems);
  });

  test('an empty result says so and offers a reset', async ({ page }) => {
    await page.goto('/ua/cases?industry=retail&product=mediFlow');
    await waitForPage(page);
    expect(await visibleCards(page)).toEqual([]);
    await expect(page.locator('.ct-empty')).toBeVisible();
    await page.locator('.ct-empty').getByRole('button').click();
    await expect(page).toHaveURL(/\/ua\/cases$/);
    await expect.poll(() => visibleCards(page)).toHaveLength(8);
    await expect(page.locator('.ct-empty')).toBeHidden();
  });

  test('unknown values are ignored', async ({ page }) => {
    await page.goto('/cases?industry=space&product=<script>');
    await waitForPage(page);
    expect(await visibleCards(page)).toHaveLength(8);
    await expect(page.getByRole('group', { name: 'Industry' }).getByRole('radio', { name: 'All' })).toBeChecked();
  });
});

test.describe('the blog', () => {
  test('filters by category into the URL, with an empty state', async ({ page, problems }) => {
    await page.goto('/blog');
    await waitForPage(page);
    expect(await visibleCards(page)).toHaveLength(4);
    await page.getByRole('group', { name: 'Category' }).getByRole('radio', { name: 'Healthcare' }).check();
    await expect(page).toHaveURL(/\/blog\?category=healthcare$/);
    await expect.poll(() => visibleCards(page)).toEqual(['/blog/ai-in-healthcare']);
    await page.getByRole('group', { name: 'Category' }).getByRole('radio', { name: 'Marketing' }).check();
    await expect.poll(() => visibleCards(page)).toEqual([]);
    await expect(page.locator('.ct-empty')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?category=healthcare$/);
    noProblems(problems);
  });

  for (const lang of LANGUAGES) {
    test(`an article states its date, read time and author for search engines (${lang})`, async ({ page }) => {
      const slug = ARTICLE_SLUGS[0];
      await page.goto(localizePath(`/blog/${slug}`, lang));
      await waitForPage(page);
      await expect(page.locator('.ct-article-hero time')).toHaveAttribute('datetime', '2026-05-19');
      await expect(page.locator('.ct-article-hero .ct-article-meta')).toContainText(
        { en: '8 min read', ru: '8 минут чтения', uk: '8 хвилин читання', pl: '8 minut czytania' }[lang],
      );
      const article = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>).find((data) => data['@type'] === 'Article'));
      expect(article).toMatchObject({ datePublished: '2026-05-19', author: { '@type': 'Organization' }, inLanguage: lang });
      expect(await page.locator('#article-related ~ .ct-related a').count()).toBeGreaterThanOrEqual(3);
    });
  }
});

test.describe('case aliases', () => {
  for (const [alias, slug] of Object.entries(CASE_ALIASES).slice(0, 2)) {
    test(`/ua/cases/${alias} shows ${slug} with the main slug’s canonical URL`, async ({ page }) => {
      await page.goto(`/ua/cases/${alias}`);
      await waitForPage(page);
      const aliasTitle = await page.locator('h1').innerText();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${ORIGIN}/ua/cases/${slug}`);
      await page.goto(`/ua/cases/${slug}`);
      await expect(page.locator('h1')).toHaveText(aliasTitle);
    });
  }
});

test.describe('the team', () => {
  test('shows every member with a generated portrait and a Person entry each', async ({ page, problems }) => {
    await page.goto('/ru/team');
    await waitForPage(page);
    await expect(page.locator('.ct-member')).toHaveCount(3);
    await expect(page.locator('.ct-member svg[role="img"]')).toHaveCount(3);
    await expect(page.locator('img')).toHaveCount(0);
    expect((await jsonLdTypes(page)).filter((type) => type === 'Person')).toHaveLength(3);
    noProblems(problems);
  });

  test('the home page’s strip and case highlights come from the same documents', async ({ page }) => {
    await page.goto('/ua');
    await waitForPage(page);
    await expect(page.locator('.ct-member-card')).toHaveCount(3);
    const names = await page.locator('.ct-member-card h3').allTextContents();
    await page.goto('/ua/team');
    await expect(page.locator('.ct-member h2')).toHaveText(names);
    await page.goto('/ua');
    const highlights = await page.locator('.ct-case-card h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(highlights).toHaveLength(3);
    for (const href of highlights) expect(href).toMatch(/^\/ua\/cases\/[a-z0-9-]+$/);
  });
});
