import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_PATHS, type MeetingResponse, type MeetingTimesResponse, type TimeUnavailableBody } from '@site/contracts';
import { meetingManager, MEETING_MANAGERS } from '@site/model';
import { FakeTelegram } from '@site/stand-ins/fake-telegram';
import { startMeetingStandIns, type MeetingStandIns } from '@site/stand-ins/meeting-services';
import { lambdaContext } from '../../host/lambda-context';
import { handler as leadsHandler } from '../../leads/index';
import { handler as sweeperHandler } from '../../meeting-sweeper/index';
import { handler as pagesHandler } from '../../meeting-pages/index';
import { captureOutput } from '../../test-support/captured-output';
import { apiEvent, callApi } from '../../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { handler } from '../index';

let db: LocalDynamoDB;
let telegram: FakeTelegram;
let services: MeetingStandIns;
const output = captureOutput();

beforeAll(async () => {
  db = await startLocalDynamoDB();
  telegram = await new FakeTelegram().start();
  services = await startMeetingStandIns();
  Object.assign(process.env, {
    TELEGRAM_API_URL: telegram.url,
    TELEGRAM_BOT_TOKEN: '123:secret-token',
    TELEGRAM_CHAT_ID: '-100200300',
    SITE_ORIGINS: 'https://synthra.ai',
    // Each test books its own meetings and seeds busy times it reads back at once; the allowances' and the cache's own tests set theirs.
    MEETINGS_PER_HOUR: '1000',
    MEETING_FREE_BUSY_CACHE_SECONDS: '0',
  });
});
afterAll(async () => {
  output.restore();
  await Promise.all([telegram.stop(), services.close(), db.close()]);
});
beforeEach(() => {
  services.calendar.failing.clear();
  services.mail.failAll = undefined;
});

const JSON_HEADERS = { 'Content-Type': 'application/json' };

async function times(language: 'en' | 'ru' | 'uk', timeZone: string, headers: Record<string, string> = JSON_HEADERS) {
  const answer = await callApi<MeetingTimesResponse>(handler, API_PATHS.meetingTimes, { body: { language, timeZone }, headers });
  expect(answer.status).toBe(200);
  return answer.body;
}

const firstTime = (body: MeetingTimesResponse) => body.days[0]!.times[0]!.start;

function order(start: string, extra: Record<string, unknown> = {}) {
  return {
    start,
    language: 'uk',
    timeZone: 'Europe/Kyiv',
    name: 'Оксана Марчук',
    // A domain of its own: the domain's day allowance is tested on its own.
    email: `oksana@${randomUUID().slice(0, 8)}.example.com`,
    source: 'contacts',
    pagePath: '/ua/contacts',
    consent: true,
    idempotencyKey: randomUUID(),
    ...extra,
  };
}

const book = (body: Record<string, unknown>, headers: Record<string, string> = JSON_HEADERS) =>
  callApi<MeetingResponse & TimeUnavailableBody>(handler, API_PATHS.meetings, { body, headers });

/** Makes every manager speaking `lang` but `keep` busy at `start`, so only one can take it. */
function onlyOneFreeAt(start: string, keep: string): void {
  for (const manager of MEETING_MANAGERS) {
    if (manager.id === keep) continue;
    services.calendar.busy(services.calendarOf(manager), start, new Date(Date.parse(start) + 30 * 60_000).toISOString(), 'Held for the test');
  }
}

/** A time offered in Ukrainian that only one manager can take. */
async function contestedTime(): Promise<{ start: string; manager: string }> {
  const body = await times('uk', 'Europe/Kyiv');
  const start = body.days.at(-1)!.times.at(-3)!.start;
  onlyOneFreeAt(start, 'olena-hrytsenko');
  return { start, manager: 'olena-hrytsenko' };
}

