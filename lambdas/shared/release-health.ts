import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ClientSignal } from '@site/contracts';
import { CLIENT_SIGNAL_WINDOWS_MINUTES, RELEASE_ROLLBACK_RULE } from '../metrics';
import { CONTROL_ITEMS } from '../tables';
import { documentClient, putIfAbsent, tableName } from './dynamodb';
import { logger } from './powertools';

/**
 * How each site release fares in visitors' browsers, per window of the remote-failure alarm: how
 * many client networks (the wider prefix, `wideNetwork`) reported a visit on it, and how many met a
 * failing remote or a script error on it, and through how many providers those failures came. Each
 * network (and provider) counts once per release, kind and window, as the client-signal alarms
 * count, so a stranger's beacons are one network however many they send.
 */

export const RELEASE_HEALTH_WINDOW_MS = CLIENT_SIGNAL_WINDOWS_MINUTES.releaseHealth * 60_000;
const WINDOW_MS = RELEASE_HEALTH_WINDOW_MS;

export interface ReleaseHealth {
  /** Client networks that reported a visit on the release in the window. */
  readonly visits: number;
  /** Client networks that reported a failing remote or a script error on it. */
  readonly failures: number;
  /** Providers (CloudFront-Viewer-ASN, else the /16 or /48) through which those failures came. */
  readonly failureProviders: number;
}

export const windowStart = (now: number): number => Math.floor(now / WINDOW_MS) * WINDOW_MS;

const counterId = (release: string, start: number) => `${CONTROL_ITEMS.releaseHealthPrefix}${release}#${new Date(start).toISOString()}`;

/** Kept until the window after this one has been judged too. */
const expiry = (start: number) => Math.floor((start + 3 * WINDOW_MS) / 1000);

async function countOnce(release: string, kind: keyof ReleaseHealth, network: string, start: number): Promise<void> {
  const marker = `${CONTROL_ITEMS.releaseHealthPrefix}${release}#${kind}#${network}#${new Date(start).toISOString()}`;
  if (!(await putIfAbsent('control', { id: marker, expiresAt: expiry(start) }))) return;
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName('control'),
      Key: { id: counterId(release, start) },
      UpdateExpression: 'ADD #kind :one SET expiresAt = :expiry',
      ExpressionAttributeNames: { '#kind': kind },
      ExpressionAttributeValues: { ':one': 1, ':expiry': expiry(start) },
    }),
  );
}

/**
 * Counts a beacon that names its site release: its network's visit, and its failure (of the network
 * and of its provider) when the page met a failing remote or a script error. Never fails the
 * beacon: a table that cannot be written loses one count, and the alarms still see the metrics.
 */
export async function recordReleaseHealth(signal: ClientSignal, network: string, provider: string, now = Date.now()): Promise<void> {
  if (!signal.release) return;
  const start = windowStart(now);
  const kinds = new Set<keyof ReleaseHealth>();
  for (const event of signal.events) {
    if (event.kind === 'visit') kinds.add('visits');
    if (event.kind === 'remote-failure' || event.kind === 'error') kinds.add('failures');
  }
  if (kinds.has('failures')) kinds.add('failureProviders');
  try {
    for (const kind of kinds) await countOnce(signal.release, kind, kind === 'failureProviders' ? provider : network, start);
  } catch (error) {
    logger.warn("could not count a beacon towards its release's health", { release: signal.release, error: String(error) });
  }
}

export async function readReleaseHealth(release: string, start: number): Promise<ReleaseHealth> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName('control'), Key: { id: counterId(release, start) }, ConsistentRead: true }),
  );
  return { visits: Number(Item?.visits ?? 0), failures: Number(Item?.failures ?? 0), failureProviders: Number(Item?.failureProviders ?? 0) };
}

/** Failing networks as a percentage of the networks that reported (never above 100). */
export const failurePercent = (health: ReleaseHealth): number =>
  health.failures === 0 ? 0 : (100 * health.failures) / Math.max(health.visits, health.failures);

/** The automatic rollback's rule (`RELEASE_ROLLBACK_RULE`), candidate against stable. */
export function candidateIsWorse(candidate: ReleaseHealth, stable: ReleaseHealth, rule = RELEASE_ROLLBACK_RULE): boolean {
  if (candidate.failures < rule.networksAtLeast || candidate.failureProviders < rule.providersAtLeast) return false;
  const percent = failurePercent(candidate);
  return percent >= failurePercent(stable) + rule.percent || percent >= rule.everywherePercent;
}
