/**
 * The proof a page carries that the edge served it a release (G1: a beacon's `release` was whatever
 * the client said, so ten forged beacons rolled a canary back). The viewer-request function signs,
 * with the edge's key (a secret resolved into its code at deployment, H6), the release, the hour and the
 * viewer's address; the page reads it from `Server-Timing: site-proof` and its beacons send it;
 * `client-signals` counts a beacon towards its release's health only when the proof verifies for the
 * address the beacon came from, this hour or the last. Plain code the edge's ES5 bundle carries.
 */

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
 * The client network a visitor's canary bucket follows: an IPv4 address's /16, an IPv6 address's /48
 * (its first three groups), the networks the release's health counts (`wideNetwork` of the lambdas).
 * An IPv4 address written inside IPv6 (`::ffff:1.2.3.4`) is its IPv4 /16.
 */
export function visitorNetwork(ip: string): string {
  const v4 = ip.slice(ip.lastIndexOf(':') + 1);
  if (v4.indexOf('.') !== -1) return v4.split('.').slice(0, 2).join('.');
  const halves = ip.split('::');
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves[1] ? halves[1].split(':') : [];
  while (head.length + tail.length < 8) head.push('0');
  return head
    .concat(tail)
    .slice(0, 3)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':');
}

/**
 * The canary bucket (0–99) the edge puts a visitor in for `candidate` (G1): drawn from the edge's
 * signature of the candidate and the visitor's network, never from anything the client sends. A
 * bucket the client chose (the old `site_bucket` cookie) let five strangers fetch candidate pages
 * with real proofs and roll the canary back; one drawn at random and kept in a signed cookie is
 * drawn again by dropping the cookie. This one a network cannot redraw: the same /16 or /48 is in
 * the same bucket at every request, and which networks fall below a share is unknown without the
 * key. Each candidate draws afresh, so no network carries every canary. The share is then a share
 * of client networks, the unit the automatic rollback judges a candidate by.
 */
export function visitorBucket(hmac: (text: string) => string, candidate: string, ip: string): number {
  return parseInt(hmac(`bucket|${candidate}|${visitorNetwork(ip)}`).slice(0, 8), 16) % 100;
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