describe('the times offered', () => {
  it("are on the visitor's clock, by their day, in the future past the notice, and only with managers of the page's language", async () => {
    const kyiv = await times('uk', 'Europe/Kyiv');
    const almaty = await times('uk', 'Asia/Almaty');
    expect(kyiv.days.length).toBeGreaterThanOrEqual(4);
    const first = kyiv.days[0]!.times[0]!;
    expect(Date.parse(first.start)).toBeGreaterThan(Date.now() + 119 * 60_000);
    // The same instant, two hours later on an Almaty clock in winter, three in summer (Kyiv's summer time).
    const same = almaty.days.flatMap((day) => day.times).find((time) => time.start === first.start)!;
    const hours = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    expect([120, 180]).toContain((hours(same.time) - hours(first.time) + 24 * 60) % (24 * 60));
    // Ukrainian: Olena (Kyiv, 09–18) and Andrii (Kyiv, 10–19); nobody before 09:00 or from 19:00 Kyiv time.
    for (const time of kyiv.days.flatMap((day) => day.times)) {
      expect(time.time >= '09:00' && time.time <= '18:30', time.time).toBe(true);
    }
  });

  it("keep clear of what the managers' calendars hold, with the buffers", async () => {
    const day = (await times('uk', 'Europe/Kyiv')).days.at(-1)!;
    const at = (hhmm: string) => day.times.find((time) => time.time === hhmm)!.start;
    const eleven = at('11:00');
    for (const id of ['olena-hrytsenko', 'andrii-melnyk']) {
      services.calendar.busy(services.calendarOf(meetingManager(id)!), eleven, new Date(Date.parse(eleven) + 60 * 60_000).toISOString(), 'Client workshop');
    }
    const offered = (await times('uk', 'Europe/Kyiv')).days.find((candidate) => candidate.date === day.date)!.times.map((time) => time.time);
    expect(offered).toContain('10:00');
    for (const blocked of ['10:30', '11:00', '11:30', '12:00']) expect(offered).not.toContain(blocked);
    expect(offered).toContain('12:30');
  });

  it('refuses a time zone that is none', async () => {
    const answer = await callApi(handler, API_PATHS.meetingTimes, { body: { language: 'uk', timeZone: 'Mars/Olympus' } });
    expect(answer).toMatchObject({ status: 400, body: { error: 'validation_failed', fields: { timeZone: 'invalid_value' } } });
  });
});

