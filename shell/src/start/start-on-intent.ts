// Prerendered pages load the app through this script instead of the entry's own script tag; the
// shell's build bundles it alone into `/start-on-intent.js` (LOADER_PATH), its only code until the
// visitor acts.
//
// A prerendered page is complete without JavaScript: its text, styles and links (plain navigations
// between prerendered pages) all work before any code runs. So the app starts when the visitor
// first shows intent (moves a pointer, touches, scrolls, presses a key, focuses a field) instead of
// taking the network and the main thread from a visitor who is still reading the first screen. A
// tap on a link or on a native disclosure is answered by the browser alone, so it is no intent: the
// app would only compete with the navigation or the menu it opens. A snapshot made for another URL
// (the shared 404, a query the snapshot did not have) is rendered for this URL as soon as the page
// has painted.
//
// Until then, presses on controls that need the app are held (held-presses.ts) and what the visitor
// set on native controls is carried over (native-controls.ts); once the page is idle, what comes
// next is prepared (next-pages.ts). The app takes the page over without its islands (remote
// content, forms, the voice widget), which hydrate after it (src/islands/).
//
// The prerender step names the entry and the modules of the takeover, all fetched at once so that
// the app's chain of imports costs one round trip, not one per link.
import { LOADER_SCRIPT, prerenderedForThisUrl, whenReady } from '../page-protocol';
import { holdPresses } from './held-presses';
import { hint } from './link-hints';
import { rememberNativeControls } from './native-controls';
import { prepareNextSteps } from './next-pages';
import { closestTo } from './page-paths';

const INTENT = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin'];
/** What the browser answers alone when touched or focused. */
const NATIVE = 'a[href], summary';

const loader = document.querySelector<HTMLScriptElement>(LOADER_SCRIPT);
if (loader) {
  const { entry = '', modules = '' } = loader.dataset;
  startOnIntent(entry, modules.split(' ').filter(Boolean));
}

function startOnIntent(entry: string, modules: readonly string[]): void {
  const passive = { capture: true, passive: true };
  let started = false;
  function start(): void {
    if (started) return;
    started = true;
    for (const type of INTENT) removeEventListener(type, intent, passive);
    for (const href of modules) hint({ rel: 'modulepreload', href });
    import(/* @vite-ignore */ entry).catch(presses.fail);
  }
  function intent(event: Event): void {
    const targeted = event.type === 'pointerdown' || event.type === 'touchstart' || event.type === 'focusin';
    if (targeted && closestTo(event.target, NATIVE)) return;
    start();
  }

  for (const type of INTENT) addEventListener(type, intent, passive);
  const presses = holdPresses(start);
  const carryOver = rememberNativeControls();
  whenReady(() => {
    carryOver();
    presses.ready();
  });
  prepareNextSteps(modules, () => started);

  if (!prerenderedForThisUrl()) requestAnimationFrame(() => setTimeout(start));
}
