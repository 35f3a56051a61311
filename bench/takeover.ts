import { press } from './first-tap';
import { closeThrottledPage, launchPhoneBrowser, openThrottledPage, pause } from './throttled-phone';

/**
 * What a prerendered page costs once the visitor uses a control that needs the app: it loads no
 * code for it before then (shell/src/start/), so the app's download and takeover happen after that
 * press. Measured in Chromium under Lighthouse's mobile conditions applied for real (4× CPU,
 * 150 ms round trips, 1.47 Mbit/s down; the connection is warm, as the page has just loaded from
 * it), with the page loaded and idle, from a press on the voice launcher to the app's `site:ready`
 * and to the launcher's island being live (the press answered).
 */
export interface Takeover {
  /** From the press to the app being ready. */
  readyMs: number;
  /** From the press to the voice widget's island live, the press answered. */
  islandsMs: number;
  /** From the press to the last byte of the JavaScript fetched for it (before the island is live): the part of the wait that is the link's. */
  codeInMs: number;
  /** JavaScript transferred from the press to the island live, KB (gzip as served). */
  pressJsKb: number;
  /** JavaScript transferred from the page's load to the island live, KB (gzip as served). */
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
  addEventListener('pointerdown', () => (w.__takeover.intentAt ??= performance.now()), { capture: true, once: true });
  addEventListener('site:ready', () => (w.__takeover.readyAt ??= performance.now()), { once: true });
  addEventListener('site:island-live', (event) => {
    if ((event.target as Element).matches('[data-island="voice:widget"]')) w.__takeover.islandsAt ??= performance.now();
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
        await press(page, '.vc-launcher');
        await page.waitForFunction(() => (window as unknown as { __takeover: TakeoverRecord }).__takeover.islandsAt !== undefined, { timeout: 120_000 });
        measures.push(
          await page.evaluate(() => {
            const { intentAt = 0, readyAt = 0, islandsAt = 0, longTasks } = (window as unknown as { __takeover: TakeoverRecord }).__takeover;
            const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
              (entry) => entry.startTime < islandsAt && /\.js$/.test(new URL(entry.name).pathname),
            );
            const afterPress = scripts.filter((entry) => entry.startTime >= intentAt);
            const kb = (entries: PerformanceResourceTiming[]) => entries.reduce((sum, entry) => sum + entry.transferSize, 0) / 1024;
            return {
              readyMs: readyAt - intentAt,
              islandsMs: islandsAt - intentAt,
              codeInMs: Math.max(0, ...afterPress.map((entry) => entry.responseEnd)) - intentAt,
              pressJsKb: kb(afterPress),
              jsKb: kb(scripts),
              blockingMs: longTasks
                .filter((task) => task.start >= intentAt && task.start < readyAt)
                .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
            };
          }),
        );
        await closeThrottledPage(page);
      }
      const median = (key: keyof Takeover) => measures.map((m) => m[key]).sort((a, b) => a - b)[Math.floor(measures.length / 2)]!;
      results[path] = {
        readyMs: median('readyMs'),
        islandsMs: median('islandsMs'),
        codeInMs: median('codeInMs'),
        pressJsKb: median('pressJsKb'),
        jsKb: median('jsKb'),
        blockingMs: median('blockingMs'),
      };
      console.log(
        `  ${path}: ready ${Math.round(results[path].readyMs)} ms after a press on the voice launcher (its code in at ${Math.round(results[path].codeInMs)} ms), its island live ${Math.round(results[path].islandsMs)} ms`,
      );
    }
  } finally {
    await browser.close();
  }
  return results;
}