describe('a booking', () => {
  it("is written into the manager's calendar, e-mailed with a valid invitation and told to the managers", async () => {
    const start = firstTime(await times('uk', 'Europe/Kyiv'));
    const request = order(start);
    const answer = await book(request);
    expect(answer.status).toBe(201);
    const meeting = answer.body.meeting;
    expect(meeting).toMatchObject({ status: 'booked', start: new Date(start).toISOString(), calendar: 'written', email: request.email });
    const manager = MEETING_MANAGERS.find((candidate) => candidate.name.uk === meeting.manager)!;
    expect(manager.languages).toContain('uk');

    const held = services.calendar.events(services.calendarOf(manager)).find((event) => event.start === meeting.start && event.via !== 'seed');
    expect(held).toMatchObject({ end: meeting.end, attendees: [request.email] });

    const [mail] = services.mail.mailTo(request.email);
    expect(mail).toBeDefined();
    expect(mail!.subject).toContain('Synthra');
    expect(mail!.calendarMethod).toBe('REQUEST');
    const ics = mail!.ics!;
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:meeting-${meeting.id}@synthra.ai`);
    expect(ics).toContain('SEQUENCE:0');
    expect(ics).toContain(`DTSTART:${meeting.start.replace(/[-:]/g, '').replace('.000', '')}`);
    expect(ics.replace(/\r\n[ \t]/g, '')).toMatch(new RegExp(`ORGANIZER;CN="?${manager.name.uk}"?:mailto:${manager.email}`));
    expect(ics.replace(/\r\n[ \t]/g, '')).toMatch(new RegExp(`ATTENDEE;.*RSVP=TRUE.*:mailto:${request.email}`, 'i'));
    // RFC 5545 §3.1: content lines of at most 75 octets, CRLF.
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(mail!.text).toContain(manager.room);
    expect(mail!.text).toMatch(/https:\/\/synthra\.ai\/api\/meeting\?link=/);

    const notice = telegram.accepted.find((message) => message.text.includes(request.email));
    // The Kyiv managers who hold Ukrainian calls read their notices in Ukrainian.
    expect(notice?.text).toContain('Нова зустріч із сайту');
  });

  it('takes an address whose domain is in another script, and sends the invitation to it in punycode, as SES takes it', async () => {
    const local = `oksana.${randomUUID().slice(0, 8)}`;
    const ascii = `${local}@xn--80aikifvh.xn--j1amh`;
    const answer = await book(order(firstTime(await times('uk', 'Europe/Kyiv')), { email: `${local.toUpperCase()}@Приклад.укр` }));
    expect(answer.status).toBe(201);
    expect(answer.body.meeting.email).toBe(ascii);
    const [mail] = services.mail.mailTo(ascii);
    expect(mail?.to).toEqual([ascii]);
    // The message's own To, its folded lines joined: the same punycode, and no display name.
    const to = /^To: (.*)$/m.exec(mail!.raw.replace(/\r?\n[ \t]+/g, ' '))?.[1];
    expect(to?.trim()).toBe(ascii);
    expect(mail!.ics!.replace(/\r\n[ \t]/g, '').toLowerCase()).toContain(`:mailto:${ascii}`);

    // Letters beyond ASCII before the @ cannot go through SES: the visitor is told so, not that the address is wrong.
    const refused = await book(order(firstTime(await times('uk', 'Europe/Kyiv')), { email: 'оксана@приклад.укр' }));
    expect(refused).toMatchObject({ status: 400, body: { fields: { email: 'email_local_part_not_ascii' } } });
  });

  it('gives a time once: of two visitors racing for it, one books it and the other gets fresh times without it', async () => {
    const { start } = await contestedTime();
    const [a, b] = await Promise.all([book(order(start)), book(order(start))]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([201, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body).toMatchObject({ error: 'time_unavailable', reason: 'taken' });
    expect(loser.body.days.flatMap((day) => day.times).map((time) => time.start)).not.toContain(new Date(start).toISOString());
    const claims = (await db.items<{ id: string }>('meetings')).filter((item) => item.id === `slot#olena-hrytsenko#${new Date(start).toISOString()}`);
    expect(claims).toHaveLength(1);
  });

  it('answers a past time and a time outside the hours with why, and fresh times', async () => {
    const past = await book(order(new Date(Date.now() - 60 * 60_000).toISOString()));
    expect(past).toMatchObject({ status: 409, body: { error: 'time_unavailable', reason: 'past' } });
    expect(past.body.days.length).toBeGreaterThan(0);
    const night = new Date(Date.parse(firstTime(await times('uk', 'Europe/Kyiv'))));
    night.setUTCHours(1, 0, 0, 0);
    night.setUTCDate(night.getUTCDate() + 1);
    const outside = await book(order(night.toISOString()));
    expect(outside).toMatchObject({ status: 409, body: { reason: 'outside_hours' } });
  });

  it('is the same booking when sent again with its key', async () => {
    const request = order(firstTime(await times('uk', 'Europe/Kyiv')));
    const first = await book(request);
    const again = await book(request);
    expect(again.status).toBe(201);
    expect(again.body.meeting.id).toBe(first.body.meeting.id);
    expect(services.mail.mailTo(request.email)).toHaveLength(1);
  });

  it('mails nothing the visitor typed: no name in the greeting, subject, To or the attendee, and the calendar shows the name defanged', async () => {
    const name = 'Visit https://evil.example/win now';
    const request = order(firstTime(await times('uk', 'Europe/Kyiv')), { name, company: 'Prize at evil.example' });
    const answer = await book(request);
    expect(answer.status).toBe(201);
    const [mail] = services.mail.mailTo(request.email);
    const raw = mail!.raw.replace(/\r?\n[ \t]+/g, ' ');
    for (const typed of ['evil', 'Visit', 'Prize']) expect(raw).not.toContain(typed);
    expect(mail!.text.startsWith('Вітаємо!\n')).toBe(true);
    expect(/^To: (.*)$/m.exec(raw)?.[1]?.trim()).toBe(request.email);
    expect(mail!.ics!.replace(/\r\n[ \t]/g, '')).toMatch(new RegExp(`^ATTENDEE;(?!.*CN=).*:mailto:${request.email}$`, 'im'));
    const manager = MEETING_MANAGERS.find((candidate) => candidate.name.uk === answer.body.meeting.manager)!;
    const held = services.calendar.events(services.calendarOf(manager)).find((event) => event.attendees.includes(request.email));
    expect(held?.summary).toContain('https[:]//evil[.]example/win');
  });

  it('counts a mailbox however it is spelt, and caps the bookings whose invitations go to one domain', async () => {
    const domain = `${randomUUID().slice(0, 8)}.example.com`;
    const at = async (email: string) => (await book(order(firstTime(await times('uk', 'Europe/Kyiv')), { email }))).status;
    expect(await at('Same.Target@gmail.com')).toBe(201);
    expect(await at('sametarget+1@gmail.com')).toBe(201);
    for (const spelling of ['same.target+2@Gmail.com', 's.a.m.e.t.a.r.g.e.t@googlemail.com', 'SAMETARGET@gmail.com']) {
      expect(await at(spelling), spelling).toBe(429);
    }
    // Outside Gmail a dot is part of the mailbox; a +tag is not.
    expect(await at(`a.b@${domain}`)).toBe(201);
    expect(await at(`ab@${domain}`)).toBe(201);
    expect(await at(`a.b+x@${domain}`)).toBe(201);
    expect(await at(`a.b+y@${domain}`)).toBe(429);
    for (const person of ['c', 'd', 'e', 'f']) expect(await at(`${person}@${domain}`), person).toBe(person === 'f' ? 429 : 201);
  });

  it('answers its key sent again with other fields with the status only: no e-mail, manager, time or link, as JSON or as a form', async () => {
    const request = order(firstTime(await times('uk', 'Europe/Kyiv')));
    expect((await book(request)).status).toBe(201);
    const stranger = { ...request, name: 'Eve', email: `eve@${randomUUID().slice(0, 8)}.example.com`, start: firstTime(await times('uk', 'Europe/Kyiv')) };
    const json = await book(stranger);
    expect(json).toMatchObject({ status: 409, body: { error: 'idempotency_key_reused', status: 'booked' } });
    expect(Object.keys(json.body).sort()).toEqual(['error', 'message', 'status']);
    const form = await handler(
      {
        ...apiEvent(API_PATHS.meetings, {
          body: new URLSearchParams({ ...stranger, consent: 'on' } as unknown as Record<string, string>).toString(),
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        }),
      },
      lambdaContext('meetings', 10_000),
    );
    expect(form.statusCode).toBe(409);
    expect(form.headers?.location).toBeUndefined();
    expect(form.body).not.toContain(request.email);
    expect(form.body).not.toContain('link=');
    expect(form.body).not.toContain(request.idempotencyKey);
    // Nothing was mailed to the stranger, and the visitor's meeting was mailed once.
    expect(services.mail.mailTo(stranger.email)).toEqual([]);
    expect(services.mail.mailTo(request.email)).toHaveLength(1);
  });

  it("of a call Lumi placed has a key no one derives from the conversation's id without the server's secret", async () => {
    const { callMeetingKey } = await import('../../shared/meetings/call-meeting');
    const { uuidOfName } = await import('../../shared/name-based-uuid');
    const key = await callMeetingKey('conv_phone_58eab92b07c9');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(key).not.toBe(uuidOfName('phone-call-meeting:conv_phone_58eab92b07c9'));
    expect(await callMeetingKey('conv_phone_58eab92b07c9')).toBe(key);
  });

  it('needs consent from a visitor the site does not know', async () => {
    const answer = await book(order(firstTime(await times('uk', 'Europe/Kyiv')), { consent: undefined }));
    expect(answer).toMatchObject({ status: 400, body: { fields: { consent: 'consent_required' } } });
  });

  it("is kept when the manager's calendar does not answer, told as pending, and written once it answers again", async () => {
    const { start, manager } = await contestedTime();
    const calendarKey = services.calendarOf(meetingManager(manager)!);
    services.calendar.failing.add(calendarKey);
    const answer = await book(order(start));
    expect(answer.status).toBe(201);
    expect(answer.body.meeting.calendar).toBe('pending');
    expect(services.calendar.events(calendarKey).some((event) => event.start === answer.body.meeting.start && event.via !== 'seed')).toBe(false);
    const stored = (await db.items<{ id: string; workStatus?: string; calendarVersion: number }>('meetings')).find(
      (item) => item.id === `meeting#${answer.body.meeting.id}`,
    );
    expect(stored).toMatchObject({ workStatus: 'due', calendarVersion: -1 });
    const notice = telegram.accepted.find((message) => message.text.includes(String(answer.body.meeting.email)));
    expect(notice?.text).toContain('запис у календар повторюється');

    services.calendar.failing.clear();
    // The retry falls due after the back-off: the sweeper runs as that minute would.
    const { dueMeetings } = await import('../../shared/meetings/store');
    const due = await dueMeetings(Date.now() + 2 * 60_000);
    expect(due.map((item) => item.meetingId)).toContain(answer.body.meeting.id);
    const { sweepMeetings } = await import('../../shared/meetings/work');
    const realNow = Date.now;
    Date.now = () => realNow() + 2 * 60_000;
    try {
      await sweepMeetings(Date.now() + 30_000);
    } finally {
      Date.now = realNow;
    }
    expect(services.calendar.events(calendarKey).some((event) => event.start === answer.body.meeting.start && event.via !== 'seed')).toBe(true);
    expect(sweeperHandler).toBeTypeOf('function');
  });
});

