import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenShown } from '../when-shown';

/** A browser's Paint Timing: observers are told of paint entries as the page reports them. */
class PaintTiming {
  static readonly supportedEntryTypes = ['paint'];
  static readonly observers = new Set<PaintTiming>();
  static reported: string[] = [];
  static report(name: string): void {
    PaintTiming.reported.push(name);
    for (const observer of PaintTiming.observers) observer.tell([name]);
  }
  constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
  observe({ buffered }: { type: string; buffered?: boolean }): void {
    PaintTiming.observers.add(this);
    if (buffered && PaintTiming.reported.length) this.tell(PaintTiming.reported);
  }
  disconnect(): void {
    PaintTiming.observers.delete(this);
  }
  tell(names: readonly string[]): void {
    this.callback({ getEntriesByName: (name) => names.filter((reported) => reported === name) });
  }
}

describe('whenShown', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    PaintTiming.reported = [];
    PaintTiming.observers.clear();
    vi.stubGlobal('PerformanceObserver', PaintTiming);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the first contentful paint, however many frames come before it', async () => {
    const callback = vi.fn();
    whenShown(callback);
    await vi.advanceTimersByTimeAsync(500);
    PaintTiming.report('first-paint');
    await vi.advanceTimersByTimeAsync(500);
    expect(callback).not.toHaveBeenCalled();

    PaintTiming.report('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(50);
    expect(callback).toHaveBeenCalledOnce();
    expect(PaintTiming.observers.size).toBe(0);
  });

  it('runs after the next frame when the content has already been painted', async () => {
    PaintTiming.report('first-contentful-paint');
    const callback = vi.fn();
    whenShown(callback);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(callback).toHaveBeenCalledOnce();
  });

  it.each([
    ['the page never reports its contentful paint', PaintTiming],
    ['the browser reports no paints', undefined],
  ])('goes on a while after the first frame when %s, and only once', async (_, observer) => {
    vi.stubGlobal('PerformanceObserver', observer);
    const callback = vi.fn();
    whenShown(callback);
    await vi.advanceTimersByTimeAsync(2500);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(callback).toHaveBeenCalledOnce();
    PaintTiming.report('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(50);
    expect(callback).toHaveBeenCalledOnce();
  });
});
