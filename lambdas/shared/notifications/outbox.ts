import { QueryCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { NOTIFY_QUEUE_INDEX, TABLES, type TableId } from '../../tables';
import { documentClient, isConditionalCheckFailed, keyOfItem, tableName } from '../dynamodb';
import { maskPersonalData } from '../mask';
import { TELEGRAM_MESSAGE_IDS, UNANSWERED_SENDS, type NotifyState } from '../records/notify-state';
import type { ManagerMessage } from './messages';
import { NOTIFY_POLICY } from './policy';

/**
 * The operations on an outbox (records/notify-state.ts says what the state is): a claim, a delivery
 * mark, a reschedule, each a conditional update of the item's state, so none of them race.
 */

/** An item of an outbox: whatever its writer stored, with its notification state (or a state of the writer's own). */
export type OutboxItem = Record<string, unknown> & Omit<NotifyState, 'notifyStatus'> & { readonly notifyStatus: NotifyState['notifyStatus'] | (string & {}) };

/**
 * A table whose items carry their own notification, and how an item reads to a manager. Each
 * feature declares its own (`leads/notification.ts`, `voice/notification.ts`); a function passes
 * only the outboxes it writes or sends from, so it bundles no other feature's messages.
 */
export interface Outbox {
  /** How the log and the operator commands name it. */
  readonly id: string;
  readonly table: TableId;
  /** Items come back from DynamoDB untyped; an outbox holds only items its own feature wrote. */
  readonly message: (item: OutboxItem) => ManagerMessage;
  /**
   * Items its writer parked itself, never claimed for delivery, carry `attribute`: the digest leaves
   * them out, and a replay gives them back to the writer in `status` rather than send them.
   */
  readonly parkedByWriter?: { readonly attribute: string; readonly status: string };
}

/**
 * The state a notification is written with: pending, and held by its writer for one lease, so the
 * API function can send it at once without a claim. Should the function die first, the item
 * falls due for the sweeper when the lease ends.
 */
export function newNotification(now: number): NotifyState {
  return { notifyStatus: 'pending', notifyAfter: now + NOTIFY_POLICY.leaseMs, notifyAttempts: 0 };
}

export type ItemKey = Record<string, string>;

export function keyOf(outbox: Outbox, item: Record<string, unknown>): ItemKey {
  return keyOfItem(outbox.table, item);
}

/** How an item is named in the log: its key, with a phone (a voice contact's sort key) masked. */
export function refOf(key: ItemKey): string {
  return maskPersonalData(Object.values(key).join('/'));
}

/**
 * Takes an item due at `now` for delivery until `leaseUntil`, or returns null when it is not due
 * or someone else holds it. The lease end doubles as the claim's token for the follow-up update.
 */
export async function claim(outbox: Outbox, key: ItemKey, now: number, leaseUntil: number): Promise<OutboxItem | null> {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName(outbox.table),
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

const APPEND_MESSAGE_ID = `${TELEGRAM_MESSAGE_IDS} = list_append(if_not_exists(${TELEGRAM_MESSAGE_IDS}, :none), :ids)`;

/**
 * Records the delivery, with Telegram's id of the message when it gave one (an erasure deletes the
 * message by it); false if the item was no longer pending (someone else delivered it too).
 */
export async function markSent(outbox: Outbox, key: ItemKey, now: number, messageId?: number): Promise<boolean> {
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

/**
 * A send under our lease got no answer (the wait ran out): Telegram may have put it in the chat. Noted
 * on the item, so a later send counts as a duplicate and an erasure says a message may be left.
 */
export async function noteUnansweredSend(outbox: Outbox, key: ItemKey, leaseUntil: number, at: number): Promise<boolean> {
  return conditionalUpdate(outbox, key, {
    UpdateExpression: `SET ${UNANSWERED_SENDS} = list_append(if_not_exists(${UNANSWERED_SENDS}, :none), :at)`,
    ConditionExpression: 'notifyStatus = :pending AND notifyAfter = :leaseUntil',
    ExpressionAttributeValues: { ':at': [new Date(at).toISOString()], ':none': [], ':pending': 'pending', ':leaseUntil': leaseUntil },
  });
}

/** Keeps the id of a second message about an item someone else marked sent; nothing when the item is gone (erased). */
export async function keepMessageId(outbox: Outbox, key: ItemKey, messageId: number): Promise<boolean> {
  const { partitionKey } = TABLES[outbox.table];
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
  outbox: Outbox,
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

/** Gives an item held under our lease back, due again at `retryAt`, without spending a delivery attempt: the channel was paused. */
export async function postpone(outbox: Outbox, key: ItemKey, leaseUntil: number, postponement: { retryAt: number; reason: string }): Promise<boolean> {
  return conditionalUpdate(outbox, key, {
    UpdateExpression: 'SET notifyAfter = :after, notifyError = :reason',
    ConditionExpression: 'notifyStatus = :pending AND notifyAfter = :leaseUntil',
    ExpressionAttributeValues: {
      ':after': postponement.retryAt,
      ':reason': postponement.reason.slice(0, 500),
      ':pending': 'pending',
      ':leaseUntil': leaseUntil,
    },
  });
}

/** One conditional update of an item's state; false when its condition no longer holds. */
export async function conditionalUpdate(
  outbox: Outbox,
  key: ItemKey,
  update: Pick<UpdateCommand['input'], 'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>,
): Promise<boolean> {
  try {
    await documentClient().send(new UpdateCommand({ TableName: tableName(outbox.table), Key: key, ...update }));
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

type QueuePage = { Items?: Record<string, unknown>[]; Count?: number };

/** Every page of a query on the sparse queue index. */
async function* queuePages(outbox: Outbox, query: Omit<QueryCommandInput, 'TableName' | 'IndexName' | 'ExclusiveStartKey'>): AsyncGenerator<QueuePage> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({ ...query, TableName: tableName(outbox.table), IndexName: NOTIFY_QUEUE_INDEX.indexName, ExclusiveStartKey: startKey }),
    );
    yield page;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** Items in this state (`pending`: to send; or a state of the writer's own, for it to look at) due at `now`, oldest first, page by page from the sparse queue index. */
export async function* dueItems(outbox: Outbox, now: number, pageSize = 25, status = 'pending'): AsyncGenerator<OutboxItem> {
  const pages = queuePages(outbox, {
    KeyConditionExpression: 'notifyStatus = :status AND notifyAfter <= :now',
    ExpressionAttributeValues: { ':status': status, ':now': now },
    Limit: pageSize,
  });
  for await (const page of pages) for (const item of page.Items ?? []) yield item as OutboxItem;
}

/**
 * How many notifications of an outbox are in a state: `pending` (due now or retrying later) is the
 * backlog; `parked` are those an operator has yet to replay.
 */
export async function countWithStatus(outbox: Outbox, status: 'pending' | 'parked'): Promise<number> {
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
export async function* parkedItems(outbox: Outbox, since = 0): AsyncGenerator<OutboxItem> {
  const pages = queuePages(outbox, {
    KeyConditionExpression: 'notifyStatus = :parked AND notifyAfter >= :since',
    ExpressionAttributeValues: { ':parked': 'parked', ':since': since },
  });
  for await (const page of pages) for (const item of page.Items ?? []) yield item as OutboxItem;
}

/** The items of an outbox with this partition key: a lead by its id, a conversation's voice contacts by its id. */
export async function itemsWithId(outbox: Outbox, id: string): Promise<OutboxItem[]> {
  const { partitionKey } = TABLES[outbox.table];
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(outbox.table),
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
 * it with the same claim and delivery marks as any other; an item its writer parked goes back to
 * the writer (`parkedByWriter`), to look at first. False when the item is not parked (any more): a
 * sent item is never touched, so a replay cannot notify twice. `requeuedAt` restarts the time a
 * writer's item waits.
 */
export async function requeueParked(outbox: Outbox, key: ItemKey, now: number): Promise<boolean> {
  const byWriter = outbox.parkedByWriter;
  const requeue = (status: string, condition = '', values: Record<string, unknown> = {}) =>
    conditionalUpdate(outbox, key, {
      UpdateExpression: `SET notifyStatus = :status, notifyAfter = :now, notifyAttempts = :zero, requeuedAt = :now${byWriter ? ' REMOVE #byWriter' : ''}`,
      ConditionExpression: `notifyStatus = :parked${condition}`,
      ...(byWriter && { ExpressionAttributeNames: { '#byWriter': byWriter.attribute } }),
      ExpressionAttributeValues: { ':status': status, ':now': now, ':zero': 0, ':parked': 'parked', ...values },
    });
  if (!byWriter) return requeue('pending');
  return (await requeue('pending', ' AND attribute_not_exists(#byWriter)')) || requeue(byWriter.status, ' AND #byWriter = :true', { ':true': true });
}
