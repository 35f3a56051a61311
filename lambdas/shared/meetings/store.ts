import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { MANAGER_SLOTS_INDEX, MEETING_WORK_INDEX } from '../../tables';
import { documentClient, isConditionalCheckFailed, putIfAbsent, tableName } from '../dynamodb';
import { uuidOfName } from '../name-based-uuid';
import type { MeetingRecord, SlotClaim } from '../records/meeting';
import type { Interval } from './slots';

/**
 * The meetings table: a meeting's record, the claim of each booked time, and the conditional writes
 * that keep a time booked once and a link's change applied once.
 */

const DAY_MS = 24 * 60 * 60_000;

export const meetingKey = (meetingId: string): MeetingRecord['id'] => `meeting#${meetingId}`;

/** A booking's meeting id, from its idempotency key: the same booking sent again is the same meeting. */
export const meetingIdFor = (idempotencyKey: string): string => uuidOfName(`meeting:${idempotencyKey.toLowerCase()}`);
export const slotKey = (managerId: string, start: string): SlotClaim['id'] => `slot#${managerId}#${start}`;

export async function findMeeting(meetingId: string): Promise<MeetingRecord | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName('meetings'), Key: { id: meetingKey(meetingId) }, ConsistentRead: true }));
  return Item as MeetingRecord | undefined;
}

/**
 * Claims a manager's time for a meeting: written only where no claim is, so of two visitors racing
 * for it, one gets it and the other is told it is taken. The claim outlives the meeting by a day.
 */
export async function claimSlot(managerId: string, start: string, end: string, meetingId: string): Promise<boolean> {
  const claim: SlotClaim = {
    id: slotKey(managerId, start),
    meetingId,
    slotManager: managerId,
    slotStart: start,
    expiresAt: Math.floor((Date.parse(end) + DAY_MS) / 1000),
  };
  return putIfAbsent('meetings', claim as unknown as Record<string, unknown>);
}

/** Gives a time back (a cancellation, a move, a booking that failed after its claim): only the claim this meeting holds. */
export async function releaseSlot(managerId: string, start: string, meetingId: string): Promise<void> {
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: tableName('meetings'),
        Key: { id: slotKey(managerId, start) },
        ConditionExpression: 'meetingId = :meeting',
        ExpressionAttributeValues: { ':meeting': meetingId },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

/** The times a manager holds from `from` to `to` (epoch ms), as intervals of `minutes`. */
export async function claimedSlots(managerId: string, from: number, to: number, minutes: number): Promise<Interval[]> {
  const intervals: Interval[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName('meetings'),
        IndexName: MANAGER_SLOTS_INDEX.indexName,
        KeyConditionExpression: 'slotManager = :manager AND slotStart BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':manager': managerId, ':from': new Date(from).toISOString(), ':to': new Date(to).toISOString() },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) {
      const start = Date.parse(String(item.slotStart));
      intervals.push({ start, end: start + minutes * 60_000 });
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return intervals;
}

export async function storeMeeting(record: MeetingRecord): Promise<boolean> {
  return putIfAbsent('meetings', record as unknown as Record<string, unknown>);
}

/**
 * Applies a change to the meeting as it was at `version`, booked: false when it has changed since
 * (moved or cancelled by another link or another tab), and nothing is written.
 */
export async function changeMeeting(meetingId: string, version: number, set: Readonly<Record<string, unknown>>): Promise<MeetingRecord | undefined> {
  const names = Object.keys(set);
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName('meetings'),
        Key: { id: meetingKey(meetingId) },
        UpdateExpression: `SET ${names.map((_, index) => `#f${index} = :v${index}`).join(', ')}`,
        ConditionExpression: '#version = :version AND #status = :booked',
        ExpressionAttributeNames: { ...Object.fromEntries(names.map((name, index) => [`#f${index}`, name])), '#version': 'version', '#status': 'status' },
        ExpressionAttributeValues: { ...Object.fromEntries(names.map((name, index) => [`:v${index}`, set[name]])), ':version': version, ':booked': 'booked' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as MeetingRecord;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return undefined;
    throw error;
  }
}

/** Meetings whose work is due at `now`, oldest first. */
export async function dueMeetings(now: number, limit = 25): Promise<MeetingRecord[]> {
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName('meetings'),
      IndexName: MEETING_WORK_INDEX.indexName,
      KeyConditionExpression: 'workStatus = :due AND workAfter <= :now',
      ExpressionAttributeValues: { ':due': 'due', ':now': now },
      Limit: limit,
    }),
  );
  return (Items ?? []) as MeetingRecord[];
}

/**
 * Takes a meeting's work until `leaseUntil`, or undefined when it is not due or someone else holds
 * it; the lease's end is the claim's token for `settleWork`.
 */
export async function claimWork(meetingId: string, now: number, leaseUntil: number): Promise<MeetingRecord | undefined> {
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName('meetings'),
        Key: { id: meetingKey(meetingId) },
        UpdateExpression: 'SET workAfter = :lease',
        ConditionExpression: 'workStatus = :due AND workAfter <= :now',
        ExpressionAttributeValues: { ':lease': leaseUntil, ':due': 'due', ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as MeetingRecord;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return undefined;
    throw error;
  }
}

/**
 * Writes what the work did under the lease: the calendar's and the mail's versions, the reminder,
 * and when work is next due (`next`), or that none is left. Refused (false) when the lease was lost.
 */
export async function settleWork(
  meetingId: string,
  leaseUntil: number,
  done: Readonly<Record<string, unknown>>,
  next: number | undefined,
  remove: readonly string[] = [],
): Promise<boolean> {
  const fields = Object.entries(done);
  const sets = fields.map(([,], index) => `#d${index} = :d${index}`);
  const removals = [...remove.map((_, index) => `#r${index}`)];
  if (next === undefined) removals.push('workStatus', 'workAfter');
  else sets.push('workAfter = :next');
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('meetings'),
        Key: { id: meetingKey(meetingId) },
        UpdateExpression: `${sets.length ? `SET ${sets.join(', ')}` : ''}${removals.length ? ` REMOVE ${removals.join(', ')}` : ''}`,
        ConditionExpression: 'workStatus = :due AND workAfter = :lease',
        ExpressionAttributeNames: {
          ...Object.fromEntries(fields.map(([name], index) => [`#d${index}`, name])),
          ...Object.fromEntries(remove.map((name, index) => [`#r${index}`, name])),
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(fields.map(([, value], index) => [`:d${index}`, value])),
          ':due': 'due',
          ':lease': leaseUntil,
          ...(next !== undefined && { ':next': next }),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Writes a notice (an outbox item), once. */
export async function putNotice(notice: Record<string, unknown>): Promise<void> {
  await documentClient()
    .send(new PutCommand({ TableName: tableName('meetings'), Item: notice, ConditionExpression: 'attribute_not_exists(id)' }))
    .catch((error: unknown) => {
      if (!isConditionalCheckFailed(error)) throw error;
    });
}
