import { BatchGetCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, expiresAt, isConditionalCheckFailed, tableName } from '../dynamodb';
import { indexForErasure } from '../personal-data/before-storing';
import { count, logger } from '../powertools';
import type { StoredVoiceCall, VoiceCallFeedback } from '../records/voice-call';
import { VOICE_CALLS_STORE } from './personal-data';
import { countUnanswered } from './unanswered-questions';

/**
 * The `voice-calls` table: each conversation as ElevenLabs reported it once it ended
 * (`records/voice-call.ts` says what a record holds).
 */

/**
 * Keeps the record, under the retention TTL from when it was recorded, unless one is kept already
 * (a replayed webhook, or a lookup that came first); counts a new one. Written attribute by attribute over whatever the item holds, so the visitor's rate,
 * which may come before ElevenLabs reports the call, stays on it. A record DynamoDB still finds too large (its transcript cut to `RECORD_MAX_BYTES` should
 * prevent it) is kept in part, without its transcript, rather than not at all.
 */
export async function keepVoiceCall(call: StoredVoiceCall): Promise<boolean> {
  const item = { ...call, expiresAt: expiresAt(Date.parse(call.recordedAt)) };
  const indexed = { ...item, ...(await indexForErasure(VOICE_CALLS_STORE, item)) };
  let created: boolean;
  try {
    created = await keepUnlessKept(indexed);
  } catch (error) {
    if (!(error instanceof Error && error.name === 'ValidationException' && /size/i.test(error.message))) throw error;
    logger.error("a conversation's record was too large for DynamoDB: kept without its transcript", { conversationId: call.conversationId });
    created = await keepUnlessKept({ ...indexed, transcript: [], transcriptTruncated: true });
  }
  if (created) {
    count('voiceCalls');
    if (call.contactsConfirmed.length) count('voiceCallsWithContact');
    const failures = Object.values(call.evaluation).filter((result) => result === 'failure').length;
    if (failures) count('voiceEvaluationFailures', failures);
    countUnanswered(call);
  }
  return created;
}

/** Sets every attribute of the record unless a record (an item with its `source`) is kept already; true when it was kept now. */
async function keepUnlessKept(record: Readonly<Record<string, unknown>>): Promise<boolean> {
  const { conversationId, ...attributes } = record;
  const written = Object.entries(attributes).filter(([, value]) => value !== undefined);
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('voiceCalls'),
        Key: { conversationId },
        UpdateExpression: `SET ${written.map((_, index) => `#a${index} = :v${index}`).join(', ')}`,
        ConditionExpression: 'attribute_not_exists(#source)',
        ExpressionAttributeNames: { '#source': 'source', ...Object.fromEntries(written.map(([name], index) => [`#a${index}`, name])) },
        ExpressionAttributeValues: Object.fromEntries(written.map(([, value], index) => [`:v${index}`, value])),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** Times the first rater may change a conversation's rate after giving it. */
export const FEEDBACK_CHANGES_MAX = 3;

/**
 * Keeps the visitor's rate of a conversation on its record: on the record if it is kept, or on an
 * item of its own that the record, when ElevenLabs reports the call, is written around (such an
 * item is no record: the readers below pass it by). It expires as a record does.
 *
 * The rate is the first rater's (G5: forty likes from another network overwrote a complaint): the
 * client network (`clientNetwork`) that gave it may change it `FEEDBACK_CHANGES_MAX` times, and
 * nobody else. False when it may not.
 */
export async function rateVoiceCall(conversationId: string, feedback: VoiceCallFeedback, network: string): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('voiceCalls'),
        Key: { conversationId },
        UpdateExpression:
          'SET feedback = :feedback, feedbackNetwork = if_not_exists(feedbackNetwork, :network), expiresAt = if_not_exists(expiresAt, :expiresAt) ADD feedbackRates :one',
        ConditionExpression: 'attribute_not_exists(feedbackNetwork) OR (feedbackNetwork = :network AND feedbackRates <= :changes)',
        ExpressionAttributeValues: {
          ':feedback': feedback,
          ':network': network,
          ':one': 1,
          ':changes': FEEDBACK_CHANGES_MAX,
          ':expiresAt': expiresAt(Date.parse(feedback.at)),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/** A kept record, as opposed to an item that holds only a rate so far. */
function isRecord<T extends { readonly source?: unknown }>(item: T | undefined): item is T {
  return item?.source !== undefined;
}

/**
 * The webhook came for a conversation whose record a lookup kept first: said on the record, once,
 * so that it does not count as a conversation without its webhook. A record the webhook kept
 * itself is left alone (a replayed event changes nothing). Only a witness for the operators' gauge:
 * a failure is logged and never fails the webhook, whose record and contacts matter more.
 */
export async function noteWebhookOf(conversationId: string, now = Date.now()): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('voiceCalls'),
        Key: { conversationId },
        UpdateExpression: 'SET webhookReceivedAt = :now',
        ConditionExpression: '#source = :lookup AND attribute_not_exists(webhookReceivedAt)',
        ExpressionAttributeNames: { '#source': 'source' },
        ExpressionAttributeValues: { ':now': new Date(now).toISOString(), ':lookup': 'lookup' },
      }),
    );
  } catch (error) {
    if (isConditionalCheckFailed(error)) return;
    logger.warn('the webhook could not be noted on a record a lookup kept; the sweeper counts it as without its webhook', {
      conversationId,
      error: error as Error,
    });
  }
}

