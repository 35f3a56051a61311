import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@site/model';
import { FONT_SUBSETS, type FontSubset } from '../fonts';
import { INLINED_STYLE_ATTRIBUTE, LOADER_PATH } from '../../shell/src/page-protocol';

/** The shell's loader that starts the entry on the visitor's first intent (shell/src/start/). */
export const START_ON_INTENT_LOADER = LOADER_PATH;

export interface SnapshotSources {
  /** The origin the snapshot was captured from. */
  readonly origin: string;
  /** A built stylesheet's text by its URL path. */
  readonly readCss: (href: string) => string;
  /** The modules the app loaded to take the page over, in order: the loader fetches them all at once. */
  readonly modules: readonly string[];
}

/**
 * Makes a snapshot safe to serve and quick to paint: no trace of the prerender's origin; no preload
 * of any kind, since the page is complete without JavaScript and nothing may compete with its first
 * paint; the entry started by a loader on the visitor's first intent, handed the modules of the
 * takeover to fetch alongside it, which flattens a chain of imports into one round trip; the
 * stylesheets inlined, so the page paints without a round trip and a remote that hangs cannot hold
 * back the first paint.
 */
export function cleanSnapshot(html: string, { origin, readCss, modules }: SnapshotSources): string {
  const local = html.replaceAll(`${origin}/`, '/');
  const inlined = new Set<string>();
  const cleaned = local
    .replace(/<!--(?! -->)[\s\S]*?-->/g, '')
    .replace(/<link rel="(modulepreload|preload)"[^>]*>/g, '')
    .replace(/<script type="module"[^>]*\bsrc="(\/assets\/[^"]+\.js)"[^>]*><\/script>/g, (_, entry: string) => {
      // Low priority: nothing on the page waits for it, so it must not count as render-blocking.
      return `<script type="module" fetchpriority="low" src="${START_ON_INTENT_LOADER}" data-entry="${entry}" data-modules="${[...new Set(modules)].join(' ')}"></script>`;
    })
    .replace(/<link\b[^>]*\brel="stylesheet"[^>]*>/g, (tag) => {
      const href = /\bhref="(\/[^"]+\.css)"/.exec(tag)?.[1];
      if (!href) return tag;
      if (inlined.has(href)) return '';
      inlined.add(href);
      return `<style ${INLINED_STYLE_ATTRIBUTE}="${href}">${readCss(href).replaceAll('</style', '<\\/style')}</style>`;
    });
  return preloadFonts(cleaned);
}

/** The brand typeface's files that paint a page's first screen, by the page's language: Latin, Cyrillic where the text is Russian or Ukrainian, the Polish letters where it is Polish. */
const FIRST_SCREEN_SCRIPTS: Readonly<Record<Language, readonly FontSubset[]>> = {
  en: ['latin'],
  ru: ['cyrillic', 'latin'],
  uk: ['cyrillic', 'latin'],
  pl: ['latin', 'latin-ext'],
};

const POLISH_LETTER = new RegExp(`[${FONT_SUBSETS['latin-ext'].text}]`);

/** A page's text as it reads: its markup, scripts and styles left out. */
function textOf(html: string): string {
  return html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '').replace(/<[^>]*>/g, '');
}

/**
 * The one preload a page keeps: its typeface's files, which its heading (the largest paint) waits
 * for, found in the page's inlined style sheets; nothing else competes with the first paint.
 */
export function preloadFonts(html: string): string {
  const lang = /<html[^>]*\blang="([a-z]+)"/.exec(html)?.[1];
  const scripts = new Set(FIRST_SCREEN_SCRIPTS[isLanguage(lang) ? lang : DEFAULT_LANGUAGE]);
  // A Polish client's name on a page in another language ("Wiśniewska i Spółka") paints with the Polish letters' file too.
  if (POLISH_LETTER.test(textOf(html))) scripts.add('latin-ext');
  const files = [...scripts].flatMap((script) => {
    const url = new RegExp(`url\\(["']?(/[^)"']*/onest-${script}-wght-normal[^)"'/]*\\.woff2)["']?\\)`).exec(html)?.[1];
    return url ? [url] : [];
  });
  const links = files.map((url) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`).join('');
  return links ? html.replace(`<style ${INLINED_STYLE_ATTRIBUTE}=`, `${links}<style ${INLINED_STYLE_ATTRIBUTE}=`) : html;
}
