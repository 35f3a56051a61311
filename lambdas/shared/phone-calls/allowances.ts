import type { PhoneCallRefusal } from '@site/contracts';
import { CONTROL_ITEMS } from '../../tables';
import { personalDataKey, wholeNumberSetting } from '../read-settings';
import { giveBack, takeFromAllowance, type AllowanceUnit } from '../counters';
import { personKey } from '../personal-data/person-keys';
import { onDoNotCallList } from './do-not-call';

/**
 * What "Have Lumi call me" may spend, counted in the control table like the site's other
 * allowances (`counters.ts`), so every container agrees:
 * - a client network's calls in a clock hour (`PHONE_CALLS_PER_NETWORK_PER_HOUR`), counted first and
 *   never given back: a flood spends its own network's hour, refused or not;
 * - one call a number a day (UTC), counted on the day the call rings (the morning a night request
 *   books), by a keyed hash of the number, so the table holds none in the clear;
 * - the site's calls in a clock hour (`PHONE_CALLS_PER_HOUR`), whoever asks;
 * - the day's budget of minutes (`PHONE_CALL_MINUTES_PER_DAY`): each call reserves the longest a call
 *   lasts (`PHONE_CALL_MAX_MINUTES`, which the agent enforces), so the budget is a hard stop that no
 *   call's length can overrun.
 */
const PREFIX = CONTROL_ITEMS.phoneCallsPrefix;
const HOUR_MS = 60 * 60_000;

export type Allowance = { readonly ok: true; readonly units: readonly AllowanceUnit[] } | { readonly ok: false; readonly refusal: PhoneCallRefusal };

/** A client network's call this hour. */
export async function takeNetworkCall(network: string, now = Date.now()): Promise<Allowance> {
  const unit = await takeFromAllowance(`${PREFIX}network#${network}`, wholeNumberSetting('phoneCallsPerNetworkPerHour'), now, HOUR_MS);
  return unit ? { ok: true, units: [unit] } : { ok: false, refusal: 'network_calls_spent' };
}

/** The number itself: off the do-not-call list, and its one call on the day `ringsAt` falls on. */
export async function takeNumber(e164: string, ringsAt: number): Promise<Allowance> {
  if (await onDoNotCallList(e164)) return { ok: false, refusal: 'number_not_called' };
  return takeNumberDay(e164, ringsAt);
}

/** The number's one call on the day `ringsAt` falls on. */
async function takeNumberDay(e164: string, ringsAt: number): Promise<Allowance> {
  const key = personKey({ kind: 'phone', value: e164 }, await personalDataKey());
  const unit = await takeFromAllowance(`${PREFIX}number#${key}`, 1, ringsAt);
  return unit ? { ok: true, units: [unit] } : { ok: false, refusal: 'number_called_today' };
}

/** The budget's figures: how many calls of the longest length it holds. */
export function callBudget(): { readonly minutesPerDay: number; readonly maxMinutes: number; readonly calls: number } {
  const minutesPerDay = wholeNumberSetting('phoneCallMinutesPerDay');
  const maxMinutes = Math.max(1, wholeNumberSetting('phoneCallMaxMinutes'));
  return { minutesPerDay, maxMinutes, calls: Math.floor(minutesPerDay / maxMinutes) };
}

export type Reservation =
  | { readonly ok: true; readonly units: readonly AllowanceUnit[]; readonly budgetUsedPercent: number }
  | { readonly ok: false; readonly refusal: PhoneCallRefusal };

/** The site's hour and the day's minutes for a call placed now; what was taken is given back when either refuses. */
export async function reserveCall(now = Date.now()): Promise<Reservation> {
  const hour = await takeFromAllowance(`${PREFIX}site`, wholeNumberSetting('phoneCallsPerHour'), now, HOUR_MS);
  if (!hour) return { ok: false, refusal: 'site_calls_spent' };
  const budget = callBudget();
  const minutes = await takeFromAllowance(`${PREFIX}minutes`, budget.calls, now);
  if (!minutes) {
    await giveBack(hour);
    return { ok: false, refusal: 'daily_budget_spent' };
  }
  return { ok: true, units: [hour, minutes], budgetUsedPercent: Math.round(((minutes.count * budget.maxMinutes) / budget.minutesPerDay) * 100) };
}

/** Gives back what a call that was not placed took. */
export async function giveBackAll(units: readonly AllowanceUnit[]): Promise<void> {
  await Promise.all(units.map((unit) => giveBack(unit)));
}
