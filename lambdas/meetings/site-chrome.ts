import type { APIGatewayProxyEvent } from 'aws-lambda';
import { href, pageUrl, type Language } from '@site/model';
import { headerValue } from '../shared/headers';
import { logger } from '../shared/powertools';
import { SITE_HOST_HEADER, siteOrigins } from '../shared/same-origin';

/**
 * The site's own header, footer and styles, read from the release's prerendered contacts page, so
 * that the meetings' pages for a browser without JavaScript stay inside the site (its header, its
 * typeface, its language) rather than look like another site's. Read from the origin the viewer
 * addressed (CloudFront's function sets `X-Site-Host`; the twin too), only when it is one of the
 * site's own names, and kept a few minutes per origin and language; when the page cannot be read,
 * the meetings' pages keep their own plain style, and nothing else changes.
 */

export interface SiteChrome {
  /** The shell's style sheets (inlined in the prerendered page) and the typeface's preloads. */
  readonly head: string;
  /** The skip link and the site's header. */
  readonly header: string;
  readonly footer: string;
}

const KEEP_MS = 5 * 60_000;
const READ_TIMEOUT_MS = 1_500;
const kept = new Map<string, { readonly until: number; readonly chrome: Promise<SiteChrome | undefined> }>();

/** The origin to read the site's pages from: the addressed host, when it is one of the site's names or its distribution's. */
export function chromeOrigin(event: APIGatewayProxyEvent): string | undefined {
  const host = headerValue(event.headers, SITE_HOST_HEADER)?.trim().toLowerCase();
  if (!host) return undefined;
  const configured = siteOrigins().find((origin) => new URL(origin).host === host);
  if (configured) return configured;
  return /^[a-z0-9]+\.cloudfront\.net$/.test(host) ? `https://${host}` : undefined;
}

export async function siteChrome(event: APIGatewayProxyEvent, lang: Language): Promise<SiteChrome | undefined> {
  const origin = chromeOrigin(event);
  if (!origin) return undefined;
  const key = `${origin} ${lang}`;
  const now = Date.now();
  const known = kept.get(key);
  if (known && known.until > now) return known.chrome;
  const chrome = readChrome(`${origin}${pageUrl(href('contacts'), lang)}`);
  kept.set(key, { until: now + KEEP_MS, chrome });
  // A page that could not be read is asked again at the next request, not kept.
  if (!(await chrome)) kept.delete(key);
  return chrome;
}

async function readChrome(url: string): Promise<SiteChrome | undefined> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(READ_TIMEOUT_MS), headers: { accept: 'text/html' } });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const chrome = chromeOf(await response.text());
    if (!chrome) throw new Error('no header or footer in the page');
    return chrome;
  } catch (error) {
    logger.warn("the site's header could not be read for a meeting page", { url, reason: (error as Error).message });
    return undefined;
  }
}

/** The parts of a prerendered page a meeting page wears: never its scripts, its main content or its remotes' styles. */
export function chromeOf(html: string): SiteChrome | undefined {
  const head = html.slice(0, html.indexOf('</head>'));
  const styles = [...head.matchAll(/<style\b[^>]*>[\s\S]*?<\/style>/g)].map(([style]) => style).filter((style) => !/data-href="\/mfe\//.test(style));
  const preloads = [...head.matchAll(/<link\b[^>]*\brel="(?:icon|preload)"[^>]*>/g)].map(([link]) => link);
  const header = /<a class="ui-skip-link"[^>]*>[\s\S]*?<\/a>\s*<header class="sh-header">[\s\S]*?<\/header>/.exec(html)?.[0];
  const footer = /<footer class="sh-footer">[\s\S]*?<\/footer>/.exec(html)?.[0];
  if (!styles.length || !header || !footer) return undefined;
  const noScripts = (part: string) => part.replace(/<script\b[\s\S]*?<\/script>/g, '');
  return { head: [...preloads, ...styles].join('\n'), header: noScripts(header), footer: noScripts(footer) };
}
