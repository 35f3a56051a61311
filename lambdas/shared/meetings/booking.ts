import type { APIGatewayProxyEvent } from 'aws-lambda';
import type { MeetingChange, MeetingLinkRefusal, MeetingOrder, MeetingView, TimeUnavailableReason } from '@site/contracts';
import { managersSpeaking, meetingManager, MEETING_POLICY, type Language, type MeetingManager } from '@site/model';
import { requesterOf, type Requester } from '../client-network';
import { giveBack } from '../counters';
import { takeNetworkAllowance } from '../network-allowance';
import { expiresAt } from '../dynamodb';
import { indexForErasure } from '../personal-data/before-storing';
import { count, logger } from '../powertools';
import { meetingLinkKey, wholeNumberSetting } from '../read-settings';
import type { MeetingRecord } from '../records/meeting';
import { takeMeetingAllowances } from './allowances';
import { calendarOf } from './calendars';
import { isLinkRefusal, readMeetingLink } from './links';
import { MEETINGS_STORE } from './personal-data';
import {
  inVisitorDay,
  inVisitorZone,
  isWorkingStart,
  offeredTimes,
  workingStarts,
  type Interval,
  type ManagerAgenda,
  type OfferedTime,
  type VisitorDay,
} from './slots';
import { changeMeeting, claimedSlots, claimSlot, findMeeting, meetingIdFor, meetingKey, releaseSlot, storeMeeting } from './store';
import { doWork, reminderTime, WORK_POLICY } from './work';

/**
 * Meetings booked, moved and cancelled: the times offered from the managers' calendars and the
 * times booked here, a time claimed once, the meeting stored before anything else is tried, and
 * the calendar, the e-mail and the managers' notice after it (`work.ts`).
 */

const MINUTE = 60_000;
const DAY_MS = 24 * 60 * MINUTE;

/** How far ahead a manager's next working days may reach (a week holds at most two days off). */
const horizonEnd = (now: number) => now + (MEETING_POLICY.workingDaysAhead + 4) * DAY_MS;

/** The managers' free/busy as last read to offer times, for `MEETING_FREE_BUSY_CACHE_SECONDS`. */
const freeBusyCache = new Map<string, { readAt: number; busy: Interval[] }>();

/**
 * A manager's busy times from `now` to `to`: from the cache when offering times (many pickers opened at
 * once read each calendar once in its seconds, I7), always afresh when booking.
 */
async function busyOf(manager: MeetingManager, now: number, to: number, fresh: boolean): Promise<Interval[]> {
  const keepMs = wholeNumberSetting('meetingFreeBusyCacheSeconds') * 1000;
  const cached = freeBusyCache.get(manager.id);
  // The horizon moves by the seconds kept, within the days of slack it has past the working days.
  if (!fresh && cached && now >= cached.readAt && now - cached.readAt < keepMs) return cached.busy;
  const busy = await (await calendarOf(manager)).busy(now, to);
  freeBusyCache.set(manager.id, { readAt: now, busy });
  return busy;
}

/**
 * What is known of each manager for the times: their calendar's busy times and the times booked
 * here. Offering times, a manager whose calendar does not answer is left out, unless no calendar
 * answers; booking a time offered a moment ago (`trustClaims`), the times booked here decide for
 * them. Either way the meeting is kept and written into the calendar once it answers.
 */
async function agendasOf(managers: readonly MeetingManager[], now: number, trustClaims = false): Promise<ManagerAgenda[]> {
  const to = horizonEnd(now);
  const read = await Promise.all(
    managers.map(async (manager) => {
      const claimed = await claimedSlots(manager.id, now - MEETING_POLICY.minutes * MINUTE, to, MEETING_POLICY.minutes);
      let busy: Interval[] | undefined;
      try {
        busy = await busyOf(manager, now, to, trustClaims);
      } catch (error) {
        count('calendarUnanswered');
        logger.warn("a manager's calendar did not answer: their times are left out", { manager: manager.id, error: (error as Error).message });
      }
      return { manager, claimed, busy };
    }),
  );
  const answered = read.filter((entry) => entry.busy !== undefined);
  return (answered.length && !trustClaims ? answered : read).map(({ manager, claimed, busy }) => ({
    manager,
    busy: [...claimed, ...(busy ?? [])],
    meetings: claimed.length,
  }));
}

