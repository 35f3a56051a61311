import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, isConditionalCheckFailed, tableName } from './dynamodb';

/**
 * Counters and switches every container must agree on, one small item each in the control table:
 * they outlive a container and are seen by all of them, where a module variable would not be.
 */

const DAY_MS = 24 * 60 * 60_000;

/**
 * Adds one to today's (UTC) count of `counter` unless it has reached `cap`; false once it has.
 * One conditional update, so concurrent callers can never push the count past the cap.
 */
export async function takeFromDailyCap(counter: string, cap: number, now = Date.now()): Promise<boolean> {
  const day = new Date(now).toISOString().slice(0, 10);
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('control'),
        Key: { id: `${counter}#${day}` },
        UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expires)',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :cap',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':cap': cap, ':expires': Math.floor((now + 2 * DAY_MS) / 1000) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

/**
 * Counts `phone` among the phones a conversation left, unless it already holds `max` others; false
 * then. A phone is a member of a string set, so the same phone again (a retry, the widget's second
 * call) takes no new place; one conditional update, so concurrent calls cannot pass the bound. The
 * item holds phones, so it goes after two days: a contact is left during its call.
 */
export async function takeContactPlace(conversationId: string, phone: string, max: number, now = Date.now()): Promise<boolean> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('control'),
        Key: { id: `voice-contacts#${conversationId}` },
        UpdateExpression: 'ADD phones :phones SET expiresAt = if_not_exists(expiresAt, :expires)',
        ConditionExpression: 'attribute_not_exists(phones) OR contains(phones, :phone) OR size(phones) < :max',
        ExpressionAttributeValues: { ':phones': new Set([phone]), ':phone': phone, ':max': max, ':expires': Math.floor((now + 2 * DAY_MS) / 1000) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}

const CHANNEL_ITEM = { id: 'notification-channel' } as const;

/** Until when (epoch ms) nothing may be sent to the managers' chat; undefined when it is open. */
export async function channelPausedUntil(now = Date.now()): Promise<number | undefined> {
  const { Item } = await documentClient().send(new GetCommand({ TableName: tableName('control'), Key: CHANNEL_ITEM, ConsistentRead: true }));
  const until = Number(Item?.pausedUntil ?? 0);
  return until > now ? until : undefined;
}

/** Stops every sender until `until`: Telegram asked us to wait, or refuses the bot or the chat. */
export async function pauseChannel(until: number, reason: string): Promise<void> {
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName('control'),
      Key: CHANNEL_ITEM,
      UpdateExpression: 'SET pausedUntil = :until, reason = :reason',
      ExpressionAttributeValues: { ':until': until, ':reason': reason.slice(0, 500) },
    }),
  );
}
