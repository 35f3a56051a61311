import { BatchGetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, expiresAt, isConditionalCheckFailed, putIfAbsent, tableName } from '../dynamodb';
import { conditionalUpdate, dueItems, itemsWithId, keyOf, type ItemKey } from '../notifications/outbox';
import { NOTIFY_POLICY } from '../notifications/policy';
import { indexForErasure } from '../personal-data/before-storing';
import type { TakenContact, VoiceCallSummary } from '../records/voice-call';
import type { StoredVoiceContact } from '../records/voice-contact';
import { VOICE_CONTACTS_OUTBOX } from './notification';
import { VOICE_CONTACTS_STORE } from './personal-data';

/**
 * The `voice-conversations` table: voice contacts (`records/voice-contact.ts`), with their
 * notification state in the same item. Every change is one conditional write, so the webhook, the
 * widget's calls and overlapping sweeps never undo one another.
 */

/** An early copy from the widget's call: held out of the queue until the call's record confirms or rejects it; due for the sweeper's look at once. */
export async function storeEarlyCopy(
  contact: Pick<StoredVoiceContact, 'conversationId' | 'phone' | 'userName' | 'durationSeconds' | 'language'>,
  now: number,
): Promise<boolean> {
  const item: StoredVoiceContact = {
    ...contact,
    verification: 'unverified',
    verifyAttempts: 0,
    createdAt: new Date(now).toISOString(),
    expiresAt: expiresAt(now),
    notifyStatus: 'held',
    notifyAfter: now,
    notifyAttempts: 0,
  };
  return putIfAbsent('voiceContacts', { ...item, ...(await indexForErasure(VOICE_CONTACTS_STORE, item)) });
}

/**
 * Whether this conversation's contact with this phone is kept already (an early copy, or the contact its
 * record made): the widget's second call for it, or a repeat. Asked with the Query the function may
 * already make (no read of items by key is granted to it), the key whole, so it reads one item at most.
 */
export async function isKept(conversationId: string, phone: string): Promise<boolean> {
  const { Count } = await documentClient().send(
    new QueryCommand({
      TableName: tableName('voiceContacts'),
      KeyConditionExpression: 'conversationId = :id AND phone = :phone',
      ExpressionAttributeValues: { ':id': conversationId, ':phone': phone },
      Select: 'COUNT',
      ConsistentRead: true,
    }),
  );
  return (Count ?? 0) > 0;
}

/** How a contact of the call's record is settled: its verification and notification state. */
type RecordVerdict = { readonly verification: 'confirmed'; readonly leaseUntil: number } | { readonly verification: 'unsaid'; readonly reason: string };

/**
 * Makes the contact the call's record holds, or settles its early copy, named as the agent named
 * the caller, once: the item as it now is, or undefined when it was settled before (a replayed
 * webhook, a lookup after it).
 */
