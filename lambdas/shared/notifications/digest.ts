import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { NOTIFY_QUEUE_INDEX } from '../../tables';
import { documentClient, tableName } from '../dynamodb';
import { count, logger } from '../powertools';
import { openDigestChannel, type DigestChannel } from './digest-channel';
import { conditionalUpdate, keyOf, refOf, type ItemKey } from './outbox';
import { OUTBOXES, type OutboxId, type OutboxItem } from './outboxes';
import { DIGEST_POLICY } from './policy';

/**
 * The second way to the managers (policy.ts says when): the notifications Telegram has not delivered
 * in time, e-mailed in a digest to the operators' address, each once.
 */

type Waiting = { readonly outbox: OutboxId; readonly key: ItemKey; readonly item: OutboxItem };

/** An item a manager may be told of: not one its writer held back and gave up on (a voice contact no call's record confirmed). */
function mayReachManagers(item: OutboxItem): boolean {
  return !item.parkedWhileHeld;
}

/** Undelivered notifications (pending, or parked for an operator) stored before `cutoff` and never e-mailed, oldest first. */
async function waitingSince(cutoff: number, limit: number): Promise<Waiting[]> {
  const found: Waiting[] = [];
  for (const outbox of Object.keys(OUTBOXES) as OutboxId[]) {
    for (const status of ['pending', 'parked'] as const) {
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await documentClient().send(
          new QueryCommand({
            TableName: tableName(OUTBOXES[outbox].table),
            IndexName: NOTIFY_QUEUE_INDEX.indexName,
            KeyConditionExpression: 'notifyStatus = :status',
            FilterExpression: 'attribute_not_exists(emailedAt) AND createdAt <= :cutoff',
            ExpressionAttributeValues: { ':status': status, ':cutoff': new Date(cutoff).toISOString() },
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of (page.Items ?? []) as OutboxItem[]) if (mayReachManagers(item)) found.push({ outbox, key: keyOf(outbox, item), item });
        startKey = page.LastEvaluatedKey;
      } while (startKey);
    }
  }
  return found.sort((a, b) => String(a.item.createdAt).localeCompare(String(b.item.createdAt))).slice(0, limit);
}

/** Marks an item as e-mailed at `at`, unless it was e-mailed or delivered meanwhile. */
function claimForDigest({ outbox, key }: Waiting, at: string): Promise<boolean> {
  return conditionalUpdate(outbox, key, {
    UpdateExpression: 'SET emailedAt = :at',
    ConditionExpression: 'attribute_not_exists(emailedAt) AND notifyStatus IN (:pending, :parked)',
    ExpressionAttributeValues: { ':at': at, ':pending': 'pending', ':parked': 'parked' },
  });
}

/** The digest did not go out: the items may go into the next one. */
function releaseFromDigest({ outbox, key }: Waiting, at: string): Promise<boolean> {
  return conditionalUpdate(outbox, key, {
    UpdateExpression: 'REMOVE emailedAt',
    ConditionExpression: 'emailedAt = :at',
    ExpressionAttributeValues: { ':at': at },
  });
}

/** Each item as the channel shows it; an item that cannot be read into a message is left out (the sweeper parks it). */
function rendered(waiting: readonly Waiting[], channel: DigestChannel): (Waiting & { readonly text: string })[] {
  return waiting.flatMap((candidate) => {
    try {
      return [{ ...candidate, text: channel.render(OUTBOXES[candidate.outbox].message(candidate.item)) }];
    } catch (error) {
      logger.error('a waiting notification cannot be rendered for the e-mail digest; left out', {
        outbox: candidate.outbox,
        ref: refOf(candidate.key),
        error: error as Error,
      });
      return [];
    }
  });
}

/** The oldest of these that fit in one e-mail: DIGEST_POLICY.maxBytes of them, and always the first. */
function fittingOneEmail<T extends { readonly text: string }>(candidates: readonly T[]): T[] {
  let bytes = 0;
  return candidates.filter((candidate, index) => {
    bytes += Buffer.byteLength(candidate.text, 'utf8');
    return index === 0 || bytes <= DIGEST_POLICY.maxBytes;
  });
}

/**
 * E-mails the notifications that have waited longer than the policy allows, once each, and says how
 * many went: as many e-mails as they take, each within what SNS accepts, up to the run's bound.
 */
export async function emailWaitingNotifications(now = Date.now()): Promise<number> {
  let emailed = 0;
  for (let digest = 0; digest < DIGEST_POLICY.maxDigestsPerRun; digest += 1) {
    const sent = await emailOneDigest(now);
    if (!sent) break;
    emailed += sent;
  }
  return emailed;
}

/**
 * One e-mail of the oldest waiting notifications. The items are marked before the e-mail is sent and
 * unmarked if it fails, so a crash in between loses an item's e-mail (Telegram still delivers it),
 * never sends it twice.
 */
async function emailOneDigest(now: number): Promise<number> {
  const waiting = await waitingSince(now - DIGEST_POLICY.waitedMs, DIGEST_POLICY.maxItems);
  if (!waiting.length) return 0;
  const channel = await openDigestChannel();
  const at = new Date(now).toISOString();
  const claimed: ReturnType<typeof rendered> = [];
  for (const candidate of fittingOneEmail(rendered(waiting, channel))) if (await claimForDigest(candidate, at)) claimed.push(candidate);
  if (!claimed.length) return 0;
  try {
    await channel.send(claimed.map(({ text }) => text));
  } catch (error) {
    for (const item of claimed) await releaseFromDigest(item, at);
    throw error;
  }
  count('notificationsEmailed', claimed.length);
  logger.warn('notifications waited too long for Telegram: e-mailed to the operators in a digest', {
    count: claimed.length,
    oldest: String(claimed[0]!.item.createdAt),
  });
  return claimed.length;
}
