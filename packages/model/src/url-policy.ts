import { parseLanguageCode, localizePath, splitLanguage } from './paths';
import { ROUTES } from './routes';

/**
 * What the edge does with a page request before it reaches storage. The same function runs in the
 * CloudFront Function (bundled), in the local twin and in the browser router, so the three agree.
 *
 * - `?lng=en|ru|ua` sends the visitor to that language's path (302, the other query parameters kept);
 *   unsafe or unsupported values are ignored.
 * - `/en/...` redirects to the path without `/en` (301), keeping the query.
 * - A trailing slash redirects to the path without it (301).
 * - Leading slashes and backslashes, raw or percent-encoded, collapse into one (301): browsers read
 *   `//host` and `/\host` as another site, so a Location that began so would be an open redirect.
 * - Anything else is rewritten to its prerendered file: `/ru/cases` → `/ru/cases/index.html`.
 *
 * Paths and query values stay percent-encoded as received; only `lng` is decoded to be read.
 */
export type EdgeDecision =
  { readonly kind: 'redirect'; readonly status: 301 | 302; readonly location: string } | { readonly kind: 'rewrite'; readonly uri: string };

const UNPREFIXED_ONLY = new Set(ROUTES.filter((r) => !r.prefixed).map((r) => r.path));

export function decideEdge(pathname: string, rawQuery = ''): EdgeDecision {
  const params = rawQuery.split('&').filter(Boolean);
  let target = stripEnPrefix(pathname);
  if (target.length > 1 && target.endsWith('/')) target = target.replace(/\/+$/, '') || '/';

  let status: 301 | 302 = 301;
  let keptParams = params;
  const lngParam = params.find((p) => p.split('=')[0] === 'lng');
  if (lngParam !== undefined) {
    const lang = parseLanguageCode(safeDecode(lngParam.slice(lngParam.indexOf('=') + 1 || lngParam.length)));
    const path = splitLanguage(target).path;
    if (lang && !UNPREFIXED_ONLY.has(path)) {
      target = localizePath(path, lang);
      keptParams = params.filter((p) => p.split('=')[0] !== 'lng');
      status = 302;
    }
  }

  target = sameOriginPath(target);

  if (target !== pathname || keptParams !== params) {
    const query = keptParams.length ? `?${keptParams.join('&')}` : '';
    return { kind: 'redirect', status, location: `${target}${query}` };
  }
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (last.includes('.')) return { kind: 'rewrite', uri: pathname };
  return { kind: 'rewrite', uri: pathname === '/' ? '/index.html' : `${pathname}/index.html` };
}

/**
 * Slashes, backslashes and what browsers drop from URLs (tab, CR, LF), raw or percent-encoded, at
 * the start of a path. Decoded forms count because a proxy or a second decoding may turn them back.
 */
const LEADING_SEPARATORS = /^(?:[\/\\\t\r\n]|%2f|%5c|%09|%0a|%0d)+/i;

/** The path with one leading slash, so it can only ever resolve on the site's own origin. */
function sameOriginPath(path: string): string {
  return path.replace(LEADING_SEPARATORS, '/');
}

function stripEnPrefix(pathname: string): string {
  if (pathname === '/en' || pathname === '/en/') return '/';
  return pathname.startsWith('/en/') ? pathname.slice(3) : pathname;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return '';
  }
}