describe('a crash right after the meeting is stored', () => {
  it("loses no managers' notice: the sweeper makes the notice the booking never wrote (I6)", async () => {
    const request = order(firstTime(await times('uk', 'Europe/Kyiv')));
    const answer = await book(request);
    expect(answer.status).toBe(201);
    // What a crash between storing and telling leaves: the meeting due, no notice item, nothing in the chat.
    const { documentClient, tableName } = await import('../../shared/dynamodb');
    const { DeleteCommand, UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    await documentClient().send(new DeleteCommand({ TableName: tableName('meetings'), Key: { id: `notice#${answer.body.meeting.id}#0` } }));
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName('meetings'),
        Key: { id: `meeting#${answer.body.meeting.id}` },
        UpdateExpression: 'SET noticedVersion = :none, workStatus = :due, workAfter = :now',
        ExpressionAttributeValues: { ':none': -1, ':due': 'due', ':now': Date.now() - 1000 },
      }),
    );
    telegram.accepted.length = 0;
    const { sweepMeetings } = await import('../../shared/meetings/work');
    await sweepMeetings(Date.now() + 30_000);
    const notices = (await db.items<{ id: string }>('meetings')).filter((item) => item.id === `notice#${answer.body.meeting.id}#0`);
    expect(notices).toHaveLength(1);
    await expect.poll(() => telegram.accepted.filter((message) => message.text.includes(request.email)).length).toBe(1);
  });
});

