// A previewed release says so on the page itself, before any framework (G2): the edge names the
// preview in the page's Server-Timing (`site-preview;desc=<expiry>`, platform/edge/release-routing.ts)
// only when a signed, unexpired link set it, and this loader draws the mark from that, on a reading
// visit as on any other. Its words and drawing load only then, so a visitor's page carries nothing of it.

/** The page's own navigation entry: what the edge said of this page, not of the browser's other tabs. */
function serverTiming(name: string): string | undefined {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.serverTiming?.find((entry) => entry.name === name)?.description;
}

export function markReleasePreview(): void {
  const expires = serverTiming('site-preview');
  const release = serverTiming('site-release');
  if (!expires || !/^\d{10}$/.test(expires) || !release || !/^r-[0-9a-f]{10}$/.test(release)) return;
  void import('./release-preview-mark').then(({ showReleasePreview }) => showReleasePreview(release, new Date(Number(expires) * 1000)));
}