/** The times a visitor in `zone` may book in `lang`, on their clock; at most `limit` of them. */
export async function timesFor(lang: Language, zone: string, now = Date.now(), limit?: number): Promise<VisitorDay[]> {
  const times = inVisitorDay(offeredTimes(await agendasOf(managersSpeaking(lang), now), now, MEETING_POLICY), zone, MEETING_POLICY.minutes);
  return inVisitorZone(limit ? spreadOut(times, limit) : times, zone);
}

/** A few times to say aloud or offer in a chat: the first, and then the first of each later day, so the visitor has a choice of days. */
function spreadOut(times: readonly OfferedTime[], limit: number): OfferedTime[] {
  const picked: OfferedTime[] = [];
  const days = new Set<string>();
  for (const time of times) {
    const day = new Date(time.start).toISOString().slice(0, 10);
    if (days.has(day)) continue;
    days.add(day);
    picked.push(time);
    if (picked.length === limit) break;
  }
  return picked;
}

export type Refused = { readonly refused: TimeUnavailableReason; readonly days: VisitorDay[] };
export type Booked = { readonly meeting: MeetingRecord; readonly calendarDone: boolean };
/** A key sent again with other fields: the stored meeting's status, and nothing else of it (I3). */
export type KeyReused = { readonly keyReused: MeetingRecord['status'] };

/** Whether an order is the one a stored meeting was booked by: the same visitor's retry, not a stranger holding its key. */
const sameOrder = (meeting: MeetingRecord, order: MeetingOrder): boolean =>
  meeting.version === 0 &&
  meeting.name === order.name &&
  meeting.email === order.email &&
  meeting.language === order.language &&
  Date.parse(meeting.start) === Date.parse(order.start);

/**
 * Why `start` cannot be had in `lang` now, or the managers to try at it, fairest first (`preferred`
 * first of all when free: a move keeps its manager where it can).
 */
async function managersAt(start: number, lang: Language, now: number, preferred?: string): Promise<TimeUnavailableReason | string[]> {
  if (!Number.isFinite(start) || start < now + MEETING_POLICY.noticeMinutes * MINUTE) return 'past';
  const working = managersSpeaking(lang).filter((manager) => isWorkingStart(manager, start, now, MEETING_POLICY));
  if (!working.length) return workingStartsAnywhere(lang, start, now) ? 'past' : 'outside_hours';
  const offered = offeredTimes(await agendasOf(working, now, true), now, MEETING_POLICY).find((time) => time.start === start);
  if (!offered) return 'taken';
  return preferred && offered.managers.includes(preferred) ? [preferred, ...offered.managers.filter((id) => id !== preferred)] : [...offered.managers];
}

/** Whether `start` lies on some manager's grid at all (a time past the horizon reads as outside the hours). */
function workingStartsAnywhere(lang: Language, start: number, now: number): boolean {
  return managersSpeaking(lang).some((manager) => workingStarts(manager, now - 14 * DAY_MS, { ...MEETING_POLICY, workingDaysAhead: 30 }).includes(start));
}

/** The first of `managers` whose claim of `start` succeeds, or undefined when every one was taken meanwhile. */
async function claimFirst(managers: readonly string[], start: string, end: string, meetingId: string): Promise<string | undefined> {
  for (const id of managers) if (await claimSlot(id, start, end, meetingId)) return id;
  return undefined;
}

export interface BookingContext {
  /** The request, for the network's and provider's allowances; none for a call's tool. */
  readonly event?: APIGatewayProxyEvent;
  /** For a call's tool: the visitor who asked for the Lumi call, counted as a form's booking is. */
  readonly requester?: Requester;
  readonly leadId?: string;
  /** The call Lumi placed that the meeting was booked in (`call-meetings.ts`). */
  readonly conversationId?: string;
  readonly now?: number;
}

