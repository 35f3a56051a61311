import { GetCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { isThankYouPage, type ConversationSummary } from '@site/contracts';
import { documentClient, isConditionalCheckFailed, tableName } from '../dynamodb';
import type { TableId } from '../../tables';
import { threadOf } from '../personal-data/person-thread';
import { logger } from '../powertools';
import { numberDay } from './allowances';

/*
 * A lead's callback nobody answered tells the managers once. ElevenLabs fails such a conversation
 * and sends no post-call webhook, so the call placed from a thank-you page leaves a note in the
 * `control` table under its conversation: the call's id and the number's day, named by the keyed hash
 * of the number only. The sweeper, seeing the conversation unanswered in ElevenLabs' list, marks the
 * number's day told (naming the call) and then queues the call's own item as a notice, each a conditional write: the calls asked
 * again that day (MISSED_CALL_RETRIES) share that day's mark, so the managers hear of the series once.
 */

const NOTE_PREFIX = 'phone-calls#conversation#';
/** Longer than the sweeper looks back at conversations (about 2.5 hours). */
const NOTE_HOURS = 6;

/** The attribute the number's day is marked with once its missed call is told. */
const TOLD = 'missedCallTold';

/** What of a placed call decides whether it follows a lead: the number rung and the page it was asked from. */
export interface LeadCallPlaced {
  readonly phone: string;
  readonly pagePath: string;
}

/** Notes a lead's call just placed (a call from a thank-you page; any other leaves nothing). */
export async function followLeadCall(call: LeadCallPlaced, callId: string, conversationId: string, ringsAt: number, now = Date.now()) {
  if (!isThankYouPage(call.pagePath)) return;
  const { personKey, id } = await numberDay(call.phone, ringsAt);
  // An update, as every write of the functions to their `phone-calls#` items of the control table.
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName('control'),
      Key: { id: `${NOTE_PREFIX}${conversationId}` },
      UpdateExpression: 'SET callId = :call, personKey = :person, numberDayId = :day, expiresAt = :expires',
      ExpressionAttributeValues: { ':call': callId, ':person': personKey, ':day': id, ':expires': Math.floor(now / 1000) + NOTE_HOURS * 3600 },
    }),
  );
}

/** Nobody answered: ElevenLabs failed the call, or it ended with no time in call (as the visitor's panel reads it). */
const unanswered = (summary: ConversationSummary) => summary.status === 'failed' || (summary.status === 'done' && summary.call_duration_secs === 0);

/**
 * The sweeper's part: each unanswered conversation of a noted lead's call queues its notice, unless
 * the number's day was told already; its note is marked looked at either way (and expires). Returns how many were queued.
 */
export async function queueMissedLeadCalls(closed: readonly ConversationSummary[], now = Date.now()): Promise<number> {
  let queued = 0;
  for (const summary of closed.filter(unanswered)) {
    const noteKey = { id: `${NOTE_PREFIX}${summary.conversation_id}` };
    const { Item: note } = await documentClient().send(new GetCommand({ TableName: tableName('control'), Key: noteKey, ConsistentRead: true }));
    if (!note || note.looked) continue;
    const thread = await threadOf([String(note.personKey)], String(note.callId));
    // The number's day names the one call told of; the same call's next try (after a failed run) passes again.
    const mine = await conditionalUpdate('control', note.numberDayId, {
      UpdateExpression: `SET ${TOLD} = :call`,
      ConditionExpression: `attribute_exists(id) AND (attribute_not_exists(${TOLD}) OR ${TOLD} = :call)`,
      ExpressionAttributeValues: { ':call': note.callId },
    });
    // Its item carries the notice once (gone: erased since).
    const notice =
      mine &&
      (await conditionalUpdate('phoneCalls', note.callId, {
        UpdateExpression: 'SET notifyStatus = :pending, notifyAfter = :now, notifyAttempts = :zero, thread = :thread',
        ConditionExpression: 'attribute_exists(id) AND attribute_not_exists(notifyStatus)',
        ExpressionAttributeValues: { ':pending': 'pending', ':now': now, ':zero': 0, ':thread': thread },
      }));
    if (notice) {
      queued += 1;
      logger.info("a lead's call was not answered: the managers are told", { callId: note.callId });
    }
    await conditionalUpdate('control', noteKey.id, { UpdateExpression: 'SET looked = :true', ExpressionAttributeValues: { ':true': true } });
  }
  return queued;
}

/** An update of an item keyed by `id`; false when its condition does not hold. */
async function conditionalUpdate(
  table: TableId,
  id: string,
  update: Pick<UpdateCommandInput, 'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeValues'>,
): Promise<boolean> {
  try {
    await documentClient().send(new UpdateCommand({ TableName: tableName(table), Key: { id }, ...update }));
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