/** DynamoDB's limit of keys in one BatchGetItem. */
const BATCH_GET_MAX_KEYS = 100;
/** Rounds of asking again for the keys DynamoDB left unprocessed (throttled) before giving up. */
const BATCH_GET_ROUNDS = 3;

/** What the sweeper reads of a recent call's record: whether its webhook came, and the contacts it holds. */
export type RecordWitness = Pick<StoredVoiceCall, 'conversationId' | 'source' | 'webhookReceivedAt' | 'contactsConfirmed' | 'recordedAt'>;

/** Whether the post-call webhook brought this record: kept by it, or noted on a record a lookup kept first. */
export function webhookCame(record: Pick<RecordWitness, 'source' | 'webhookReceivedAt'>): boolean {
  return record.source === 'webhook' || !!record.webhookReceivedAt;
}

/**
 * The records of these conversations that are kept, by id. Read by key in batches (no scan), and
 * only the attributes that tell, since a record holds its whole transcript.
 */
export async function recordsOf(conversationIds: readonly string[]): Promise<Map<string, RecordWitness>> {
  const found = new Map<string, RecordWitness>();
  for (let start = 0; start < conversationIds.length; start += BATCH_GET_MAX_KEYS) {
    for (const item of await readWitnesses(conversationIds.slice(start, start + BATCH_GET_MAX_KEYS))) found.set(item.conversationId, item);
  }
  return found;
}

/** One batch: the keys DynamoDB leaves unprocessed (throttled) are asked again after a pause, a few times. */
async function readWitnesses(conversationIds: readonly string[]): Promise<RecordWitness[]> {
  const table = tableName('voiceCalls');
  const found: RecordWitness[] = [];
  let keys: Record<string, unknown>[] = conversationIds.map((conversationId) => ({ conversationId }));
  for (let round = 1; keys.length; round += 1) {
    if (round > BATCH_GET_ROUNDS) throw new Error(`DynamoDB left ${keys.length} voice-calls keys unprocessed ${BATCH_GET_ROUNDS} times`);
    if (round > 1) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** round));
    const answer = await documentClient().send(
      new BatchGetCommand({
        RequestItems: {
          [table]: {
            Keys: keys,
            ProjectionExpression: 'conversationId, #source, webhookReceivedAt, contactsConfirmed, recordedAt',
            ExpressionAttributeNames: { '#source': 'source' },
          },
        },
      }),
    );
    found.push(...((answer.Responses?.[table] ?? []) as RecordWitness[]).filter(isRecord));
    keys = answer.UnprocessedKeys?.[table]?.Keys ?? [];
  }
  return found;
}

export async function readVoiceCall(conversationId: string): Promise<StoredVoiceCall | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName('voiceCalls'), Key: { conversationId }, ConsistentRead: true }));
  const item = Item as StoredVoiceCall | undefined;
  return isRecord(item) ? item : undefined;
}