describe('the invitation’s link', () => {
  async function booked() {
    const request = order(firstTime(await times('uk', 'Europe/Kyiv')));
    const answer = await book(request);
    const link = /link=([^&\s]+)/.exec(services.mail.mailTo(request.email)[0]!.text)![1]!;
    return { request, meeting: answer.body.meeting, link: decodeURIComponent(link) };
  }

  const change = (body: Record<string, unknown>) =>
    callApi<MeetingResponse & { error?: string }>(handler, API_PATHS.meetingChanges, { body: { language: 'uk', timeZone: 'Europe/Kyiv', ...body } });

  it('moves the meeting: a new invitation with the same UID and a higher sequence, the calendar moved, and the old link then changes nothing', async () => {
    const { request, meeting, link } = await booked();
    const later = (await times('uk', 'Europe/Kyiv')).days[2]!.times[1]!.start;
    const moved = await change({ link, change: 'move', start: later });
    expect(moved.status).toBe(200);
    expect(moved.body.meeting).toMatchObject({ id: meeting.id, start: new Date(later).toISOString(), status: 'booked' });
    const mails = services.mail.mailTo(request.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.ics).toContain(`UID:meeting-${meeting.id}@synthra.ai`);
    expect(mails[1]!.ics).toContain('SEQUENCE:1');
    const manager = MEETING_MANAGERS.find((candidate) => candidate.name.uk === moved.body.meeting.manager)!;
    const events = services.calendar.events(services.calendarOf(manager)).filter((event) => event.via !== 'seed' && event.attendees.includes(request.email));
    expect(events.map((event) => event.start)).toEqual([moved.body.meeting.start]);

    const replayed = await change({ link, change: 'cancel' });
    expect(replayed).toMatchObject({ status: 409, body: { error: 'link_replayed' } });
    const page = await pagesHandler(
      { ...apiEvent(API_PATHS.meetingPage), httpMethod: 'GET', queryStringParameters: { link, lang: 'uk' } },
      lambdaContext('meeting-pages', 10_000),
    );
    expect(page.statusCode).toBe(409);
    expect(page.body).toContain('Це посилання з давнішого листа');
  });

  it('gives "move" and "cancel" each its own link, which opens the page on that change alone, a form that works without JavaScript', async () => {
    const { request } = await booked();
    const text = services.mail.mailTo(request.email)[0]!.text;
    const linkAfter = (sentence: string) => new URL(new RegExp(`${sentence} (\\S+)`).exec(text)![1]!);
    const move = linkAfter('Перенести дзвінок можна тут:');
    const cancel = linkAfter('Скасувати дзвінок можна тут:');
    expect(move.searchParams.get('action')).toBe('move');
    expect(cancel.searchParams.get('action')).toBe('cancel');
    expect(move.searchParams.get('link')).toBe(cancel.searchParams.get('link'));
    const open = async (url: URL) =>
      (
        await pagesHandler(
          { ...apiEvent(API_PATHS.meetingPage), httpMethod: 'GET', queryStringParameters: Object.fromEntries(url.searchParams) },
          lambdaContext('meeting-pages', 10_000),
        )
      ).body;
    const movePage = await open(move);
    expect(movePage).toContain('<input type="hidden" name="change" value="move">');
    expect(movePage).not.toContain('value="cancel"');
    const cancelPage = await open(cancel);
    expect(cancelPage).toContain('<input type="hidden" name="change" value="cancel">');
    expect(cancelPage).not.toContain('value="move"');
    // Both forms post to the same signed link, without script.
    expect(`${movePage}${cancelPage}`).not.toContain('<script');
  });

  it('cancels the meeting: a CANCEL with the same UID, the calendar cleared, the time free again', async () => {
    const { request, meeting, link } = await booked();
    const cancelled = await change({ link, change: 'cancel' });
    expect(cancelled).toMatchObject({ status: 200, body: { meeting: { status: 'cancelled' } } });
    const last = services.mail.mailTo(request.email).at(-1)!;
    expect(last.calendarMethod).toBe('CANCEL');
    expect(last.ics).toContain('STATUS:CANCELLED');
    expect(last.ics).toContain(`UID:meeting-${meeting.id}@synthra.ai`);
    const manager = MEETING_MANAGERS.find((candidate) => candidate.name.uk === meeting.manager)!;
    expect(services.calendar.events(services.calendarOf(manager)).some((event) => event.attendees.includes(request.email))).toBe(false);
    expect((await times('uk', 'Europe/Kyiv')).days.flatMap((day) => day.times).map((time) => time.start)).toContain(meeting.start);
    expect(telegram.accepted.some((message) => message.text.includes('Зустріч скасовано') && message.text.includes(request.email))).toBe(true);
  });

  it('changes nothing and says why for a malformed, forged or expired link', async () => {
    const { link } = await booked();
    const forged = `${link.slice(0, -2)}${link.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await change({ link: forged, change: 'cancel' })).toMatchObject({ status: 400, body: { error: 'link_invalid' } });
    expect(await change({ link: 'not-a-link', change: 'cancel' })).toMatchObject({
      status: 400,
      body: { error: 'validation_failed', fields: { link: 'invalid_format' } },
    });
    const { signMeetingLink } = await import('../../shared/meetings/links');
    const { meetingLinkKey } = await import('../../shared/read-settings');
    const [id] = link.split('.');
    const uuid = Buffer.from(id!, 'base64url')
      .toString('hex')
      .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
    const expired = signMeetingLink({ meetingId: uuid, version: 0, expires: Math.floor(Date.now() / 1000) - 10 }, await meetingLinkKey());
    expect(await change({ link: expired, change: 'cancel' })).toMatchObject({ status: 410, body: { error: 'link_expired' } });
  });
});

describe('what keeps strangers from booking out the week (I2, I7)', () => {
  const from = (address: string, asn?: number) => ({
    ...JSON_HEADERS,
    'CloudFront-Viewer-Address': `${address}:50123`,
    ...(asn !== undefined && { 'CloudFront-Viewer-ASN': String(asn) }),
  });
  const withSettings = async (settings: Record<string, string>, run: () => Promise<void>) => {
    const saved = Object.fromEntries(Object.keys(settings).map((name) => [name, process.env[name]]));
    Object.assign(process.env, settings);
    try {
      await run();
    } finally {
      for (const [name, value] of Object.entries(saved))
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
    }
  };
  const bookFrom = async (headers: Record<string, string>) => (await book(order(firstTime(await times('uk', 'Europe/Kyiv'))), headers)).status;

  it("takes the runbook's least to book out the English week of 106 times: 36 providers, 18 domains, 53 mailboxes, 14 hours", async () => {
    const { whatFillsTheWeek } = await import('../../shared/meetings/allowances');
    const { SETTINGS } = await import('../../settings');
    const allowances = {
      perProvider: Number(SETTINGS.meetingsPerProviderPerDay.default),
      perDomain: Number(SETTINGS.meetingsPerEmailDomainPerDay.default),
      perMailbox: Number(SETTINGS.meetingsPerEmail.default),
      siteHour: Number(SETTINGS.meetingsPerHour.default),
    };
    expect(whatFillsTheWeek(106, allowances)).toEqual({ providers: 36, domains: 18, mailboxes: 53, hours: 14 });
  });

  it('gives one provider three meetings a day, whichever of its networks books them', async () => {
    const asn = 64_000 + Math.floor(Math.random() * 1000);
    const statuses = [];
    for (let network = 1; network <= 4; network += 1) statuses.push(await bookFrom(from(`198.51.${network}.7`, asn)));
    expect(statuses).toEqual([201, 201, 201, 429]);
    // Each meeting keeps the /16 and the provider that booked it: an operator cancels a batch by them.
    const kept = (await db.items<{ id: string; network?: string; provider?: string }>('meetings')).filter((item) => item.provider === `as${asn}`);
    expect(kept.map((item) => item.network).sort()).toEqual(['198.51.0.0/16', '198.51.0.0/16', '198.51.0.0/16']);
  });

  it('lets an operator cancel the meetings one /16 booked, telling each visitor and freeing each time, and the managers once (I2)', async () => {
    const { meetingsInBatch, cancelBatch } = await import('../../shared/meetings/batch-cancel');
    const batchOrders = [];
    for (const address of ['198.77.1.7', '198.77.2.7', '198.77.3.7']) {
      const request = order(firstTime(await times('uk', 'Europe/Kyiv')));
      expect((await book(request, from(address))).status).toBe(201);
      batchOrders.push(request);
    }
    const elsewhere = order(firstTime(await times('uk', 'Europe/Kyiv')));
    expect((await book(elsewhere, from('198.78.1.7'))).status).toBe(201);

    const batch = { network: '198.77.0.0/16' };
    const chosen = await meetingsInBatch(batch);
    expect(chosen.map((meeting) => meeting.email).sort()).toEqual(batchOrders.map((request) => request.email).sort());
    // Any address of the /16 names it too; the other /16's meeting is never chosen.
    expect((await meetingsInBatch({ network: '198.77.200.1' })).length).toBe(3);
    const toldBefore = telegram.accepted.length;

    const result = await cancelBatch(chosen, batch);
    expect(result).toMatchObject({ leftAlone: [], managersTold: true });
    expect(result.cancelled).toHaveLength(3);
    // The sweeper cancels the calendar events and tells each visitor; the managers get the one summary, no notice a meeting.
    const { sweepMeetings } = await import('../../shared/meetings/work');
    await sweepMeetings(Date.now() + 30_000);
    const offered = (await times('uk', 'Europe/Kyiv')).days.flatMap((day) => day.times).map((time) => time.start);
    for (const meeting of chosen) expect(offered).toContain(meeting.start);
    for (const request of batchOrders) expect(services.mail.mailTo(request.email).at(-1)!.calendarMethod).toBe('CANCEL');
    for (const meeting of chosen) {
      const calendar = services.calendarOf(meetingManager(meeting.managerId)!);
      expect(services.calendar.events(calendar).some((event) => event.attendees.includes(meeting.email))).toBe(false);
    }
    const told = telegram.accepted.slice(toldBefore);
    // One summary to each manager whose meetings went, of theirs, in their language (Ukrainian for both Kyiv managers).
    expect(told).toHaveLength(new Set(chosen.map((meeting) => meeting.managerId)).size);
    expect(told.reduce((sum, message) => sum + Number(/Оператор скасував (\d+) зустр/.exec(message.text)?.[1]), 0)).toBe(3);
    for (const message of told) expect(message.text).toContain('198.77.0.0/16');
    expect(services.mail.mailTo(elsewhere.email).at(-1)!.calendarMethod).toBe('REQUEST');
    expect(await meetingsInBatch(batch)).toEqual([]);
  });

  it("caps the site's new meetings an hour, and keeps its last quarter for prefixes that have booked nothing today", async () => {
    await withSettings({ MEETINGS_PER_HOUR: '4' }, async () => {
      // The hour's counter is shared by every test of this file: start from a fresh hour's worth of cap.
      const { CONTROL_ITEMS } = await import('../../tables');
      const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000).toISOString();
      const spent = (await db.items<{ id: string; count: number }>('control')).find((item) => item.id === `${CONTROL_ITEMS.meetingsPrefix}site#${hour}`);
      process.env.MEETINGS_PER_HOUR = String(4 + (spent?.count ?? 0));
      // Three clouds, one /16 each, book three of the four: the fourth is the newcomers'.
      expect(await bookFrom(from('203.1.1.1', 64_601))).toBe(201);
      expect(await bookFrom(from('203.2.1.1', 64_602))).toBe(201);
      expect(await bookFrom(from('203.3.1.1', 64_603))).toBe(201);
      expect(await bookFrom(from('203.1.2.1', 64_601))).toBe(429);
      // A /16 that has booked nothing today still gets a time; then the hour is spent for everyone.
      expect(await bookFrom(from('203.4.1.1', 64_604))).toBe(201);
      expect(await bookFrom(from('203.5.1.1', 64_605))).toBe(429);
    });
  });

  it('gives a network its asks for times an hour, and reads each calendar once within the cache’s seconds', async () => {
    await withSettings({ MEETING_TIMES_PER_NETWORK_PER_HOUR: '3', MEETING_FREE_BUSY_CACHE_SECONDS: '30' }, async () => {
      const headers = from('192.0.2.9');
      const ask = () => callApi(handler, API_PATHS.meetingTimes, { body: { language: 'uk', timeZone: 'Europe/Kyiv' }, headers });
      expect((await ask()).status).toBe(200);
      // Within the seconds, asks from this and other networks read no calendar again.
      services.calendar.requests.length = 0;
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      await times('uk', 'Europe/Kyiv', from('192.0.3.9'));
      expect(services.calendar.requests).toEqual([]);
      // The network's fourth ask of the hour is refused; another network's is not.
      expect(await ask()).toMatchObject({ status: 429, body: { error: 'network_limit_reached' } });
      expect((await callApi(handler, API_PATHS.meetingTimes, { body: { language: 'uk', timeZone: 'Europe/Kyiv' }, headers: from('192.0.4.9') })).status).toBe(
        200,
      );
    });
  });
});

