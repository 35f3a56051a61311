import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium';
import { valueFromShownPage } from '../support/shown-page';
import { expect, test } from './fixtures';

/**
 * Once the visitor opens the menu that holds the language switcher, the page asks the browser to
 * prerender itself in the other languages (speculation rules, shell/src/start/), so the switcher
 * shows the next page at once.
 * Chromium refuses to prerender for a page that Playwright drives (it attaches DevTools sessions of
 * its own), so these tests drive Chromium through Puppeteer, as the bench does.
 */

let browser: Browser;
test.beforeAll(async () => {
  browser = await puppeteer.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
});
test.afterAll(async () => {
  await browser.close();
});

/** What the page shown after the switch says of itself, read once it is no longer prerendering. */
interface Shown {
  readonly lang: string;
  readonly activationStart: number;
  /** Scripts the page fetched of its own (the takeover's modules, prefetched once it is idle), by start time. */
  readonly scriptStarts: number[];
  readonly offersLanguages: boolean;
}

const READ_SHOWN = `(() => {
  if (document.prerendering) return null;
  const scripts = performance.getEntriesByType('resource').filter((entry) => /\\/assets\\/.+\\.js$/.test(new URL(entry.name).pathname));
  return {
    lang: document.documentElement.lang,
    activationStart: performance.getEntriesByType('navigation')[0].activationStart,
    scriptStarts: scripts.map((entry) => entry.startTime),
    offersLanguages: document.querySelector('script[type="speculationrules"]') !== null,
  };
})()`;

const isShown =
  (lang: string) =>
  (value: unknown): value is Shown =>
    (value as Shown | null)?.lang === lang && (value as Shown).offersLanguages;

test('the language switcher shows the page the browser prerendered, which fetches nothing of its own until it is shown', async ({ baseURL }) => {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true });
    await page.goto(`${baseURL}/products/lumi-ai`, { waitUntil: 'load' });
    await page.waitForSelector('script[type="speculationrules"]');
    // The menu that holds the switcher asks for the other languages to be prerendered; the visitor
    // reads it for a moment, and the page in Ukrainian loads meanwhile.
    await page.tap('.sh-menu-toggle');
    await page.waitForFunction(() => document.querySelectorAll('script[type="speculationrules"]').length === 2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await page.tap('.sh-mobile-menu__lang a[hreflang="uk"]').catch((error: unknown) => {
      // Showing the prerendered page closes this one, possibly before the tap's end is acknowledged.
      if (!/Target closed/.test(String(error))) throw error;
    });

    const shown = await valueFromShownPage(context, READ_SHOWN, isShown('uk'));
    expect(shown.activationStart).toBeGreaterThan(0);
    expect(shown.scriptStarts.length).toBeGreaterThan(0);
    for (const start of shown.scriptStarts) expect(start).toBeGreaterThanOrEqual(shown.activationStart);
  } finally {
    await context.close();
  }
});
