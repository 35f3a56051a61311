import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MEETING_MANAGERS, type MeetingManager } from '@site/model';
import { localVariable, SETTINGS } from '@site/lambdas/settings';
import type { FakeCalendar } from '@site/stand-ins/fake-calendar';
import { calendarKeyOf, startMeetingStandIns, type MeetingStandIns } from '@site/stand-ins/meeting-services';

/**
 * The managers' calendars and the visitors' mailbox on loopback, for `npm start` and the end-to-end
 * suites: unless real ones are configured, the functions reach Google's Calendar API and CalDAV at a
 * stand-in that speaks both (seeded with each manager's usual weeks, so the times look like theirs),
 * and SES's API at a stand-in whose inbox is a page. Their addresses are printed, as the simulated
 * phone's is, and written to `<data>/stand-ins.json` for the suites.
 */

export interface MeetingServices {
  /** The inbox page of the mail stand-in, when it runs. */
  readonly inboxUrl?: string;
  close(): Promise<void>;
}

/** Where the suites find the stand-ins of a running twin. */
export const STAND_INS_FILE = 'stand-ins.json';

const DAY_MS = 24 * 60 * 60_000;

/** Each manager's usual appointments over the next two weeks, in their own zone: a lunch hour, and a team meeting on Tuesdays. */
function seedWeeks(calendar: FakeCalendar, manager: MeetingManager, now: number): void {
  for (let day = 0; day < 14; day += 1) {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: manager.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
    }).formatToParts(new Date(now + day * DAY_MS));
    const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
    if (part('weekday') === 'Sat' || part('weekday') === 'Sun') continue;
    const at = (hhmm: string) => zonedInstant(`${part('year')}-${part('month')}-${part('day')}T${hhmm}`, manager.timeZone);
    calendar.busy(calendarKeyOf(manager), at('13:00'), at('14:00'), 'Lunch');
    if (part('weekday') === 'Tue') calendar.busy(calendarKeyOf(manager), at('15:00'), at('16:00'), 'Sales team meeting');
  }
}

/** The ISO instant at which the clock in `zone` reads `local` (`YYYY-MM-DDTHH:MM`). */
function zonedInstant(local: string, zone: string): string {
  const wanted = Date.parse(`${local}:00Z`);
  const offset = (instant: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(new Date(instant));
    const value = (type: string) => Number(parts.find((item) => item.type === type)?.value);
    return Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute')) - instant;
  };
  return new Date(wanted - offset(wanted - offset(wanted))).toISOString();
}

export async function simulateMeetingServicesUnlessConfigured(dataDir: string, log: (line: string) => void = console.log): Promise<MeetingServices> {
  const configured = [localVariable('meetingCalendars', 'google'), localVariable('meetingCalendars', 'caldav'), SETTINGS.sesApiUrl.name].some((name) =>
    process.env[name]?.trim(),
  );
  if (configured) {
    log("[meetings] The managers' calendars and SES are configured: meetings go to them");
    return { close: async () => undefined };
  }
  // `let`: the mail callback may run before the stand-ins are assigned, when a `const` would throw.
  let standIns: MeetingStandIns | undefined;
  // eslint-disable-next-line prefer-const
  standIns = await startMeetingStandIns({
    onCalendarChange: (manager, change, event) =>
      log(
        `[calendar] ${manager?.name.en ?? 'a'}'s calendar ${change === 'written' ? 'holds' : 'no longer holds'} "${event.summary}" at ${event.start} (${event.via})`,
      ),
    onMail: (mail) =>
      log(
        `[mail] To ${mail.to.join(', ')}: "${mail.subject}"${mail.ics ? ` with an invitation (${mail.calendarMethod})` : ''}; read it in the inbox: ${standIns?.mail.url}/`,
      ),
  });
  for (const manager of MEETING_MANAGERS) seedWeeks(standIns.calendar, manager, Date.now());
  log(`[meetings] The managers' calendars (Google Calendar API and CalDAV) are a stand-in: ${standIns.calendar.url}/ lists what each holds`);
  log(`[meetings] E-mail to visitors lands in the mail stand-in's inbox: ${standIns.mail.url}/`);
  writeFileSync(join(dataDir, STAND_INS_FILE), JSON.stringify({ inbox: standIns.mail.url, calendar: standIns.calendar.url }));
  return { inboxUrl: `${standIns.mail.url}/`, close: () => standIns!.close() };
}
