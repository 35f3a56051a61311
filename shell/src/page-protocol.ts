import { QUERY_FORM_ATTRIBUTE } from '@site/model';

/**
 * What a prerendered page's loader (`src/start/`), the app (`src/app/`), its islands
 * (`src/islands/`) and the prerender that writes the page (`scripts/lib/`) say to each other: the
 * events they send, the marks they leave on the page and what they read from it. Written once here;
 * each side imports it (the loader is bundled with it). Nothing here runs on import.
 */

declare global {
  interface Window {
    /** Set once the app has taken over the page (the prerendered HTML looks the same before). */
    __SITE_READY__?: boolean;
  }
}

/** Sent on `window` once the app has taken the page over, after `window.__SITE_READY__` is set. */
export const SITE_READY = 'site:ready';
/** Sent by the page's loader to an island it holds a press for: the island hydrates at once. */
export const ISLAND_WANTED = 'site:island-wanted';
/** Sent by an island, bubbling, once it hydrated or rendered, so a held press can be repeated. */
export const ISLAND_LIVE = 'site:island-live';

/**
 * Sent on `window` by the app (a remote that failed to load or render), with the observed event as
 * its `detail`: the page's client signal (src/telemetry/) reports it.
 */
export const CLIENT_SIGNAL_EVENT = 'site:signal';

/** On a button the page's own script answers (src/start/): pressing it needs no app. */
export const PAGE_SCRIPT_BUTTON_ATTRIBUTE = 'data-page-script';
/** On a `<details>` menu that the page's own script closes on Escape and on a press outside it. */
export const DISMISSIBLE_ATTRIBUTE = 'data-dismissible';

/**
 * Buttons do nothing without the app, but those the page's own script answers; links, fields and
 * checkboxes work natively and keep their state through the takeover.
 */
export const NEEDS_APP = `button:not([${PAGE_SCRIPT_BUTTON_ATTRIBUTE}]), [role="button"]`;

/** An island names itself in this attribute (unique on its page). */
export const ISLAND_ATTRIBUTE = 'data-island';
/** Set on an island once it runs: hydrated, or rendered in place. */
export const LIVE_ATTRIBUTE = 'data-live';
/** An island whose code does not run yet: its HTML is prerendered, its buttons wait for it. */
export const PENDING_ISLAND = `[${ISLAND_ATTRIBUTE}]:not([${LIVE_ATTRIBUTE}])`;
/**
 * Set, beside `data-live`, on an island that kept its prerendered HTML because its code failed to
 * load: no code runs it, and it works as the browser's own, as a pending island does.
 */
export const KEPT_ATTRIBUTE = 'data-kept';

/** Whether the island around `element` is run by no code yet or ever (pending, or kept): its links and filters are the page's own script's. */
export function inPrerenderedIsland(element: Element): boolean {
  const island = element.closest(`[${ISLAND_ATTRIBUTE}]`);
  return island !== null && (!island.hasAttribute(LIVE_ATTRIBUTE) || island.hasAttribute(KEPT_ATTRIBUTE));
}

/**
 * Set on `<html>` by the loader: the remote modules of the islands the visitor reached before the
 * app started (`<remote>/<expose>`, space-separated, read from the islands' remote marks), which the
 * app fetches alongside its own code instead of after its takeover.
 */
export const REACHED_MODULES_ATTRIBUTE = 'data-reached-modules';

/** The remote module (`<remote>/<expose>`) an island's prerendered HTML was rendered by, from its remote mark. */
export function remoteModuleOf(island: Element): string | undefined {
  const mark = island.querySelector<HTMLElement>('[data-mfe][data-expose]');
  return mark ? `${mark.dataset.mfe}/${mark.dataset.expose}` : undefined;
}

/**
 * On a control outside an island, the name of an island it opens (the hero's "Talk to Lumi" opens
 * the voice widget's): reaching the control wants that island too, so its code comes with the app's.
 */
export const WANTS_ISLAND_ATTRIBUTE = 'data-wants-island';

