import { afterEach, describe, expect, it } from 'vitest';
import { ISLAND_LIVE, ISLAND_WANTED, markLive, queueHydration } from '../hydration-queue';

function island(name: string): HTMLElement {
  const element = document.createElement('div');
  element.dataset.island = name;
  element.innerHTML = `<button type="button">${name}</button>`;
  document.body.append(element);
  return element;
}

/** Queues islands, and notes when each starts to hydrate. */
function queueAll(...elements: HTMLElement[]): string[] {
  const started: string[] = [];
  for (const element of elements) queueHydration(element, async () => void started.push(element.dataset.island!));
  return started;
}

const want = (element: HTMLElement) => element.querySelector('button')!.dispatchEvent(new Event(ISLAND_WANTED, { bubbles: true }));
const idle = () => new Promise((resolve) => setTimeout(resolve, 250));

afterEach(() => document.body.replaceChildren());

describe('the islands of a prerendered page', () => {
  it('hydrate only when wanted, each the one wanted', async () => {
    const [first, second, third] = [island('a'), island('b'), island('c')];
    const started = queueAll(first, second, third);
    third.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await idle();
    expect(started).toEqual([]);
    want(third);
    want(second);
    want(third);
    await idle();
    expect(started).toEqual(['c', 'b']);
  });

  it('forget an island taken off the queue', async () => {
    const element = island('a');
    const started: string[] = [];
    const cancel = queueHydration(element, async () => void started.push('a'));
    cancel();
    want(element);
    await idle();
    expect(started).toEqual([]);
  });

  it('mark a live island and tell whoever holds a press for it', () => {
    const element = island('a');
    const heard: string[] = [];
    document.addEventListener(ISLAND_LIVE, (event) => heard.push((event.target as HTMLElement).dataset.island!));
    markLive(element);
    expect(element.hasAttribute('data-live')).toBe(true);
    expect(heard).toEqual(['a']);
  });
});
