import { decideEdge, previewOf, releaseProof, VIEWER_COUNTRY_HEADER, viewerCountryTiming, visitorBucket } from '@site/model';
import {
  chooseRelease,
  DECISION_HEADER,
  encodeDecision,
  isPageUri,
  PAGE_RELEASE_COOKIE,
  POINTER_KEY,
  PREVIEW_COOKIE,
  PREVIEW_QUERY,
  previewCookie,
  RELEASE_ID,
  releaseKey,
  responseFor,
  storedUri,
  type CookieToSet,
  type Pointer,
  type ReleaseBuilds,
} from './release-routing';

/**
 * The CloudFront Functions of the site (viewer request and viewer response), bundled with their
 * dependencies into single scripts. The local twin calls these same handlers for every request,
 * with a stand-in of the KeyValueStore.
 */

export interface CloudFrontQueryValue {
  value: string;
  multiValue?: { value: string }[];
}

export interface CloudFrontRequest {
  method: string;
  uri: string;
  querystring: Record<string, CloudFrontQueryValue>;
  headers: Record<string, { value: string }>;
  cookies?: Record<string, { value: string }>;
}

export interface CloudFrontFunctionEvent {
  version: '1.0';
  request: CloudFrontRequest;
  /** The viewer's address, as CloudFront saw the connection. */
  viewer?: { ip: string };
}

/** HMAC-SHA256 (hex) under the edge's key: the runtime's `crypto` in the function, Node's in the twin. */
export type EdgeSigner = (text: string) => string;

export interface CloudFrontRedirect {
  statusCode: number;
  statusDescription: string;
  headers: Record<string, { value: string }>;
  cookies?: Record<string, CookieToSet>;
}

export interface CloudFrontResponse {
  statusCode: number;
  headers: Record<string, { value: string }>;
  cookies?: Record<string, CookieToSet>;
}

/** What the function reads of `cf.kvs()`: `get` rejects when the key is missing. */
export interface KeyValueStoreHandle {
  get(key: string, options: { format: 'json' }): Promise<unknown>;
}

/**
 * The viewer-request function, as the twin runs it, signing with the edge's key (`sign`: in the
 * cloud the key is in the function's code, resolved from its secret at deployment, H6). The
 * bundle's wrapper does the same reads in plain script (the runtime's `await`), then calls `route`;
 * the two are held equal by the tests.
 */
export async function handler(event: CloudFrontFunctionEvent, kvs?: KeyValueStoreHandle, sign?: EdgeSigner): Promise<CloudFrontRequest | CloudFrontRedirect> {
  let pointer: unknown = null;
  if (kvs) pointer = await read(kvs, POINTER_KEY);
  const others: Record<string, unknown> = {};
  for (const id of lookups(event, pointer as Pointer | null)) others[id] = await read(kvs!, releaseKey(id));
  return route(event, pointer as Pointer | null, others as Record<string, ReleaseBuilds | null>, sign);
}

/** The releases besides stable and candidate whose builds the request needs: a preview, an open tab's. */
export function lookups(event: CloudFrontFunctionEvent, pointer: Pointer | null): string[] {
  const ids: string[] = [];
  if (!pointer) return ids;
  const cookies = event.request.cookies || {};
  // A page (a clean URL has no dot in its last segment) follows the bucket, not the last page.
  const uri = event.request.uri;
  const names = isPageUri(uri) || uri.slice(uri.lastIndexOf('/') + 1).indexOf('.') === -1 ? [PREVIEW_COOKIE] : [PREVIEW_COOKIE, PAGE_RELEASE_COOKIE];
  for (const name of names) {
    // A preview cookie holds a token that starts with its release's id; `route` checks its signature.
    const id = (cookies[name] ? cookies[name]!.value : '').slice(0, 12);
    if (!RELEASE_ID.test(id) || id === pointer.stable.id || (pointer.candidate && pointer.candidate.id === id) || ids.indexOf(id) !== -1) continue;
    ids.push(id);
  }
  return ids;
}

/** Redirects, clean URLs, then the stored file of the release this visitor gets. */
export function route(
  event: CloudFrontFunctionEvent,
  pointer: Pointer | null,
  others: Record<string, ReleaseBuilds | null>,
  sign?: EdgeSigner,
): CloudFrontRequest | CloudFrontRedirect {
  const request = event.request;
  // Only this function decides: a viewer's own header of the name would reach the response function.
  delete request.headers[DECISION_HEADER];
  const isRemote = request.uri.indexOf('/mfe/') === 0;
  let uri = request.uri;
  if (!isRemote) {
    // The canonical URL first (the `release` parameter rides along), so a preview link never
    // redirects off the site.
    const decision = decideEdge(request.uri, rawQuery(request.querystring));
    if (decision.kind === 'redirect') return redirect(decision.status, decision.location);
    uri = decision.uri;
    const link = request.querystring[PREVIEW_QUERY];
    if (link) return previewRedirect(request, link.value, sign);
  }
  if (!pointer || !pointer.stable) {
    // No release is published yet (a first deployment): the files are where the build put them.
    request.uri = uri;
    return request;
  }
  const cookies: Record<string, string> = {};
  for (const name of Object.keys(request.cookies || {})) cookies[name] = request.cookies![name]!.value;
  // A preview holds only while its link is signed and unexpired; a rolled-back release's key is
  // falsy (ROLLED_BACK), so `others` serves it to nobody.
  const previewed = sign && cookies[PREVIEW_COOKIE] ? previewOf(sign, cookies[PREVIEW_COOKIE], Date.now()) : null;
  cookies[PREVIEW_COOKIE] = previewed ? previewed.release : '';
  const isPage = isPageUri(uri);
  const viewer = event.viewer;
  // The edge's own bucket for the visitor's network (G1); without the key or an address, stable.
  const bucket = () => (sign && viewer && pointer.candidate ? visitorBucket(sign, pointer.candidate.id, viewer.ip) : 100);
  const choice = chooseRelease(pointer, cookies, isPage, (id) => (others[id] ? { id, builds: others[id]! } : null), bucket);
  request.uri = storedUri(uri, choice.release);
  // A page's proof counts its beacons towards its release: only for a page the visitor's bucket
  // got, so a candidate's proof goes only to visitors the edge put in the candidate's share (a
  // preview shows a release to whoever holds the link, and counts for nothing).
  const proof = isPage && sign && viewer && !choice.preview ? releaseProof(sign, choice.release.id, viewer.ip, Date.now()) : '';
  request.headers[DECISION_HEADER] = { value: encodeDecision(choice, isPage, proof, previewed ? previewed.expires : 0) };
  return request;
}

