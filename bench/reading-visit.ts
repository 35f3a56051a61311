import type { Page } from 'puppeteer-core';
import { localizePath, type Language } from '@site/model';
import { closeThrottledPage, launchPhoneBrowser, openThrottledPage, pause } from './throttled-phone';
import { valueFromShownPage } from '../tests/support/shown-page';
import { press } from './first-tap';

/**
 * A visit that only reads, on the throttled phone: the home page scrolled, its menu and a question
 * opened, the case library reached through the menu and filtered, a case opened, then a product
 * page, the prices (the calculator's other product chosen, a radio), then the same page in another language; in
 * the visitor's language (English unless asked). What it costs in JavaScript, summed over the documents it
 * was shown (each read before it is left; prerendering is off so that each shown page is this
 * page's document, and what speculation rules fetch for pages never shown is not counted), and on
 * how many of its pages the app started.
 */
export interface ReadingVisit {
  /** JavaScript transferred over the whole visit, KB (gzip as served; cached files count 0). */
  jsKb: number;
  /** Script files transferred over the network. */
  jsFiles: number;
  /** Pages of the visit. */
  pages: number;
  /** Pages on which the app (React and the federation runtime) started. */
  appStarted: number;
}

interface PageCost {
  jsBytes: number;
  jsFiles: number;
  appStarted: boolean;
}

/**
 * What this document loaded since it was last asked (a navigation in the app keeps the document):
 * an expression, evaluated in whichever target shows the page (a language switch may show a page
 * the browser had prerendered, another target).
 */
const COST_OF_THIS_PAGE = `(() => {
  const counted = (window.__benchCounted ??= new Set());
  const scripts = performance.getEntriesByType('resource').filter((entry) => !counted.has(entry.name + '@' + entry.startTime) && /\\.m?js$/.test(new URL(entry.name).pathname));
  for (const entry of scripts) counted.add(entry.name + '@' + entry.startTime);
  const transferred = scripts.filter((entry) => entry.transferSize > 0);
  return { jsBytes: transferred.reduce((sum, entry) => sum + entry.transferSize, 0), jsFiles: transferred.length, appStarted: window.__SITE_READY__ === true };
})()`;

const costOfThisPage = (page: Page) => page.evaluate(COST_OF_THIS_PAGE) as Promise<PageCost>;

/**
 * Follows the link `selector` (a click on it, wherever it is: a tap at its place may land on the
 * floating launcher above it) and waits for the page it leads to, then for it to be quiet a moment.
 */
async function follow(page: Page, selector: string, costs: PageCost[]): Promise<void> {
  costs.push(await costOfThisPage(page));
  await Promise.all([page.waitForNavigation({ waitUntil: 'load', timeout: 60_000 }), page.$eval(selector, (link) => (link as HTMLElement).click())]);
  await pause(1_500);
}

async function tapAndWait(page: Page, selector: string, shown: string): Promise<void> {
  await press(page, selector);
  await page.waitForSelector(shown, { visible: true, timeout: 60_000 });
}

const MENU = '.sh-menu-toggle';
const OPEN_MENU = '.sh-mobile-menu';

async function readingVisit(page: Page, origin: string, lang: Language): Promise<PageCost[]> {
  const at = (path: string) => localizePath(path, lang);
  // The visit ends in another language: Russian, or English for a Russian visit.
  const other: Language = lang === 'ru' ? 'en' : 'ru';
  const costs: PageCost[] = [];
  await page.goto(`${origin}${at('/')}`, { waitUntil: 'load' });
  await pause(1_500);
  await page.evaluate(() => window.scrollBy(0, 1200));
  await pause(500);
  await tapAndWait(page, MENU, OPEN_MENU);
  await press(page, MENU);
  await tapAndWait(page, '#main details > summary', '#main details[open] > summary + *');
  // A clinic's way in: its industry's page from the first screen.
  await page.evaluate(() => window.scrollTo(0, 0));
  await follow(page, `.sh-hero__industries a[href="${at('/industries/healthcare')}"]`, costs);
  await tapAndWait(page, MENU, OPEN_MENU);
  await follow(page, `${OPEN_MENU} a[href="${at('/cases')}"]`, costs);
  await tapAndWait(page, 'input[name="industry"][value="b2b"]', '.ct-cards > li[data-industry="b2b"]');
  await follow(page, '.ct-cards > li[data-industry="b2b"] a', costs);
  await tapAndWait(page, MENU, OPEN_MENU);
  await follow(page, `${OPEN_MENU} a[href="${at('/products/lumi-ai')}"]`, costs);
  await tapAndWait(page, MENU, OPEN_MENU);
  await follow(page, `${OPEN_MENU} a[href="${at('/pricing')}"]`, costs);
  await page.$eval('#calculator', (calculator) => calculator.scrollIntoView({ block: 'center' }));
  await pause(500);
  await tapAndWait(page, 'label.pr-estimate__product:has(input[value="ai-seller"])', '.pr-estimate__result[data-product="ai-seller"]');
  await tapAndWait(page, MENU, OPEN_MENU);
  costs.push(await costOfThisPage(page));
  await page.$eval(`${OPEN_MENU} .sh-mobile-menu__lang a[hreflang="${other}"]`, (link) => (link as HTMLElement).click());
  const isCost = (value: unknown): value is PageCost => typeof value === 'object' && value !== null;
  costs.push(
    await valueFromShownPage(
      page.browserContext(),
      `document.documentElement.lang === '${other}' && document.readyState === 'complete' ? ${COST_OF_THIS_PAGE} : null`,
      isCost,
      60_000,
    ),
  );
  return costs;
}

export async function benchReadingVisit(origin: string, chromePath: string, runs: number, lang: Language = 'en'): Promise<ReadingVisit> {
  const browser = await launchPhoneBrowser(chromePath);
  const visits: ReadingVisit[] = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const page = await openThrottledPage(browser);
      await (await page.createCDPSession()).send('Page.setPrerenderingAllowed', { isAllowed: false });
      const costs = await readingVisit(page, origin, lang);
      await closeThrottledPage(page);
      visits.push({
        jsKb: costs.reduce((sum, cost) => sum + cost.jsBytes, 0) / 1024,
        jsFiles: costs.reduce((sum, cost) => sum + cost.jsFiles, 0),
        pages: costs.length,
        appStarted: costs.filter((cost) => cost.appStarted).length,
      });
    }
  } finally {
    await browser.close();
  }
  const median = (key: keyof ReadingVisit) => visits.map((visit) => visit[key]).sort((a, b) => a - b)[Math.floor(visits.length / 2)]!;
  const result = { jsKb: median('jsKb'), jsFiles: median('jsFiles'), pages: median('pages'), appStarted: median('appStarted') };
  console.log(
    `  reading visit (${lang}): ${result.jsKb.toFixed(1)} KB of JavaScript in ${result.jsFiles} files over ${result.pages} pages; the app started on ${result.appStarted}`,
  );
  return result;
}