async function settleFromRecord(
  conversationId: string,
  taken: TakenContact,
  call: VoiceCallSummary,
  verdict: RecordVerdict,
  now: number,
): Promise<StoredVoiceContact | undefined> {
  const identity = { conversationId, phone: taken.phone, expiresAt: expiresAt(now) };
  // What the contact is and when, for the person's thread: a call of Lumi's or a conversation on the site.
  const mark = await indexForErasure(VOICE_CONTACTS_STORE, { ...identity, call, createdAt: new Date(now).toISOString() });
  const confirmed = verdict.verification === 'confirmed';
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName('voiceContacts'),
        Key: { conversationId, phone: taken.phone },
        UpdateExpression:
          'SET verification = :verification, userName = :name, #call = :call, durationSeconds = :duration, #language = :language, ' +
          'notifyStatus = :status, notifyAttempts = if_not_exists(notifyAttempts, :zero), ' +
          'createdAt = if_not_exists(createdAt, :now), expiresAt = if_not_exists(expiresAt, :expires)' +
          (confirmed ? ', notifyAfter = :due' : ', notifyError = :reason') +
          (mark.personIndexed ? ', personIndexed = :indexed' : '') +
          (mark.thread ? ', thread = if_not_exists(thread, :thread)' : '') +
          (confirmed ? ' REMOVE parkedWhileHeld, notifyError' : ' REMOVE parkedWhileHeld, notifyAfter'),
        ConditionExpression: 'attribute_not_exists(conversationId) OR verification = :unverified',
        ExpressionAttributeNames: { '#call': 'call', '#language': 'language' },
        ExpressionAttributeValues: {
          ':verification': verdict.verification,
          ':name': taken.name ?? null,
          ':call': { ...call },
          ':duration': call.durationSeconds,
          ':language': call.language ?? 'unknown',
          ':status': confirmed ? 'pending' : 'held',
          ...(confirmed ? { ':due': verdict.leaseUntil } : { ':reason': verdict.reason.slice(0, 500) }),
          ':zero': 0,
          ':now': new Date(now).toISOString(),
          ':expires': identity.expiresAt,
          ':unverified': 'unverified',
          ...(mark.personIndexed ? { ':indexed': mark.personIndexed } : {}),
          ...(mark.thread ? { ':thread': mark.thread } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes as StoredVoiceContact;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return undefined;
    throw error;
  }
}

/**
 * Makes the contact the call's record holds, or confirms the early copy of it: pending, held by the
 * caller for one lease so it can be sent at once. Undefined when it was confirmed (or settled)
 * already, so a replayed webhook or a lookup after it tells nobody twice.
 */
export function confirmContact(conversationId: string, taken: TakenContact, call: VoiceCallSummary, now: number): Promise<StoredVoiceContact | undefined> {
  return settleFromRecord(conversationId, taken, call, { verification: 'confirmed', leaseUntil: now + NOTIFY_POLICY.leaseMs }, now);
}

/**
 * Holds a contact the agent passed with a phone the visitor never said in the call (`contactsUnsaid`
 * of its record): made, or its early copy marked, `unsaid`, held with no time it falls due, so no
 * sweep sends it and no manager is told; kept for an operator to read with its call. False when it
 * was settled before.
 */
export async function holdUnsaidContact(conversationId: string, taken: TakenContact, call: VoiceCallSummary, reason: string, now: number): Promise<boolean> {
  return (await settleFromRecord(conversationId, taken, call, { verification: 'unsaid', reason }, now)) !== undefined;
}

/** The early copies of a conversation still waiting for its record (held, or parked while held). */
export async function earlyCopiesOf(conversationId: string): Promise<StoredVoiceContact[]> {
  const items = (await itemsWithId(VOICE_CONTACTS_OUTBOX, conversationId)) as unknown as StoredVoiceContact[];
  return items.filter((item) => item.verification === 'unverified');
}

/** An early copy the call's record does not show, or of a conversation that is not ours: never sent. */
export function rejectEarlyCopy(contact: StoredVoiceContact, reason: string): Promise<boolean> {
  return conditionalUpdate(VOICE_CONTACTS_OUTBOX, keyOf(VOICE_CONTACTS_OUTBOX, contact), {
    UpdateExpression: 'SET notifyStatus = :rejected, verification = :rejected, notifyError = :reason REMOVE notifyAfter, parkedWhileHeld',
    ConditionExpression: 'verification = :unverified',
    ExpressionAttributeValues: { ':rejected': 'rejected', ':reason': reason.slice(0, 500), ':unverified': 'unverified' },
  });
}

/** The held early copies due for a look at `now`. */
export function heldContactsDue(now: number): AsyncGenerator<StoredVoiceContact> {
  return dueItems(VOICE_CONTACTS_OUTBOX, now, 25, 'held') as AsyncGenerator<unknown> as AsyncGenerator<StoredVoiceContact>;
}

/** Still no record: looked at again at `retryAt`. Conditioned on the look it follows, so overlapping sweeps count one. */
export function postponeEarlyCopy(contact: StoredVoiceContact, retryAt: number, reason: string): Promise<boolean> {
  return conditionalUpdate(VOICE_CONTACTS_OUTBOX, keyOf(VOICE_CONTACTS_OUTBOX, contact), {
    UpdateExpression: 'SET notifyAfter = :after, notifyError = :reason ADD verifyAttempts :one',
    ConditionExpression: 'notifyStatus = :held AND notifyAfter = :seen',
    ExpressionAttributeValues: { ':after': retryAt, ':reason': reason.slice(0, 500), ':one': 1, ':held': 'held', ':seen': contact.notifyAfter ?? 0 },
  });
}

/** No record for too long: parked for an operator (alarmed), never dropped; a replay holds it again. */
export function parkEarlyCopy(contact: StoredVoiceContact, now: number, reason: string): Promise<boolean> {
  return conditionalUpdate(VOICE_CONTACTS_OUTBOX, keyOf(VOICE_CONTACTS_OUTBOX, contact), {
    UpdateExpression: 'SET notifyStatus = :parked, notifyAfter = :now, notifyError = :reason, parkedWhileHeld = :true',
    ConditionExpression: 'notifyStatus = :held AND notifyAfter = :seen',
    ExpressionAttributeValues: {
      ':parked': 'parked',
      ':now': now,
      ':reason': reason.slice(0, 500),
      ':true': true,
      ':held': 'held',
      ':seen': contact.notifyAfter ?? 0,
    },
  });
}

/** Whether a manager was told of each of these contacts (by Telegram or the e-mail digest), read by key: a missing one was not. */
export async function toldOf(keys: readonly ItemKey[]): Promise<Map<string, boolean>> {
  const told = new Map(keys.map((key) => [`${key.conversationId}/${key.phone}`, false]));
  const table = tableName('voiceContacts');
  for (let start = 0; start < keys.length; start += 100) {
    let pending: Record<string, unknown>[] = keys.slice(start, start + 100);
    for (let round = 0; pending.length && round < 3; round += 1) {
      const answer = await documentClient().send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ProjectionExpression: 'conversationId, phone, notifyStatus, emailedAt' } } }),
      );
      for (const item of answer.Responses?.[table] ?? []) {
        told.set(`${String(item.conversationId)}/${String(item.phone)}`, item.notifyStatus === 'sent' || typeof item.emailedAt === 'string');
      }
      pending = answer.UnprocessedKeys?.[table]?.Keys ?? [];
    }
    if (pending.length) throw new Error(`DynamoDB left ${pending.length} voice-conversations keys unprocessed`);
  }
  return told;
}
