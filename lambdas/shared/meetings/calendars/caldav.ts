import { createCalendarObject, deleteCalendarObject, fetchCalendarObjects, updateCalendarObject, type DAVCalendar } from 'tsdav';
import type { MeetingManager } from '@site/model';
import { busyIntervals } from '../ics';
import { CALENDAR_TIMEOUT_MS, CalendarUnavailable, type Calendar, type CalendarEvent } from './port';

/**
 * A manager's calendar on a CalDAV server (iCloud, Fastmail, Nextcloud…) through `tsdav`, with the
 * manager's app password (Basic). Busy times from a `calendar-query` over the window, expanded by
 * the server (RFC 4791 §9.6.5): portable where the free-busy REPORT is not. The meeting is the
 * object `<meeting id>.ics`, put with `If-None-Match: *` when new and over itself when changed.
 */

export interface CaldavCredentials {
  readonly username: string;
  readonly password: string;
}

/** The calendar's URL, at `serverUrl`'s origin when one is set (the twin's stand-in). */
export function caldavUrl(url: string, serverUrl: string): string {
  if (!serverUrl) return url;
  const original = new URL(url);
  return new URL(`${original.pathname}${original.search}`, serverUrl).toString();
}

export function caldavCalendar(
  manager: MeetingManager & { calendar: { provider: 'caldav' } },
  credentials: CaldavCredentials,
  serverUrl: string,
  calendarObject: (event: CalendarEvent) => string,
): Calendar {
  const calendar: DAVCalendar = { url: caldavUrl(manager.calendar.url, serverUrl) };
  const headers = { authorization: `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}` };
  const options = () => ({ headers, fetchOptions: { signal: AbortSignal.timeout(CALENDAR_TIMEOUT_MS) } });
  const objectUrl = (eventId: string) => new URL(eventId, calendar.url.endsWith('/') ? calendar.url : `${calendar.url}/`).toString();
  const failed = (action: string, detail: string) => new CalendarUnavailable(manager.id, `CalDAV did not ${action} for ${manager.id}: ${detail}`);
  const checked = async (action: string, answer: Promise<Response>, alsoFine: readonly number[] = []) => {
    let response: Response;
    try {
      response = await answer;
    } catch (error) {
      throw failed(action, (error as Error).message);
    }
    if (!response.ok && !alsoFine.includes(response.status)) throw failed(action, String(response.status));
    return response;
  };

  return {
    async busy(from, to) {
      try {
        const objects = await fetchCalendarObjects({
          calendar,
          timeRange: { start: new Date(from).toISOString(), end: new Date(to).toISOString() },
          expand: true,
          ...options(),
        });
        return busyIntervals(
          objects.map((object) => (typeof object.data === 'string' ? object.data : '')),
          manager.timeZone,
        );
      } catch (error) {
        throw failed('answer the calendar query', (error as Error).message);
      }
    },

    async write(event) {
      const filename = `${event.meetingId}.ics`;
      const iCalString = calendarObject(event);
      const created = await checked('store the event', createCalendarObject({ calendar, filename, iCalString, ...options() }), [412]);
      // 412: the object is there (written before, or its answer was lost): put the changed one over it.
      if (created.status === 412)
        await checked('change the event', updateCalendarObject({ calendarObject: { url: objectUrl(filename), data: iCalString }, ...options() }));
      return filename;
    },

    async remove(eventId) {
      await checked('remove the event', deleteCalendarObject({ calendarObject: { url: objectUrl(eventId) }, ...options() }), [404, 410]);
    },
  };
}
