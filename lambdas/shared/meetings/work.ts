import { meetingManager, MEETING_POLICY } from '@site/model';
import { fill } from '@site/contracts';
import { meetingWords } from './words';
import { count, logger } from '../powertools';
import { defanged } from '../notifications/messages';
import { meetingLinkKey } from '../read-settings';
import type { MeetingRecord } from '../records/meeting';
import { calendarOf, type CalendarEvent } from './calendars';
import { sendMail } from './mail';
import { claimWork, dueMeetings, settleWork } from './store';
import { visitorMail, type VisitorMailKind } from './visitor-mail';
import { notify } from './managers-notice';

/**
 * What is left to do after a meeting is booked, moved or cancelled: the manager's calendar, the
 * visitor's e-mail, and later the reminder. The function that made the change does it at once,
 * under the lease it wrote the meeting with; what fails (a calendar that does not answer, SES) is
 * due again after a back-off and done by the sweeper (`sweepMeetings`). The meeting is never lost:
 * it was stored before any of this.
 */

export const WORK_POLICY = {
  /** How long one run holds a meeting's work. */
  leaseMs: 60_000,
  /** Waits after the 1st, 2nd… failure; the last repeats. */
  backoffMs: [60_000, 2 * 60_000, 5 * 60_000, 15 * 60_000, 30 * 60_000, 60 * 60_000],
  /** Work still undone this long after the change is overdue (alarmed). */
  overdueMs: 60 * 60_000,
} as const;

const MINUTE = 60_000;

/** When the reminder goes for a meeting at `start`: undefined when it was booked closer than that. */
export function reminderTime(start: string, now: number): number | undefined {
  const at = Date.parse(start) - MEETING_POLICY.reminderMinutesBefore * MINUTE;
  return at > now ? at : undefined;
}

/** The meeting as the manager's calendar holds it. */
function calendarEventOf(meeting: MeetingRecord): CalendarEvent {
  const manager = meetingManager(meeting.managerId)!;
  const words = meetingWords(meeting.language).mail;
  return {
    meetingId: meeting.meetingId,
    version: meeting.version,
    start: meeting.start,
    end: meeting.end,
    // The visitor's words defanged: a calendar makes links of text, as a mail client does.
    summary: fill(words.eventSummaryManager, { name: defanged(meeting.name) }),
    description: `${fill(words.eventDescription, { manager: manager.name[meeting.language] })}\n${defanged(meeting.name)} <${meeting.email}>${meeting.company ? `, ${defanged(meeting.company)}` : ''}`,
    location: manager.room,
    attendee: { email: meeting.email },
  };
}

const mailKind = (meeting: MeetingRecord): VisitorMailKind => (meeting.status === 'cancelled' ? 'cancelled' : meeting.version === 0 ? 'invitation' : 'moved');

export interface WorkOutcome {
  /** Whether the manager's calendar holds this version of the meeting. */
  readonly calendarDone: boolean;
  readonly mailDone: boolean;
}

