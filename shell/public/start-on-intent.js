// Prerendered pages load the app through this file instead of the entry's own script tag.
//
// A prerendered page is complete without JavaScript: its text, styles and links (plain navigations
// between prerendered pages) all work before any code runs. So the app starts when the visitor
// first shows intent (moves a pointer, touches, scrolls, presses a key, focuses a field) instead of
// taking the network and the main thread from a visitor who is still reading the first screen. A
// tap on a link or on a native disclosure is answered by the browser alone, so it is no intent: the
// app would only compete with the navigation or the menu it opens. A snapshot made for another URL
// (the shared 404, a query the snapshot did not have) is rendered for this URL
// as soon as the page has painted.
//
// Until the app is ready, a press on a control that needs it (a button, a form's submission) is
// held, marked busy, and repeated once the app signals `site:ready`, so no press is lost; if the
// app's code fails to load, it is repeated at once for the browser to answer alone (a lead form
// then posts itself). Native controls (a
// menu or question that is a <details>, a filter that is a radio) answer at once instead; if the
// app renders the page afresh rather than adopting it, what the visitor set on them is carried over.
// The app takes the page over without its islands (remote content, forms, the voice widget), which
// hydrate after it: a press inside one that is not live yet is held the same way, the island is
// asked to hydrate at once (`site:island-wanted`), and the press is repeated when it says it is live.
//
// The prerender step names the entry and the modules of the takeover, all fetched at once so that
// the app's chain of imports costs one round trip, not one per link. A stable file name keeps this
// file valid across releases.
const loader = document.querySelector('script[data-entry]');
if (loader) {
  const { entry, modules = '' } = loader.dataset;
  const INTENT = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin'];
  // What the browser answers alone when touched or focused.
  const NATIVE = 'a[href], summary';
  // Buttons do nothing without the app; links, fields and checkboxes work natively and keep their
  // state through the takeover.
  const NEEDS_APP = 'button, [role="button"]';
  const PENDING_ISLAND = '[data-island]:not([data-live])';
  const passive = { capture: true, passive: true };
  let started = false;
  let ready = false;
  // The app's code could not be loaded: the page stays as prerendered and works as it does without
  // JavaScript (a lead form posts itself to the API), so nothing is held any more.
  let failed = false;
  const hint = (attributes) => document.head.append(Object.assign(document.createElement('link'), attributes));

  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT) removeEventListener(type, intent, passive);
    for (const href of modules.split(' ').filter(Boolean)) hint({ rel: 'modulepreload', href });
    import(entry).catch(() => {
      failed = true;
      for (const press of held.splice(0)) {
        press.busy?.removeAttribute('aria-busy');
        if (press.type === 'submit') press.control.requestSubmit?.();
        else press.control.click();
      }
    });
  };
  const intent = (event) => {
    const targeted = event.type === 'pointerdown' || event.type === 'touchstart' || event.type === 'focusin';
    if (targeted && event.target.closest?.(NATIVE)) return;
    start();
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
    if (failed || (ready && !event.target.closest?.(PENDING_ISLAND))) return;
    const control = event.type === 'submit' ? event.target : event.target.closest?.(NEEDS_APP);
    if (!control) return;
    start();
    event.preventDefault();
    event.stopImmediatePropagation();
    // Shown at once: the press was taken (the launcher shows it is connecting, a form that it is sending).
    const busy = event.type === 'submit' ? (event.submitter ?? control.querySelector('[type="submit"]')) : control;
    busy?.setAttribute('aria-busy', 'true');
    held.push({ type: event.type, control, path: pathTo(control), busy });
    if (ready) answer();
  };

  /** Repeats the held presses whose control is live now; asks the islands of the others to hydrate. */
  const answer = () => {
    for (const press of [...held]) {
      const target = press.control.isConnected ? press.control : follow(press.path);
      if (target?.closest(PENDING_ISLAND)) {
        target.dispatchEvent(new Event('site:island-wanted', { bubbles: true }));
        continue;
      }
      held.splice(held.indexOf(press), 1);
      press.busy?.removeAttribute('aria-busy');
      if (press.type === 'submit') target?.requestSubmit?.();
      else target?.click();
    }
  };

  for (const type of INTENT) addEventListener(type, intent, passive);
  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  addEventListener('toggle', remember, true);
  addEventListener('change', remember, true);
  addEventListener(
    'site:ready',
    () => {
      ready = true;
      removeEventListener('toggle', remember, true);
      removeEventListener('change', remember, true);
      carryOver();
      answer();
    },
    { once: true },
  );
  addEventListener('site:island-live', answer);

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

  /**
   * Runs once the page is on screen: at once, or, for a page the browser prerendered (this page in
   * another language, offered by the switcher), after it was shown and painted, so that nothing it
   * starts competes with the paint the visitor is waiting for.
   */
  const whenShown = (callback) => {
    if (!document.prerendering) return callback();
    document.addEventListener('prerenderingchange', () => requestAnimationFrame(() => setTimeout(callback)), { once: true });
  };

  // Fetching is not running: once the page is idle, the takeover's modules are fetched into the
  // cache at the lowest priority, unparsed, so that the first intent costs their execution and not
  // their download. Not when the visitor asked to save data.
  addEventListener(
    'load',
    () =>
      whenShown(() => {
        if (navigator.connection?.saveData) return;
        const idle = window.requestIdleCallback ?? ((callback) => setTimeout(callback, 200));
        idle(
          () => {
            if (!started) for (const href of modules.split(' ').filter(Boolean)) hint({ rel: 'prefetch', href, fetchPriority: 'low' });
            offerOtherLanguages();
          },
          { timeout: 2000 },
        );
      }),
    { once: true },
  );

  const { pathname, search } = window.location;
  if (document.documentElement.dataset.prerendered !== `${pathname}${search}`) {
    requestAnimationFrame(() => setTimeout(start));
  }
}
