import { createVerify } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoopbackServer, sendJson } from './loopback-server';

/**
 * The managers' calendars on loopback, in both protocols the site speaks to them: Google's OAuth
 * token endpoint (the service account's assertion, RFC 7523, verified against its public key) and
 * Calendar API v3 (`freeBusy.query`, events inserted with a client id, updated, deleted), and CalDAV
 * (RFC 4791: a `calendar-query` REPORT with a time range, a `calendar-multiget` REPORT, PUT with
 * `If-None-Match: *`, DELETE, with Basic credentials). What each calendar holds can be read back
 * (`events`), seeded with busy blocks (`busy`), and taken down (`failing`) as an outage would.
 */

export interface HeldEvent {
  readonly id: string;
  readonly start: string;
  readonly end: string;
  readonly summary: string;
  readonly attendees: readonly string[];
  /** How it was written: the Calendar API, CalDAV, or seeded by a test or the twin. */
  readonly via: 'google' | 'caldav' | 'seed';
  /** The iCalendar object, for CalDAV. */
  readonly ics?: string;
  readonly sequence?: number;
}

export interface CalendarStandInOptions {
  /** The service account whose assertions the token endpoint takes: its e-mail and public key (PEM). */
  readonly google?: { readonly clientEmail: string; readonly publicKey: string };
  /** CalDAV accounts: the calendar collection's path (`/dav/calendars/…/`) and its Basic credentials. */
  readonly caldav?: readonly { readonly path: string; readonly username: string; readonly password: string }[];
  /** Told of every event written, moved or removed (the twin prints it). */
  readonly onChange?: (calendar: string, change: 'written' | 'removed', event: HeldEvent) => void;
}

const TOKEN_PREFIX = 'stand-in-token:';

export class FakeCalendar extends LoopbackServer {
  /** Events by calendar (a Google calendar id, or a CalDAV collection path). */
  readonly calendars = new Map<string, Map<string, HeldEvent>>();
  /** While it holds a calendar's id or path, or `all`, that calendar answers 503. */
  readonly failing = new Set<string>();
  /** Every request, in order: `<method> <path>`. */
  readonly requests: string[] = [];

  constructor(readonly options: CalendarStandInOptions = {}) {
    super((req, body, res) => this.#answer(req, body, res));
  }

  /** What a calendar holds, by start. */
  events(calendar: string): HeldEvent[] {
    return [...(this.calendars.get(calendar)?.values() ?? [])].sort((a, b) => a.start.localeCompare(b.start));
  }

  /** Seeds a busy block, as the manager's own appointments. */
  busy(calendar: string, start: string, end: string, summary = 'Busy'): void {
    const id = `seed-${start}`;
    this.#calendar(calendar).set(id, { id, start, end, summary, attendees: [], via: 'seed' });
  }

  reset(): void {
    this.calendars.clear();
    this.failing.clear();
    this.requests.length = 0;
  }

  #calendar(id: string): Map<string, HeldEvent> {
    let calendar = this.calendars.get(id);
    if (!calendar) this.calendars.set(id, (calendar = new Map()));
    return calendar;
  }

