import { createSign } from 'node:crypto';
import { auth, calendar as calendarApi } from '@googleapis/calendar';
import type { MeetingManager } from '@site/model';
import { CALENDAR_TIMEOUT_MS, CalendarUnavailable, type Calendar, type CalendarEvent } from './port';

/**
 * A manager's Google Workspace calendar, through the Calendar API (`@googleapis/calendar`), as the
 * manager: the service account's domain-wide delegation, its assertion (RFC 7523) signed here and
 * exchanged at the token endpoint for the manager, with the least scopes the calls need. Busy times
 * from `freeBusy.query`; the meeting is an event with the meeting's id (Google's ids take base32hex,
 * which a UUID's hex digits are), so a write repeated after a lost answer finds it and updates it.
 * `sendUpdates: none`: the site sends the invitation itself.
 */

export interface GoogleCredentials {
  readonly clientEmail: string;
  readonly privateKey: string;
}

export interface GoogleEndpoints {
  /** Root of Google's APIs (`https://www.googleapis.com/`), or the twin's stand-in. */
  readonly apiUrl: string;
  readonly tokenUrl: string;
}

const SCOPES = ['https://www.googleapis.com/auth/calendar.freebusy', 'https://www.googleapis.com/auth/calendar.events.owned'];

/** Access tokens per manager, until a minute before they expire. */
const tokens = new Map<string, { token: string; until: number }>();

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

async function accessToken(subject: string, credentials: GoogleCredentials, tokenUrl: string): Promise<string> {
  const cacheKey = `${credentials.clientEmail}|${subject}|${tokenUrl}`;
  const cached = tokens.get(cacheKey);
  if (cached && cached.until > Date.now()) return cached.token;
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64url(
    JSON.stringify({ iss: credentials.clientEmail, sub: subject, scope: SCOPES.join(' '), aud: tokenUrl, iat: now, exp: now + 3600 }),
  )}`;
  const assertion = `${unsigned}.${createSign('RSA-SHA256').update(unsigned).sign(credentials.privateKey, 'base64url')}`;
  const response = await fetch(tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }),
    signal: AbortSignal.timeout(CALENDAR_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Google's token endpoint answered ${response.status}`);
  const body = (await response.json()) as { access_token?: string; expires_in?: number };
  if (!body.access_token) throw new Error("Google's token endpoint gave no access token");
  tokens.set(cacheKey, { token: body.access_token, until: Date.now() + ((body.expires_in ?? 3600) - 60) * 1000 });
  return body.access_token;
}

/** Google's event id for a meeting: its UUID's hex digits. */
export const googleEventId = (meetingId: string): string => meetingId.replace(/-/g, '');

const statusOf = (error: unknown): number | undefined =>
  (error as { status?: number; response?: { status?: number } }).response?.status ?? (error as { status?: number }).status;

export function googleCalendar(
  manager: MeetingManager & { calendar: { provider: 'google' } },
  credentials: GoogleCredentials,
  endpoints: GoogleEndpoints,
): Calendar {
  const calendarId = manager.calendar.calendarId;
  const client = async () => {
    const oauth = new auth.OAuth2();
    oauth.setCredentials({ access_token: await accessToken(calendarId, credentials, endpoints.tokenUrl) });
    return calendarApi({ version: 'v3', auth: oauth, rootUrl: endpoints.apiUrl, timeout: CALENDAR_TIMEOUT_MS, retry: false });
  };
  const unavailable = (action: string, error: unknown) =>
    new CalendarUnavailable(manager.id, `Google Calendar did not ${action} for ${manager.id}: ${statusOf(error) ?? (error as Error).message}`);

  return {
    async busy(from, to) {
      try {
        const { data } = await (
          await client()
        ).freebusy.query({ requestBody: { timeMin: new Date(from).toISOString(), timeMax: new Date(to).toISOString(), items: [{ id: calendarId }] } });
        const entry = data.calendars?.[calendarId];
        if (!entry || entry.errors?.length) throw new Error(entry?.errors?.map((error) => error.reason).join(', ') ?? 'no such calendar');
        return (entry.busy ?? []).map((period) => ({ start: Date.parse(period.start!), end: Date.parse(period.end!) }));
      } catch (error) {
        throw unavailable('answer free/busy', error);
      }
    },

    async write(event: CalendarEvent) {
      const id = googleEventId(event.meetingId);
      const requestBody = {
        summary: event.summary,
        description: event.description,
        location: event.location,
        start: { dateTime: event.start },
        end: { dateTime: event.end },
        attendees: [{ email: event.attendee.email }],
        sequence: event.version,
        status: 'confirmed',
      };
      try {
        const api = await client();
        try {
          await api.events.insert({ calendarId, sendUpdates: 'none', requestBody: { id, ...requestBody } });
        } catch (error) {
          // 409: the event is there (written before, or its answer was lost): change it instead.
          if (statusOf(error) !== 409) throw error;
          await api.events.update({ calendarId, eventId: id, sendUpdates: 'none', requestBody });
        }
        return id;
      } catch (error) {
        throw unavailable('write the event', error);
      }
    },

    async remove(eventId) {
      try {
        await (await client()).events.delete({ calendarId, eventId, sendUpdates: 'none' });
      } catch (error) {
        const status = statusOf(error);
        if (status === 404 || status === 410) return;
        throw unavailable('remove the event', error);
      }
    },
  };
}