/** Books a meeting: the time claimed for the fairest free manager, the meeting stored, then its calendar, e-mail and notice. */
export async function book(order: MeetingOrder, context: BookingContext = {}): Promise<Booked | Refused | KeyReused> {
  const now = context.now ?? Date.now();
  const meetingId = meetingIdFor(order.idempotencyKey);
  const earlier = await findMeeting(meetingId);
  if (earlier) return replayOf(earlier, order);

  const start = Date.parse(order.start);
  const managers = await managersAt(start, order.language, now);
  if (typeof managers === 'string') return refuse(managers, order.language, order.timeZone, now);

  const requester = context.event ? requesterOf(context.event) : context.requester;
  const units = await takeMeetingAllowances(requester, order.email, now);
  const startIso = new Date(start).toISOString();
  const endIso = new Date(start + MEETING_POLICY.minutes * MINUTE).toISOString();
  const managerId = await claimFirst(managers, startIso, endIso, meetingId);
  if (!managerId) {
    await Promise.all(units.map(giveBack));
    return refuse('taken', order.language, order.timeZone, now);
  }

  // Where the booking came from, as the allowances count it: an operator cancels a batch by it.
  const fields = {
    id: meetingKey(meetingId),
    meetingId,
    status: 'booked' as const,
    version: 0,
    managerId,
    start: startIso,
    end: endIso,
    language: order.language,
    timeZone: order.timeZone,
    name: order.name,
    email: order.email,
    ...(order.company && { company: order.company }),
    source: order.source,
    pagePath: order.pagePath,
    ...(context.leadId && { leadId: context.leadId }),
    ...(context.conversationId && { conversationId: context.conversationId }),
    ...(requester && { network: requester.wide, provider: requester.provider }),
    idempotencyKey: order.idempotencyKey,
    createdAt: new Date(now).toISOString(),
    updatedAt: new Date(now).toISOString(),
    expiresAt: expiresAt(now),
  };
  const leaseUntil = now + WORK_POLICY.leaseMs;
  const remindAt = reminderTime(startIso, now);
  const record: MeetingRecord = {
    ...fields,
    ...(await indexForErasure(MEETINGS_STORE, fields)),
    calendarVersion: -1,
    mailedVersion: -1,
    noticedVersion: -1,
    ...(remindAt && { remindAt }),
    workStatus: 'due',
    workAfter: leaseUntil,
    workAttempts: 0,
  };
  try {
    if (!(await storeMeeting(record))) {
      // The same booking sent twice at once: the other request stored it.
      await releaseSlot(managerId, startIso, meetingId);
      return replayOf((await findMeeting(meetingId))!, order);
    }
  } catch (error) {
    await releaseSlot(managerId, startIso, meetingId);
    count('meetingsFailed');
    throw error;
  }
  count('meetingsBooked');
  logger.info('meeting booked', { meetingId, manager: managerId, source: order.source });
  const { calendarDone } = await doWork(record, leaseUntil, now);
  return { meeting: record, calendarDone };
}

/** The answer to a key that booked before: the meeting again for the same order, its status only for any other. */
function replayOf(stored: MeetingRecord, order: MeetingOrder): Booked | KeyReused {
  if (!sameOrder(stored, order)) {
    count('meetingKeyReused');
    logger.warn('a booking key sent again with other fields: answered with the status only', { meetingId: stored.meetingId });
    return { keyReused: stored.status };
  }
  return { meeting: stored, calendarDone: stored.calendarVersion >= stored.version };
}

async function refuse(reason: TimeUnavailableReason, lang: Language, zone: string, now: number): Promise<Refused> {
  count('meetingTimesRefused');
  return { refused: reason, days: await timesFor(lang, zone, now) };
}

export type LinkRefused = { readonly linkRefused: MeetingLinkRefusal };

