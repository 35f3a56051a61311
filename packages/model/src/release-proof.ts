/**
 * The proof a page carries that the edge served it a release (G1: a beacon's `release` was whatever
 * the client said, so ten forged beacons rolled a canary back). The viewer-request function signs,
 * with a key kept in the release pointer's KeyValueStore (`EDGE_KEY`), the release, the hour and the
 * viewer's address; the page reads it from `Server-Timing: site-proof` and its beacons send it;
 * `client-signals` counts a beacon towards its release's health only when the proof verifies for the
 * address the beacon came from, this hour or the last. Plain code the edge's ES5 bundle carries.
 */

/** The KeyValueStore key of the edge's signing key: `{"k":"<64 hex>"}`. */
export const EDGE_KEY = 'edge-key';

/** A proof as the page sends it: the hour it was signed in, and the signature. */
export const RELEASE_PROOF = /^\d{6,7}\.[0-9a-f]{32}$/;

const HOUR_MS = 3_600_000;

/**
 * What is signed: the release, the hour and the viewer's address as CloudFront writes it (the
 * function's `viewer.ip`, the API's `CloudFront-Viewer-Address`). A page's beacon leaves on the
 * page's own connection, so it comes from that address; a visitor whose address changed between
 * the two loses that one count, and a stranger must fetch a page from every address they report from.
 */
export const proofText = (release: string, hour: number, ip: string): string => `${release}|${hour}|${ip}`;

/** The proof for a page of `release` served to `ip` at `now`, with `hmac` (SHA-256, hex) under the edge's key. */
export function releaseProof(hmac: (text: string) => string, release: string, ip: string, now: number): string {
  const hour = Math.floor(now / HOUR_MS);
  return `${hour}.${hmac(proofText(release, hour, ip)).slice(0, 32)}`;
}

/** Whether `proof` was signed for `release` and `ip`'s network in this hour or the last (a page read for a while). */
export function proofHolds(
  hmac: (text: string) => string,
  proof: string,
  release: string,
  ip: string,
  now: number,
  same: (a: string, b: string) => boolean = (a, b) => a === b,
): boolean {
  if (!RELEASE_PROOF.test(proof)) return false;
  const [hourText, signature] = proof.split('.') as [string, string];
  const hour = Number(hourText);
  const current = Math.floor(now / HOUR_MS);
  if (hour !== current && hour !== current - 1) return false;
  return same(hmac(proofText(release, hour, ip)).slice(0, 32), signature);
}

/**
 * A preview link's token (G2): `?release=<token>` shows a stored release to whoever holds the link
 * until it expires, and only then; `npm run release -- preview` signs it under the edge's key. The
 * text signed starts with `preview|`, so no page proof (`proofText`) is ever a preview's signature.
 */
export const PREVIEW_TOKEN = /^(r-[0-9a-f]{10})\.(\d{10})\.([0-9a-f]{32})$/;

/** How long a preview link lasts by default, and at most: a day to look at a release, a week for a longer review. */
export const PREVIEW_HOURS = { default: 24, max: 168 } as const;

export const previewText = (release: string, expires: number): string => `preview|${release}|${expires}`;

/** The token of a link to `release` that works until `expires` (seconds since the epoch). */
export function previewToken(hmac: (text: string) => string, release: string, expires: number): string {
  return `${release}.${expires}.${hmac(previewText(release, expires)).slice(0, 32)}`;
}

/** The release a preview token shows at `now` (ms), or null when it is forged, altered or expired. */
export function previewOf(hmac: (text: string) => string, token: string, now: number): { release: string; expires: number } | null {
  const parts = PREVIEW_TOKEN.exec(token);
  if (!parts || Number(parts[2]) * 1000 <= now || hmac(previewText(parts[1]!, Number(parts[2]))).slice(0, 32) !== parts[3]) return null;
  return { release: parts[1]!, expires: Number(parts[2]) };
}
