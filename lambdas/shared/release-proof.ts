import { createHmac, timingSafeEqual } from 'node:crypto';
import { EDGE_KEY, proofHolds } from '@site/model';
import { readSetting } from './read-settings';
import { logger } from './powertools';
import { awsKeyValueStore } from './release-pointer';

/**
 * Whether a beacon's release is one the edge served its page (`releaseProof` of @site/model, G1):
 * the proof must verify, under the edge's key in the release pointer's KeyValueStore, for the
 * network the beacon came from. The key is read at most every five minutes per container.
 */
const KEY_TTL_MS = 5 * 60_000;
let cached: { readonly key: string | null; readonly until: number } | undefined;

async function edgeKey(now: number): Promise<string | null> {
  if (cached && cached.until > now) return cached.key;
  const arn = readSetting('releaseKeyValueStoreArn');
  let key: string | null = null;
  if (arn) {
    const item = await awsKeyValueStore(arn).getKey(EDGE_KEY);
    key = item ? ((JSON.parse(item.Value) as { k?: string }).k ?? null) : null;
  }
  cached = { key, until: now + KEY_TTL_MS };
  return key;
}

/** Whether `proof` shows the edge served `release` to the network of `address` this hour or the last. Never throws: an unreadable key proves nothing. */
export async function releaseProven(release: string, proof: string | undefined, address: string | undefined, now = Date.now()): Promise<boolean> {
  if (!proof || !address) return false;
  try {
    const key = await edgeKey(now);
    if (!key) return false;
    const hmac = (text: string) => createHmac('sha256', key).update(text).digest('hex');
    return proofHolds(hmac, proof, release, address, now, (a, b) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b)));
  } catch (error) {
    logger.warn("could not read the edge's key: a beacon's release is not counted", { error: String(error) });
    return false;
  }
}

/**
 * Whether the edge signs pages (its key is in the store): once a release is published it does, and
 * from then on only a proven beacon counts towards the browser alarms. An unreadable key counts as
 * none, so a store's outage never hides an outage of the site.
 */
export async function pagesAreSigned(now = Date.now()): Promise<boolean> {
  try {
    return (await edgeKey(now)) !== null;
  } catch (error) {
    logger.warn("could not read the edge's key: beacons counted towards the alarms without their proof", { error: String(error) });
    return false;
  }
}

/** Forgets the cached key (tests, which change it). */
export function forgetEdgeKey(): void {
  cached = undefined;
}