  #failing(calendar: string): boolean {
    return this.failing.has('all') || this.failing.has(calendar);
  }

  async #answer(req: IncomingMessage, body: string, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    this.requests.push(`${req.method} ${url.pathname}`);
    if (req.method === 'POST' && url.pathname === '/token') return this.#token(body, res);
    if (url.pathname.startsWith('/calendar/v3/')) return this.#google(req, url, body, res);
    // A CalDAV collection is wherever its server keeps it (/dav/…, Nextcloud's /remote.php/dav/…): the accounts' own paths.
    if (this.options.caldav?.some((account) => url.pathname.startsWith(account.path))) return this.#caldav(req, url, body, res);
    if (req.method === 'GET' && url.pathname === '/') return this.#overview(res);
    // A suite in another process than the twin seeds a manager's appointment so.
    if (req.method === 'POST' && url.pathname === '/busy') {
      const { calendar, start, end, summary } = JSON.parse(body) as { calendar: string; start: string; end: string; summary?: string };
      this.busy(calendar, start, end, summary);
      return sendJson(res, 201, { calendar, start, end });
    }
    sendJson(res, 404, { error: { code: 404, message: 'Not Found' } });
  }

  #token(body: string, res: ServerResponse): void {
    const form = new URLSearchParams(body);
    const [header, claims, signature] = (form.get('assertion') ?? '').split('.');
    const google = this.options.google;
    if (form.get('grant_type') !== 'urn:ietf:params:oauth:grant-type:jwt-bearer' || !header || !claims || !signature || !google) {
      return sendJson(res, 400, { error: 'invalid_grant' });
    }
    const valid = createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(google.publicKey, signature, 'base64url');
    const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { iss?: string; sub?: string; exp?: number };
    if (!valid || payload.iss !== google.clientEmail || !payload.sub || (payload.exp ?? 0) * 1000 < Date.now())
      return sendJson(res, 400, { error: 'invalid_grant' });
    sendJson(res, 200, { access_token: `${TOKEN_PREFIX}${payload.sub}`, token_type: 'Bearer', expires_in: 3600 });
  }

  /** The calendar a Bearer token acts as (domain-wide delegation: the subject of its assertion). */
  #subjectOf(req: IncomingMessage): string | undefined {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    return token?.startsWith(TOKEN_PREFIX) ? token.slice(TOKEN_PREFIX.length) : undefined;
  }

  #google(req: IncomingMessage, url: URL, body: string, res: ServerResponse): void {
    const subject = this.#subjectOf(req);
    if (!subject) return sendJson(res, 401, { error: { code: 401, message: 'Request had invalid authentication credentials.' } });
    if (req.method === 'POST' && url.pathname === '/calendar/v3/freeBusy') {
      const query = JSON.parse(body) as { timeMin: string; timeMax: string; items: { id: string }[] };
      const from = Date.parse(query.timeMin);
      const to = Date.parse(query.timeMax);
      const calendars: Record<string, unknown> = {};
      for (const { id } of query.items) {
        if (this.#failing(id)) return sendJson(res, 503, { error: { code: 503, message: 'The service is currently unavailable.' } });
        calendars[id] =
          id === subject
            ? {
                busy: this.events(id)
                  .filter((event) => Date.parse(event.end) > from && Date.parse(event.start) < to)
                  .map(({ start, end }) => ({ start, end })),
              }
            : { errors: [{ domain: 'global', reason: 'notFound' }] };
      }
      return sendJson(res, 200, { kind: 'calendar#freeBusy', timeMin: query.timeMin, timeMax: query.timeMax, calendars });
    }
    const match = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(url.pathname);
    if (!match) return sendJson(res, 404, { error: { code: 404, message: 'Not Found' } });
    const calendarId = decodeURIComponent(match[1]!);
    if (calendarId !== subject) return sendJson(res, 403, { error: { code: 403, message: 'Forbidden' } });
    if (this.#failing(calendarId)) return sendJson(res, 503, { error: { code: 503, message: 'The service is currently unavailable.' } });
    const calendar = this.#calendar(calendarId);
    const eventId = match[2] && decodeURIComponent(match[2]);
    if (req.method === 'DELETE' && eventId) {
      const event = calendar.get(eventId);
      if (!event) return sendJson(res, 410, { error: { code: 410, message: 'Resource has been deleted' } });
      calendar.delete(eventId);
      this.options.onChange?.(calendarId, 'removed', event);
      res.writeHead(204).end();
      return;
    }
    const resource = JSON.parse(body || '{}') as {
      id?: string;
      summary?: string;
      start?: { dateTime?: string };
      end?: { dateTime?: string };
      attendees?: { email: string }[];
      sequence?: number;
    };
    const id = req.method === 'POST' ? resource.id : eventId;
    if (!id || !/^[a-v0-9]{5,1024}$/.test(id)) return sendJson(res, 400, { error: { code: 400, message: 'Invalid resource id value.' } });
    if (req.method === 'POST' && calendar.has(id)) return sendJson(res, 409, { error: { code: 409, message: 'The requested identifier already exists.' } });
    if ((req.method === 'PUT' || req.method === 'PATCH') && !calendar.has(id)) return sendJson(res, 404, { error: { code: 404, message: 'Not Found' } });
    if (!['POST', 'PUT', 'PATCH'].includes(req.method ?? '') || !resource.start?.dateTime || !resource.end?.dateTime) {
      return sendJson(res, 400, { error: { code: 400, message: 'Missing start or end time.' } });
    }
    const event: HeldEvent = {
      id,
      start: new Date(resource.start.dateTime).toISOString(),
      end: new Date(resource.end.dateTime).toISOString(),
      summary: resource.summary ?? '',
      attendees: (resource.attendees ?? []).map((attendee) => attendee.email),
      via: 'google',
      sequence: resource.sequence ?? 0,
    };
    calendar.set(id, event);
    this.options.onChange?.(calendarId, 'written', event);
    sendJson(res, 200, { kind: 'calendar#event', id, status: 'confirmed', htmlLink: `${this.url}/event?eid=${id}`, ...resource });
  }

  #caldav(req: IncomingMessage, url: URL, body: string, res: ServerResponse): void {
    const account = this.options.caldav?.find((candidate) => url.pathname.startsWith(candidate.path));
    if (!account) return void res.writeHead(404).end();
    const expected = `Basic ${Buffer.from(`${account.username}:${account.password}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return void res.writeHead(401, { 'www-authenticate': 'Basic realm="CalDAV"' }).end();
    if (this.#failing(account.path)) return void res.writeHead(503).end();
    const calendar = this.#calendar(account.path);
    const name = decodeURIComponent(url.pathname.slice(account.path.length));
    if (req.method === 'PUT' && name) {
      if (req.headers['if-none-match'] === '*' && calendar.has(name)) return void res.writeHead(412).end();
      const event = eventOfIcs(name, body);
      if (!event) return void res.writeHead(415).end();
      // A scheduling message is not a calendar object (RFC 4791 §4.1).
      if (/^METHOD:/m.test(body)) return void res.writeHead(403).end();
      const existed = calendar.has(name);
      calendar.set(name, event);
      this.options.onChange?.(account.path, 'written', event);
      return void res.writeHead(existed ? 204 : 201, { etag: `"${event.sequence ?? 0}"` }).end();
    }
    if (req.method === 'DELETE' && name) {
      const event = calendar.get(name);
      if (!event) return void res.writeHead(404).end();
      calendar.delete(name);
      this.options.onChange?.(account.path, 'removed', event);
      return void res.writeHead(204).end();
    }
    if (req.method === 'REPORT') {
      const range = /time-range[^>]*start="(\d{8}T\d{6}Z)"[^>]*end="(\d{8}T\d{6}Z)"/.exec(body);
      const hrefs = [...body.matchAll(/<[a-z]*:?href>([^<]+)<\/[a-z]*:?href>/gi)].map((match) => decodeURIComponent(match[1]!));
      const [from, to] = range ? [basicToMs(range[1]!), basicToMs(range[2]!)] : [-Infinity, Infinity];
      const events = this.events(account.path).filter((event) =>
        /calendar-multiget/.test(body) ? hrefs.some((href) => href.endsWith(`/${event.id}`)) : Date.parse(event.end) > from && Date.parse(event.start) < to,
      );
      const responses = events
        .map(
          (event) =>
            `<d:response><d:href>${account.path}${encodeURIComponent(event.id)}</d:href><d:propstat><d:prop><d:getetag>"${event.sequence ?? 0}"</d:getetag><c:calendar-data>${escapeXml(
              event.ics ?? seedIcs(event),
            )}</c:calendar-data></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>`,
        )
        .join('');
      res.writeHead(207, { 'content-type': 'application/xml; charset=utf-8' });
      return void res.end(
        `<?xml version="1.0" encoding="utf-8"?><d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">${responses}</d:multistatus>`,
      );
    }
    res.writeHead(405).end();
  }

  #overview(res: ServerResponse): void {
    sendJson(res, 200, Object.fromEntries([...this.calendars.keys()].map((calendar) => [calendar, this.events(calendar)])));
  }
}

