import { afterEach, describe, expect, it, vi } from 'vitest';
import { markReleasePreview } from '../release-preview';

/** The page's navigation entry as the browser keeps it, with the Server-Timing the edge sent. */
function served(timing: Record<string, string>): void {
  const serverTiming = Object.entries(timing).map(([name, description]) => ({ name, description }));
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) => (type === 'navigation' ? [{ serverTiming } as unknown as PerformanceEntry] : []));
}

const mark = () =>
  vi.waitFor(
    () => {
      const shown = document.querySelector<HTMLElement>('[data-release-preview]');
      if (!shown) throw new Error('no mark yet');
      return shown;
    },
    { timeout: 2000 },
  );

describe('the mark of a previewed release, drawn by the loader (G2)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
    document.documentElement.lang = '';
  });

  it('names the release, says until when, and links back to what visitors get, in the page’s language', async () => {
    document.documentElement.lang = 'uk';
    window.history.replaceState(null, '', '/ua/cases');
    served({ 'site-release': 'r-0123456789', 'site-preview': '1893456000' });
    markReleasePreview();
    const shown = await mark();
    expect(shown.dataset.releasePreview).toBe('r-0123456789');
    expect(shown.getAttribute('role')).toBe('status');
    expect(shown.textContent).toMatch(/^Попередній перегляд релізу r-0123456789 до .*2030/);
    expect(shown.querySelector('a')!.getAttribute('href')).toBe('/ua/cases?release=stable');
    expect(shown.querySelector('a')!.textContent).toBe('Повернутися до основної версії');
    // Outside the app's root: the takeover leaves it where it is.
    expect(shown.parentElement).toBe(document.body);
  });

  it('draws nothing on a page the edge did not serve as a preview, or named oddly', async () => {
    const timings: Record<string, string>[] = [
      { 'site-release': 'r-0123456789' },
      { 'site-release': 'r-0123456789', 'site-preview': 'soon' },
      { 'site-preview': '1893456000' },
    ];
    for (const timing of timings) {
      vi.restoreAllMocks();
      served(timing);
      markReleasePreview();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(document.querySelector('[data-release-preview]')).toBeNull();
  });
});
