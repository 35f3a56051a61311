/**
 * Head tags that pages render themselves; the prerendered copies would otherwise stay duplicated.
 * Not the title: React renders a page's title into the document's one `<title>`, so the tab keeps
 * its name while the page's island takes over.
 */
const PAGE_HEAD_TAGS = [
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[property^="og:"]',
  'meta[name^="twitter:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
].join(',');

let released = false;

/**
 * Removes the prerendered page's head tags just before the page that renders them takes over (its
 * island, on a prerendered page).
 */
export function releaseSnapshotHead(): void {
  if (released) return;
  released = true;
  document.head.querySelectorAll(PAGE_HEAD_TAGS).forEach((tag) => tag.remove());
}
