import { appIsReady, expect, holdAppStart, test, whenAppReady, whenIslandsLive, whenPageIdle } from './fixtures';

/**
 * A prerendered page starts the app on the visitor's first intent (shell/src/start/)
 * and holds presses on controls that need the app until it is ready.
 */

test('a prerendered page runs no code until the visitor acts, then the app takes it over with the shell’s code alone', async ({ page, problems }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|json)$/.test(pathname)) fetched.push(pathname);
  });
  await page.goto('/ru/cases');
  await whenPageIdle(page);
  // Idle, the page has only fetched the takeover's modules into the cache, as prefetches; none runs.
  const prefetched = await page
    .locator('link[rel="prefetch"][href$=".js"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(prefetched.length).toBeGreaterThan(0);
  expect(prefetched.every((path) => path.startsWith('/assets/'))).toBe(true);
  expect(fetched.filter((path) => path !== '/start-on-intent.js').sort()).toEqual([...prefetched].sort());
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
  expect(await appIsReady(page)).toBe(false);

  // The takeover needs the shell alone: no remote has been asked for when the app is ready.
  const atReady = page.evaluate(
    () =>
      new Promise<string[]>((resolve) =>
        addEventListener('site:ready', () => resolve(performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname)), { once: true }),
      ),
  );
  await page.mouse.move(200, 300);
  await whenAppReady(page);
  expect((await atReady).filter((path) => path.startsWith('/mfe/'))).toEqual([]);
  await expect(page.locator('h1')).toHaveText('Кейсы');
  // Then the page's islands hydrate, the content remote's page among them.
  await whenIslandsLive(page);
  expect(fetched).toContain('/mfe/content/mf-manifest.json');
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test.describe('a tap the browser answers alone is no intent', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('the phone menu opens, and the app does not start', async ({ page }) => {
    await page.goto('/ua/products/lumi-ai');
    await whenPageIdle(page);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    await page.locator('.sh-menu-toggle').tap();
    await expect(page.locator('.sh-mobile-menu')).toBeVisible();
    await page.waitForTimeout(500);
    expect(fetched.filter((path) => path.endsWith('.js'))).toEqual([]);
    expect(await appIsReady(page)).toBe(false);
  });

  test('a link is followed by the browser, without starting the app first', async ({ page }) => {
    await page.goto('/ru/cases');
    await whenPageIdle(page);
    // What the page asks for until the next document replaces it.
    const fetched: string[] = [];
    let leaving = false;
    page.on('request', (request) => leaving || fetched.push(new URL(request.url()).pathname));
    page.on('framenavigated', () => (leaving = true));
    // A link on the first screen: a scroll to reach one would be an intent of its own.
    await page.locator('.sh-logo').tap();
    await expect(page).toHaveURL(/\/ru$/);
    expect(fetched.filter((path) => path.endsWith('.js'))).toEqual([]);
  });
});