/** Does the meeting's due work under the lease `leaseUntil`, and writes what was done and when it is next due. */
export async function doWork(meeting: MeetingRecord, leaseUntil: number, now = Date.now()): Promise<WorkOutcome> {
  const done: Record<string, unknown> = {};
  const remove: string[] = [];
  let failed = false;

  let calendarDone = meeting.calendarVersion >= meeting.version;
  if (!calendarDone) {
    try {
      const manager = meetingManager(meeting.managerId)!;
      const former = meeting.calendarManagerId && meeting.calendarManagerId !== meeting.managerId ? meetingManager(meeting.calendarManagerId) : undefined;
      // Moved to another manager: out of the former's calendar first.
      if (former && meeting.calendarEventId) await (await calendarOf(former)).remove(meeting.calendarEventId);
      const calendar = await calendarOf(manager);
      if (meeting.status === 'cancelled') {
        if (meeting.calendarEventId && !former) await calendar.remove(meeting.calendarEventId);
      } else {
        done.calendarEventId = await calendar.write(calendarEventOf(meeting));
        done.calendarManagerId = manager.id;
      }
      done.calendarVersion = meeting.version;
      remove.push('calendarError');
      calendarDone = true;
    } catch (error) {
      failed = true;
      count('calendarUnanswered');
      done.calendarError = (error as Error).message.slice(0, 300);
      logger.warn("the manager's calendar did not answer: the meeting is kept and the write retried", {
        meetingId: meeting.meetingId,
        error: (error as Error).message,
      });
    }
  }

  const key = await meetingLinkKey();
  let mailDone = meeting.mailedVersion >= meeting.version;
  if (!mailDone) {
    try {
      await sendMail(visitorMail(mailKind(meeting), meeting, key, now));
      count('meetingMailsSent');
      done.mailedVersion = meeting.version;
      remove.push('mailError');
      mailDone = true;
    } catch (error) {
      failed = true;
      count('meetingMailsFailed');
      done.mailError = (error as Error).message.slice(0, 300);
      logger.warn("the visitor's e-mail was not sent: retried", { meetingId: meeting.meetingId, error: (error as Error).message });
    }
  }

  // The managers' notice, due with the meeting's version since it was stored: a crash before it is made good here (I6).
  if ((meeting.noticedVersion ?? meeting.version) < meeting.version) {
    try {
      const event = meeting.status === 'cancelled' ? 'cancelled' : meeting.version === 0 ? 'booked' : 'moved';
      await notify(meeting, event, calendarDone, now, event === 'moved' ? meeting.previousStart : undefined);
      done.noticedVersion = meeting.version;
    } catch (error) {
      failed = true;
      logger.warn("the managers' notice of a meeting was not written: retried", { meetingId: meeting.meetingId, error: (error as Error).message });
    }
  }

  const reminderDue = meeting.status === 'booked' && meeting.remindAt !== undefined && !meeting.reminded;
  let reminderLeft = reminderDue;
  // The reminder goes after the invitation, while the meeting is still ahead.
  if (reminderDue && mailDone && meeting.remindAt! <= now && Date.parse(meeting.start) > now) {
    try {
      await sendMail(visitorMail('reminder', meeting, key, now));
      count('meetingMailsSent');
      done.reminded = true;
      reminderLeft = false;
    } catch (error) {
      failed = true;
      count('meetingMailsFailed');
      logger.warn('the reminder was not sent: retried', { meetingId: meeting.meetingId, error: (error as Error).message });
    }
  } else if (reminderDue && Date.parse(meeting.start) <= now) reminderLeft = false;

  const attempts = failed ? meeting.workAttempts + 1 : 0;
  done.workAttempts = attempts;
  const backoff = WORK_POLICY.backoffMs[Math.min(attempts, WORK_POLICY.backoffMs.length) - 1] ?? WORK_POLICY.backoffMs[0];
  const next = failed ? now + backoff : reminderLeft ? Math.max(meeting.remindAt!, now) : undefined;
  if (!(await settleWork(meeting.meetingId, leaseUntil, done, next, remove)))
    logger.warn("a meeting's work lost its lease: another run had it", { meetingId: meeting.meetingId });
  return { calendarDone, mailDone };
}

export interface MeetingSweep {
  readonly done: number;
  /** Meetings whose calendar or e-mail is still undone an hour after their change. */
  readonly overdue: number;
}

/** One sweep: every meeting whose work is due, claimed and done, until `deadline`. */
export async function sweepMeetings(deadline: number, now = Date.now()): Promise<MeetingSweep> {
  let done = 0;
  let overdue = 0;
  for (const due of await dueMeetings(now)) {
    if (Date.now() > deadline) break;
    const leaseUntil = Date.now() + WORK_POLICY.leaseMs;
    const meeting = await claimWork(due.meetingId, Date.now(), leaseUntil);
    if (!meeting) continue;
    const outcome = await doWork(meeting, leaseUntil);
    done += 1;
    if ((!outcome.calendarDone || !outcome.mailDone) && Date.parse(meeting.updatedAt) < now - WORK_POLICY.overdueMs) overdue += 1;
  }
  return { done, overdue };
}
