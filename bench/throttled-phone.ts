import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../scripts/lib/chromium';

// Lighthouse's mobile preset (150 ms RTT, 1.6 Mbit/s, 4× CPU) with DevTools' throughput factor;
// its per-request latency (562.5 ms) stands for a new connection, which a loaded page no longer needs.
const NETWORK = { offline: false, latency: 150, download: (1474.56 * 1024) / 8, upload: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

export const PHONE = { width: 412, height: 823 } as const;

/**
 * Chromium driven by Puppeteer rather than Playwright: a page that any further DevTools session is
 * attached to (as Playwright attaches its own) is refused speculation-rules prerendering
 * (`PrerenderingDisabledByDevTools`), which a visitor's Chrome does. Puppeteer throttles the page
 * through its one session, so the bench meets the page as a visitor does.
 */
export function launchPhoneBrowser(executablePath: string, args: readonly string[] = []): Promise<Browser> {
  return puppeteer.launch({ executablePath, args: [...CHROMIUM_ARGS, ...args], headless: true });
}

/**
 * A fresh page in its own browser context, in a phone-sized (or given) viewport, with Lighthouse's
 * mobile conditions applied for real, not simulated: what a visitor on a mid-range phone meets.
 */
export async function openThrottledPage(browser: Browser, viewport: { width: number; height: number } = PHONE): Promise<Page> {
  const mobile = viewport.width < 1024;
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ ...viewport, isMobile: mobile, hasTouch: mobile });
  await page.emulateNetworkConditions(NETWORK);
  await page.emulateCPUThrottling(CPU_SLOWDOWN);
  // tsx names functions with an `__name` helper that a function sent into the page lacks.
  await page.evaluateOnNewDocument('globalThis.__name ??= (fn) => fn');
  return page;
}

/** Closes the page's browser context, and with it everything the page prerendered. */
export function closeThrottledPage(page: Page): Promise<void> {
  return page.browserContext().close();
}

export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
