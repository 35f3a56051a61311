import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { MEETING_MANAGERS, type MeetingManager } from '@site/model';
import { localVariable, SETTINGS } from '@site/lambdas/settings';
import { FakeCalendar, type HeldEvent } from './fake-calendar';
import { FakeSes, type ReceivedMail } from './fake-ses';

/**
 * The meetings' outside services at once, started and wired into this process's environment as the
 * functions read them: the managers' calendars (a service account's key pair for Google's token
 * endpoint, an app password for each CalDAV manager) and SES.
 */

export interface MeetingStandIns {
  readonly calendar: FakeCalendar;
  readonly mail: FakeSes;
  /** The key of a manager's calendar in `calendar.events`: the Google calendar id, or the CalDAV collection's path. */
  calendarOf(manager: MeetingManager): string;
  close(): Promise<void>;
}

export const calendarKeyOf = (manager: MeetingManager): string =>
  manager.calendar.provider === 'google' ? manager.calendar.calendarId : new URL(manager.calendar.url).pathname;

export interface MeetingStandInOptions {
  readonly onCalendarChange?: (manager: MeetingManager | undefined, change: 'written' | 'removed', event: HeldEvent) => void;
  readonly onMail?: (mail: ReceivedMail) => void;
}

export async function startMeetingStandIns(options: MeetingStandInOptions = {}): Promise<MeetingStandIns> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const clientEmail = 'site-meetings@synthra-stand-in.iam.gserviceaccount.com';
  const caldav = MEETING_MANAGERS.filter((manager) => manager.calendar.provider === 'caldav').map((manager) => ({
    manager,
    path: calendarKeyOf(manager),
    username: manager.email,
    password: randomBytes(12).toString('hex'),
  }));
  const managerOf = (key: string) => MEETING_MANAGERS.find((manager) => calendarKeyOf(manager) === key);
  const calendar = await new FakeCalendar({
    google: { clientEmail, publicKey },
    caldav,
    onChange: (key, change, event) => options.onCalendarChange?.(managerOf(key), change, event),
  }).start();
  const mail = await new FakeSes(options.onMail).start();
  Object.assign(process.env, {
    [localVariable('meetingCalendars', 'google')]: JSON.stringify({ clientEmail, privateKey }),
    [localVariable('meetingCalendars', 'caldav')]: JSON.stringify(
      Object.fromEntries(caldav.map((account) => [account.manager.id, { username: account.username, password: account.password }])),
    ),
    [SETTINGS.googleCalendarApiUrl.name]: `${calendar.url}/`,
    [SETTINGS.googleTokenUrl.name]: `${calendar.url}/token`,
    [SETTINGS.caldavServerUrl.name]: calendar.url,
    [SETTINGS.sesApiUrl.name]: mail.url,
  });
  return {
    calendar,
    mail,
    calendarOf: calendarKeyOf,
    close: async () => {
      await Promise.all([calendar.stop(), mail.stop()]);
    },
  };
}
