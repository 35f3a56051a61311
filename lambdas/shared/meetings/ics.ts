import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus, type ICalAttendeeScheduleAgent } from 'ical-generator';
import { instantAt } from './wall-clock';
import type { Interval } from './slots';

/**
 * iCalendar (RFC 5545) for a meeting, written with `ical-generator` in UTC instants (clients show
 * them on their own clock): the object a CalDAV calendar stores (no METHOD, RFC 4791 §4.1), and the
 * iTIP message an invitation carries (RFC 5546: REQUEST for a booking or a move, with the same UID
 * and a higher SEQUENCE; CANCEL with STATUS:CANCELLED). And the reverse: the busy times a CalDAV
 * calendar's objects hold.
 *
 * No parameter value holds text a visitor typed: the attendee is their address alone (their name is in
 * SUMMARY and DESCRIPTION, TEXT values the library escapes). `ical-generator` writes a `"` in a quoted
 * parameter as `\"`, which RFC 5545 does not know (RFC 6868 writes `^'`), so a typed name in `CN` could
 * end the value and add parameters (I4); the organizer's `CN` is a manager's name, the site's own.
 */

export interface IcsMeeting {
  readonly meetingId: string;
  readonly version: number;
  readonly start: string;
  readonly end: string;
  readonly summary: string;
  readonly description: string;
  readonly location: string;
  readonly organizer: { readonly name: string; readonly email: string };
  /** The visitor by their address only: no name they typed goes into a parameter value (I1, I4). */
  readonly attendee: { readonly email: string };
  readonly cancelled?: boolean;
}

/** The event's UID: stable across moves, so a calendar updates the event it holds. */
export const meetingUid = (meetingId: string): string => `meeting-${meetingId}@synthra.ai`;

export const PRODUCT_ID = { company: 'Synthra', product: 'Meetings', language: 'EN' } as const;

function calendarOf(meeting: IcsMeeting, method: ICalCalendarMethod | undefined): string {
  const calendar = ical({ prodId: PRODUCT_ID, ...(method && { method }) });
  calendar.createEvent({
    id: meetingUid(meeting.meetingId),
    sequence: meeting.version,
    start: new Date(meeting.start),
    end: new Date(meeting.end),
    stamp: new Date(),
    summary: meeting.summary,
    description: meeting.description,
    location: meeting.location,
    url: meeting.location,
    status: meeting.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: meeting.organizer.name, email: meeting.organizer.email },
    attendees: [
      {
        email: meeting.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: method === ICalCalendarMethod.CANCEL ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.NEEDSACTION,
        rsvp: method !== ICalCalendarMethod.CANCEL,
        // In the manager's calendar (no METHOD), the site sends the invitation itself: a CalDAV server
        // that schedules implicitly (RFC 6638 §7.1) must not mail the attendee on its own.
        // (The library declares the enum but does not export its values.)
        ...(method === undefined && { scheduleAgent: 'CLIENT' as ICalAttendeeScheduleAgent }),
      },
    ],
  });
  return calendar.toString();
}

/** The iTIP message of an invitation: REQUEST, or CANCEL once the meeting is cancelled. */
export function invitationIcs(meeting: IcsMeeting): { method: 'REQUEST' | 'CANCEL'; text: string } {
  const method = meeting.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  return { method: method as 'REQUEST' | 'CANCEL', text: calendarOf(meeting, method) };
}

/** The object a CalDAV calendar stores for the meeting. */
export function calendarObjectIcs(meeting: IcsMeeting): string {
  return calendarOf(meeting, undefined);
}

/** Content lines, unfolded (a line that starts with a space or a tab continues the one before). */
function unfold(text: string): string[] {
  return text.replace(/\r?\n[ \t]/g, '').split(/\r?\n/);
}

interface Property {
  readonly params: Readonly<Record<string, string>>;
  readonly value: string;
}

function property(line: string): [name: string, property: Property] | undefined {
  const colon = line.indexOf(':');
  if (colon < 0) return undefined;
  const [name, ...params] = line.slice(0, colon).split(';');
  return [
    name!.toUpperCase(),
    {
      params: Object.fromEntries(params.map((param) => param.split('=') as [string, string]).map(([key, value]) => [key.toUpperCase(), value])),
      value: line.slice(colon + 1),
    },
  ];
}

/** An iCalendar DATE or DATE-TIME as an instant: UTC (`Z`), in its TZID, or floating and all-day in `zone`. */
function instantOf({ params, value }: Property, zone: string): number | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hour = '00', minute = '00', , utc] = match;
  const clock = { year: Number(year), month: Number(month), day: Number(day), hour: Number(hour), minute: Number(minute) };
  if (utc) return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  return instantAt(clock, params.TZID ?? zone);
}

const DURATION = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;

function durationMs(value: string): number | undefined {
  const match = DURATION.exec(value);
  if (!match) return undefined;
  const [weeks = 0, days = 0, hours = 0, minutes = 0, seconds = 0] = match.slice(1).map((part) => Number(part ?? 0));
  return ((((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000;
}

/**
 * The busy intervals of the events in calendar objects (a CalDAV `calendar-query`'s answer, expanded
 * by the server): a cancelled or transparent event is not busy; a floating or all-day time is read in
 * the manager's `zone`; an event without an end lasts its duration, or a day when it is all-day.
 */
export function busyIntervals(objects: readonly string[], zone: string): Interval[] {
  const intervals: Interval[] = [];
  for (const text of objects) {
    let event: Map<string, Property> | undefined;
    for (const line of unfold(text)) {
      if (line === 'BEGIN:VEVENT') event = new Map();
      else if (line === 'END:VEVENT' && event) {
        const interval = intervalOf(event, zone);
        if (interval) intervals.push(interval);
        event = undefined;
      } else if (event) {
        const parsed = property(line);
        if (parsed && !event.has(parsed[0])) event.set(parsed[0], parsed[1]);
      }
    }
  }
  return intervals;
}

function intervalOf(event: ReadonlyMap<string, Property>, zone: string): Interval | undefined {
  if (event.get('STATUS')?.value.toUpperCase() === 'CANCELLED' || event.get('TRANSP')?.value.toUpperCase() === 'TRANSPARENT') return undefined;
  const startProperty = event.get('DTSTART');
  const start = startProperty && instantOf(startProperty, zone);
  if (start === undefined) return undefined;
  const endProperty = event.get('DTEND');
  const allDay = startProperty?.params.VALUE === 'DATE' || /^\d{8}$/.test(startProperty?.value ?? '');
  const duration = event.get('DURATION');
  const end = endProperty ? instantOf(endProperty, zone) : duration ? start + (durationMs(duration.value) ?? 0) : start + (allDay ? 24 * 60 * 60_000 : 0);
  return end === undefined || end <= start ? undefined : { start, end };
}
