/** The shell's loader that starts the entry after the first paint (shell/public/after-paint.js). */
export const AFTER_PAINT_LOADER = '/after-paint.js';

/**
 * Makes a DOM snapshot safe to serve and quick to paint: no trace of the prerender's origin; no
 * module preloads, and the entry started by a loader once the page has painted (the page is
 * complete without JavaScript, so its code must not compete with the first paint; the runtime's
 * preloads of hashed chunks would also pin remote builds into the page); the shell's hints for the
 * remotes' stable manifests kept once each; its stylesheets inlined, so it paints without a round
 * trip and a remote that hangs cannot hold back the first paint.
 */
export function cleanSnapshot(html: string, origin: string, readCss: (href: string) => string): string {
  const inlined = new Set<string>();
  const hinted = new Set<string>();
  return html
    .replaceAll(`${origin}/`, '/')
    .replace(/<!--(?! -->)[\s\S]*?-->/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script type="module"[^>]*\bsrc="(\/assets\/[^"]+\.js)"[^>]*><\/script>/g, (_, entry: string) => {
      return `<script type="module" src="${AFTER_PAINT_LOADER}" data-entry="${entry}"></script>`;
    })
    .replace(/<link rel="preload" as="fetch"[^>]*>/g, (tag) => {
      const manifest = /\bhref="(\/mfe\/[a-z]+\/mf-manifest\.json)"/.exec(tag)?.[1];
      if (!manifest || hinted.has(manifest)) return '';
      hinted.add(manifest);
      return tag;
    })
    .replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (tag) => {
      const href = /\bhref="(\/[^"]+\.css)"/.exec(tag)?.[1];
      if (!href) return tag;
      if (inlined.has(href)) return '';
      inlined.add(href);
      return `<style data-href="${href}">${readCss(href).replaceAll('</style', '<\\/style')}</style>`;
    });
}
