// Prerendered pages load the app through this file instead of the entry's own script tag.
//
// A prerendered page is complete without JavaScript: its text, styles and links (plain navigations
// between prerendered pages) all work before any code runs. So the app, a few hundred kilobytes,
// starts when the visitor first shows intent (moves a pointer, touches, scrolls, presses a key,
// focuses a field) instead of taking the network and the main thread from a visitor who is still
// reading the first screen. A snapshot made for another URL (the shared 404, thank-you's `?lng=`,
// a query the snapshot did not have) is rendered for this URL as soon as the page has painted.
//
// Until the app is ready, a press on a control that needs it (a button, a form's submission) is
// held, marked busy, and repeated once the app signals `site:ready`, so no press is lost. Native controls (a
// menu or question that is a <details>, a filter that is a radio) answer at once instead; if the
// app renders the page afresh rather than adopting it, what the visitor set on them is carried over.
//
// The prerender step names the entry, the remotes' manifests and the modules the page needs, all
// fetched at once so that the app's chain of imports costs one round trip, not one per link. A
// stable file name keeps this file valid across releases.
const loader = document.querySelector('script[data-entry]');
if (loader) {
  const { entry, manifests = '', modules = '' } = loader.dataset;
  const INTENT = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin'];
  // Buttons do nothing without the app; links, fields and checkboxes work natively and keep their
  // state through the takeover.
  const NEEDS_APP = 'button, [role="button"]';
  const passive = { capture: true, passive: true };
  let started = false;
  const hint = (attributes) => document.head.append(Object.assign(document.createElement('link'), attributes));

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT) removeEventListener(type, start, passive);
    for (const href of manifests.split(' ').filter(Boolean)) hint({ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href });
    for (const href of modules.split(' ').filter(Boolean)) hint({ rel: 'modulepreload', href });
    import(entry);
  };

  /** Child positions from <body>, to find a control again if the app rendered the page afresh. */
  const pathTo = (element) => {
    const path = [];
    for (let node = element; node && node !== document.body; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement?.children ?? [], node));
    }
    return path;
  };
  const follow = (path) => path.reduce((node, index) => node?.children[index], document.body);

  /** Disclosures opened or shut and radios chosen before the app, with their place in the page. */
  const set = new Map();
  const remember = (event) => {
    const control = event.target;
    if (control instanceof HTMLDetailsElement || (control instanceof HTMLInputElement && control.type === 'radio')) set.set(control, pathTo(control));
  };
  const carryOver = () => {
    for (const [control, path] of set) {
      const target = control.isConnected ? null : follow(path);
      if (target instanceof HTMLDetailsElement) target.open = control.open;
      else if (target instanceof HTMLInputElement && control.checked && !target.checked) target.click();
    }
  };

  const held = [];
  const hold = (event) => {
    start();
    const control = event.type === 'submit' ? event.target : event.target.closest?.(NEEDS_APP);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Shown at once: the press was taken (the launcher shows it is connecting, a form that it is sending).
    const busy = event.type === 'submit' ? (event.submitter ?? control.querySelector('[type="submit"]')) : control;
    busy?.setAttribute('aria-busy', 'true');
    held.push({ type: event.type, control, path: pathTo(control), busy });
  };

  for (const type of INTENT) addEventListener(type, start, passive);
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  addEventListener('toggle', remember, true);
  addEventListener('change', remember, true);
  addEventListener(
    'site:ready',
    () => {
      removeEventListener('click', hold, true);
      removeEventListener('submit', hold, true);
      removeEventListener('toggle', remember, true);
      removeEventListener('change', remember, true);
      carryOver();
      for (const { type, control, path, busy } of held) {
        busy?.removeAttribute('aria-busy');
        const target = control.isConnected ? control : follow(path);
        if (type === 'submit') target?.requestSubmit?.();
        else target?.click();
      }
    },
    { once: true },
  );

  /**
   * The page in the visitor's other languages is the next document the switcher asks for: the
   * browser is asked to prerender and prefetch it (speculation rules, allowed by the CSP's
   * 'inline-speculation-rules'; a plain prefetch where rules are unknown), so a tap on the switcher
   * costs no round trip.
   */
  const offerOtherLanguages = () => {
    const urls = [...new Set(Array.from(document.querySelectorAll('a[hreflang]:not([aria-current])'), (link) => link.href))];
    if (HTMLScriptElement.supports?.('speculationrules')) {
      const rules = Object.assign(document.createElement('script'), { type: 'speculationrules' });
      // Prefetching too: where a prerender is declined, the document is still at hand.
      rules.textContent = JSON.stringify({ prerender: [{ source: 'list', urls }], prefetch: [{ source: 'list', urls }] });
      document.head.append(rules);
    } else {
      for (const href of urls) hint({ rel: 'prefetch', as: 'document', href });
    }
  };

  // Fetching is not running: once the page is idle, the app's modules are fetched into the cache at
  // the lowest priority, unparsed, so that the first intent costs their execution and not their
  // download. Not when the visitor asked to save data.
  addEventListener(
    'load',
    () => {
      if (navigator.connection?.saveData) return;
      const idle = window.requestIdleCallback ?? ((callback) => setTimeout(callback, 200));
      idle(
        () => {
          if (!started) for (const href of modules.split(' ').filter(Boolean)) hint({ rel: 'prefetch', href, fetchPriority: 'low' });
          offerOtherLanguages();
        },
        { timeout: 2000 },
      );
    },
    { once: true },
  );

  const { pathname, search } = window.location;
  if (document.documentElement.dataset.prerendered !== `${pathname}${search}`) {
    requestAnimationFrame(() => setTimeout(start));
  }
}
