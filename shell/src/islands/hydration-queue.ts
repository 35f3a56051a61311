import { ISLAND_LIVE, ISLAND_WANTED, LIVE_ATTRIBUTE, whenReady } from '../page-protocol';

/**
 * The islands of a prerendered page wait here for their turn to hydrate: once the app is ready, one
 * at a time when the browser is idle, in the order of the page; at once when the visitor reaches
 * into one (a press or a focus in it, or a press the page's loader holds for it).
 */

export { ISLAND_LIVE, ISLAND_WANTED };

type Hydrate = () => Promise<void>;

const waiting = new Map<HTMLElement, Hydrate>();
let listening = false;
let draining = false;

/** Queues an island's hydration; the returned function takes it off the queue. */
export function queueHydration(element: HTMLElement, hydrate: Hydrate): () => void {
  waiting.set(element, hydrate);
  listenForReach();
  drainWhenIdle();
  return () => void waiting.delete(element);
}

/** Marks an island live and tells whoever holds a press for it. */
export function markLive(element: HTMLElement): void {
  element.setAttribute(LIVE_ATTRIBUTE, '');
  element.dispatchEvent(new Event(ISLAND_LIVE, { bubbles: true }));
}

function take(element: HTMLElement | undefined): Promise<void> | undefined {
  const hydrate = element && waiting.get(element);
  if (!element || !hydrate) return undefined;
  waiting.delete(element);
  return hydrate();
}

/** The waiting island around a target; an island inside another is queued once the outer one has hydrated. */
function waitingAround(target: EventTarget | null): HTMLElement | undefined {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement) {
    if (node instanceof HTMLElement && waiting.has(node)) return node;
  }
  return undefined;
}

function listenForReach(): void {
  if (listening) return;
  listening = true;
  const reach = (event: Event) => void take(waitingAround(event.target));
  for (const type of ['pointerdown', 'focusin', ISLAND_WANTED]) document.addEventListener(type, reach, { capture: true, passive: true });
}

function firstInPage(): HTMLElement | undefined {
  return [...waiting.keys()].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0];
}

function drainWhenIdle(): void {
  if (draining) return;
  draining = true;
  const next = (): void => {
    const element = firstInPage();
    if (!element) {
      draining = false;
      return;
    }
    whenIdle(() => {
      const hydrating = take(element);
      if (hydrating) void hydrating.finally(next);
      else next();
    });
  };
  whenReady(next);
}

function whenIdle(callback: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(callback, { timeout: 1000 });
  else setTimeout(callback, 50);
}
