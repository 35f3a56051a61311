import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { VIEWER_COUNTRY_HEADER } from '@site/model';
import { notFoundPageFor } from '../edge/not-found-response';
import { DECISION_HEADER, viewerUri } from '../edge/release-routing';
import { eventFor, handler as viewerRequest, responseHandler, type CloudFrontRequest, type KeyValueStoreHandle } from '../edge/viewer-request';
import { remoteForPath, type SiteLayout } from '../../repo-layout';
import { PHONE_CALL_CHECK_PATH } from '@site/contracts';
import { isPublished } from '../build-output';
import { localEdgeKey } from '../release/commands';
import { framedBySelf } from '../security-headers';
import { sendFile, StaticFiles, type StaticFile } from './static-files';

/** A release store and the KeyValueStore stand-in the edge function reads the pointer from. */
export interface TwinReleases {
  readonly root: string;
  readonly kvs: KeyValueStoreHandle;
}

const STORED = /^\/(sites|builds|files)\//;

/**
 * Serves the site as CloudFront does. With releases, every request goes through the viewer-request
 * function, which maps it to a stored release's file, and the viewer-response function, which sets
 * its cookies. Without (a bare build, before any release), `/mfe/<name>/*` comes straight from that
 * remote's build and every other path through the function to the pages and then the shell's files.
 * Anything missing, or never uploaded (source maps), is a real 404 with the not-found page in the
 * path's language, the one the cloud's origin-response function picks (`notFoundPageFor`).
 */
export function createSiteHandler(layout: SiteLayout, headers: Record<string, string>, releases?: TwinReleases) {
  const files = new StaticFiles();

  const notFound = async (req: IncomingMessage, res: ServerResponse, url: URL, release?: string, extra: Record<string, string> = {}) => {
    const path = notFoundPageFor(url.pathname);
    const page = release ? await files.read(releases!.root, `sites/${release}/pages${path}`) : await files.read(layout.pagesDir, path.slice(1));
    if (page) return sendFile(req, res, page, { status: 404, path, headers: { ...headers, ...extra } });
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...headers, ...extra }).end('Not Found');
  };

  return async (req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', ...headers }).end();
      return;
    }
    if (!isPublished(url.pathname)) return notFound(req, res, url);
    const remote = remoteForPath(url.pathname);
    if (remote && !releases) {
      const file = await files.read(layout.remoteDirs[remote.remote], remote.file);
      if (!file) return notFound(req, res, url);
      return sendFile(req, res, file, { path: url.pathname, headers });
    }

    const event = eventFor(req.method!, url.pathname, url.search.slice(1), String(req.headers.cookie ?? ''), req.socket.remoteAddress, addedByCloudFront(req));
    // The twin's edge key, as the cloud's function carries its secret's in its code (H6).
    const result = await viewerRequest(event, releases?.kvs, (text) => createHmac('sha256', localEdgeKey()).update(text).digest('hex'));
    if ('statusCode' in result) {
      if (result.cookies) res.setHeader('set-cookie', setCookies(result.cookies));
      res.writeHead(result.statusCode, { ...headers, ...flatten(result.headers) }).end();
      return;
    }
    const viewerPath = remote ? url.pathname : viewerUri(result.uri);
    const decided = viewerResponse(result);
    const extra = { ...headers, ...decided.headers };
    if (decided.cookies.length) res.setHeader('set-cookie', decided.cookies);
    let file: StaticFile | null;
    if (releases && STORED.test(result.uri)) file = await files.read(releases.root, result.uri);
    else file = (await files.read(layout.pagesDir, result.uri)) ?? (await files.read(layout.shellDir, result.uri));
    if (!file) return notFound(req, res, url, releases ? result.headers[DECISION_HEADER]?.value.split('|')[0] : undefined, decided.headers);
    return sendFile(req, res, file, { path: viewerPath, headers: viewerPath === PHONE_CALL_CHECK_PATH ? framedBySelf(extra) : extra });
  };
}

/**
 * The headers CloudFront adds to a page's request for the functions (the behaviour's origin request
 * policy names them). The twin has no address-to-country lookup: it takes the viewer's country from
 * the request as sent, so a test (or a developer's browser) sets the country it wants to be in.
 */
function addedByCloudFront(req: IncomingMessage): Record<string, string> {
  const country = req.headers[VIEWER_COUNTRY_HEADER.toLowerCase()];
  return typeof country === 'string' ? { [VIEWER_COUNTRY_HEADER]: country } : {};
}

/** What CloudFront's viewer-response function adds to the origin's response for this request. */
function viewerResponse(request: CloudFrontRequest): { headers: Record<string, string>; cookies: string[] } {
  const response = responseHandler({ request, response: { statusCode: 200, headers: {} } });
  return { headers: flatten(response.headers), cookies: setCookies(response.cookies ?? {}) };
}

function flatten(headers: Record<string, { value: string }>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, v.value]));
}

/**
 * The twin serves plain HTTP where CloudFront serves only HTTPS, and browsers drop a `Secure` cookie
 * set over HTTP on 127.0.0.1: the attribute goes, the rest is CloudFront's.
 */
function setCookies(cookies: Record<string, { value: string; attributes: string }>): string[] {
  return Object.entries(cookies).map(([name, cookie]) => `${name}=${cookie.value}; ${cookie.attributes.replace(/;\s*Secure/i, '')}`);
}
