import type { APIGatewayProxyEvent } from 'aws-lambda';
import { readSetting } from './read-settings';
import { headerValue } from './headers';
import { HttpError } from './http';
import { logger } from './powertools';

/**
 * Where a browser's request comes from (Fetch Metadata; every current browser sends it) and, for
 * older browsers, the page's origin: the browser-facing functions read both to refuse requests that
 * other sites' pages make. The function list forwards them to those functions.
 */
export const FETCH_SITE_HEADER = 'Sec-Fetch-Site';
export const ORIGIN_HEADER = 'Origin';

/**
 * The host the viewer addressed, which CloudFront's function on `/api/*` copies from `Host` into
 * this header (overwriting any a client sent; the twin does the same): always one of the
 * distribution's own names, its `*.cloudfront.net` included, so the API knows the site's origin
 * even without a custom domain, where `SITE_ORIGINS` cannot name it (the distribution is made after
 * the API). No other site's page can set it: a custom header needs a preflight the API never allows.
 */
export const SITE_HOST_HEADER = 'X-Site-Host';

/**
 * The API is same-origin with the site's pages (CloudFront serves both), so a browser's request to
 * a function the pages call comes from the site itself. A page on another site could otherwise make
 * its visitors' browsers post leads, beacons or voice contacts here (a form posts across sites
 * without any CORS check), each from a different address, past the per-IP limits of the WAF.
 *
 * Browsers say where a request comes from: `Sec-Fetch-Site` (every current browser), and `Origin`
 * on every POST. A request that names neither (a server, curl) is not a browser's and is let
 * through as before: it meets the WAF's per-IP limits with its own address.
 */

const header = (event: APIGatewayProxyEvent, name: string): string | undefined => headerValue(event.headers, name)?.trim() || undefined;

/** The site's origins from the `siteOrigins` setting, normalized (`https://example.com`), or none when unset. */
export function siteOrigins(): string[] {
  return (readSetting('siteOrigins') ?? '')
    .split(',')
    .map((origin) => normalizeOrigin(origin.trim()))
    .filter((origin): origin is string => origin !== undefined);
}

function normalizeOrigin(text: string): string | undefined {
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

/** The site's origins for this request: the configured ones, and the one the viewer addressed (SITE_HOST_HEADER, served over HTTPS only). */
export function siteOriginsFor(event: APIGatewayProxyEvent): string[] {
  const host = header(event, SITE_HOST_HEADER);
  const addressed = host ? normalizeOrigin(`https://${host}`) : undefined;
  return [...siteOrigins(), ...(addressed ? [addressed] : [])];
}

/** Why a request is refused as cross-site, or undefined when it may go on. */
export function crossSiteReason(event: APIGatewayProxyEvent, origins: readonly string[] = siteOriginsFor(event)): string | undefined {
  const fetchSite = header(event, FETCH_SITE_HEADER)?.toLowerCase();
  if (fetchSite !== undefined) {
    // `same-site` too: the API shares the pages' origin, so a sibling subdomain is another site's page.
    // `none` is a navigation the person started (the address bar, a bookmark): no other page made it.
    return fetchSite === 'same-origin' || fetchSite === 'none' ? undefined : `sec-fetch-site ${fetchSite}`;
  }
  const origin = header(event, ORIGIN_HEADER);
  if (origin === undefined) return undefined;
  // Older browsers without Fetch Metadata: the Origin must be the site's, when the site's is known.
  if (origins.length === 0) return undefined;
  const normalized = origin === 'null' ? 'null' : normalizeOrigin(origin);
  return normalized !== undefined && origins.includes(normalized) ? undefined : 'origin mismatch';
}

/**
 * Refuses (403 `cross_site_request`) a browser's request made by a page of another site; every
 * browser-facing function calls it before reading the body.
 */
export function refuseCrossSite(event: APIGatewayProxyEvent): void {
  refuseFor(event, crossSiteReason(event));
}

/**
 * For a request the browser makes on its own rather than for a page (a CSP report: its Fetch
 * Metadata may say `cross-site`): refused when its `Origin`, the origin it reports about, is not one
 * of the site's, once these are known.
 */
export function refuseForeignOrigin(event: APIGatewayProxyEvent, origins: readonly string[] = siteOriginsFor(event)): void {
  const origin = header(event, ORIGIN_HEADER);
  if (origin === undefined || origins.length === 0) return;
  const normalized = origin === 'null' ? 'null' : normalizeOrigin(origin);
  refuseFor(event, normalized !== undefined && origins.includes(normalized) ? undefined : 'origin mismatch');
}

function refuseFor(event: APIGatewayProxyEvent, reason: string | undefined): void {
  if (!reason) return;
  // The origin is another site's, not a visitor's: it may be logged.
  logger.warn('cross-site request refused', { reason, origin: header(event, ORIGIN_HEADER)?.slice(0, 200) });
  throw new HttpError(403, { error: 'cross_site_request', message: 'the API answers only the pages of this site' });
}
