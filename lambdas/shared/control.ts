import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CONTROL_ITEMS } from '../tables';
import { documentClient, isConditionalCheckFailed, tableName } from './dynamodb';

/**
 * Counters and switches every container must agree on, one small item each in the control table:
 * they outlive a container and are seen by all of them, where a module variable would not be.
 */

const DAY_MS = 24 * 60 * 60_000;

/** One unit taken from a day's allowance: the counter item it was counted on. */
export interface DailyUnit {
  readonly id: string;
}

/**
 * Adds one to today's (UTC) count of `counter` unless it has reached `cap`: the unit taken, or
 * undefined once the cap is reached. One conditional update, so concurrent callers can never push
 * the count past the cap. `counter` starts with one of the control table's item prefixes.
 */
export async function takeFromDailyCap(counter: string, cap: number, now = Date.now()): Promise<DailyUnit | undefined> {
  const day = new Date(now).toISOString().slice(0, 10);
  const unit: DailyUnit = { id: `${counter}#${day}` };
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('control'),
        Key: unit,
        UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expires)',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :cap',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':cap': cap, ':expires': Math.floor((now + 2 * DAY_MS) / 1000) },
      }),
    );
    return unit;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return undefined;
    throw error;
  }
}

/**
 * Puts a unit back on the day it was taken from (what it paid for did not happen); never below
 * zero, so a repeated give-back cannot raise the allowance.
 */
export async function giveBack(unit: DailyUnit): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('control'),
        Key: unit,
        UpdateExpression: 'ADD #count :minusOne',
        ConditionExpression: '#count > :zero',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionalCheckFailed(error)) throw error;
  }
}

const CHANNEL_ITEM = { id: CONTROL_ITEMS.notificationChannel } as const;

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
