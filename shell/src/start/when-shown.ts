/**
 * Runs once the page is on screen and painted: for a page the browser prerendered (the next page or
 * this page in another language, offered by the speculation rules), once it was shown. Nothing it
 * starts competes with the paint the visitor is waiting for, even where the page has loaded before
 * its first paint (a small page on a fast connection), and a page never shown starts nothing.
 */
export function whenShown(callback: () => void): void {
  const afterPaint = () => void requestAnimationFrame(() => setTimeout(callback));
  if ((document as { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', afterPaint, { once: true });
  else afterPaint();
}

/** Runs when the browser is idle, or after `timeoutMs` at the latest; after `fallbackMs` where idle callbacks are unknown (Safari). */
export function whenIdle(callback: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: timeoutMs });
  else setTimeout(callback, fallbackMs);
}
