import { parseLanguageCode, sameOriginPath } from './paths';
import { languageUrl } from './routes';

/**
 * What the edge does with a page request before it reaches storage. The same function runs in the
 * CloudFront Function (bundled), in the local twin and in the browser router, so the three agree.
 *
 * - `?lng=en|ru|ua` sends the visitor to that language's URL of the page (302, the other query
 *   parameters kept), on every page alike; unsafe or unsupported values are ignored.
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

export function decideEdge(pathname: string, rawQuery = ''): EdgeDecision {
  const params = rawQuery.split('&').filter(Boolean);
  let target = stripEnPrefix(pathname);
  if (target.length > 1 && target.endsWith('/')) target = target.replace(/\/+$/, '') || '/';

  let status: 301 | 302 = 301;
  let keptParams = params;
  const lngParam = params.find((p) => p.split('=')[0] === 'lng');
  if (lngParam !== undefined) {
    const lang = parseLanguageCode(safeDecode(lngParam.slice(lngParam.indexOf('=') + 1 || lngParam.length)));
    if (lang) {
      target = languageUrl(target, lang);
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
