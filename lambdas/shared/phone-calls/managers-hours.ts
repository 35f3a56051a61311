import type { MorningCallReason } from '@site/contracts';
import { managersSpeaking, type Language, type MeetingManager } from '@site/model';
import { daysAfter, instantAt, wallClockAt, weekdayOf, type WallClock } from '../meetings/wall-clock';
import { readSetting } from '../read-settings';
import { isNightIn, nextMorningIn } from './callee-time';

/**
 * The managers' working hours, for the call a lead form's thank-you page offers: within them Lumi
 * rings at once; outside them (an evening, a weekend) the page offers the call at the start of the
 * next working morning of the managers who speak the page's language, when a manager can follow it
 * up, booked as a night's call is (`LEAD_CALL_HOURS`: `managers`, or `always` to ring at any hour).
 */

const clockOf = (day: WallClock, hhmm: string): WallClock => {
  const [hour, minute] = hhmm.split(':').map(Number) as [number, number];
  return { ...day, hour, minute };
};

/** Whether the lead calls wait for the managers' hours (`LEAD_CALL_HOURS`). */
function keepsManagersHours(): boolean {
  const raw = readSetting('leadCallHours');
  if (raw !== 'managers' && raw !== 'always') throw new Error(`LEAD_CALL_HOURS must be managers or always, not '${raw}'`);
  return raw === 'managers';
}

/** `manager`'s working day that `offset` days from `now` (in their zone) starts and ends, or undefined on a day off. */
function workingDay(manager: MeetingManager, now: number, offset: number): { readonly from: number; readonly to: number } | undefined {
  const day = daysAfter(wallClockAt(now, manager.timeZone), offset);
  if (!(manager.hours.days as readonly number[]).includes(weekdayOf(day))) return undefined;
  const from = instantAt(clockOf(day, manager.hours.from), manager.timeZone);
  const to = instantAt(clockOf(day, manager.hours.to), manager.timeZone);
  return from === undefined || to === undefined ? undefined : { from, to };
}

/**
 * When a lead's call asked for at `now` should ring instead of at once: undefined while a manager
 * who speaks `lang` is at work; else the start of the soonest working morning of one of them, moved
 * to the morning where the number rings (`zone`) when that start is night there.
 */
export function leadCallWait(lang: Language, zone: string, now: number): number | undefined {
  if (!keepsManagersHours()) return undefined;
  const managers = managersSpeaking(lang);
  let soonest: number | undefined;
  for (const manager of managers) {
    // A week holds every working day once; a day past its hours starts no morning.
    for (let offset = 0; offset <= 7; offset += 1) {
      const day = workingDay(manager, now, offset);
      if (!day || day.to <= now) continue;
      if (day.from <= now) return undefined;
      soonest = soonest === undefined ? day.from : Math.min(soonest, day.from);
      break;
    }
  }
  if (soonest === undefined) return undefined;
  return isNightIn(zone, soonest) ? nextMorningIn(zone, soonest) : soonest;
}

/**
 * When a lead's call, asked for on its thank-you page at `now`, would ring instead of at once, and
 * why: night where the number rings (`zone`), or no manager who speaks `lang` at work; undefined when
 * it would ring at once. The leads function tells the thank-you page this with the lead, so the page
 * offers the morning before the first tap; the phone-call function applies the same rule to the call.
 */
export function leadCallMorning(lang: Language, zone: string, now: number): { readonly at: number; readonly reason: MorningCallReason } | undefined {
  if (isNightIn(zone, now)) return { at: nextMorningIn(zone, now), reason: 'night_in_callee_zone' };
  const at = leadCallWait(lang, zone, now);
  return at === undefined ? undefined : { at, reason: 'outside_managers_hours' };
}