/** The meeting a link stands for, or why it changes nothing: not the site's, expired, or for a version the meeting has left. */
export async function meetingOfLink(link: string, now = Date.now()): Promise<MeetingRecord | LinkRefused> {
  const read = readMeetingLink(link, await meetingLinkKey(), now);
  if (isLinkRefusal(read)) return { linkRefused: read };
  const meeting = await findMeeting(read.meetingId);
  // Erased on request: the link stands for nothing any more.
  if (!meeting) return { linkRefused: 'link_invalid' };
  if (meeting.version !== read.version || meeting.status !== 'booked') return { linkRefused: 'link_replayed' };
  return meeting;
}

export interface ChangeOrder {
  readonly link: string;
  readonly change: MeetingChange;
  readonly start?: string;
  readonly language: Language;
  readonly timeZone: string;
}

/** Moves or cancels a meeting by its link; a link for an older version, or a race lost to another tab, changes nothing. */
export async function changeByLink(order: ChangeOrder, context: BookingContext = {}): Promise<Booked | Refused | LinkRefused> {
  const now = context.now ?? Date.now();
  const meeting = await meetingOfLink(order.link, now);
  if ('linkRefused' in meeting) return meeting;
  const base = {
    version: meeting.version + 1,
    // Told up to the version left behind: the change's notice is due with it.
    noticedVersion: meeting.version,
    updatedAt: new Date(now).toISOString(),
    workStatus: 'due',
    workAfter: now + WORK_POLICY.leaseMs,
  };

  if (order.change === 'cancel') {
    const changed = await changeMeeting(meeting.meetingId, meeting.version, { ...base, status: 'cancelled' });
    if (!changed) return { linkRefused: 'link_replayed' };
    await releaseSlot(meeting.managerId, meeting.start, meeting.meetingId);
    logger.info('meeting cancelled', { meetingId: meeting.meetingId });
    const { calendarDone } = await doWork(changed, base.workAfter, now);
    return { meeting: changed, calendarDone };
  }

  const start = Date.parse(order.start ?? '');
  const managers = await managersAt(start, meeting.language, now, meeting.managerId);
  if (typeof managers === 'string') return refuse(managers, meeting.language, order.timeZone, now);
  // A move counts against the network's hour, as a booking does; the e-mail's day was counted when it was booked.
  if (context.event) await takeNetworkAllowance('meetings', context.event, now);
  const startIso = new Date(start).toISOString();
  const endIso = new Date(start + MEETING_POLICY.minutes * MINUTE).toISOString();
  const managerId = await claimFirst(managers, startIso, endIso, meeting.meetingId);
  if (!managerId) return refuse('taken', meeting.language, order.timeZone, now);
  const remindAt = reminderTime(startIso, now);
  const changed = await changeMeeting(meeting.meetingId, meeting.version, {
    ...base,
    managerId,
    start: startIso,
    end: endIso,
    timeZone: order.timeZone,
    previousStart: meeting.start,
    reminded: false,
    ...(remindAt && { remindAt }),
  });
  if (!changed) {
    await releaseSlot(managerId, startIso, meeting.meetingId);
    return { linkRefused: 'link_replayed' };
  }
  await releaseSlot(meeting.managerId, meeting.start, meeting.meetingId);
  logger.info('meeting moved', { meetingId: meeting.meetingId, manager: managerId });
  const { calendarDone } = await doWork(changed, base.workAfter, now);
  return { meeting: changed, calendarDone };
}

/** The meeting as the visitor's page and the API show it. */
export function meetingView(meeting: MeetingRecord, calendarDone: boolean): MeetingView {
  const manager = meetingManager(meeting.managerId);
  return {
    id: meeting.meetingId,
    status: meeting.status,
    start: meeting.start,
    end: meeting.end,
    timeZone: meeting.timeZone,
    manager: manager?.name[meeting.language] ?? '',
    email: meeting.email,
    calendar: calendarDone ? 'written' : 'pending',
  };
}
