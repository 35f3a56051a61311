import { describe, expect, it } from 'vitest';
import type { MeetingManager } from '@site/model';
import { inVisitorDay, inVisitorZone, isClear, isWorkingStart, offeredTimes, workingStarts, type ManagerAgenda } from '../slots';

const POLICY = { minutes: 30, stepMinutes: 30, noticeMinutes: 120, bufferMinutes: 15, workingDaysAhead: 5 } as const;
const WEEKDAYS = [1, 2, 3, 4, 5] as const;

const manager = (id: string, timeZone: string, from: string, to: string): MeetingManager => ({
  id,
  name: { en: id, ru: id, uk: id, pl: id },
  email: `${id}@example.com`,
  languages: ['en'],
  language: 'en',
  timeZone,
  hours: { days: WEEKDAYS, from, to },
  calendar: { provider: 'google', calendarId: `${id}@example.com` },
  room: `https://meet.example.com/${id}`,
});

const kyiv = manager('kyiv', 'Europe/Kyiv', '09:00', '18:00');
const warsaw = manager('warsaw', 'Europe/Warsaw', '09:00', '17:00');
const almaty = manager('almaty', 'Asia/Almaty', '10:00', '19:00');

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const agenda = (who: MeetingManager, busy: { start: string; end: string }[] = [], meetings = 0): ManagerAgenda => ({
  manager: who,
  busy: busy.map((interval) => ({ start: at(interval.start), end: at(interval.end) })),
  meetings,
});

describe('working starts across summer time', () => {
  it('starts a Kyiv day at 09:00 on both sides of the spring change (UTC+2 on Friday, UTC+3 on Monday)', () => {
    // Summer time begins in Ukraine on Sunday 29 March 2026.
    const starts = workingStarts(kyiv, at('2026-03-27T05:00:00Z'), POLICY).map(iso);
    expect(starts[0]).toBe('2026-03-27T07:00:00.000Z');
    expect(starts).toContain('2026-03-27T15:30:00.000Z');
    expect(starts).not.toContain('2026-03-27T16:00:00.000Z');
    expect(starts).toContain('2026-03-30T06:00:00.000Z');
    expect(starts).not.toContain('2026-03-30T05:30:00.000Z');
    // No weekend day is a working day: Friday, then Monday to Thursday.
    expect(new Set(starts.map((start) => start.slice(0, 10)))).toEqual(new Set(['2026-03-27', '2026-03-30', '2026-03-31', '2026-04-01', '2026-04-02']));
    expect(starts).toHaveLength(5 * 18);
  });

  it('starts a Warsaw day at 09:00 on both sides of the autumn change (UTC+2 on Friday, UTC+1 on Monday)', () => {
    // Summer time ends in Poland on Sunday 25 October 2026.
    const starts = workingStarts(warsaw, at('2026-10-23T04:00:00Z'), POLICY).map(iso);
    expect(starts[0]).toBe('2026-10-23T07:00:00.000Z');
    expect(starts).toContain('2026-10-26T08:00:00.000Z');
    expect(starts).not.toContain('2026-10-26T07:30:00.000Z');
    expect(starts.filter((start) => start.startsWith('2026-10-26')).at(-1)).toBe('2026-10-26T15:30:00.000Z');
  });

  it('keeps Almaty at UTC+5 all year, with no change of its own', () => {
    for (const day of ['2026-01-14', '2026-07-15']) {
      const starts = workingStarts(almaty, at(`${day}T00:00:00Z`), POLICY).map(iso);
      expect(starts[0]).toBe(`${day}T05:00:00.000Z`);
      expect(starts.filter((start) => start.startsWith(day)).at(-1)).toBe(`${day}T13:30:00.000Z`);
    }
  });

  it('does not count a day whose hours are over among the next working days', () => {
    // Friday 17:45 in Kyiv: the next five working days are Monday to Friday of the next week.
    const starts = workingStarts(kyiv, at('2026-11-27T15:45:00Z'), POLICY).map(iso);
    expect(starts[0]).toBe('2026-11-30T07:00:00.000Z');
    expect(new Set(starts.map((start) => start.slice(0, 10))).size).toBe(5);
  });
});