const escapeXml = (text: string) => text.replace(/[&<>]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[character]!);

function basicToMs(value: string): number {
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value)!;
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
}

const toBasic = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

function seedIcs(event: HeldEvent): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//stand-in//EN',
    'BEGIN:VEVENT',
    `UID:${event.id}`,
    `DTSTART:${toBasic(event.start)}`,
    `DTEND:${toBasic(event.end)}`,
    `SUMMARY:${event.summary}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}

/** The event a PUT calendar object holds (UTC times, as the site writes them). */
function eventOfIcs(name: string, ics: string): HeldEvent | undefined {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  const field = (key: string) => new RegExp(`^${key}(?:;[^:]*)?:(.*)$`, 'm').exec(unfolded)?.[1]?.trim();
  const start = field('DTSTART');
  const end = field('DTEND');
  if (!start || !end || !/BEGIN:VEVENT/.test(unfolded)) return undefined;
  const iso = (value: string) => new Date(basicToMs(value.endsWith('Z') ? value : `${value}Z`)).toISOString();
  return {
    id: name,
    start: iso(start),
    end: iso(end),
    summary: field('SUMMARY') ?? '',
    attendees: [...unfolded.matchAll(/^ATTENDEE[^:]*:mailto:(.+)$/gim)].map((match) => match[1]!.trim()),
    via: 'caldav',
    ics,
    sequence: Number(field('SEQUENCE') ?? 0),
  };
}
