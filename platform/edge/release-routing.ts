import { RELEASE_ID, type Pointer, type ReleaseRef } from '@site/model';
import { cacheControlFor, CACHE_IMMUTABLE } from '../cache-control';

/**
 * Which stored site release a request is served from, decided at the edge from the pointer in the
 * KeyValueStore (CloudFront's, or the twin's stand-in) and the visitor's cookies. Shared by the
 * viewer-request and viewer-response functions and the release command, so they agree on names.
 */

export { POINTER_KEY, RELEASE_ID, releaseKey, type Pointer, type ReleaseBuilds, type ReleaseRef } from '@site/model';

/** The release this browser's last page came from, so the entry files its tabs load match it. */
export const PAGE_RELEASE_COOKIE = 'site_release';
/** A release previewed with a signed link (`?release=<token>`, `previewToken`): the token, checked again at every request. */
export const PREVIEW_COOKIE = 'site_preview';
export const PREVIEW_QUERY = 'release';

/** Set by the viewer-request function for the viewer-response function: `<release>|<preview's expiry>|<page>|<proof>`. */
export const DECISION_HEADER = 'x-site-release';

/** `Server-Timing: site-release;desc=<id>` on a page: the release the page was served from. */
export const RELEASE_TIMING_HEADER = 'server-timing';
export const RELEASE_TIMING_NAME = 'site-release';
/** `Server-Timing: site-proof;desc=<hour>.<signature>`: that the edge served the page that release (`releaseProof`). */
export const PROOF_TIMING_NAME = 'site-proof';
/**
 * `Server-Timing: site-preview;desc=<expiry, epoch seconds>` on a previewed page: the page's loader
 * marks it as a preview before any framework runs (shell/src/start/release-preview.ts).
 */
export const PREVIEW_TIMING_NAME = 'site-preview';

export interface Choice {
  readonly release: ReleaseRef;
  readonly preview: boolean;
}

/**
 * The release a visitor gets: a live preview first (the preview cookie holds the release of a
 * token the caller checked, nothing otherwise); then, for any file but a page, the release of the
 * visitor's last page if it is still stored (an open tab keeps its files); else the visitor's bucket
 * (`visitorBucket`, which the edge draws from the visitor's network: no cookie the client sends
 * decides it) against the candidate's share.
 */
export function chooseRelease(
  pointer: Pointer,
  cookies: Record<string, string>,
  isPage: boolean,
  stored: (id: string) => ReleaseRef | null,
  bucket: () => number,
): Choice {
  const preview = cookies[PREVIEW_COOKIE];
  if (preview && RELEASE_ID.test(preview)) {
    const release = known(pointer, preview) || stored(preview);
    if (release) return { release, preview: true };
  }
  const page = cookies[PAGE_RELEASE_COOKIE];
  if (!isPage && page && RELEASE_ID.test(page)) {
    const release = known(pointer, page) || stored(page);
    if (release) return { release, preview: false };
  }
  const candidate = pointer.candidate && pointer.percent > 0 && bucket() < pointer.percent ? pointer.candidate : null;
  return { release: candidate || pointer.stable, preview: false };
}

function known(pointer: Pointer, id: string): ReleaseRef | null {
  if (pointer.stable.id === id) return pointer.stable;
  return pointer.candidate && pointer.candidate.id === id ? pointer.candidate : null;
}

/** Pages (and the files stored beside them) are rendered per site release. */
export function isPageUri(uri: string): boolean {
  return /\.html$/.test(uri) || uri === '/sitemap.xml' || uri === '/robots.txt';
}

/**
 * Documents the pages' build writes beside the pages (the DPA's PDFs, `/.well-known/security.txt`):
 * kept in the site release, served like any other file.
 */
const STORED_WITH_PAGES = /\.pdf$|^\/\.well-known\//;

/**
 * Where a file of a release is stored: pages under the site release, content-hashed files in one
 * pool shared by every build (a name never changes content, and an open tab still finds an older
 * build's chunks after the pointer moves), every other file of an app under its build.
 */
export function storedUri(uri: string, release: ReleaseRef): string {
  if (isPageUri(uri) || STORED_WITH_PAGES.test(uri)) return '/sites/' + release.id + '/pages' + uri;
  if (cacheControlFor(uri) === CACHE_IMMUTABLE) return '/files' + uri;
  const mfe = /^\/mfe\/([a-z]+)(\/.*)$/.exec(uri);
  const app = mfe ? mfe[1]! : 'shell';
  return '/builds/' + app + '/' + (release.builds[app] || 'none') + (mfe ? mfe[2] : uri);
}

/** Where `storedUri` put a release's files; a path without it is the viewer's own (no release yet). */
const STORED_PREFIX = /^\/(sites\/[^/]+\/pages|builds\/[^/]+\/[^/]+|files)(?=\/)/;

/** The viewer's path of a stored file (`/sites/<id>/pages/ru/x/index.html` gives `/ru/x/index.html`): `storedUri` undone. */
export function viewerUri(uri: string): string {
  return uri.replace(STORED_PREFIX, '');
}

export function encodeDecision(choice: Choice, isPage: boolean, proof: string, previewExpires: number): string {
  return [choice.release.id, choice.preview ? String(previewExpires) : '', isPage ? '1' : '', proof].join('|');
}

export interface CookieToSet {
  readonly value: string;
  readonly attributes: string;
}

const COOKIE_ATTRIBUTES = 'Path=/; Secure; SameSite=Lax';

/** The response's cookies and headers for a decision the viewer-request function made. */
export function responseFor(decision: string): { cookies: Record<string, CookieToSet>; headers: Record<string, string> } {
  const [release, preview, page, proof] = decision.split('|');
  const cookies: Record<string, CookieToSet> = {};
  const headers: Record<string, string> = {};
  if (page && release) {
    cookies[PAGE_RELEASE_COOKIE] = { value: release, attributes: `${COOKIE_ATTRIBUTES}; HttpOnly` };
    // The page's own release, readable by its script alone (the navigation's serverTiming): the
    // beacons name it, whatever release another tab of the browser moved the cookie to since.
    headers[RELEASE_TIMING_HEADER] =
      RELEASE_TIMING_NAME +
      ';desc=' +
      release +
      (proof ? ', ' + PROOF_TIMING_NAME + ';desc=' + proof : '') +
      (preview ? ', ' + PREVIEW_TIMING_NAME + ';desc=' + preview : '');
  }
  if (preview) headers['x-robots-tag'] = 'noindex';
  return { cookies, headers };
}

/**
 * The preview cookie a signed link sets, for as long as the link works (its token is checked again
 * at every request); any other `?release=` (`stable`, an expired or altered link) clears it.
 */
export function previewCookie(token: string, seconds: number): CookieToSet {
  return { value: seconds > 0 ? token : '', attributes: `${COOKIE_ATTRIBUTES}; HttpOnly; Max-Age=${seconds > 0 ? seconds : 0}` };
}