test('a page prerendered for another URL is rendered for this one without waiting for the visitor', async ({ page }) => {
  await page.goto('/ua/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.locator('h1')).toHaveText('Ой! Сторінку не знайдено');
});

test('once the page is idle, it asks the browser to prerender the page in its other languages, within its CSP', async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    (window as { cspViolations?: string[] }).cspViolations = [];
    addEventListener('securitypolicyviolation', (event) => (window as { cspViolations?: string[] }).cspViolations?.push(event.violatedDirective));
  });
  await page.goto('/ru/team');
  const rules = page.locator('script[type="speculationrules"]');
  await expect(rules).toHaveCount(1);
  const urls = [`${baseURL}/team`, `${baseURL}/ua/team`];
  expect(JSON.parse((await rules.textContent()) ?? '')).toEqual({ prerender: [{ source: 'list', urls }], prefetch: [{ source: 'list', urls }] });
  expect(await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations)).toEqual([]);
  expect(await appIsReady(page)).toBe(false);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  const PAGES = [
    { url: '/', takeover: 'the app hydrates' },
    // A query the snapshot was not made with: the app renders the page anew, with a new button.
    { url: '/ua?utm_source=newsletter', takeover: 'the app renders the page afresh' },
  ];
  for (const { url, takeover } of PAGES) {
    test(`a tap on the menu button opens the menu before the app is ready, and it stays open once it is (${takeover})`, async ({ page }) => {
      const startApp = await holdAppStart(page);
      await page.goto(url);
      await page.locator('.sh-menu-toggle').tap();
      await expect(page.locator('.sh-mobile-menu')).toBeVisible();
      expect(await appIsReady(page)).toBe(false);
      startApp();
      // The menu's tap is the browser's alone; the visitor's next move starts the app.
      await page.mouse.wheel(0, 10);
      await whenAppReady(page);
      await expect(page.locator('.sh-menu')).toHaveAttribute('open', '');
      await expect(page.locator('.sh-mobile-menu')).toBeVisible();
      // The app's own behaviour on top: Escape closes it.
      await page.keyboard.press('Escape');
      await expect(page.locator('.sh-mobile-menu')).toBeHidden();
    });
  }

  const LIBRARIES = [
    { url: '/ua/cases', takeover: 'the app hydrates' },
    { url: '/ua/cases?utm_source=newsletter', takeover: 'the app renders the page afresh' },
  ];
  for (const { url, takeover } of LIBRARIES) {
    test(`a filter tapped before the app is ready filters at once, and the app puts it in the URL (${takeover})`, async ({ page }) => {
      const startApp = await holdAppStart(page);
      await page.goto(url);
      await page.getByRole('radio', { name: 'MediFlow AI' }).tap();
      await expect(page.locator('.ct-cards > li:visible')).toHaveCount(1);
      await expect(page.locator('.ct-count')).toHaveText('Показано: 1 з 8', { useInnerText: true });
      expect(await appIsReady(page)).toBe(false);
      startApp();
      await whenAppReady(page);
      await expect(page).toHaveURL(/\/ua\/cases\?product=mediFlow$/);
      await expect(page.getByRole('radio', { name: 'MediFlow AI' })).toBeChecked();
      await expect(page.locator('.ct-cards > li:visible')).toHaveCount(1);
    });
  }
});

test('what a visitor types and ticks before the app is ready is kept and sent', async ({ page, problems }) => {
  const startApp = await holdAppStart(page);
  await page.goto('/contacts');
  await page.getByLabel('Name').fill('Olena Koval');
  await page.getByLabel('Phone').fill('+48600123456');
  await page.getByLabel('Email').fill('olena@example.com');
  await page.getByLabel('I agree to the processing').click();
  expect(await appIsReady(page)).toBe(false);

  startApp();
  await whenAppReady(page);
  await expect(page.getByLabel('Name')).toHaveValue('Olena Koval');
  await expect(page.getByLabel('Phone')).toHaveValue('+48600123456');
  await expect(page.getByLabel('I agree to the processing')).toBeChecked();
  const sent = page.waitForRequest('**/api/leads');
  await page.getByRole('button', { name: 'Send request' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    name: 'Olena Koval',
    phone: '+48600123456',
    email: 'olena@example.com',
    consent: true,
    formId: 'contacts',
  });
  await expect(page).toHaveURL(/\/thank-you$/);
  expect(problems.pageErrors).toEqual([]);
});

test('a form sent before the app is ready is sent once it is', async ({ page }) => {
  const startApp = await holdAppStart(page);
  await page.goto('/contacts');
  await page.getByLabel('Name').fill('Olena Koval');
  await page.getByLabel('Phone').fill('+48600123457');
  await page.getByLabel('I agree to the processing').click();
  const sent = page.waitForRequest('**/api/leads');
  await page.getByRole('button', { name: 'Send request' }).click();
  // The button says at once that the request was taken.
  await expect(page.getByRole('button', { name: 'Send request' })).toHaveAttribute('aria-busy', 'true');
  expect(await appIsReady(page)).toBe(false);
  startApp();
  expect((await sent).postDataJSON()).toMatchObject({ name: 'Olena Koval', phone: '+48600123457', consent: true });
  await expect(page).toHaveURL(/\/thank-you$/);
});
