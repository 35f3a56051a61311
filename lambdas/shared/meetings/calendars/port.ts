import type { MeetingManager } from '@site/model';
import type { Interval } from '../slots';

/**
 * One port for every manager's calendar, whichever provider holds it: what is busy in a window,
 * and the meeting written, moved or taken out. Google Workspace's Calendar API (`google.ts`) and
 * CalDAV (`caldav.ts`) stand behind it; the booking knows neither.
 */

/** The meeting as the manager's calendar holds it: one event, by the meeting's id, its version as the event's sequence. */
export interface CalendarEvent {
  readonly meetingId: string;
  readonly version: number;
  readonly start: string;
  readonly end: string;
  readonly summary: string;
  readonly description: string;
  /** Where the call happens: the manager's video room. */
  readonly location: string;
  /** The visitor by address only; their name is in the summary and description, as text (I4). */
  readonly attendee: { readonly email: string };
}

export interface Calendar {
  /** What the calendar holds between `from` and `to` (epoch ms), cancelled and free events left out. */
  busy(from: number, to: number): Promise<Interval[]>;
  /** Writes the event, new or changed; its id in the calendar. Writing it again changes nothing. */
  write(event: CalendarEvent): Promise<string>;
  /** Takes the event out; an event already gone is no failure. */
  remove(eventId: string): Promise<void>;
}

/** How long a calendar may take to answer before the booking goes on without it (and retries later). */
export const CALENDAR_TIMEOUT_MS = 4_000;

/** A calendar that did not answer, or answered with an error: the booking is kept and the write retried. */
export class CalendarUnavailable extends Error {
  constructor(
    readonly manager: MeetingManager['id'],
    message: string,
  ) {
    super(message);
    this.name = 'CalendarUnavailable';
  }
}
