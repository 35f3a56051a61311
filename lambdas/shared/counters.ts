import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, isConditionalCheckFailed, tableName } from './dynamodb';

/**
 * Allowances every container must agree on, counted in the control table, one small item per
 * counter and window: they outlive a container and are seen by all of them, where a module variable
 * would not be (the channel's pause, the table's one switch, is `notifications/channel-pause.ts`).
 */

const DAY_MS = 24 * 60 * 60_000;

/** One unit taken from an allowance: the counter item it was counted on, and the count with it. */
export interface AllowanceUnit {
  readonly id: string;
  /** The window's count once this unit was taken: 1 for the first of the window. */
  readonly count: number;
}

/**
 * Adds one to `counter`'s count in the current window unless it has reached `cap`: the unit taken,
 * or undefined once the cap is reached. Windows are aligned to the clock: a UTC day by default, or
 * `windowMs` (then the item is named by the window's start). One conditional update, so concurrent
 * callers can never push the count past the cap. `counter` starts with one of the control table's
 * item prefixes.
 */
export async function takeFromAllowance(counter: string, cap: number, now = Date.now(), windowMs = DAY_MS): Promise<AllowanceUnit | undefined> {
  // The condition below lets a window's first unit through before its counter exists: a cap of 0 (an operator switching a door shut) gives none.
  if (cap < 1) return undefined;
  const start = Math.floor(now / windowMs) * windowMs;
  const id = allowanceItemId(counter, now, windowMs);
  try {
    const { Attributes } = await documentClient().send(
      new UpdateCommand({
        TableName: tableName('control'),
        Key: { id },
        UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expires)',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :cap',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':cap': cap, ':expires': Math.floor((start + windowMs + DAY_MS) / 1000) },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return { id, count: Number(Attributes?.count ?? 1) };
  } catch (error) {
    if (isConditionalCheckFailed(error)) return undefined;
    throw error;
  }
}

/** The item `counter`'s window holding `now` is counted on. */
export function allowanceItemId(counter: string, now: number, windowMs = DAY_MS): string {
  const iso = new Date(Math.floor(now / windowMs) * windowMs).toISOString();
  return `${counter}#${windowMs === DAY_MS ? iso.slice(0, 10) : iso}`;
}

/**
 * Puts a unit back on the day it was taken from (what it paid for did not happen); never below
 * zero, so a repeated give-back cannot raise the allowance.
 */
export async function giveBack(unit: Pick<AllowanceUnit, 'id'>): Promise<void> {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('control'),
        Key: { id: unit.id },
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
