import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { SnapshotIslands } from '../islands/root-mode';
import { islandSelector } from '../page-protocol';

/** React writes a page's hoisted head tags (title, meta, link) first; the snapshot keeps the live `<head>` instead. */
const HOISTED_HEAD = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

function render(element: ReactElement): string {
  return renderToString(element).replace(HOISTED_HEAD, '');
}

/**
 * The HTML the prerender saves for the page in front of it, as React's server renderer writes it, in
 * the browser that has loaded everything the page shows: exactly the markup hydration expects. Each
 * island is rendered as the root of its own that will hydrate it, and put in its placeholder; islands
 * inside islands come along as they are met.
 */
export function renderSnapshot(app: (islands: SnapshotIslands) => ReactElement): string {
  const islands: SnapshotIslands = new Map();
  const page = document.createElement('template');
  page.innerHTML = render(app(islands));
  for (const [name, island] of islands) {
    const placeholder = page.content.querySelector(islandSelector(name));
    if (!placeholder) throw new Error(`The island "${name}" has no place in the page`);
    placeholder.innerHTML = render(island);
  }
  return page.innerHTML;
}
