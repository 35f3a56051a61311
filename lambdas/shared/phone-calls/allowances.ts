import type { PhoneCallRefusal } from '@site/contracts';
import { CONTROL_ITEMS } from '../../tables';
import { personalDataKey, wholeNumberSetting } from '../read-settings';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { allowanceItemId, giveBack, takeFromAllowance, type AllowanceUnit } from '../counters';
import { documentClient, tableName } from '../dynamodb';
import { personKey } from '../personal-data/person-keys';
import { onDoNotCallList } from './do-not-call';
import type { Requester } from '../client-network';

/**
 * What "Have Lumi call me" may spend, counted in the control table like the site's other
 * allowances (`counters.ts`), so every container agrees. The requester's shares first, each counted
 * on every well-formed request past the number's checks and never given back (a flood spends its
 * own share, refused or not), as the voice conversations' (`token-quota.ts`):
 * - a client network's calls in a clock hour (`PHONE_CALLS_PER_NETWORK_PER_HOUR`, an IPv4 /24 or IPv6 /56);
 * - its wider prefix's (IPv4 /16, IPv6 /48) share of the day (`WIDE_NETWORK_DAY_SHARE`);
 * - its provider's (the viewer's ASN) share of the day and of the site's hour (`PROVIDER_DAY_SHARE`,
 *   `PROVIDER_HOUR_SHARE`).
 * Then the site's, for a call placed now: its calls in a clock hour (`PHONE_CALLS_PER_HOUR`) and the
 * day's budget of minutes (`PHONE_CALL_MINUTES_PER_DAY`), each call reserving the longest a call lasts
 * (`PHONE_CALL_MAX_MINUTES`, which the agent enforces), of which a share (`RESERVED_FOR_NEW_NETWORKS`)
 * only a wider prefix's first call of the day may take. A call booked for the callee's morning takes
 * that morning's day's minutes when it is booked, and a place among the morning hour's bookings
 * (`MORNING_BOOKING_SHARE` of the site's hour): booking the evening before spends no more than asking
 * in the morning would. Last, the number's own: one call a day (UTC), by a keyed hash (`takeNumber`).
 */
const PREFIX = CONTROL_ITEMS.phoneCallsPrefix;
const HOUR_MS = 60 * 60_000;

/** The share of the day's calls one wider prefix (IPv4 /16, IPv6 /48) may ask for: 2 of 20. */
export const WIDE_NETWORK_DAY_SHARE = 0.1;
/** The share of the day's calls one provider may ask for, whatever prefixes it holds: 5 of 20, so the day takes four providers. */
export const PROVIDER_DAY_SHARE = 0.25;
/** The share of the site's hour one provider may take: 3 of 12, so three providers (three cloud accounts) cannot take the hour. */
export const PROVIDER_HOUR_SHARE = 1 / 4;
/** The share of the day's calls kept for wider prefixes that had no call today: 4 of 20. */
export const RESERVED_FOR_NEW_NETWORKS = 0.2;
/** The share of the site's hour that may be booked for one morning hour ahead: 6 of 12, so visitors of that hour keep the rest. */
export const MORNING_BOOKING_SHARE = 0.5;

/** What spending calls takes at the least: numbers, wider prefixes (/16, /48), providers (ASNs) and hours. */
export interface WhatSpends {
  readonly numbers: number;
  readonly wideNetworks: number;
  readonly providers: number;
  readonly hours: number;
}

/**
 * What it takes at the least to spend `spend` of the day's `calls` under these shares, with the site's
 * `siteHour`: a number each (one call a number a day); wider prefixes at their share each, and past
 * the part not reserved, a new prefix for each call (only a prefix's first call of the day takes the
 * reserve); providers at their day's share each; hours at the site's hour, or the providers' hours
 * when fewer. The runbook's figures are these (`infra/test/promises.test.ts`).
 */
export function whatSpends(spend: number, { calls, siteHour }: { readonly calls: number; readonly siteHour: number }): WhatSpends {
  const unreserved = calls - Math.floor(calls * RESERVED_FOR_NEW_NETWORKS);
  const perWide = Math.max(1, Math.ceil(calls * WIDE_NETWORK_DAY_SHARE));
  const perProvider = Math.max(1, Math.ceil(calls * PROVIDER_DAY_SHARE));
  const providers = Math.ceil(spend / perProvider);
  const perHour = Math.min(siteHour, providers * Math.max(1, Math.floor(siteHour * PROVIDER_HOUR_SHARE)));
  return {
    numbers: spend,
    wideNetworks: Math.ceil(Math.min(spend, unreserved) / perWide) + Math.max(0, spend - unreserved),
    providers,
    hours: Math.ceil(spend / perHour),
  };
}

/** The refusals a request is answered with: a listed number is withheld, never refused (`takeNumber`). */
export type AnsweredRefusal = Exclude<PhoneCallRefusal, 'number_not_called'>;

