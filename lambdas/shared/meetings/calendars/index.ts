import type { MeetingManager } from '@site/model';
import { meetingCalendarCredentials, readSetting } from '../../read-settings';
import { calendarObjectIcs } from '../ics';
import { caldavCalendar } from './caldav';
import { googleCalendar } from './google';
import { CalendarUnavailable, type Calendar, type CalendarEvent } from './port';

export { CalendarUnavailable, type Calendar, type CalendarEvent } from './port';

/** A calendar the site has no credentials for: every call fails as a calendar that does not answer would, and is retried once they are set. */
function unconfigured(manager: MeetingManager): Calendar {
  const fail = () =>
    Promise.reject(
      new CalendarUnavailable(manager.id, `no credentials for ${manager.id}'s ${manager.calendar.provider} calendar (MEETING_CALENDARS_SECRET_ARN)`),
    );
  return { busy: fail, write: fail, remove: fail };
}

/** The manager's calendar, behind the one port, with the credentials of Secrets Manager (or the twin's variables). */
export async function calendarOf(manager: MeetingManager): Promise<Calendar> {
  const credentials = await meetingCalendarCredentials();
  const { calendar } = manager;
  if (calendar.provider === 'google') {
    if (!credentials.google) return unconfigured(manager);
    return googleCalendar({ ...manager, calendar }, credentials.google, {
      apiUrl: readSetting('googleCalendarApiUrl'),
      tokenUrl: readSetting('googleTokenUrl'),
    });
  }
  const own = credentials.caldav?.[manager.id];
  if (!own) return unconfigured(manager);
  return caldavCalendar({ ...manager, calendar }, own, readSetting('caldavServerUrl'), (event: CalendarEvent) =>
    calendarObjectIcs({ ...event, organizer: { name: manager.name.en, email: manager.email } }),
  );
}
