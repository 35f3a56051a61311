import type { Language } from '@site/model';
import type { MeetingSource } from '@site/contracts';
import type { IndexMark } from './index-mark';
import type { PersonThread } from './person-thread';
import type { NotifyState } from './notify-state';

/**
 * A meeting as the `meetings` table holds it (`meeting#<id>`). `version` counts its changes (the
 * invitation's SEQUENCE): 0 when booked, one more for each move and the cancellation; a link names
 * the version it was sent with, so an older link changes nothing.
 *
 * What is left to do after a change is the gap between `version` and what was done for it: the
 * calendar holds `calendarVersion`, the visitor was mailed `mailedVersion`; the reminder is due at
 * `remindAt` until `reminded`. While anything is left, `workStatus` is 'due' and `workAfter` says
 * when (or whose lease holds it), and the sweeper finds the meeting by the `meeting-work` index.
 */
export interface MeetingRecord extends IndexMark {
  readonly id: `meeting#${string}`;
  readonly meetingId: string;
  readonly status: 'booked' | 'cancelled';
  readonly version: number;
  readonly managerId: string;
  /** ISO instants. */
  readonly start: string;
  readonly end: string;
  readonly language: Language;
  /** The visitor's zone: the e-mails read the time on their clock. */
  readonly timeZone: string;
  readonly name: string;
  readonly email: string;
  readonly company?: string;
  readonly source: MeetingSource;
  readonly pagePath: string;
  /** The lead the visitor sent before booking from its thank-you page. */
  readonly leadId?: string;
  /** The call Lumi placed in which the callee booked it. */
  readonly conversationId?: string;
  /** The booker's /16 (IPv6 /48) and provider (its ASN, else that prefix), as the allowances count them; none for a call's booking. */
  readonly network?: string;
  readonly provider?: string;
  readonly idempotencyKey: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly expiresAt: number;

  readonly calendarVersion: number;
  /** The event's id in the manager's calendar (Google's event id, or the CalDAV object's name). */
  readonly calendarEventId?: string;
  /** Whose calendar holds the event: a move to another manager takes it out of theirs. */
  readonly calendarManagerId?: string;
  readonly calendarError?: string;
  readonly mailedVersion: number;
  readonly mailError?: string;
  /**
   * The version the managers were told of (its `notice#…` item written): stored below the version with
   * the meeting in one write, so the sweeper makes a notice a crash left unwritten (I6). Absent on
   * meetings stored before it, which were told.
   */
  readonly noticedVersion?: number;
  /** Where a moved meeting was before its last move, for the managers' notice of it. */
  readonly previousStart?: string;
  readonly remindAt?: number;
  readonly reminded?: boolean;
  readonly workStatus?: 'due';
  readonly workAfter?: number;
  readonly workAttempts: number;
}

/** The claim of one manager's time: written only where none is, so a time is booked once. */
export interface SlotClaim {
  readonly id: `slot#${string}`;
  readonly meetingId: string;
  readonly slotManager: string;
  readonly slotStart: string;
  readonly expiresAt: number;
}

export type MeetingEvent = 'booked' | 'moved' | 'cancelled';

/** What a manager is told of a meeting's change (`notice#<id>#<version>`), an outbox item of its own. */
export type MeetingNotice = IndexMark &
  NotifyState & {
    readonly id: `notice#${string}`;
    readonly meetingId: string;
    readonly event: MeetingEvent;
    readonly managerId: string;
    readonly start: string;
    readonly previousStart?: string;
    readonly language: Language;
    readonly name: string;
    readonly email: string;
    readonly company?: string;
    readonly source: MeetingSource;
    readonly pagePath: string;
    readonly leadId?: string;
    readonly conversationId?: string;
    readonly calendar: 'written' | 'pending';
    /** What the same person left before (a form, a chat, an earlier meeting), for the notice. */
    readonly thread?: PersonThread;
    readonly createdAt: string;
    readonly expiresAt: number;
  };