export type Allowance = { readonly ok: true; readonly units: readonly AllowanceUnit[] } | { readonly ok: false; readonly refusal: AnsweredRefusal };

/**
 * The requester's shares: its network's hour, its wider prefix's and its provider's day, its
 * provider's hour. `firstOfWide` says whether this is the wider prefix's first call of the day (it
 * may take the reserve).
 */
export async function takeRequesterShares(
  requester: Requester,
  now = Date.now(),
): Promise<(Allowance & { ok: true; firstOfWide: boolean }) | (Allowance & { ok: false })> {
  const { calls } = callBudget();
  const siteHour = wholeNumberSetting('phoneCallsPerHour');
  const network = await takeFromAllowance(`${PREFIX}network#${requester.network}`, wholeNumberSetting('phoneCallsPerNetworkPerHour'), now, HOUR_MS);
  if (!network) return { ok: false, refusal: 'network_calls_spent' };
  const providerHour = await takeFromAllowance(
    `${PREFIX}provider-hour#${requester.provider}`,
    Math.max(1, Math.floor(siteHour * PROVIDER_HOUR_SHARE)),
    now,
    HOUR_MS,
  );
  if (!providerHour) return { ok: false, refusal: 'network_calls_spent' };
  const wide = await takeFromAllowance(`${PREFIX}wide#${requester.wide}`, Math.max(1, Math.ceil(calls * WIDE_NETWORK_DAY_SHARE)), now);
  if (!wide) return { ok: false, refusal: 'network_day_spent' };
  const provider = await takeFromAllowance(`${PREFIX}provider#${requester.provider}`, Math.max(1, Math.ceil(calls * PROVIDER_DAY_SHARE)), now);
  if (!provider) return { ok: false, refusal: 'network_day_spent' };
  return { ok: true, units: [network, providerHour, wide, provider], firstOfWide: wide.count === 1 };
}

/** A call of the longest length out of a day's minutes: past `1 − RESERVED_FOR_NEW_NETWORKS` of them, only a wider prefix's first call. */
async function takeDayMinutes(at: number, firstOfWide: boolean): Promise<AllowanceUnit | undefined> {
  const { calls } = callBudget();
  return takeFromAllowance(`${PREFIX}minutes`, firstOfWide ? calls : calls - Math.floor(calls * RESERVED_FOR_NEW_NETWORKS), at);
}

/**
 * The number's item of the day `ringsAt` falls on (its one call, who asked, the call asked again),
 * named by the keyed hash of the number (`personKey`, the one the personal-data index files it under), never the number.
 */
export async function numberDay(e164: string, ringsAt: number): Promise<{ personKey: string; counter: string; id: string }> {
  const key = personKey({ kind: 'phone', value: e164 }, await personalDataKey());
  const counter = `${PREFIX}number#${key}`;
  return { personKey: key, counter, id: allowanceItemId(counter, ringsAt) };
}

/** The number's answer: ring it (with its day's unit), withhold the call (answered as accepted, never rung), or refuse. */
export type NumberAllowance =
  | { readonly ok: true; readonly ring: true; readonly units: readonly AllowanceUnit[] }
  | { readonly ok: true; readonly ring: false; readonly withheld: PhoneCallRefusal }
  | { readonly ok: false; readonly refusal: 'number_called_today' };

/**
 * How many times a day the network that asked for a number's call may ask again once the last call
 * ended unanswered (the phone was in a bag, the visitor was on another page): a missed ring does not
 * lock the call for the day, and a number nobody answers is still not rung all day. Each call asked
 * again spends its share of the hour, the site's hour and the day's minutes as any call does.
 */
export const MISSED_CALL_RETRIES = 2;

/**
 * What the number itself allows, for a requester's `network`: its one call on the day `ringsAt`
 * falls on. A number on the do-not-call list, or one another network asked a call of today, is
 * withheld: answered as any call accepted (`ring: false`, with the reason operators read), so the
 * form tells nobody that someone asked not to be called or that the number was rung today (I8). Only
 * the network that asked for the day's call hears `number_called_today`, unless that call ended
 * unanswered (`endedUnanswered`, asked of the call the day's item names): then it may ask again,
 * MISSED_CALL_RETRIES times a day.
 */
