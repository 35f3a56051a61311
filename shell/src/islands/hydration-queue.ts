import { ISLAND_LIVE, ISLAND_WANTED, KEPT_ATTRIBUTE, LIVE_ATTRIBUTE } from '../page-protocol';

/**
 * The islands of a prerendered page wait here, as prerendered HTML, until they are wanted: the
 * page's loader asks for one (ISLAND_WANTED) when the visitor reaches a control in it that needs
 * code (a button, a form's field), holds a press for it, or finds its remote released since the
 * page was prerendered. Only that island hydrates; the others stay as they are, reading and linking
 * as the browser's own.
 */

export { ISLAND_LIVE, ISLAND_WANTED };

type Hydrate = () => Promise<void>;

const waiting = new Map<HTMLElement, Hydrate>();
let listening = false;

/** Queues an island's hydration; the returned function takes it off the queue. */
export function queueHydration(element: HTMLElement, hydrate: Hydrate): () => void {
  waiting.set(element, hydrate);
  listenForWants();
  return () => void waiting.delete(element);
}

/** Marks an island live and tells whoever holds a press for it. */
export function markLive(element: HTMLElement): void {
  element.setAttribute(LIVE_ATTRIBUTE, '');
  element.dispatchEvent(new Event(ISLAND_LIVE, { bubbles: true }));
}

/** Marks live an island that keeps its prerendered HTML, run by no code (its code failed to load). */
export function markKept(element: HTMLElement): void {
  element.setAttribute(KEPT_ATTRIBUTE, '');
  markLive(element);
}

function take(element: HTMLElement | undefined): void {
  const hydrate = element && waiting.get(element);
  if (!element || !hydrate) return;
  waiting.delete(element);
  void hydrate();
}

/** The waiting island around a target; an island inside another is queued once the outer one has hydrated. */
function waitingAround(target: EventTarget | null): HTMLElement | undefined {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (node instanceof HTMLElement && waiting.has(node)) return node;
  }
  return undefined;
}

function listenForWants(): void {
  if (listening) return;
  listening = true;
  document.addEventListener(ISLAND_WANTED, (event) => take(waitingAround(event.target)), { capture: true });
}
