import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { readBuildInfo } from '@site/platform/build-info';
import { LANGUAGES, localizePath } from '@site/model';
import { defaultLayout } from '../../repo-layout';
import { appIsReady, expect, holdAppStart, test, wantEveryIsland, whenAppReady, whenPageIdle } from './fixtures';

/**
 * A prerendered page runs its loader alone (shell/src/start/) until the visitor uses a control that
 * needs the app (a form's field, the voice launcher, a typed chat); then the app starts, only the
 * island reached hydrates, and presses made meanwhile are held until it is ready.
 */

/** The scripts a page has asked for so far, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/\.m?js$/.test(pathname)) scripts.push(pathname);
  });
  return scripts;
}

/** The loader and the chunks it loads itself (the client signal's): all a visit that only reads runs. */
const isLoaderScript = (path: string) => path === '/start-on-intent.js' || /^\/assets\/start-[\w-]+\.js$/.test(path);

test('a visit that only reads runs the page’s loader alone: scrolling, menus, questions, filters, links and the language switch', async ({
  page,
  problems,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/');
  await whenPageIdle(page);
  await page.mouse.move(200, 300);
  await page.mouse.wheel(0, 1600);
  await page.keyboard.press('Shift');
  await page.locator('#main details > summary').first().click();
  await expect(page.locator('#main details[open]').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeVisible();

  // A link loads its page as a new document, scrolled to the top.
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await page.locator('footer').getByRole('link', { name: 'Cases' }).click();
  await expect(page.locator('h1')).toHaveText('Case studies');
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  // A filter filters at once and is written into the URL, an entry of the same page.
  await page.getByRole('group', { name: 'Industry' }).getByRole('radio', { name: 'B2B' }).check();
  await expect(page).toHaveURL(/\/cases\?industry=b2b$/);
  await expect(page.locator('.ct-count')).toHaveText('Showing 3 of 8', { useInnerText: true });

  // The language switch replaces the history entry, keeps the choice, and the page shows it.
  const entries = await page.evaluate(() => history.length);
  await page.locator('.sh-header__lang a[hreflang="ru"]').click();
  await expect(page).toHaveURL(/\/ru\/cases\?industry=b2b$/);
  await expect(page.locator('h1')).toHaveText('Кейсы');
  await expect(page.getByRole('group', { name: 'Отрасль' }).getByRole('radio', { name: 'B2B' })).toBeChecked();
  await expect(page.locator('.ct-cards > li:visible')).toHaveCount(3);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  // Back is the library before the choice: the switch left no entry of its own.
  await page.goBack();
  await expect(page).toHaveURL(/\/cases$/);

  expect(scripts.filter((path) => !isLoaderScript(path))).toEqual([]);
  expect(await appIsReady(page)).toBe(false);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('a form’s field focused starts the app, and only the form’s island hydrates', async ({ page, problems }) => {
  const scripts = scriptsOf(page);
  await page.goto('/ua');
  await whenPageIdle(page);
  expect(scripts.filter((path) => !isLoaderScript(path))).toEqual([]);
  await page.locator('[data-island="form:contacts"]').getByRole('textbox').first().click();
  await whenAppReady(page);
  await expect(page.locator('[data-island="form:contacts"]')).toHaveAttribute('data-live', '');
  for (const name of ['products:grid', 'content:case-highlights', 'content:team-strip', 'voice:widget']) {
    await expect(page.locator(`[data-island="${name}"]`)).not.toHaveAttribute('data-live', '');
  }
  // Nothing of the remotes was asked for: the form is the shell's.
  expect(scripts.filter((path) => path.startsWith('/mfe/'))).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('a page prerendered for another URL is rendered for this one without waiting for the visitor', async ({ page }) => {
  await page.goto('/ua/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  await expect(page.locator('h1')).toHaveText('Ой! Сторінку не знайдено');
});

test('a campaign’s link is the prerendered page: parameters no page reads start nothing, and the app hydrates the page as it is', async ({
  page,
  problems,
}) => {
  const scripts = scriptsOf(page);
  await page.goto('/ru/cases?industry=b2b&utm_source=newsletter&gclid=abc');
  await whenPageIdle(page);
  await expect(page.locator('.ct-cards > li:visible')).toHaveCount(3);
  expect(scripts.filter((path) => !isLoaderScript(path))).toEqual([]);
  expect(await appIsReady(page)).toBe(false);

  // Every island hydrates the prerendered HTML as it is: one that did not match would say so.
  await wantEveryIsland(page);
  await expect(page).toHaveURL(/\/ru\/cases\?industry=b2b&utm_source=newsletter&gclid=abc$/);
  await expect(page.locator('.ct-cards > li:visible')).toHaveCount(3);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test.describe('on the bench phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

  test('a page fetches nothing but its loader and typeface before its content is painted: release checks, the client signal and the next pages wait for the first contentful paint', async ({
    page,
  }) => {
    // On a phone's processor the first text paints well after the page has loaded.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (const path of ['/', '/ru/products/lumi-ai', '/ua/cases']) {
      await page.goto(path);
      // The release checks are the first of what waits for the paint.
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/build.json'))), { message: path })
        .toBe(true);
      const { painted, early } = await page.evaluate(() => {
        const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        // What the page's HTML names itself: its loader, its typeface's preloads, its icon.
        const named = new Set(
          [...document.querySelectorAll<HTMLLinkElement | HTMLScriptElement>('script[src], link[rel="preload"], link[rel~="icon"]')].map(
            (element) => new URL('src' in element ? element.src : element.href).pathname,
          ),
        );
        const early = performance
          .getEntriesByType('resource')
          // A font file an earlier page fetched is taken from the memory cache as soon as the style sheet names it: no request competes with the paint.
          .filter((entry) => entry.startTime < painted && (entry as PerformanceResourceTiming & { deliveryType?: string }).deliveryType !== 'cache')
          .map((entry) => new URL(entry.name).pathname)
          .filter((pathname) => !named.has(pathname));
        return { painted, early };
      });
      expect(painted, path).toBeGreaterThan(0);
      expect(early, path).toEqual([]);
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('once idle, the page asks the browser to prefetch its other languages and to prerender a page a link leads to when touched, and the other languages once the menu opens, within its CSP', async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      (window as { cspViolations?: string[] }).cspViolations = [];
      addEventListener('securitypolicyviolation', (event) => (window as { cspViolations?: string[] }).cspViolations?.push(event.violatedDirective));
    });
    await page.goto('/ru/team');
    const rules = page.locator('script[type="speculationrules"]');
    await expect(rules).toHaveCount(1);
    const urls = LANGUAGES.filter((lang) => lang !== 'ru').map((lang) => `${baseURL}${localizePath('/team', lang)}`);
    type Rules = { prerender: { source: string; eagerness?: string; urls?: string[] }[]; prefetch?: unknown };
    const first = JSON.parse((await rules.textContent()) ?? '') as Rules;
    expect(first.prerender).toEqual([expect.objectContaining({ source: 'document', eagerness: 'moderate' })]);
    expect(first.prefetch).toEqual([{ source: 'list', urls }]);

    // Nothing renders in the background until the visitor opens the menu that holds the switcher.
    await page.locator('.sh-menu-toggle').tap();
    await expect(rules).toHaveCount(2);
    expect(JSON.parse((await rules.nth(1).textContent()) ?? '')).toEqual({ prerender: [{ source: 'list', urls }] });
    await page.locator('.sh-menu-toggle').tap();
    await page.locator('.sh-menu-toggle').tap();
    await expect(rules).toHaveCount(2);

    expect(await page.evaluate(() => (window as { cspViolations?: string[] }).cspViolations)).toEqual([]);
    expect(await appIsReady(page)).toBe(false);
  });

  test('the menu opens at once, and Escape and a press outside close it, without the app', async ({ page }) => {
    await page.goto('/ua/products/lumi-ai');
    await page.locator('.sh-menu-toggle').tap();
    await expect(page.locator('.sh-mobile-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.sh-mobile-menu')).toBeHidden();
    await page.locator('.sh-menu-toggle').tap();
    await expect(page.locator('.sh-mobile-menu')).toBeVisible();
    // A press outside the menu (the open menu covers the page under it).
    await page.locator('footer').dispatchEvent('pointerdown');
    await expect(page.locator('.sh-mobile-menu')).toBeHidden();
    expect(await appIsReady(page)).toBe(false);
  });

  test('a menu opened before the app renders the page afresh stays open once it has', async ({ page }) => {
    const startApp = await holdAppStart(page);
    // A page no snapshot was made for (the shared 404): the app renders it anew.
    await page.goto('/ua/no-such-page');
    await page.locator('.sh-menu-toggle').tap();
    await expect(page.locator('.sh-mobile-menu')).toBeVisible();
    expect(await appIsReady(page)).toBe(false);
    startApp();
    await whenAppReady(page);
    await expect(page.locator('.sh-menu')).toHaveAttribute('open', '');
    await expect(page.locator('.sh-mobile-menu')).toBeVisible();
  });

  test('a filter tapped before the app renders the page afresh filters at once, and the app keeps it in the URL', async ({ page }) => {
    const startApp = await holdAppStart(page);
    // A filter's value no radio shows: the app renders the page anew.
    await page.goto('/ua/cases?industry=mining');
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
  await expect(page).toHaveURL(/\/thank-you\/contacts$/);
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
  await expect(page).toHaveURL(/\/thank-you\/contacts$/);
});

test.describe('a press that opens the assistant before the app runs', () => {
  for (const { control, path } of [
    { control: 'the floating launcher', path: '/ru' },
    { control: 'the hero’s “Talk to Lumi”', path: '/' },
  ]) {
    test(`on ${control} fetches the voice remote’s module with the app’s code, not after it has run`, async ({ page, problems }) => {
      // The app's entry is held: what is fetched meanwhile, the page's loader asked for at the press.
      let releaseEntry!: () => void;
      const held = new Promise<void>((resolve) => (releaseEntry = resolve));
      await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const language = path === '/ru' ? 'ru' : 'en';
      const fetched = (pattern: RegExp) => page.waitForRequest((request) => pattern.test(new URL(request.url()).pathname));
      const voiceFiles = Promise.all([
        fetched(/^\/mfe\/voice\/mf-manifest\.json$/),
        fetched(/^\/mfe\/voice\/remoteEntry\.js$/),
        fetched(/^\/mfe\/voice\/assets\/voice-widget-[\w-]+\.js$/),
        fetched(new RegExp(`^/mfe/voice/assets/${language}-[\\w-]+\\.js$`)),
        // The federation runtime, which the shell loads for a remote, comes with them too.
        fetched(/^\/assets\/provided-singletons-[\w-]+\.js$/),
      ]);
      await page.goto(path);
      await whenPageIdle(page);
      const pressed = path === '/' ? page.locator('.sh-hero__talk') : page.locator('.vc-widget .vc-launcher');
      await pressed.click();
      await voiceFiles;
      expect(await appIsReady(page)).toBe(false);
      releaseEntry();
      await whenAppReady(page);
      // The press is answered as before: the notice of the visit's first conversation.
      await expect(page.locator('.vc-notice')).toBeVisible();
      expect(problems.consoleErrors).toEqual([]);
      expect(problems.pageErrors).toEqual([]);
    });
  }
});

test('the app started by a press fetches no style sheet the page already holds inlined, for the shell or the remote whose island it hydrates', async ({
  page,
  problems,
}) => {
  const styleSheets: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.css')) styleSheets.push(pathname);
  });
  await page.goto('/ua');
  await whenPageIdle(page);
  const inlined = await page.locator('style[data-href]').evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
  expect(inlined).toEqual(expect.arrayContaining([expect.stringMatching(/^\/assets\/.+\.css$/), expect.stringMatching(/^\/mfe\/voice\/assets\/.+\.css$/)]));
  await page.locator('.vc-widget .vc-launcher').click();
  await whenAppReady(page);
  await expect(page.locator('.vc-notice')).toBeVisible();
  await whenPageIdle(page);
  expect(styleSheets.filter((sheet) => inlined.includes(sheet))).toEqual([]);
  // The page still looks as its style sheets say: the panel is laid out by the voice remote's styles.
  await expect(page.locator('.vc-panel')).toHaveCSS('display', 'flex');
  expect(problems.consoleErrors).toEqual([]);
});

test('the voice widget’s first load, as its build names it, carries neither the schemas’ library nor the phone rules: a contact and a refusal bring them when they come', () => {
  const voiceDir = defaultLayout().remoteDirs.voice;
  const files = readBuildInfo(voiceDir).modules?.['./VoiceWidget'] ?? [];
  expect(files).toContain('remoteEntry.js');
  // The federation plugin's own small files have no source map; every bundled one has.
  const maps = files.map((file) => join(voiceDir, `${file}.map`)).filter((map) => existsSync(map));
  const sources = maps.flatMap((map) => (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources);
  expect(sources.some((source) => source.includes('/src/widget/voice-widget.tsx'))).toBe(true);
  expect(sources.filter((source) => /node_modules\/(zod|libphonenumber-js)\//.test(source))).toEqual([]);
});

test('the loader and the chunks it loads itself ask V8 to compile them as they load, not at the first tap', async ({ request }) => {
  const hint = '//# allFunctionsCalledOnLoad\n';
  // From the loader, along the chunks each file names.
  const files = ['/start-on-intent.js'];
  for (const file of files) {
    const code = await (await request.get(file)).text();
    expect(code.startsWith(hint), file).toBe(true);
    for (const [name] of code.matchAll(/start-[\w-]+\.js/g))
      if (!files.includes(`/assets/${name}`) && name !== 'start-on-intent.js') files.push(`/assets/${name}`);
  }
  expect(files.every(isLoaderScript)).toBe(true);
  expect(files.filter((file) => file.includes('web-vitals'))).toHaveLength(1);
});
