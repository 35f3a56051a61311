/** How long after its first frame a page that reports no contentful paint goes on without it, ms. */
const NO_PAINT_REPORTED_MS = 3000;

/**
 * Runs once the page is on screen with its content painted: for a page the browser prerendered
 * (the next page or this page in another language, offered by the speculation rules), once it was
 * shown. Nothing it starts competes with the paint the visitor is waiting for, even where the page
 * has loaded before that paint (a small page on a fast connection, where the first frames can come
 * before the text is laid out), and a page never shown starts nothing.
 */
export function whenShown(callback: () => void): void {
  const afterPaint = () => afterContentfulPaint(() => afterNextFrame(callback));
  if ((document as { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', afterPaint, { once: true });
  else afterPaint();
}

/**
 * Calls `callback` once the page's first contentful paint has happened (at once if it has), or a
 * while after its first frame where none is reported: browsers without Paint Timing, and a page
 * that was hidden before it painted, which Chromium never reports.
 */
function afterContentfulPaint(callback: () => void): void {
  let observer: PerformanceObserver | undefined;
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    observer?.disconnect();
    callback();
  };
  afterNextFrame(once, NO_PAINT_REPORTED_MS);
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
  observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) once();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** Runs `callback` (`delayMs` after) once the next frame is rendered: work that must not hold back what that frame shows. */
export function afterNextFrame(callback: () => void, delayMs = 0): void {
  requestAnimationFrame(() => setTimeout(callback, delayMs));
}

/** Runs when the browser is idle, or after `timeoutMs` at the latest; after `fallbackMs` where idle callbacks are unknown (Safari). */
export function whenIdle(callback: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: timeoutMs });
  else setTimeout(callback, fallbackMs);
}
