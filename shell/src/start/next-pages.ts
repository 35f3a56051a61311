import { hint } from './link-hints';
import { whenShown } from './when-shown';

/** Paths of the site that are no page: the API, the remotes' code, the shell's assets. */
const NOT_PAGES = ['/api/*', '/mfe/*', '/assets/*', '/*.js', '/*.json', '/*.xml', '/*.txt'];

/**
 * The next page is a document the browser loads, prerendered: once the page is shown, loaded and
 * idle, the browser is asked (speculation rules, allowed by the CSP's 'inline-speculation-rules') to
 * prerender the page in the visitor's other languages, the next document the switcher asks for,
 * and any page of the site a link leads to as soon as the visitor points at it or touches it
 * (`moderate`: a hover, or the start of a touch). Where rules are unknown, the other languages are
 * prefetched. Not when the visitor asked to save data.
 */
export function prepareNextPages(): void {
  addEventListener('load', () => whenShown(() => whenIdle(offerNextPages)), { once: true });
}

function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 200);
}

function offerNextPages(): void {
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const urls = [...new Set(Array.from(document.querySelectorAll<HTMLAnchorElement>('a[hreflang]:not([aria-current])'), (link) => link.href))];
  if (!HTMLScriptElement.supports?.('speculationrules')) {
    for (const href of urls) hint({ rel: 'prefetch', as: 'document', href });
    return;
  }
  const links = {
    source: 'document',
    where: {
      and: [
        { href_matches: '/*' },
        { not: { href_matches: NOT_PAGES } },
        { not: { selector_matches: '[download], [target="_blank"], [hreflang], [href^="#"]' } },
      ],
    },
    eagerness: 'moderate',
  };
  const rules = Object.assign(document.createElement('script'), { type: 'speculationrules' });
  // Prefetching too: where a prerender is declined, the document is still at hand.
  rules.textContent = JSON.stringify({ prerender: [{ source: 'list', urls }, links], prefetch: [{ source: 'list', urls }] });
  document.head.append(rules);
}