export async function takeNumber(
  e164: string,
  ringsAt: number,
  network: string,
  endedUnanswered: (callId: string) => Promise<boolean> = async () => false,
): Promise<NumberAllowance> {
  const { counter, id } = await numberDay(e164, ringsAt);
  const unit = await takeFromAllowance(counter, 1, ringsAt);
  if (!unit) {
    const { Item } = await documentClient().send(
      new GetCommand({ TableName: tableName('control'), Key: { id }, ProjectionExpression: 'askedBy, lastCallId, retries' }),
    );
    if (Item?.askedBy !== network) return { ok: true, ring: false, withheld: 'number_called_today' };
    const lastCallId = typeof Item.lastCallId === 'string' ? Item.lastCallId : undefined;
    if (!lastCallId || Number(Item.retries ?? 0) >= MISSED_CALL_RETRIES || !(await endedUnanswered(lastCallId))) {
      return { ok: false, refusal: 'number_called_today' };
    }
    // Once per missed call: two requests racing for the same retry take it once.
    try {
      await documentClient().send(
        new UpdateCommand({
          TableName: tableName('control'),
          Key: { id },
          UpdateExpression: 'SET retries = if_not_exists(retries, :none) + :one REMOVE lastCallId',
          ConditionExpression: 'lastCallId = :last AND (attribute_not_exists(retries) OR retries < :max)',
          ExpressionAttributeValues: { ':none': 0, ':one': 1, ':last': lastCallId, ':max': MISSED_CALL_RETRIES },
        }),
      );
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return { ok: false, refusal: 'number_called_today' };
      throw error;
    }
    if (await onDoNotCallList(e164)) return { ok: true, ring: false, withheld: 'number_not_called' };
    return { ok: true, ring: true, units: [] };
  }
  // Who asked for the day's call: only that network is told the number was called today.
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName('control'),
      Key: { id: unit.id },
      UpdateExpression: 'SET askedBy = :network',
      ExpressionAttributeValues: { ':network': network },
    }),
  );
  if (await onDoNotCallList(e164)) return { ok: true, ring: false, withheld: 'number_not_called' };
  return { ok: true, ring: true, units: [unit] };
}

/** Names the call placed or booked on the number's day, whose ending unanswered lets its network ask again (`takeNumber`). */
export async function noteNumberCall(e164: string, ringsAt: number, callId: string): Promise<void> {
  const { id } = await numberDay(e164, ringsAt);
  await documentClient().send(
    new UpdateCommand({
      TableName: tableName('control'),
      Key: { id },
      UpdateExpression: 'SET lastCallId = :call',
      ConditionExpression: 'attribute_exists(id)',
      ExpressionAttributeValues: { ':call': callId },
    }),
  );
}

/** The budget's figures: how many calls of the longest length it holds. */
export function callBudget(): { readonly minutesPerDay: number; readonly maxMinutes: number; readonly calls: number } {
  const minutesPerDay = wholeNumberSetting('phoneCallMinutesPerDay');
  const maxMinutes = Math.max(1, wholeNumberSetting('phoneCallMaxMinutes'));
  return { minutesPerDay, maxMinutes, calls: Math.floor(minutesPerDay / maxMinutes) };
}

export type Reservation =
  /** `budgetUsedPercent`: the share of the day's minutes reserved once these were, unless a booking held them before. */
  | { readonly ok: true; readonly units: readonly AllowanceUnit[]; readonly budgetUsedPercent?: number }
  | { readonly ok: false; readonly refusal: AnsweredRefusal };

function usedPercent(minutes: AllowanceUnit | undefined): number {
  const budget = callBudget();
  return minutes ? Math.round(((minutes.count * budget.maxMinutes) / budget.minutesPerDay) * 100) : 0;
}

/**
 * The site's hour and, unless a booking holds them already, the day's minutes, for a call placed now;
 * what was taken is given back when either refuses.
 */
export async function reserveCall(now = Date.now(), options: { readonly firstOfWide?: boolean; readonly minutesHeld?: boolean } = {}): Promise<Reservation> {
  const hour = await takeFromAllowance(`${PREFIX}site`, wholeNumberSetting('phoneCallsPerHour'), now, HOUR_MS);
  if (!hour) return { ok: false, refusal: 'site_calls_spent' };
  if (options.minutesHeld) return { ok: true, units: [hour] };
  const minutes = await takeDayMinutes(now, options.firstOfWide ?? false);
  if (!minutes) {
    await giveBack(hour);
    return { ok: false, refusal: 'daily_budget_spent' };
  }
  return { ok: true, units: [hour, minutes], budgetUsedPercent: usedPercent(minutes) };
}

/**
 * A place among the bookings of the morning hour `ringsAt` falls in, and that day's minutes, for a
 * call booked for the callee's morning; given back when either refuses.
 */
export async function reserveMorning(ringsAt: number, firstOfWide: boolean): Promise<Reservation> {
  const places = Math.max(1, Math.floor(wholeNumberSetting('phoneCallsPerHour') * MORNING_BOOKING_SHARE));
  const place = await takeFromAllowance(`${PREFIX}morning`, places, ringsAt, HOUR_MS);
  if (!place) return { ok: false, refusal: 'morning_calls_booked' };
  const minutes = await takeDayMinutes(ringsAt, firstOfWide);
  if (!minutes) {
    await giveBack(place);
    return { ok: false, refusal: 'daily_budget_spent' };
  }
  return { ok: true, units: [place, minutes], budgetUsedPercent: usedPercent(minutes) };
}

/** Gives back what a call that was not placed took. */
export async function giveBackAll(units: readonly AllowanceUnit[]): Promise<void> {
  await Promise.all(units.map((unit) => giveBack(unit)));
}
