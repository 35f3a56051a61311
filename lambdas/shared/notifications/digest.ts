import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { NOTIFY_QUEUE_INDEX, TABLES } from '../../tables';
import { documentClient, isConditionalCheckFailed, tableName } from '../dynamodb';
import { count, logger } from '../powertools';
import { openDigestChannel, type DigestChannel } from './digest-channel';
import { conditionalUpdate, keyOf, refOf, type ItemKey, type Outbox, type OutboxItem } from './outbox';
import { DIGEST_POLICY } from './policy';

/**
 * The second way to the managers (policy.ts says when): the notifications Telegram has not delivered
 * in time, e-mailed in a digest to the operators' address, each once.
 */

type Waiting = { readonly outbox: Outbox; readonly key: ItemKey; readonly createdAt: string };

/**
 * Undelivered notifications (pending, or parked for an operator) stored before `cutoff`, never
 * e-mailed and not parked by their writer (`parkedByWriter`: a voice contact no call's record confirmed),
 * oldest first: their keys and age only, read once a run, so a backlog Telegram has not taken (a day
 * of maximum-size leads) is not read in full, nor once per e-mail. Only the items a digest claims are
 * read whole, by the claim itself.
 */
async function waitingSince(outboxes: readonly Outbox[], cutoff: number, limit: number): Promise<Waiting[]> {
  const found: Waiting[] = [];
  for (const outbox of outboxes) {
    const { partitionKey, sortKey } = TABLES[outbox.table];
    const keys = [partitionKey, sortKey].flatMap((key) => (key ? [key.name] : []));
    const names = Object.fromEntries([...keys, 'createdAt'].map((name, index) => [`#a${index}`, name]));
    const byWriter = outbox.parkedByWriter && { '#byWriter': outbox.parkedByWriter.attribute };
    for (const status of ['pending', 'parked'] as const) {
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await documentClient().send(
          new QueryCommand({
            TableName: tableName(outbox.table),
            IndexName: NOTIFY_QUEUE_INDEX.indexName,
            KeyConditionExpression: 'notifyStatus = :status',
            FilterExpression: `attribute_not_exists(emailedAt)${byWriter ? ' AND attribute_not_exists(#byWriter)' : ''} AND createdAt <= :cutoff`,
            ProjectionExpression: Object.keys(names).join(', '),
            ExpressionAttributeNames: { ...names, ...byWriter },
            ExpressionAttributeValues: { ':status': status, ':cutoff': new Date(cutoff).toISOString() },
            ExclusiveStartKey: startKey,
          }),
        );
        for (const item of page.Items ?? []) found.push({ outbox, key: keyOf(outbox, item), createdAt: String(item.createdAt) });
        startKey = page.LastEvaluatedKey;
      } while (startKey);
    }
  }
  return found.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).slice(0, limit);
}

/** Marks an item as e-mailed at `at` and reads it, unless it was e-mailed or delivered meanwhile (then null). */
async function claimForDigest({ outbox, key }: Waiting, at: string): Promise<OutboxItem | null> {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(outbox.table),
        Key: key,
        UpdateExpression: 'SET emailedAt = :at',
        ConditionExpression: 'attribute_not_exists(emailedAt) AND notifyStatus IN (:pending, :parked)',
        ExpressionAttributeValues: { ':at': at, ':pending': 'pending', ':parked': 'parked' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return (Attributes as OutboxItem | undefined) ?? null;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return null;
    throw error;
  }
}

/** The item did not go out in this digest: it may go into the next one. */
function releaseFromDigest({ outbox, key }: Waiting, at: string): Promise<boolean> {
  return conditionalUpdate(outbox, key, {
    UpdateExpression: 'REMOVE emailedAt',
    ConditionExpression: 'emailedAt = :at',
    ExpressionAttributeValues: { ':at': at },
  });
}

/** The item as the channel shows it; undefined when it cannot be read into a message (the sweeper parks it). */
function rendered(candidate: Waiting, item: OutboxItem, channel: DigestChannel): string | undefined {
  try {
    return channel.render(candidate.outbox.message(item));
  } catch (error) {
    logger.error('a waiting notification cannot be rendered for the e-mail digest; left out', {
      outbox: candidate.outbox.id,
      ref: refOf(candidate.key),
      error: error as Error,
    });
    return undefined;
  }
}

/**
 * E-mails the notifications that have waited longer than the policy allows, once each, and says how
 * many went: as many e-mails as they take, each within what SNS accepts, up to the run's bound, and
 * none begun that might not end by `deadline` (epoch ms); the rest go in the next run.
 */
export async function emailWaitingNotifications(outboxes: readonly Outbox[], deadline: number, now = Date.now()): Promise<number> {
  if (!hasTimeForOneDigest(deadline)) return 0;
  const waiting = await waitingSince(outboxes, now - DIGEST_POLICY.waitedMs, DIGEST_POLICY.maxItems * DIGEST_POLICY.maxDigestsPerRun);
  if (!waiting.length) return 0;
  const channel = await openDigestChannel();
  let emailed = 0;
  let next = 0;
  for (let digest = 0; digest < DIGEST_POLICY.maxDigestsPerRun && next < waiting.length; digest += 1) {
    if (!hasTimeForOneDigest(deadline)) {
      logger.info('the e-mail digest stopped at the run’s deadline; the rest goes in the next run', { left: waiting.length - next });
      break;
    }
    const { sent, looked } = await emailOneDigest(waiting.slice(next), channel, new Date(now).toISOString());
    emailed += sent;
    next += looked;
  }
  return emailed;
}

function hasTimeForOneDigest(deadline: number): boolean {
  return Date.now() + DIGEST_POLICY.digestBudgetMs <= deadline;
}

/**
 * One e-mail of the oldest of these notifications: as many as fit (DIGEST_POLICY.maxItems and
 * maxBytes, and always the first), and how many of them it looked at. The items are marked before the
 * e-mail is sent and unmarked if it fails, so a crash in between loses an item's e-mail (Telegram
 * still delivers it), never sends it twice.
 */
async function emailOneDigest(waiting: readonly Waiting[], channel: DigestChannel, at: string): Promise<{ sent: number; looked: number }> {
  const claimed: { readonly candidate: Waiting; readonly item: OutboxItem; readonly text: string }[] = [];
  let bytes = 0;
  let looked = 0;
  for (const candidate of waiting) {
    if (claimed.length === DIGEST_POLICY.maxItems) break;
    const item = await claimForDigest(candidate, at);
    const text = item ? rendered(candidate, item, channel) : undefined;
    if (item && text === undefined) await releaseFromDigest(candidate, at);
    if (item && text !== undefined) {
      const size = Buffer.byteLength(text, 'utf8');
      if (claimed.length && bytes + size > DIGEST_POLICY.maxBytes) {
        // Over one e-mail: the first of the next one.
        await releaseFromDigest(candidate, at);
        break;
      }
      bytes += size;
      claimed.push({ candidate, item, text });
    }
    looked += 1;
  }
  if (!claimed.length) return { sent: 0, looked };
  try {
    await channel.send(claimed.map(({ text }) => text));
  } catch (error) {
    for (const { candidate } of claimed) await releaseFromDigest(candidate, at);
    throw error;
  }
  count('notificationsEmailed', claimed.length);
  logger.warn('notifications waited too long for Telegram: e-mailed to the operators in a digest', {
    count: claimed.length,
    oldest: String(claimed[0]!.item.createdAt),
  });
  return { sent: claimed.length, looked };
}
