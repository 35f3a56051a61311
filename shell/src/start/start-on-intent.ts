// Prerendered pages load the app through this script instead of the entry's own script tag; the
// shell's build bundles it (with the client signal's chunks, which it loads) into
// `/start-on-intent.js` (LOADER_PATH), a reading visit's only code.
//
// A prerendered page is complete without the app: its text, styles and links (the browser's own
// navigations between prerendered pages, which the browser prerenders when the visitor points at
// a link), its menus and questions (<details>) and its filters (radios and a style sheet) all work
// before and without any code. This script adds what the spec asks of them besides
// (enhancements.ts), reports the visit (src/telemetry/), and starts the app only when the visitor
// uses a control that needs it: a button of an island (the voice launcher, the Lumi demo, a typed
// chat, a form's submit) or a field of a form. Only the island reached hydrates; the rest of the
// page stays as it was prerendered. A snapshot made for another URL (the shared 404, a query the
// snapshot did not have) is rendered for this URL as soon as the page has painted, and an area of
// a remote released since the page was prerendered is rendered afresh with its new release.
//
// Until the app is ready, presses on controls that need it are held (held-presses.ts) and what the
// visitor set on native controls is carried over (native-controls.ts). A press on a control whose
// remote has a starter (the voice launcher's call) starts it first, ahead of the app's code
// (remote-starters.ts).
//
// The prerender step names the entry and the modules of the takeover (with the federation
// runtime's), all fetched at once so that the app's chain of imports costs one round trip, not one
// per link; the remote module of the island reached comes with them (reached-module-files.ts).
import { forgetStoredLanguage } from '@site/i18n';
import {
  ISLAND_LIVE,
  ISLAND_WANTED,
  islandSelector,
  LOADER_SCRIPT,
  NEEDS_APP,
  noteReached,
  PENDING_ISLAND,
  prerenderedForThisUrl,
  WANTS_ISLAND_ATTRIBUTE,
  whenReady,
} from '../page-protocol';
import { startClientSignal } from '../telemetry/start';
import { enhancePage } from './enhancements';
import { holdPresses } from './held-presses';
import { nameInlinedStyles } from './inlined-styles';
import { hint } from './link-hints';
import { fetchReachedModuleFiles } from './reached-module-files';
import { rememberNativeControls } from './native-controls';
import { prepareNextPages } from './next-pages';
import { closestTo } from './page-paths';
import { markReleasePreview } from './release-preview';
import { areasOfNewReleases } from './remote-releases';
import { startRemotesOnPress } from './remote-starters';
import { afterNextFrame, whenShown } from './when-shown';

/** What needs the app as soon as the visitor reaches it: a control that needs it, or a field to type in (its form is sent by the app). */
const NEEDS_APP_SOON = `${NEEDS_APP}, input:not([type="radio"], [type="reset"], [type="submit"]), textarea, select`;

// Nothing but the URL decides the language, on every page, app or no app.
forgetStoredLanguage();
markReleasePreview();
startClientSignal();
enhancePage();
prepareNextPages();
const loader = document.querySelector<HTMLScriptElement>(LOADER_SCRIPT);
if (loader) {
  const { entry = '', modules = '' } = loader.dataset;
  startOnNeed(entry, modules.split(' ').filter(Boolean));
}

function startOnNeed(entry: string, modules: readonly string[]): void {
  // First: a press on a starter's control decides when the app's code is fetched.
  const starters = startRemotesOnPress();
  const nativeControls = rememberNativeControls();
  let started = false;
  function start(): void {
    if (started) return;
    started = true;
    nativeControls.pin();
    void starters.appMayStart().then(() => {
      nameInlinedStyles();
      for (const href of modules) hint({ rel: 'modulepreload', href });
      fetchReachedModuleFiles();
      import(/* @vite-ignore */ entry).catch(presses.fail);
    });
  }

  // The islands wanted (ISLAND_WANTED: the visitor reached a control in one, or its remote was
  // released since): the app starts, and each is asked again once it is ready, and when an island
  // around it has hydrated, since an inner island waits for the outer one.
  const wanted = new Set<Element>();
  const askWanted = () => {
    for (const island of wanted) {
      if (island.isConnected && island.matches(PENDING_ISLAND)) island.dispatchEvent(new Event(ISLAND_WANTED, { bubbles: true }));
      else wanted.delete(island);
    }
  };
  const want = (target: EventTarget | null) => {
    closestTo(target, PENDING_ISLAND)?.dispatchEvent(new Event(ISLAND_WANTED, { bubbles: true }));
    const opens = closestTo(target, `[${WANTS_ISLAND_ATTRIBUTE}]`)?.getAttribute(WANTS_ISLAND_ATTRIBUTE);
    if (opens) document.querySelector(islandSelector(opens))?.dispatchEvent(new Event(ISLAND_WANTED, { bubbles: true }));
  };
  addEventListener(
    ISLAND_WANTED,
    (event) => {
      const island = closestTo(event.target, PENDING_ISLAND);
      if (!island) return;
      wanted.add(island);
      // Before the app's entry runs, so that it fetches the island's remote module with its own code.
      noteReached(island);
      start();
    },
    true,
  );
  const reach = (event: Event) => {
    if (!closestTo(event.target, NEEDS_APP_SOON)) return;
    start();
    want(event.target);
  };
  for (const type of ['pointerdown', 'focusin']) addEventListener(type, reach, { capture: true, passive: true });
  addEventListener(ISLAND_LIVE, askWanted);

  const presses = holdPresses(start);
  whenReady(() => {
    starters.ready();
    nativeControls.carryOver();
    askWanted();
    presses.ready();
  });

  if (!prerenderedForThisUrl()) afterNextFrame(start);
  else addEventListener('load', () => whenShown(() => void areasOfNewReleases().then((areas) => areas.forEach(want))));
}
