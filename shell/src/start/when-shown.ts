/**
 * Runs once the page is on screen: at once, or, for a page the browser prerendered (the next page
 * or this page in another language, offered by the speculation rules), after it was shown and
 * painted, so that nothing it starts competes with the paint the visitor is waiting for, and a page
 * never shown starts nothing.
 */
export function whenShown(callback: () => void): void {
  if (!(document as { prerendering?: boolean }).prerendering) return callback();
  document.addEventListener('prerenderingchange', () => requestAnimationFrame(() => setTimeout(callback)), { once: true });
}