/**
 * The viewer-response function: the viewer's country for the page's script (a Server-Timing
 * metric, `VIEWER_COUNTRY_METRIC` of the model: the cached page stays one object for every
 * visitor), and the cookies and headers the request's decision asks for.
 */
export function responseHandler(event: { request: CloudFrontRequest; response: CloudFrontResponse }): CloudFrontResponse {
  const response = event.response;
  const decision = event.request.headers[DECISION_HEADER];
  if (decision) {
    const extra = responseFor(decision.value);
    response.cookies = response.cookies || {};
    for (const name of Object.keys(extra.cookies)) response.cookies[name] = extra.cookies[name]!;
    for (const name of Object.keys(extra.headers)) response.headers[name] = { value: extra.headers[name]! };
  }
  // CloudFront adds the header to the request once the behaviour's origin request policy names it.
  const country = event.request.headers[VIEWER_COUNTRY_HEADER.toLowerCase()];
  const timing = viewerCountryTiming(country && country.value);
  if (timing) {
    // Beside the page's release, when the decision named one.
    const earlier = response.headers['server-timing'];
    response.headers['server-timing'] = { value: earlier ? earlier.value + ', ' + timing : timing };
  }
  return response;
}

async function read(kvs: KeyValueStoreHandle, key: string): Promise<unknown> {
  try {
    return await kvs.get(key, { format: 'json' });
  } catch {
    return null;
  }
}

/**
 * A signed, unexpired `?release=<token>` remembers the preview in this browser until the link
 * expires; any other value (`stable`, an expired, altered or made-up link) forgets it. Either way
 * the parameter is dropped, and the redirect is never indexed.
 */
function previewRedirect(request: CloudFrontRequest, value: string, sign?: EdgeSigner): CloudFrontRedirect {
  delete request.querystring[PREVIEW_QUERY];
  const query = rawQuery(request.querystring);
  const response = redirect(302, request.uri + (query ? '?' + query : ''));
  response.headers['x-robots-tag'] = { value: 'noindex' };
  const now = Date.now();
  const preview = sign ? previewOf(sign, value, now) : null;
  const cookies: Record<string, CookieToSet> = {};
  cookies[PREVIEW_COOKIE] = previewCookie(value, preview ? Math.floor(preview.expires - now / 1000) : 0);
  response.cookies = cookies;
  return response;
}

function redirect(status: number, location: string): CloudFrontRedirect {
  return {
    statusCode: status,
    statusDescription: status === 301 ? 'Moved Permanently' : 'Found',
    headers: {
      location: { value: location },
      'cache-control': { value: status === 301 ? 'public, max-age=3600' : 'no-store' },
    },
  };
}

/** Rebuilds `a=1&b=2` from CloudFront's query object, as the viewer sent it. */
export function rawQuery(querystring: Record<string, CloudFrontQueryValue>): string {
  const pairs: string[] = [];
  for (const key of Object.keys(querystring)) {
    const entry = querystring[key]!;
    const values = entry.multiValue ? entry.multiValue.map((v) => v.value) : [entry.value];
    for (const value of values) pairs.push(value === '' ? key : `${key}=${value}`);
  }
  return pairs.join('&');
}

/**
 * Builds the event CloudFront would pass for a raw request path, query, Cookie header, the viewer's
 * address and the headers CloudFront itself adds (the viewer's country), for the local twin.
 */
export function eventFor(
  method: string,
  uri: string,
  query: string,
  cookieHeader = '',
  viewerIp?: string,
  added: Record<string, string> = {},
): CloudFrontFunctionEvent {
  const querystring: Record<string, CloudFrontQueryValue> = {};
  for (const pair of query.split('&').filter(Boolean)) {
    const cut = pair.indexOf('=');
    const key = cut === -1 ? pair : pair.slice(0, cut);
    const value = cut === -1 ? '' : pair.slice(cut + 1);
    const existing = querystring[key];
    if (existing) {
      existing.multiValue ??= [{ value: existing.value }];
      existing.multiValue.push({ value });
    } else {
      querystring[key] = { value };
    }
  }
  const cookies: Record<string, { value: string }> = {};
  for (const part of cookieHeader.split(';')) {
    const cut = part.indexOf('=');
    if (cut > 0) cookies[part.slice(0, cut).trim()] = { value: part.slice(cut + 1).trim() };
  }
  const headers: Record<string, { value: string }> = {};
  for (const name of Object.keys(added)) headers[name.toLowerCase()] = { value: added[name]! };
  return { version: '1.0', request: { method, uri, querystring, headers, cookies }, ...(viewerIp && { viewer: { ip: viewerIp } }) };
}
