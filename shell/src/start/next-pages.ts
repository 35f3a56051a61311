import { hint } from './link-hints';
import { afterNextFrame, whenIdle, whenShown } from './when-shown';

/** Paths of the site that are no page: the API, the remotes' code, the shell's assets. */
const NOT_PAGES = ['/api/*', '/mfe/*', '/assets/*', '/*.js', '/*.json', '/*.xml', '/*.txt'];

/** The language switcher's links: the page in each other language. */
const LANGUAGE_LINKS = 'a[hreflang]:not([aria-current])';

/** How long a rule waits for an idle moment at most. */
const SOON = { timeoutMs: 2000, fallbackMs: 200 };

/**
 * The next page is a document the browser loads, prerendered: once the page is shown, loaded and
 * idle, the browser is asked (speculation rules, allowed by the CSP's 'inline-speculation-rules') to
 * prefetch the page in the visitor's other languages, and to prerender any page of the site a link
 * leads to as soon as the visitor points at it or touches it (`moderate`: a hover, or the start of a
 * touch), the switcher's links too. The other languages are prerendered once the visitor opens the
 * menu that holds the switcher (on a phone), so the switch shows at once, yet a visit that never
 * goes near it keeps no page rendering in the background: each one costs every tap on this page
 * time on a phone's few cores (measured: 10 ms of a menu's 45 ms). Where rules are unknown, the
 * other languages are prefetched. Not when the visitor asked to save data.
 */
export function prepareNextPages(): void {
  addEventListener('load', () => whenShown(() => whenIdle(offerNextPages, SOON)), { once: true });
}

function offerNextPages(): void {
  if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const urls = [...new Set(Array.from(document.querySelectorAll<HTMLAnchorElement>(LANGUAGE_LINKS), (link) => link.href))];
  if (!HTMLScriptElement.supports?.('speculationrules')) {
    for (const href of urls) hint({ rel: 'prefetch', as: 'document', href });
    return;
  }
  const links = {
    source: 'document',
    where: {
      and: [{ href_matches: '/*' }, { not: { href_matches: NOT_PAGES } }, { not: { selector_matches: '[download], [target="_blank"], [href^="#"]' } }],
    },
    eagerness: 'moderate',
  };
  addRules({ prerender: [links], prefetch: [{ source: 'list', urls }] });
  prerenderOnMenuOpen(urls);
}

/** Once a menu holding the switcher opens, the other languages are prerendered, after the menu has painted. */
function prerenderOnMenuOpen(urls: readonly string[]): void {
  let asked = false;
  const opened = (menu: EventTarget | null) => {
    if (asked || !(menu instanceof HTMLDetailsElement) || !menu.open || !menu.querySelector(LANGUAGE_LINKS)) return;
    asked = true;
    removeEventListener('toggle', heard, true);
    whenIdle(() => addRules({ prerender: [{ source: 'list', urls }] }), SOON);
  };
  // Looked at after the frame that shows the menu, which this must not hold back. `toggle` does
  // not bubble: it is heard on its way down.
  const heard = (event: Event) => afterNextFrame(() => opened(event.target));
  addEventListener('toggle', heard, true);
}

function addRules(rules: object): void {
  const script = Object.assign(document.createElement('script'), { type: 'speculationrules' });
  script.textContent = JSON.stringify(rules);
  document.head.append(script);
}
