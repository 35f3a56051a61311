import { afterEach, describe, expect, it } from 'vitest';
import { ISLAND_LIVE, ISLAND_WANTED, markLive, queueHydration } from '../hydration-queue';

function island(name: string): HTMLElement {
  const element = document.createElement('div');
  element.dataset.island = name;
  element.innerHTML = `<button type="button">${name}</button>`;
  document.body.append(element);
  return element;
}

/** Queues islands whose hydration takes one tick, and notes when each starts. */
function queueAll(...elements: HTMLElement[]): string[] {
  const started: string[] = [];
  for (const element of elements) {
    queueHydration(element, async () => {
      started.push(element.dataset.island!);
      await Promise.resolve();
    });
  }
  return started;
}

const appReady = () => {
  window.__SITE_READY__ = true;
  window.dispatchEvent(new Event('site:ready'));
};
const idle = () => new Promise((resolve) => setTimeout(resolve, 250));

afterEach(() => {
  window.__SITE_READY__ = false;
  document.body.replaceChildren();
});

describe('the hydration queue of a prerendered page', () => {
  it('waits for the app to be ready, then hydrates one island at a time in the order of the page', async () => {
    const [second, first] = [island('b'), island('a')];
    first.after(second);
    const started = queueAll(second, first);
    await idle();
    expect(started).toEqual([]);
    appReady();
    await idle();
    expect(started).toEqual(['a', 'b']);
  });

  it('hydrates an island at once when the visitor reaches into it or a held press asks for it', async () => {
    window.__SITE_READY__ = true;
    const [first, second, third] = [island('a'), island('b'), island('c')];
    const started = queueAll(first, second, third);
    third.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    second.querySelector('button')!.dispatchEvent(new Event(ISLAND_WANTED, { bubbles: true }));
    expect(started).toEqual(['c', 'b']);
    await idle();
    expect(started).toEqual(['c', 'b', 'a']);
  });

  it('forgets an island taken off the queue', async () => {
    const element = island('a');
    const started: string[] = [];
    const cancel = queueHydration(element, async () => void started.push('a'));
    cancel();
    appReady();
    await idle();
    expect(started).toEqual([]);
  });

  it('marks a live island and tells whoever holds a press for it', () => {
    const element = island('a');
    const heard: string[] = [];
    document.addEventListener(ISLAND_LIVE, (event) => heard.push((event.target as HTMLElement).dataset.island!));
    markLive(element);
    expect(element.hasAttribute('data-live')).toBe(true);
    expect(heard).toEqual(['a']);
  });
});
