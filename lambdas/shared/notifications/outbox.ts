import { QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { NOTIFY_QUEUE_INDEX, TABLES } from '../../tables';
import { documentClient, isConditionalCheckFailed, keyOfItem, tableName } from '../dynamodb';
import { maskPersonalData } from '../mask';
import { OUTBOXES, type OutboxId, type OutboxItem } from './outboxes';

/**
 * The operations on an outbox (notify-state.ts says what the state is): a claim, a delivery mark,
 * a reschedule, each a conditional update of the item's state, so none of them race.
 */

export type ItemKey = Record<string, string>;

export function keyOf(outbox: OutboxId, item: Record<string, unknown>): ItemKey {
  return keyOfItem(OUTBOXES[outbox].table, item);
}

/** How an item is named in the log: its key, with a phone (a voice contact's sort key) masked. */
export function refOf(key: ItemKey): string {
  return maskPersonalData(Object.values(key).join('/'));
}

/**
 * Takes an item due at `now` for delivery until `leaseUntil`, or returns null when it is not due
 * or someone else holds it. The lease end doubles as the claim's token for the follow-up update.
 */
export async function claim(outbox: OutboxId, key: ItemKey, now: number, leaseUntil: number): Promise<OutboxItem | null> {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(OUTBOXES[outbox].table),
        Key: key,
        UpdateExpression: 'SET notifyAfter = :leaseUntil',
        ConditionExpression: 'notifyStatus = :pending AND notifyAfter <= :now',
        ExpressionAttributeValues: { ':leaseUntil': leaseUntil, ':pending': 'pending', ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return (Attributes as OutboxItem | undefined) ?? null;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return null;
    throw error;
  }
}

/** The attribute that lists the ids of the Telegram messages about an item (`personal-data/stores.ts` reads it). */
export const TELEGRAM_MESSAGE_IDS = 'telegramMessageIds';
const APPEND_MESSAGE_ID = `${TELEGRAM_MESSAGE_IDS} = list_append(if_not_exists(${TELEGRAM_MESSAGE_IDS}, :none), :ids)`;

/**
 * Records the delivery, with Telegram's id of the message when it gave one (an erasure deletes the
 * message by it); false if the item was no longer pending (someone else delivered it too).
 */
export async function markSent(outbox: OutboxId, key: ItemKey, now: number, messageId?: number): Promise<boolean> {
  return conditionalUpdate(outbox, key, {
    UpdateExpression: `SET notifyStatus = :sent, notifiedAt = :at${messageId === undefined ? '' : `, ${APPEND_MESSAGE_ID}`} REMOVE notifyAfter, notifyError`,
    ConditionExpression: 'notifyStatus = :pending',
    ExpressionAttributeValues: {
      ':sent': 'sent',
      ':at': new Date(now).toISOString(),
      ':pending': 'pending',
      ...(messageId === undefined ? {} : { ':ids': [messageId], ':none': [] }),
    },
  });
}

/** Keeps the id of a second message about an item someone else marked sent; nothing when the item is gone (erased). */
export async function keepMessageId(outbox: OutboxId, key: ItemKey, messageId: number): Promise<boolean> {
  const { partitionKey } = TABLES[OUTBOXES[outbox].table];
  return conditionalUpdate(outbox, key, {
    UpdateExpression: `SET ${APPEND_MESSAGE_ID}`,
    ConditionExpression: 'attribute_exists(#key)',
    ExpressionAttributeNames: { '#key': partitionKey.name },
    ExpressionAttributeValues: { ':ids': [messageId], ':none': [] },
  });
}

/**
 * After a failed attempt under our lease: due again at `retryAt`, or parked for an operator; a
 * parked item's `notifyAfter` is the time it was parked, which `parkedItems` reads.
 */
export async function recordFailure(
  outbox: OutboxId,
  key: ItemKey,
  leaseUntil: number,
  failure: { attempts: number; error: string; retryAt: number; park: boolean },
): Promise<boolean> {
  return conditionalUpdate(outbox, key, {
    UpdateExpression: 'SET notifyStatus = :status, notifyAfter = :after, notifyAttempts = :attempts, notifyError = :error',
    ConditionExpression: 'notifyStatus = :pending AND notifyAfter = :leaseUntil',
    ExpressionAttributeValues: {
      ':status': failure.park ? 'parked' : 'pending',
      ':after': failure.retryAt,
      ':attempts': failure.attempts,
      ':error': failure.error.slice(0, 500),
      ':pending': 'pending',
      ':leaseUntil': leaseUntil,
    },
  });
}

/**
 * The conversation's record confirmed the voice contact we hold, and says what the call was and the
 * name the agent took with the phone, which replaces the one the widget's call carried: it may be sent now.
 */
export async function markVerified(
  outbox: OutboxId,
  key: ItemKey,
  leaseUntil: number,
  call: Record<string, unknown>,
  userName: string | null,
): Promise<boolean> {
  return conditionalUpdate(outbox, key, {
    UpdateExpression: 'SET verification = :confirmed, #call = :call, userName = :userName',
    ConditionExpression: 'notifyStatus = :pending AND notifyAfter = :leaseUntil',
    ExpressionAttributeNames: { '#call': 'call' },
    ExpressionAttributeValues: { ':confirmed': 'confirmed', ':call': call, ':userName': userName, ':pending': 'pending', ':leaseUntil': leaseUntil },
  });
}

/**
 * A voice contact still awaiting its conversation's record, settled by that record whoever holds
 * it: confirmed, under the name the agent took with the phone, and held by the caller for one lease
 * (to be sent at once), or rejected. Conditioned on its state alone, so a sweeper that holds it
 * meanwhile finds its own later updates refused.
 */
export async function confirmAwaiting(
  outbox: OutboxId,
  key: ItemKey,
  call: Record<string, unknown>,
  userName: string | null,
  leaseUntil: number,
): Promise<boolean> {
  return conditionalUpdate(outbox, key, {
    UpdateExpression: 'SET verification = :confirmed, #call = :call, userName = :userName, notifyAfter = :leaseUntil',
    ConditionExpression: 'notifyStatus = :pending AND verification = :unverified',
    ExpressionAttributeNames: { '#call': 'call' },
    ExpressionAttributeValues: {
      ':confirmed': 'confirmed',
      ':call': call,
      ':userName': userName,
      ':leaseUntil': leaseUntil,
      ':pending': 'pending',
      ':unverified': 'unverified',
    },
  });
}

export async function rejectAwaiting(outbox: OutboxId, key: ItemKey, reason: string): Promise<boolean> {
  return conditionalUpdate(outbox, key, {
    UpdateExpression: 'SET notifyStatus = :rejected, verification = :rejected, notifyError = :reason REMOVE notifyAfter',
    ConditionExpression: 'notifyStatus = :pending AND verification = :unverified',
    ExpressionAttributeValues: { ':rejected': 'rejected', ':reason': reason.slice(0, 500), ':pending': 'pending', ':unverified': 'unverified' },
  });
}

/** Not a conversation of ours, or its record does not show the contact: out of the queue, never sent. */
export async function markRejected(outbox: OutboxId, key: ItemKey, leaseUntil: number, reason: string): Promise<boolean> {
  return conditionalUpdate(outbox, key, {
    UpdateExpression: 'SET notifyStatus = :rejected, verification = :rejected, notifyError = :reason REMOVE notifyAfter',
    ConditionExpression: 'notifyStatus = :pending AND notifyAfter = :leaseUntil',
    ExpressionAttributeValues: { ':rejected': 'rejected', ':reason': reason.slice(0, 500), ':pending': 'pending', ':leaseUntil': leaseUntil },
  });
}

/**
 * Gives an item held under our lease back, due again at `retryAt`, without spending a delivery
 * attempt: the channel was paused, or ElevenLabs could not be asked (then `verifyAttempts` counts up).
 */
export async function postpone(
  outbox: OutboxId,
  key: ItemKey,
  leaseUntil: number,
  postponement: { retryAt: number; reason: string; verifying?: boolean },
): Promise<boolean> {
  return conditionalUpdate(outbox, key, {
    UpdateExpression: `SET notifyAfter = :after, notifyError = :reason${postponement.verifying ? ' ADD verifyAttempts :one' : ''}`,
    ConditionExpression: 'notifyStatus = :pending AND notifyAfter = :leaseUntil',
    ExpressionAttributeValues: {
      ':after': postponement.retryAt,
      ':reason': postponement.reason.slice(0, 500),
      ':pending': 'pending',
      ':leaseUntil': leaseUntil,
      ...(postponement.verifying ? { ':one': 1 } : {}),
    },
  });
}

/** One conditional update of an item's state; false when its condition no longer holds. */
export async function conditionalUpdate(
  outbox: OutboxId,
  key: ItemKey,
  update: Pick<UpdateCommand['input'], 'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>,
): Promise<boolean> {
  try {
    await documentClient().send(new UpdateCommand({ TableName: tableName(OUTBOXES[outbox].table), Key: key, ...update }));
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

type QueuePage = { Items?: Record<string, unknown>[]; Count?: number };

/** Every page of a query on the sparse queue index. */
async function* queuePages(outbox: OutboxId, query: Omit<QueryCommandInput, 'TableName' | 'IndexName' | 'ExclusiveStartKey'>): AsyncGenerator<QueuePage> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({ ...query, TableName: tableName(OUTBOXES[outbox].table), IndexName: NOTIFY_QUEUE_INDEX.indexName, ExclusiveStartKey: startKey }),
    );
    yield page;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** Pending items due at `now`, oldest first, page by page from the sparse queue index. */
export async function* dueItems(outbox: OutboxId, now: number, pageSize = 25): AsyncGenerator<OutboxItem> {
  const pages = queuePages(outbox, {
    KeyConditionExpression: 'notifyStatus = :pending AND notifyAfter <= :now',
    ExpressionAttributeValues: { ':pending': 'pending', ':now': now },
    Limit: pageSize,
  });
  for await (const page of pages) for (const item of page.Items ?? []) yield item as OutboxItem;
}

/**
 * How many notifications of an outbox are in a state: `pending` (due now or retrying later) is the
 * backlog; `parked` are those an operator has yet to replay.
 */
export async function countWithStatus(outbox: OutboxId, status: 'pending' | 'parked'): Promise<number> {
  let count = 0;
  const pages = queuePages(outbox, {
    KeyConditionExpression: 'notifyStatus = :status',
    ExpressionAttributeValues: { ':status': status },
    Select: 'COUNT',
  });
  for await (const page of pages) count += page.Count ?? 0;
  return count;
}

/** Parked items of an outbox, oldest parking first; with `since` (epoch ms), those parked since then. */
export async function* parkedItems(outbox: OutboxId, since = 0): AsyncGenerator<OutboxItem> {
  const pages = queuePages(outbox, {
    KeyConditionExpression: 'notifyStatus = :parked AND notifyAfter >= :since',
    ExpressionAttributeValues: { ':parked': 'parked', ':since': since },
  });
  for await (const page of pages) for (const item of page.Items ?? []) yield item as OutboxItem;
}

/** The items of an outbox with this partition key: a lead by its id, a conversation's voice contacts by its id. */
export async function itemsWithId(outbox: OutboxId, id: string): Promise<OutboxItem[]> {
  const { partitionKey } = TABLES[OUTBOXES[outbox].table];
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(OUTBOXES[outbox].table),
      KeyConditionExpression: '#key = :id',
      ExpressionAttributeNames: { '#key': partitionKey.name },
      ExpressionAttributeValues: { ':id': id },
      ConsistentRead: true,
    }),
  );
  return (Items ?? []) as OutboxItem[];
}

/**
 * Puts a parked item back in the queue, due at `now`, with its attempts reset, so the sweeper sends
 * it with the same claim and delivery marks as any other. False when the item is not parked (any
 * more): a sent item is never touched, so a replay cannot notify twice. `requeuedAt` restarts the
 * time a voice contact may wait for its conversation's record.
 */
export async function requeueParked(outbox: OutboxId, key: ItemKey, now: number): Promise<boolean> {
  return conditionalUpdate(outbox, key, {
    UpdateExpression: 'SET notifyStatus = :pending, notifyAfter = :now, notifyAttempts = :zero, requeuedAt = :now',
    ConditionExpression: 'notifyStatus = :parked',
    ExpressionAttributeValues: { ':pending': 'pending', ':now': now, ':zero': 0, ':parked': 'parked' },
  });
}
