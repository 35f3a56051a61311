import { test as base, expect, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { startVoiceTwin, type VoiceTwin } from '../support/voice-twin';

/**
 * Every page runs with i18next's English fallback off and missing keys recorded, and collects
 * console errors and uncaught exceptions, so a test can say "and nothing went wrong".
 */
export interface PageProblems {
  readonly consoleErrors: string[];
  readonly pageErrors: string[];
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    const problems: PageProblems = { consoleErrors: [], pageErrors: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(`${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => problems.pageErrors.push(error.message));
    await use(problems);
  },
  page: async ({ page }, use) => {
    await page.addInitScript(() => {
      window.__I18N_TEST__ = true;
    });
    await use(page);
  },
});

export { expect };

/**
 * For the suites that open every page once (every page renders, every page reads without
 * JavaScript): each test still gets a page of its own, but a worker's pages share one browser
 * context, as one visitor's tabs do, so a test does not pay for a fresh context (half a second on
 * this machine) nor download and compile the same modules again.
 */
export const testInOneVisit = test.extend<object, { visit: BrowserContext; visitOptions: BrowserContextOptions }>({
  /**
   * Options of the shared context (`testInOneVisit.use({ visitOptions: { javaScriptEnabled: false } })`);
   * a test's own `viewport` or `javaScriptEnabled` does not reach a context the worker already made.
   */
  visitOptions: [{}, { scope: 'worker', option: true }],
  visit: [
    async ({ browser, visitOptions }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, ...visitOptions });
      await context.addInitScript(() => {
        window.__I18N_TEST__ = true;
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ visit }, use) => {
    const page = await visit.newPage();
    await use(page);
    await page.close();
  },
});

/** The app has taken over the page and no navigation is loading. */
const appReady = () => (window as { __SITE_READY__?: boolean }).__SITE_READY__ === true && !document.querySelector('#main[aria-busy]');

export const appIsReady = (page: Page): Promise<boolean> => page.evaluate(appReady);

export async function whenAppReady(page: Page): Promise<void> {
  await page.waitForFunction(appReady);
}

/**
 * Asks every island of the page to hydrate, as the page's loader does for the one the visitor
 * reaches (`site:island-wanted`), and waits until each has hydrated or rendered: the app starts,
 * and a prerendered island that did not match its code would say so.
 */
export async function wantEveryIsland(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('[data-island]:not([data-live])')) island.dispatchEvent(new Event('site:island-wanted', { bubbles: true }));
  });
  await page.waitForFunction(() => document.querySelectorAll('[data-island]:not([data-live])').length === 0);
  await whenAppReady(page);
}

/**
 * The prerendered page has done what it does once idle: the next pages offered to the browser and
 * the client signal's code loaded (shell/src/start/). It waits for an idle moment, which a busy
 * machine may give only after the network is quiet.
 */
export async function whenPageIdle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('script[type="speculationrules"], link[rel="prefetch"][as="document"]') !== null);
  await page.waitForLoadState('networkidle');
}

/**
 * The page is ready for the visitor: loaded, its own script running (a prerendered page's loader,
 * which is all a visit that only reads runs), and, where the page started the app (a URL it was not
 * prerendered for, a remote released since), the app ready.
 */
export async function waitForPage(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // The loader starts the app, where the page needs it at once, after the first paint.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  await page.waitForFunction(
    () =>
      !document.querySelector('link[rel="modulepreload"]') ||
      ((window as { __SITE_READY__?: boolean }).__SITE_READY__ === true && !document.querySelector('#main[aria-busy]')),
  );
}

/**
 * Renders the sections a page leaves unrendered off the first screen (`content-visibility: auto` on
 * `.ui-section`), so that axe judges every one where it really is: a skipped section has a
 * placeholder's height, and axe measures its text as if it were laid out (axe-core #2768).
 */
export async function renderEverySection(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLElement>('.ui-section')) section.style.contentVisibility = 'visible';
  });
}

/** Opens the assistant's typed chat on the home page at `origin` and waits for `greeting`: the panel, its log and field, and the conversation's id. */
export async function openTypedChat(page: Page, origin: string, greeting: string) {
  await page.goto(`${origin}/`);
  await waitForPage(page);
  await page.locator('.vc-widget .vc-type-launcher').click();
  const panel = page.getByRole('region', { name: 'Chat with the assistant' });
  const log = panel.getByRole('log');
  const field = panel.getByRole('textbox', { name: 'Your message' });
  await expect(log).toContainText(greeting, { timeout: 20_000 });
  const conversationId = (await page.locator('.vc-widget').getAttribute('data-conversation-id'))!;
  return { panel, log, field, conversationId };
}

/**
 * Holds back the shell's code until the returned function is called, so that what a visitor does
 * first happens, deterministically, before the app is ready.
 */
export async function holdAppStart(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

/** Visible text nodes that look like raw translation keys (`nav.home`, `items.lumi-ai.name`). */
export function rawKeysOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (/^[a-z][\w-]*(\.[\w-]+)+$/.test(text) && !/@/.test(text)) found.push(text);
    }
    return found;
  });
}

/** Brand, product and technical names that stay in Latin letters on Russian and Ukrainian pages. */
const LATIN_ALLOWED = new Set(
  'Synthra AI Sales Manager Seller 24/7 Lumi Commerce Suite MediFlow AgentLab SnapCard Focus Group SellMate FrontDesk Doctor CRM KPI GDPR HIPAA B2B SaaS RAG LLM API EN RU UA YouTube Instagram Telegram Email e-commerce E-commerce Ad-tech'.split(
    ' ',
  ),
);

/** Visible text on a Russian or Ukrainian page that is only Latin words outside brand names. */
export function englishOnPage(page: Page): Promise<string[]> {
  return page
    .evaluate(() => {
      const texts: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        // Names marked translate="no" (tools, products) stay as they are in every language.
        if (!element || element.closest('script,style,[aria-hidden="true"],[translate="no"]')) continue;
        // Language names in the switcher are written in their own language, marked with `lang`.
        if (element.closest('[lang]') !== document.documentElement) continue;
        const text = node.textContent?.trim() ?? '';
        if (text && /[A-Za-z]/.test(text) && !/[А-Яа-яЁёІіЇїЄєҐґ]/.test(text)) texts.push(text);
      }
      return texts;
    })
    .then((texts) =>
      texts.filter((text) =>
        text
          .split(/\s+/)
          .map((word) => word.replace(/^[(«"'·—–]+|[),.:;!?»"'·—–]+$/g, ''))
          .filter(Boolean)
          // E-mail addresses, handles, figures and AWS region codes (eu-central-1) are the same in every language.
          .some((word) => /[A-Za-z]/.test(word) && !LATIN_ALLOWED.has(word) && !/^[\w.+-]+@[\w.-]+$|^@\w+$|^\d|^[a-z]{2}-[a-z]+-\d$/.test(word)),
      ),
    );
}

/**
 * The notice before a visit's first conversation with the assistant (mfe-voice's `ai-notice.ts`:
 * this tab's session storage) as already given in this visit, for the suites about what follows it;
 * `voice-notice.spec.ts` holds the notice itself.
 */
export async function noticeAlreadyGiven(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('voice-ai-notice', 'given earlier in the visit'));
}

/**
 * A voice suite's own twin with a simulated agent, for the suite's tests (started before the first,
 * closed after the last), and with the notice given before each test's first conversation.
 */
export function voiceTwinOfSuite(): { readonly current: VoiceTwin } {
  const holder: { current: VoiceTwin } = { current: undefined as unknown as VoiceTwin };
  test.beforeEach(({ page }) => noticeAlreadyGiven(page));
  test.beforeAll(async ({}, testInfo) => {
    // A twin of its own, its tables and its agent's knowledge indexed: longer than a test's default on a busy machine.
    testInfo.setTimeout(180_000);
    holder.current = await startVoiceTwin();
  });
  test.afterAll(async () => {
    await holder.current?.close();
  });
  return holder;
}