describe('offered times', () => {
  it('offers nothing sooner than the notice', () => {
    // 08:10 in Kyiv (UTC+2 in November): two hours' notice leaves 10:30 as the first time.
    const times = offeredTimes([agenda(kyiv)], at('2026-11-25T06:10:00Z'), POLICY);
    expect(iso(times[0]!.start)).toBe('2026-11-25T08:30:00.000Z');
  });

  it('keeps the buffers around what the calendar holds', () => {
    const busy = [{ start: '2026-11-30T09:00:00Z', end: '2026-11-30T10:00:00Z' }];
    const starts = offeredTimes([agenda(kyiv, busy)], at('2026-11-28T10:00:00Z'), POLICY).map((time) => iso(time.start));
    // 11:00–12:00 Kyiv is busy: 10:30 would end at the busy start, 12:00 start at its end; the buffers need 15 minutes.
    expect(starts).toContain('2026-11-30T08:00:00.000Z');
    expect(starts).not.toContain('2026-11-30T08:30:00.000Z');
    expect(starts).not.toContain('2026-11-30T09:30:00.000Z');
    expect(starts).not.toContain('2026-11-30T10:00:00.000Z');
    expect(starts).toContain('2026-11-30T10:30:00.000Z');
    expect(isClear(at('2026-11-30T10:15:00Z'), [{ start: at('2026-11-30T09:00:00Z'), end: at('2026-11-30T10:00:00Z') }], POLICY)).toBe(true);
  });

  it('offers a time once, with every manager free at it, and takes turns between managers of the same load', () => {
    const colleague = manager('kyiv-2', 'Europe/Kyiv', '09:00', '18:00');
    const times = offeredTimes([agenda(kyiv), agenda(colleague)], at('2026-11-28T10:00:00Z'), POLICY);
    expect(new Set(times.map((time) => time.start)).size).toBe(times.length);
    const firsts = times.slice(0, 4).map((time) => time.managers[0]);
    expect(times[0]!.managers).toHaveLength(2);
    expect(new Set(firsts)).toEqual(new Set(['kyiv', 'kyiv-2']));
    expect(firsts[0]).not.toBe(firsts[1]);
  });

  it('puts the manager with fewer meetings first', () => {
    const colleague = manager('kyiv-2', 'Europe/Kyiv', '09:00', '18:00');
    const times = offeredTimes([agenda(kyiv, [], 3), agenda(colleague, [], 1)], at('2026-11-28T10:00:00Z'), POLICY);
    expect(times.every((time) => time.managers[0] === 'kyiv-2')).toBe(true);
  });

  it('merges managers in different zones into one list in order', () => {
    const times = offeredTimes([agenda(kyiv), agenda(almaty), agenda(warsaw)], at('2026-11-28T10:00:00Z'), POLICY);
    const starts = times.map((time) => time.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    // Monday 30 November: Almaty opens at 05:00 UTC, Kyiv at 07:00, Warsaw at 08:00.
    expect(iso(times[0]!.start)).toBe('2026-11-30T05:00:00.000Z');
    expect(times.find((time) => iso(time.start) === '2026-11-30T08:00:00.000Z')!.managers).toHaveLength(3);
  });

  it('knows a time outside the hours or too soon is no working start', () => {
    const now = at('2026-11-28T10:00:00Z');
    expect(isWorkingStart(kyiv, at('2026-11-30T07:00:00Z'), now, POLICY)).toBe(true);
    expect(isWorkingStart(kyiv, at('2026-11-30T06:30:00Z'), now, POLICY)).toBe(false);
    expect(isWorkingStart(kyiv, at('2026-11-30T07:15:00Z'), now, POLICY)).toBe(false);
    expect(isWorkingStart(kyiv, at('2026-11-28T12:00:00Z'), now, POLICY)).toBe(false);
  });
});

describe("the visitor's clock", () => {
  it('shows a Kyiv morning as an Almaty afternoon in winter and in summer', () => {
    const winter = inVisitorZone(offeredTimes([agenda(kyiv)], at('2026-01-10T00:00:00Z'), POLICY), 'Asia/Almaty');
    expect(winter[0]!.date).toBe('2026-01-12');
    expect(winter[0]!.times[0]).toEqual({ start: '2026-01-12T07:00:00.000Z', time: '12:00' });
    const summer = inVisitorZone(offeredTimes([agenda(kyiv)], at('2026-07-11T00:00:00Z'), POLICY), 'Asia/Almaty');
    expect(summer[0]!.times[0]).toEqual({ start: '2026-07-13T06:00:00.000Z', time: '11:00' });
  });

  it("groups times by the visitor's day, which may not be the manager's", () => {
    const days = inVisitorZone(offeredTimes([agenda(kyiv)], at('2026-11-28T10:00:00Z'), POLICY), 'Pacific/Auckland');
    // Monday 09:00 in Kyiv is Monday 20:00 in Auckland; Monday 13:00 in Kyiv is already Tuesday there.
    expect(days[0]!.date).toBe('2026-11-30');
    expect(days[0]!.times[0]!.time).toBe('20:00');
    expect(days[1]!.date).toBe('2026-12-01');
    expect(days[1]!.times[0]!.time).toBe('00:00');
  });

  it('reads a Warsaw time in Kyiv an hour later on both sides of the change', () => {
    const days = inVisitorZone(offeredTimes([agenda(warsaw)], at('2026-10-22T18:00:00Z'), POLICY), 'Europe/Kyiv');
    expect(days.find((day) => day.date === '2026-10-23')!.times[0]!.time).toBe('10:00');
    expect(days.find((day) => day.date === '2026-10-26')!.times[0]!.time).toBe('10:00');
  });
});

describe("the visitor's day", () => {
  it('offers a London visitor no time before 08:00 on their clock: an Almaty morning is night in London, and the first time is the soonest that suits both sides', () => {
    const times = offeredTimes([agenda(almaty), agenda(kyiv)], at('2026-11-29T12:00:00Z'), POLICY);
    // Without the visitor's day, Almaty's 10:00 is offered as London's 05:00.
    expect(inVisitorZone(times, 'Europe/London')[0]!.times[0]!.time).toBe('05:00');
    const days = inVisitorZone(inVisitorDay(times, 'Europe/London', POLICY.minutes), 'Europe/London');
    expect(days[0]!.times[0]).toEqual({ start: '2026-11-30T08:00:00.000Z', time: '08:00' });
    const offered = days.flatMap((day) => day.times.map((time) => time.time));
    expect(offered.every((time) => time >= '08:00' && time <= '21:30')).toBe(true);
  });

  it('keeps every time for a visitor whose day none of them falls in, so they still have a choice', () => {
    const nights = manager('nights', 'Europe/Kyiv', '01:00', '03:00');
    const times = offeredTimes([agenda(nights)], at('2026-11-29T12:00:00Z'), POLICY);
    expect(times.length).toBeGreaterThan(0);
    expect(inVisitorDay(times, 'Europe/London', POLICY.minutes)).toEqual(times);
  });
});
