import type { Page } from '@playwright/test';
import { expect, test, waitForPage, whenAppReady } from './fixtures';

/**
 * A prerendered page's islands (remote content, lead forms, the voice widget) are not part of the
 * app's takeover: they keep their prerendered HTML, and each hydrates as a root of its own when it is
 * wanted (the visitor reached a control in it that needs code).
 */

/** Asks the islands `names` to hydrate, as the page's loader does when the visitor reaches into one. */
async function want(page: Page, ...names: string[]): Promise<void> {
  await page.evaluate((islands) => {
    for (const name of islands) document.querySelector(`[data-island="${name}"]`)!.dispatchEvent(new Event('site:island-wanted', { bubbles: true }));
  }, names);
}

/**
 * Holds back every module of a page but those of the app's takeover (its loader's `data-modules`),
 * until the returned function is called: the app gets ready, its islands cannot hydrate yet.
 */
async function holdIslands(page: Page, url: string): Promise<() => void> {
  const html = await (await page.request.get(url)).text();
  const takeover = new Set(/data-modules="([^"]*)"/.exec(html)![1]!.split(' '));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (address) => address.pathname.endsWith('.js') && address.pathname !== '/start-on-intent.js' && !takeover.has(address.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

const HOME_ISLANDS = ['shell:home', 'products:grid', 'content:case-highlights', 'content:team-strip', 'form:contacts', 'voice:widget'];

test('the app takes a page over with its islands still prerendered HTML, and each wanted hydrates then', async ({ page, problems }) => {
  const release = await holdIslands(page, '/ua');
  await page.goto('/ua');
  await waitForPage(page);
  await want(page, ...HOME_ISLANDS);
  await whenAppReady(page);
  for (const name of HOME_ISLANDS) {
    await expect(page.locator(`[data-island="${name}"]`)).not.toHaveAttribute('data-live', '');
  }
  // What they show is there all along: the page, the products, the cases, the team, the form, the launcher.
  await expect(page.locator('h1')).toHaveText('ШІ, що цілодобово продає, відповідає клієнтам і призначає зустрічі');
  await expect(page.locator('#products [data-mfe="products"] li')).toHaveCount(6);
  await expect(page.locator('[data-island="content:case-highlights"] li')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Надіслати заявку' })).toBeVisible();
  await expect(page.locator('.vc-launcher')).toBeVisible();
  release();
  await page.waitForFunction(() => document.querySelectorAll('[data-island]:not([data-live])').length === 0);
  await expect(page.locator('#products [data-mfe="products"] li')).toHaveCount(6);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('a form sent before its island hydrated is shown busy, then sent once it has', async ({ page }) => {
  const release = await holdIslands(page, '/contacts');
  await page.goto('/contacts');
  await waitForPage(page);
  await page.getByLabel('Name').fill('Marta Nowak');
  await page.getByLabel('Phone').fill('+48600123458');
  await page.getByLabel('I agree to the processing').click();
  const sent = page.waitForRequest('**/api/leads');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('button', { name: 'Send request' })).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('[data-island="form:contacts"]')).not.toHaveAttribute('data-live', '');
  release();
  expect((await sent).postDataJSON()).toMatchObject({ name: 'Marta Nowak', phone: '+48600123458', consent: true, formId: 'contacts' });
  await expect(page).toHaveURL(/\/thank-you\/contacts$/);
});

test('while a conversation holds the page, a link in an island that has not hydrated yet goes through the app, not a new document', async ({ page }) => {
  const release = await holdIslands(page, '/ru');
  await page.goto('/ru');
  await want(page, 'voice:widget');
  await whenAppReady(page);
  // What an open conversation does (mfe-voice's page session); the voice tests hold it with a real call.
  await page.evaluate(() => document.documentElement.setAttribute('data-page-held', ''));
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await page.locator('#products [data-mfe="products"] a[href="/ru/products/mediflow-ai"]').click();
  release();
  await expect(page).toHaveURL(/\/ru\/products\/mediflow-ai$/);
  await expect(page.locator('h1')).toHaveText('Больше записей на приём и меньше бумажной работы у врачей');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
