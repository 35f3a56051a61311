import { createHmac, timingSafeEqual } from 'node:crypto';
import { POINTER_KEY, proofHolds } from '@site/model';
import { edgeSigningKey, readSetting } from './read-settings';
import { logger } from './powertools';
import { awsKeyValueStore } from './release-pointer';

/**
 * Whether a beacon's release is one the edge served its page (`releaseProof` of @site/model, G1):
 * the proof must verify, under the edge's key (`SECRETS.edgeKey`, a secret no team's release role
 * reads: H6), for the network the beacon came from. Whether any release is published (the pointer
 * in the release KeyValueStore) is read at most every five minutes per container.
 */
const POINTER_TTL_MS = 5 * 60_000;
let published: { readonly value: boolean; readonly until: number } | undefined;

async function releasePublished(now: number): Promise<boolean> {
  if (published && published.until > now) return published.value;
  const arn = readSetting('releaseKeyValueStoreArn');
  const value = arn ? Boolean(await awsKeyValueStore(arn).getKey(POINTER_KEY)) : false;
  published = { value, until: now + POINTER_TTL_MS };
  return value;
}

/** Whether `proof` shows the edge served `release` to the network of `address` this hour or the last. Never throws: an unreadable key proves nothing. */
export async function releaseProven(release: string, proof: string | undefined, address: string | undefined, now = Date.now()): Promise<boolean> {
  if (!proof || !address) return false;
  try {
    const key = await edgeSigningKey();
    if (!key) return false;
    const hmac = (text: string) => createHmac('sha256', key).update(text).digest('hex');
    return proofHolds(hmac, proof, release, address, now, (a, b) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b)));
  } catch (error) {
    logger.warn("could not read the edge's key: a beacon's release is not counted", { error: String(error) });
    return false;
  }
}

/**
 * Whether the edge signs pages: once a release is published (the pointer exists) it does, with its
 * key, and from then on only a proven beacon counts towards the browser alarms. An unreadable store
 * or key counts as none, so an outage of either never hides an outage of the site.
 */
export async function pagesAreSigned(now = Date.now()): Promise<boolean> {
  try {
    return (await edgeSigningKey()) !== undefined && (await releasePublished(now));
  } catch (error) {
    logger.warn("could not read the edge's key or the release pointer: beacons counted towards the alarms without their proof", { error: String(error) });
    return false;
  }
}

/** Forgets whether a release was published (tests, which publish one). */
export function forgetPublishedRelease(): void {
  published = undefined;
}
