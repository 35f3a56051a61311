import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { startTwin, type Twin } from '@site/platform/twin';
import { defaultLayout } from '../../repo-layout';
import { REPO_ROOT } from '../support/builds';
import { expect, test, waitForPage, wantEveryIsland } from './fixtures';
import type { Page } from '@playwright/test';

/**
 * The rest of the site keeps working while the content remote is down: its pages read as they were
 * prerendered, and stay so when the content remote's code is wanted; where nothing was prerendered
 * (a navigation in the app), only its own areas show their quiet fallback.
 */

/** Holds the page, as an open conversation holds it (mfe-voice's page session): links navigate in the app, nothing prerendered. */
const holdPage = (page: Page) => page.evaluate(() => document.documentElement.setAttribute('data-page-held', ''));

async function expectShellAndOtherRemotesWork(page: Page) {
  await expect(page.locator('header')).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await expect(page.locator('.vc-widget').getByRole('button', { name: 'Talk to Lumi' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).locator('summary', { hasText: 'Products' }).click();
  await page
    .getByRole('link', { name: /^Lumi AI/ })
    .first()
    .click();
  await expect(page.locator('h1')).toHaveText('Calls answered and booked, even when your team can’t pick up');
  await expect(page.locator('#faq details').first()).toBeVisible();
  // The product page is whole; once its code runs, only its related cases, the content remote's, show their quiet fallback.
  await wantEveryIsland(page);
  await expect(page.locator('#faq details').first()).toBeVisible();
  await expect(page.locator('#cases .sh-remote-fallback--compact')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
  await expect(page.locator('h1')).toHaveText('AI that sells, answers and books clients around the clock');
  await wantEveryIsland(page);
  await expect(page.locator('#products [data-mfe="products"]')).toBeVisible();
  // Both content widgets of the home page show their quiet fallback.
  await expect(page.locator('.sh-remote-fallback--compact')).toHaveCount(2);
}

test.describe('a remote that is missing, throws or hangs stays inside its own area', () => {
  test('missing: the content remote answers 404', async ({ page }) => {
    await page.route('**/mfe/content/**', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.goto('/cases');
    await waitForPage(page);
    // A visit that only reads needs no remote: the page reads as it was prerendered.
    await expect(page.locator('h1')).toHaveText('Case studies');
    // Its code wanted and failed, the prerendered page stays as it was, live.
    await wantEveryIsland(page);
    await expect(page.locator('[data-island="content:cases"]')).toHaveAttribute('data-kept', '');
    await expect(page.locator('h1')).toHaveText('Case studies');
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
    // A navigation in the app has no prerendered page to keep: the page's area shows the fallback.
    await holdPage(page);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.locator('h1')).toHaveText('This section is temporarily unavailable');
    await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    await expectShellAndOtherRemotesWork(page);
  });

  test('hangs: the content remote never answers', async ({ page }) => {
    test.setTimeout(90_000);
    await page.route('**/mfe/content/**', () => undefined);
    await page.goto('/ua/team');
    // The page's code is wanted; the app starts and gives up on the hanging remote after its timeout.
    const heading = await page.locator('h1').textContent();
    await page.evaluate(() => document.querySelector('[data-island]')!.dispatchEvent(new Event('site:island-wanted', { bubbles: true })));
    // The app gives up on the remote after its timeout and keeps the prerendered page, live.
    await expect(page.locator('[data-island="content:team"]')).toHaveAttribute('data-kept', '', { timeout: 20_000 });
    await expect(page.locator('h1')).toHaveText(heading!);
    await expect(page.locator('[data-remote-fallback]')).toHaveCount(0);
    await page.locator('.sh-header__lang').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toHaveText('Our team');
    await page.getByRole('navigation', { name: 'Main navigation' }).locator('summary', { hasText: 'Products' }).click();
    await page
      .getByRole('link', { name: /^MediFlow AI/ })
      .first()
      .click();
    await expect(page.locator('h1')).toHaveText('More booked visits and less paperwork for every doctor');
    // The product page's own code does not wait for the hanging remote: its related cases give up in their own area, as prerendered.
    await page.evaluate(() => {
      for (const island of document.querySelectorAll('[data-island]')) island.dispatchEvent(new Event('site:island-wanted', { bubbles: true }));
    });
    await expect(page.locator('[data-island="content:relatedCases"]')).toHaveAttribute('data-kept', '', { timeout: 20_000 });
    await expect(page.locator('#cases a[href^="/cases/"]').first()).toBeVisible();
    await expect(page.locator('#cases [data-remote-fallback]')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText('More booked visits and less paperwork for every doctor');
  });

  test.describe('throws: a content release that fails while rendering', () => {
    let twin: Twin;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      const fixture = resolve(REPO_ROOT, 'tests/fixtures/faulty-content');
      execFileSync('npx', ['vite', 'build', '--configLoader', 'runner'], { cwd: fixture, stdio: 'pipe' });
      const layout = defaultLayout();
      twin = await startTwin({ layout: { ...layout, remoteDirs: { ...layout.remoteDirs, content: resolve(fixture, 'dist') } } });
    });
    test.afterAll(async () => twin?.close());

    test('the page shows the localized fallback and everything else works', async ({ page }) => {
      await page.goto(`${twin.url}/ru/cases/onboarding-spain`);
      await wantEveryIsland(page);
      await expect(page.locator('h1')).toHaveText('Этот раздел временно недоступен');
      await page.locator('.sh-header__lang').getByRole('link', { name: 'English' }).click();
      await wantEveryIsland(page);
      await expect(page.locator('h1')).toHaveText('This section is temporarily unavailable');
      await expectShellAndOtherRemotesWork(page);
    });
  });

  test('the voice remote missing leaves a disabled button that says so', async ({ page }) => {
    await page.route('**/mfe/voice/**', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await page.goto('/ru/contacts');
    await waitForPage(page);
    await page.locator('.vc-launcher').click();
    await expect(page.getByText('Голосовой ассистент временно недоступен')).toBeVisible();
    await expect(page.locator('.sh-voice-unavailable__button')).toBeDisabled();
    await expect(page.locator('h1')).toHaveText('Свяжитесь с нами');
  });

  test('while a page’s remote loads, a centered spinner shows', async ({ page }) => {
    await page.goto('/products/ai-seller');
    await waitForPage(page);
    // The content remote is running (the page's related cases); only the blog page's own modules are slow.
    await wantEveryIsland(page);
    // The page is held, as an open conversation holds it (mfe-voice's page session): links navigate in the app.
    await holdPage(page);
    await page.route('**/mfe/content/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Blog' }).click();
    await expect(page.locator('#main .ui-spinner-center [role="status"]')).toBeVisible();
    await expect(page.locator('#main')).toHaveAttribute('aria-busy', 'true');
    await expect(page.locator('h1')).toHaveText('Blog');
    await expect(page.locator('.ui-spinner-center')).toHaveCount(0);
  });
});