describe('the thank-you page’s visitor', () => {
  it("is known by the lead's cookie: the times come with the name and e-mail, and the booking needs no second consent", async () => {
    const email = `lead.${randomUUID().slice(0, 8)}@example.com`;
    const lead = await callApi(leadsHandler, API_PATHS.leads, {
      body: {
        formId: 'contacts',
        name: 'Петро Іваненко',
        phone: '+380501234567',
        email,
        consent: true,
        language: 'uk',
        pagePath: '/ua/contacts',
        idempotencyKey: randomUUID(),
      },
    });
    expect(lead.status).toBe(201);
    const cookie = String(lead.headers?.['set-cookie']).split(';')[0]!;
    expect(String(lead.headers?.['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax; Secure$/);
    const headers = { ...JSON_HEADERS, cookie };
    const offered = await times('uk', 'Europe/Kyiv', headers);
    expect(offered.visitor).toEqual({ name: 'Петро Іваненко', email });
    const answer = await book(order(firstTime(offered), { source: 'thank-you', consent: undefined, name: 'Петро Іваненко', email }), headers);
    expect(answer.status).toBe(201);
    const stored = (await db.items<{ id: string; leadId?: string }>('meetings')).find((item) => item.id === `meeting#${answer.body.meeting.id}`);
    expect(stored?.leadId).toBe(lead.body.id);
  });
});
