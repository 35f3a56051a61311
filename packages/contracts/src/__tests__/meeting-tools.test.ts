import { describe, expect, it } from 'vitest';
import type { ApiAnswer, ApiPath } from '../api';
import { BOOK_MEETING_TOOL_NAME, createMeetingTools, givenByVisitor, MEETING_TIMES_TOOL_NAME } from '../meeting-tools';
import { sayMeetingTime } from '../meeting-time';

const DAYS = [
  {
    date: '2026-12-01',
    times: [
      { start: '2026-12-01T10:00:00+02:00', time: '10:00' },
      { start: '2026-12-01T10:30:00+02:00', time: '10:30' },
    ],
  },
  { date: '2026-12-02', times: [{ start: '2026-12-02T09:00:00+02:00', time: '09:00' }] },
];

const answer = (status: number, body: unknown): ApiAnswer => ({ ok: status < 300, status, body, headers: new Headers() });

/** The widget's tools over a scripted API: each request noted, answered by `reply`. */
function toolsOver(reply: (path: ApiPath, body: Record<string, unknown>) => ApiAnswer, said: string[] = ['Olena, olena@example.com']) {
  const sent: { path: ApiPath; body: Record<string, unknown> }[] = [];
  let keys = 0;
  const tools = createMeetingTools({
    language: 'uk',
    timeZone: 'Europe/Kyiv',
    pagePath: '/ua',
    visitorWords: () => said,
    post: async (path, body) => {
      sent.push({ path, body: body as Record<string, unknown> });
      return reply(path, body as Record<string, unknown>);
    },
    newKey: () => `00000000-0000-4000-8000-00000000000${(keys += 1)}`,
  });
  return { tools, sent };
}

const timesAnswer = answer(200, { timeZone: 'Europe/Kyiv', days: DAYS });

describe('the widget’s meeting tools', () => {
  it('offer the first time of each day first, on the visitor’s clock in the page’s language', async () => {
    const { tools, sent } = toolsOver(() => timesAnswer);
    const offered = JSON.parse(await tools[MEETING_TIMES_TOOL_NAME]!({}));
    expect(sent[0]).toEqual({ path: '/api/meeting-times', body: { language: 'uk', timeZone: 'Europe/Kyiv', count: 3 } });
    expect(offered.times.map((time: { start: string }) => time.start)).toEqual([
      '2026-12-01T10:00:00+02:00',
      '2026-12-01T10:30:00+02:00',
      '2026-12-02T09:00:00+02:00',
    ]);
    expect(offered.times[2].say).toBe(sayMeetingTime('2026-12-02T09:00:00+02:00', 'uk', 'Europe/Kyiv'));
    expect(offered.times[2].say).toBe('середа, 2 грудня, 9:00');
  });

  it('book as the picker does, and send a repeated call with the same idempotency key', async () => {
    const meeting = {
      id: 'm1',
      status: 'booked',
      start: '2026-12-01T10:00:00+02:00',
      end: '2026-12-01T10:30:00+02:00',
      timeZone: 'Europe/Kyiv',
      manager: 'Олена Гриценко',
      email: 'olena@example.com',
      calendar: 'written',
    };
    const { tools, sent } = toolsOver((path) => (path === '/api/meetings' ? answer(201, { meeting }) : timesAnswer));
    await tools[MEETING_TIMES_TOOL_NAME]!({});
    const call = { start: '2026-12-01T10:00:00+02:00', name: 'Olena', email: 'olena@example.com' };
    const first = JSON.parse(await tools[BOOK_MEETING_TOOL_NAME]!(call));
    await tools[BOOK_MEETING_TOOL_NAME]!(call);
    expect(first).toMatchObject({ booked: true, manager: 'Олена Гриценко', email: 'olena@example.com' });
    const bookings = sent.filter((request) => request.path === '/api/meetings').map((request) => request.body);
    expect(bookings[0]).toMatchObject({ ...call, language: 'uk', timeZone: 'Europe/Kyiv', source: 'assistant', pagePath: '/ua', consent: true });
    expect(bookings[1]!.idempotencyKey).toBe(bookings[0]!.idempotencyKey);
  });

  it('answer a taken time with the fresh times, and a spent allowance or a failure by its reason', async () => {
    let status = 409;
    const { tools } = toolsOver((path) =>
      path === '/api/meetings' ? answer(status, { error: 'time_unavailable', reason: 'taken', timeZone: 'Europe/Kyiv', days: DAYS.slice(1) }) : timesAnswer,
    );
    await tools[MEETING_TIMES_TOOL_NAME]!({});
    const call = { start: '2026-12-01T10:00:00+02:00', name: 'Olena', email: 'olena@example.com' };
    expect(JSON.parse(await tools[BOOK_MEETING_TOOL_NAME]!(call))).toEqual({
      booked: false,
      reason: 'taken',
      times: [{ start: '2026-12-02T09:00:00+02:00', say: 'середа, 2 грудня, 9:00' }],
    });
    status = 429;
    expect(JSON.parse(await tools[BOOK_MEETING_TOOL_NAME]!(call))).toMatchObject({ booked: false, reason: 'limit_reached' });
    status = 500;
    expect(JSON.parse(await tools[BOOK_MEETING_TOOL_NAME]!(call))).toMatchObject({ booked: false, reason: 'failed' });
  });

  it('send nothing under an e-mail the visitor did not give', async () => {
    const { tools, sent } = toolsOver(() => timesAnswer, ['I am Olena']);
    await tools[MEETING_TIMES_TOOL_NAME]!({});
    const refused = JSON.parse(await tools[BOOK_MEETING_TOOL_NAME]!({ start: DAYS[0]!.times[0]!.start, name: 'Olena', email: 'olena@example.com' }));
    expect(refused).toMatchObject({ booked: false, reason: 'not_given_by_visitor' });
    expect(sent.map((request) => request.path)).toEqual(['/api/meeting-times']);
  });
});

describe('an address the visitor gave', () => {
  it('is found typed, or said aloud in each language', () => {
    expect(givenByVisitor('anna.k@firma.pl', ['Mój e-mail: Anna.K@firma.pl'])).toBe(true);
    expect(givenByVisitor('anna@example.com', ['anna at example dot com'])).toBe(true);
    expect(givenByVisitor('anna@example.com', ['anna собака example точка com'])).toBe(true);
    expect(givenByVisitor('anna@example.com', ['anna равлик example крапка com'])).toBe(true);
    expect(givenByVisitor('anna@example.com', ['anna małpa example kropka com'])).toBe(true);
    expect(givenByVisitor('anna@example.com', ['my address is anna at example'])).toBe(false);
    expect(givenByVisitor('', ['anything'])).toBe(false);
    // An address cut short of what the visitor said is not theirs.
    expect(givenByVisitor('anna@firma.pl', ['anna małpa firma kropka plus'])).toBe(false);
    expect(givenByVisitor('anna@firma.pl', ['Mój e-mail: anna@firma.pl, dziękuję'])).toBe(true);
    expect(givenByVisitor('anna@example.com', ['it is anna at example dot com thank you'])).toBe(true);
    expect(givenByVisitor('anna@example.com', ['a n n a at example dot com'])).toBe(true);
  });
});
