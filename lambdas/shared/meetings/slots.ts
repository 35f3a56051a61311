import type { OfferedDay } from '@site/contracts';
import type { MeetingManager } from '@site/model';
import { dateOf, daysAfter, instantAt, timeOf, wallClockAt, weekdayOf, type WallClock } from './wall-clock';

/**
 * The times a visitor is offered: every start on the grid of each manager's working hours, over
 * their next working days, that is far enough from now, and clear (with the buffers) of everything
 * in the manager's calendar and of the meetings booked here. A time is offered once, whoever is
 * free then; the managers free at it are listed fairest first, and the booking takes the first of
 * them whose conditional write succeeds.
 */

export interface Interval {
  /** Epoch ms. */
  readonly start: number;
  readonly end: number;
}

/** What is known of one manager for the times: their busy intervals and how many meetings they hold in the horizon. */
export interface ManagerAgenda {
  readonly manager: MeetingManager;
  readonly busy: readonly Interval[];
  readonly meetings: number;
}

export interface OfferedTime {
  /** Epoch ms. */
  readonly start: number;
  /** The managers free at it, fairest first: fewest meetings in the horizon, ties taken in turn. */
  readonly managers: readonly string[];
}

export type Policy = { readonly [Key in 'minutes' | 'stepMinutes' | 'noticeMinutes' | 'bufferMinutes' | 'workingDaysAhead']: number };

const MINUTE = 60_000;

const clockOf = (day: WallClock, hhmm: string): WallClock => {
  const [hour, minute] = hhmm.split(':').map(Number) as [number, number];
  return { ...day, hour, minute };
};

/** The starts on the grid of `manager`'s working hours over their next `policy.workingDaysAhead` working days from `now`. */
export function workingStarts(manager: MeetingManager, now: number, policy: Policy): number[] {
  const starts: number[] = [];
  const today = wallClockAt(now, manager.timeZone);
  let workingDays = 0;
  // A week holds at least one working day, so this ends; the bound stops a manager who never works.
  for (let offset = 0; workingDays < policy.workingDaysAhead && offset < policy.workingDaysAhead * 7; offset += 1) {
    const day = daysAfter(today, offset);
    if (!(manager.hours.days as readonly number[]).includes(weekdayOf(day))) continue;
    const from = instantAt(clockOf(day, manager.hours.from), manager.timeZone);
    const to = instantAt(clockOf(day, manager.hours.to), manager.timeZone);
    if (from === undefined || to === undefined) continue;
    // A day whose hours are already over does not count as one of the next working days.
    if (to - policy.minutes * MINUTE < now) continue;
    workingDays += 1;
    for (let start = from; start + policy.minutes * MINUTE <= to; start += policy.stepMinutes * MINUTE) starts.push(start);
  }
  return starts;
}

/** Whether a meeting at `start` keeps the buffers around every busy interval. */
export function isClear(start: number, busy: readonly Interval[], policy: Policy): boolean {
  const end = start + policy.minutes * MINUTE;
  const buffer = policy.bufferMinutes * MINUTE;
  return busy.every((interval) => interval.end + buffer <= start || interval.start - buffer >= end);
}

/** Whether `start` is one a manager could be booked at now: on their grid, in their hours, past the notice. */
export function isWorkingStart(manager: MeetingManager, start: number, now: number, policy: Policy): boolean {
  return start >= now + policy.noticeMinutes * MINUTE && workingStarts(manager, now, policy).includes(start);
}

/** Every time offered, in order, with the managers free at it fairest first. */
export function offeredTimes(agendas: readonly ManagerAgenda[], now: number, policy: Policy): OfferedTime[] {
  const earliest = now + policy.noticeMinutes * MINUTE;
  const free = new Map<number, ManagerAgenda[]>();
  for (const agenda of agendas) {
    for (const start of workingStarts(agenda.manager, now, policy)) {
      if (start < earliest || !isClear(start, agenda.busy, policy)) continue;
      const list = free.get(start) ?? [];
      list.push(agenda);
      free.set(start, list);
    }
  }
  return [...free.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, list]) => ({ start, managers: fairestFirst(list, start, policy).map((agenda) => agenda.manager.id) }));
}

/**
 * Fewest meetings first; among equals, the order turns with each step of the grid, so two managers
 * with the same load alternate through the day rather than one taking every time.
 */
function fairestFirst(agendas: readonly ManagerAgenda[], start: number, policy: Policy): ManagerAgenda[] {
  const byId = [...agendas].sort((a, b) => a.manager.id.localeCompare(b.manager.id));
  const turn = Math.floor(start / (policy.stepMinutes * MINUTE)) % Math.max(byId.length, 1);
  const rotated = [...byId.slice(turn), ...byId.slice(0, turn)];
  return rotated.sort((a, b) => a.meetings - b.meetings);
}

/**
 * The part of the visitor's day a call may take, on their own clock: from 08:00 to 22:00. Managers in
 * Kyiv and Warsaw start at 09:00 theirs, which is 05:00 in London's winter for a manager further east.
 */
export const VISITOR_DAY = { from: '08:00', to: '22:00' } as const;

/**
 * The offered times inside the visitor's day (`VISITOR_DAY`) on their clock, soonest first as they
 * came; all of them if none is, so a visitor far from every manager still has a choice.
 */
export function inVisitorDay(times: readonly OfferedTime[], zone: string, minutes: number): OfferedTime[] {
  const inside = times.filter(({ start }) => {
    const from = wallClockAt(start, zone);
    const to = wallClockAt(start + minutes * MINUTE, zone);
    return dateOf(from) === dateOf(to) && timeOf(from) >= VISITOR_DAY.from && timeOf(to) <= VISITOR_DAY.to;
  });
  return inside.length ? inside : [...times];
}

/** A day of the visitor's clock (`YYYY-MM-DD`) and its times, as the contracts send them. */
export type VisitorDay = OfferedDay;

/** The offered times as the visitor's clock reads them, grouped by the visitor's day. */
export function inVisitorZone(times: readonly OfferedTime[], zone: string): VisitorDay[] {
  const days: VisitorDay[] = [];
  for (const { start } of times) {
    const clock = wallClockAt(start, zone);
    const date = dateOf(clock);
    let day = days.at(-1);
    if (day?.date !== date) days.push((day = { date, times: [] }));
    day.times.push({ start: new Date(start).toISOString(), time: timeOf(clock) });
  }
  return days;
}
