import { hint } from './link-hints';

/**
 * Fetching is not running: once the page is idle, the takeover's modules are fetched into the cache
 * at the lowest priority, unparsed, so that the first intent costs their execution and not their
 * download (unless the app has started meanwhile), and the page in the visitor's other languages is
 * offered to the browser. Not when the visitor asked to save data.
 */
export function prepareNextSteps(modules: readonly string[], started: () => boolean): void {
  addEventListener(
    'load',
    () =>
      whenShown(() => {
        if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
        const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
        idle(
          () => {
            if (!started()) for (const href of modules) hint({ rel: 'prefetch', href, fetchPriority: 'low' });
            offerOtherLanguages();
          },
          { timeout: 2000 },
        );
      }),
    { once: true },
  );
}

/**
 * The page in the visitor's other languages is the next document the switcher asks for: the
 * browser is asked to prerender and prefetch it (speculation rules, allowed by the CSP's
 * 'inline-speculation-rules'; a plain prefetch where rules are unknown), so a tap on the switcher
 * costs no round trip.
 */
function offerOtherLanguages(): void {
  const urls = [...new Set(Array.from(document.querySelectorAll<HTMLAnchorElement>('a[hreflang]:not([aria-current])'), (link) => link.href))];
  if (HTMLScriptElement.supports?.('speculationrules')) {
    const rules = Object.assign(document.createElement('script'), { type: 'speculationrules' });
    // Prefetching too: where a prerender is declined, the document is still at hand.
    rules.textContent = JSON.stringify({ prerender: [{ source: 'list', urls }], prefetch: [{ source: 'list', urls }] });
    document.head.append(rules);
  } else {
    for (const href of urls) hint({ rel: 'prefetch', as: 'document', href });
  }
}

/**
 * Runs once the page is on screen: at once, or, for a page the browser prerendered (this page in
 * another language, offered by the switcher), after it was shown and painted, so that nothing it
 * starts competes with the paint the visitor is waiting for.
 */
function whenShown(callback: () => void): void {
  if (!(document as { prerendering?: boolean }).prerendering) return callback();
  document.addEventListener('prerenderingchange', () => requestAnimationFrame(() => setTimeout(callback)), { once: true });
}