/** Notes on `<html>` that the visitor reached `island`, for the app to fetch its remote module at once. */
export function noteReached(island: Element): void {
  const module = remoteModuleOf(island);
  if (!module) return;
  const root = document.documentElement;
  const reached = new Set(root.getAttribute(REACHED_MODULES_ATTRIBUTE)?.split(' ').filter(Boolean));
  reached.add(module);
  root.setAttribute(REACHED_MODULES_ATTRIBUTE, [...reached].join(' '));
}

/** The remote modules the loader noted as reached (noteReached), as the remote and the module it exposes. */
export function reachedModules(): { readonly remote: string; readonly expose: string }[] {
  const names = document.documentElement.getAttribute(REACHED_MODULES_ATTRIBUTE)?.split(' ') ?? [];
  return names.flatMap((name) => {
    const at = name.indexOf('/');
    return at > 0 ? [{ remote: name.slice(0, at), expose: name.slice(at + 1) }] : [];
  });
}
/** The island's element named `name`. */
export function islandSelector(name: string): string {
  return `[${ISLAND_ATTRIBUTE}="${CSS.escape(name)}"]`;
}

/** The marks of an island's element: its name, and whether it runs. */
export function islandMarks(name: string, live: boolean): Readonly<Record<string, string | undefined>> {
  return { [ISLAND_ATTRIBUTE]: name, [LIVE_ATTRIBUTE]: live ? '' : undefined };
}

/**
 * Whether an island's prerendered HTML works as the browser's own, without the island's code: each
 * control in it that needs the app is the submit button of a form the browser posts itself
 * (`method="post"`, as every lead form is), or belongs to an island inside it, which answers for
 * itself. Links, fields, `<details>` and a library's radios need no code at all.
 */
export function worksWithoutCode(island: Element): boolean {
  return [...island.querySelectorAll(NEEDS_APP)].every((control) => control.closest(`[${ISLAND_ATTRIBUTE}]`) !== island || postsItsForm(control));
}

function postsItsForm(control: Element): boolean {
  return control instanceof HTMLButtonElement && control.type === 'submit' && control.form?.method === 'post';
}

/**
 * The loader of a prerendered page, under a stable name so a page stays valid across releases: its
 * script element names the app's entry (`data-entry`) and the modules of the takeover
 * (`data-modules`, space-separated), which it fetches at once when the visitor first acts.
 */
export const LOADER_PATH = '/start-on-intent.js';
/** On a style sheet the prerender inlined into the page: the URL of the built file it holds. */
export const INLINED_STYLE_ATTRIBUTE = 'data-href';
export const LOADER_SCRIPT = 'script[data-entry]';

/**
 * Set on `<html>` by the prerender: the URL (path and query) the page was prerendered for. The app
 * adopts such a page there, and renders any other URL (the shared 404, an unknown query) afresh.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Whether this page was prerendered for the URL it is shown at: for its path and query, or for its
 * path alone when each parameter of the query is a choice its forms show (a library's filters, which
 * the page's own script sets from the URL) or one that no page reads (a campaign's `utm_source`, an
 * ad click's `gclid`). Only a library's filters read the query (the route table's `query`), and
 * their forms name every parameter they read, so a parameter no form names changes nothing shown.
 */
export function prerenderedForThisUrl(): boolean {
  const { pathname, search } = window.location;
  const prerendered = document.documentElement.getAttribute(PRERENDERED_ATTRIBUTE);
  return prerendered === `${pathname}${search}` || (prerendered === pathname && [...new URLSearchParams(search)].every(shownOrUnread));
}

function shownOrUnread([name, value]: [string, string]): boolean {
  const radios = [...document.querySelectorAll<HTMLInputElement>(`form[${QUERY_FORM_ATTRIBUTE}] input[type="radio"][name="${CSS.escape(name)}"]`)];
  return radios.length === 0 || radios.some((radio) => radio.value === value);
}

/** Says that the app has taken the page over: the loader answers the presses it held. */
export function announceReady(): void {
  window.__SITE_READY__ = true;
  window.dispatchEvent(new Event(SITE_READY));
}

/** Runs `callback` once the app has taken the page over: at once if it has. */
export function whenReady(callback: () => void): void {
  if (window.__SITE_READY__) callback();
  else addEventListener(SITE_READY, () => callback(), { once: true });
}
