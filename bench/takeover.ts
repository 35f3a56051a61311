import { closeThrottledPage, launchPhoneBrowser, openThrottledPage, pause } from './throttled-phone';

/**
 * What a prerendered page costs once the visitor acts: it loads no code before then
 * (shell/src/start/), so the app's download and takeover happen after the first
 * intent. Measured in Chromium under Lighthouse's mobile conditions applied for real (4× CPU,
 * 150 ms round trips, 1.47 Mbit/s down; the connection is warm, as the page has just loaded from
 * it), with the page loaded and idle, from a pointer move to the app's `site:ready`.
 */
export interface Takeover {
  /** From the first pointer move to the app being ready (its presses are answered from then). */
  readyMs: number;
  /** From the first pointer move to the page's last island hydrated, one at a time when idle. */
  islandsMs: number;
  /**
   * JavaScript transferred from the page's load to its last island live, KB (gzip as served): the
   * takeover's modules (fetched once the page is idle, before the intent) and every island's.
   */
  jsKb: number;
  /** Main-thread time over 50 ms per task between the intent and ready, like TBT. */
  blockingMs: number;
}

/** What the page records: when the visitor first acted, when the app was ready, and the long tasks. */
interface TakeoverRecord {
  intentAt?: number;
  readyAt?: number;
  islandsAt?: number;
  longTasks: { start: number; duration: number }[];
}

function recordTakeover(): void {
  const w = window as unknown as { __takeover: TakeoverRecord };
  w.__takeover = { longTasks: [] };
  addEventListener('pointermove', () => (w.__takeover.intentAt ??= performance.now()), { capture: true, once: true });
  addEventListener('site:ready', () => (w.__takeover.readyAt ??= performance.now()), { once: true });
  addEventListener('site:island-live', () => {
    if (!document.querySelector('[data-island]:not([data-live])')) w.__takeover.islandsAt ??= performance.now();
  });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__takeover.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask' });
}

export async function benchTakeover(origin: string, chromePath: string, paths: readonly string[], runs: number): Promise<Record<string, Takeover>> {
  const browser = await launchPhoneBrowser(chromePath);
  const results: Record<string, Takeover> = {};
  try {
    for (const path of paths) {
      const measures: Takeover[] = [];
      for (let i = 0; i < runs; i += 1) {
        const page = await openThrottledPage(browser);
        await page.evaluateOnNewDocument(recordTakeover);
        await page.goto(`${origin}${path}`, { waitUntil: 'load' });
        await pause(1_000);
        await page.mouse.move(200, 400);
        await page.waitForFunction(() => (window as unknown as { __takeover: TakeoverRecord }).__takeover.islandsAt !== undefined, { timeout: 120_000 });
        measures.push(
          await page.evaluate(() => {
            const { intentAt = 0, readyAt = 0, islandsAt = 0, longTasks } = (window as unknown as { __takeover: TakeoverRecord }).__takeover;
            const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
              (entry) => entry.startTime < islandsAt && /\.js$/.test(new URL(entry.name).pathname),
            );
            return {
              readyMs: readyAt - intentAt,
              islandsMs: islandsAt - intentAt,
              jsKb: scripts.reduce((sum, entry) => sum + entry.transferSize, 0) / 1024,
              blockingMs: longTasks
                .filter((task) => task.start >= intentAt && task.start < readyAt)
                .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
            };
          }),
        );
        await closeThrottledPage(page);
      }
      const median = (key: keyof Takeover) => measures.map((m) => m[key]).sort((a, b) => a - b)[Math.floor(measures.length / 2)]!;
      results[path] = { readyMs: median('readyMs'), islandsMs: median('islandsMs'), jsKb: median('jsKb'), blockingMs: median('blockingMs') };
      console.log(`  ${path}: ready ${Math.round(results[path].readyMs)} ms after the first intent, every island ${Math.round(results[path].islandsMs)} ms`);
    }
  } finally {
    await browser.close();
  }
  return results;
}
