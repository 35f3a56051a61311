import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT_TOOL_KEY_HEADER,
  AGENT_VARIABLES,
  API_PATHS,
  CALL_OPENING,
  REQUESTED_CALL,
  sayMeetingTime,
  type CallBookMeetingResponse,
  type CallMeetingTimesResponse,
} from '@site/contracts';
import { managersSpeaking, MEETING_MANAGERS } from '@site/model';
import { FakeElevenLabs, type FakeConversation } from '@site/stand-ins/fake-elevenlabs';
import { FakeTelegram } from '@site/stand-ins/fake-telegram';
import { startMeetingStandIns, type MeetingStandIns } from '@site/stand-ins/meeting-services';
import { captureOutput } from '../../test-support/captured-output';
import { callApi } from '../../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { noteCallRequester } from '../../shared/phone-calls/call-requester';
import { handler } from '../index';

/**
 * The phone agent's meeting tools as ElevenLabs calls them in a call Lumi placed: only with the
 * agent's tool key, only in such a call while it lasts, the times on the callee's clock in the call's
 * language, and a booking only under a name and an e-mail the callee said in the call.
 */
const KEY = 'the-agent-tools-key-of-this-test';
const API_KEY = 'xi-test-key';
const output = captureOutput();
let db: LocalDynamoDB;
let telegram: FakeTelegram;
let services: MeetingStandIns;
let elevenLabs: FakeElevenLabs;

beforeAll(async () => {
  db = await startLocalDynamoDB();
  telegram = await new FakeTelegram().start();
  services = await startMeetingStandIns();
  elevenLabs = await new FakeElevenLabs(API_KEY).start();
  Object.assign(process.env, {
    AGENT_TOOLS_KEY: KEY,
    ELEVENLABS_API_URL: elevenLabs.url,
    ELEVENLABS_API_KEY: API_KEY,
    ELEVENLABS_AGENT_ID: 'agent_site',
    TELEGRAM_API_URL: telegram.url,
    TELEGRAM_BOT_TOKEN: '123:secret-token',
    TELEGRAM_CHAT_ID: '-100200300',
    SITE_ORIGINS: 'https://synthra.ai',
  });
});
afterAll(async () => {
  output.restore();
  for (const name of ['AGENT_TOOLS_KEY', 'ELEVENLABS_API_URL', 'ELEVENLABS_API_KEY', 'ELEVENLABS_AGENT_ID']) delete process.env[name];
  await Promise.all([telegram.stop(), services.close(), elevenLabs.stop(), db.close()]);
});

/** A call the site placed to `number`, still going on, in which the callee said `words`. */
function placedCall(words: readonly string[], options: { number?: string; language?: string; changes?: Partial<FakeConversation> } = {}): string {
  const id = `conv_call_${randomUUID().slice(0, 8)}`;
  const language = options.language ?? 'uk';
  elevenLabs.conversations.set(id, {
    agentId: 'agent_site',
    status: 'in-progress',
    startedAtMs: Date.now() - 90_000,
    phoneCall: { direction: 'outbound', externalNumber: options.number ?? '+380501234567' },
    initiation: {
      conversation_config_override: { agent: { language } },
      dynamic_variables: { [AGENT_VARIABLES.callOrigin]: REQUESTED_CALL, [AGENT_VARIABLES.pagePath]: '/ua/products/lumi-ai' },
    },
    transcript: [
      { role: 'agent', message: CALL_OPENING.uk, time_in_call_secs: 0 },
      ...words.map((message, index) => ({ role: 'user', message, time_in_call_secs: 5 * (index + 1) })),
    ],
    ...options.changes,
  });
  return id;
}

const headers = (key: string | null = KEY) => ({ 'Content-Type': 'application/json', ...(key !== null && { [AGENT_TOOL_KEY_HEADER]: key }) });
const times = (conversationId: string, key: string | null = KEY) =>
  callApi<CallMeetingTimesResponse & { error?: string }>(handler, API_PATHS.agentMeetingTimes, {
    body: { conversation_id: conversationId },
    headers: headers(key),
  });
const book = (body: Record<string, unknown>, key: string | null = KEY) =>
  callApi<CallBookMeetingResponse & { error?: string }>(handler, API_PATHS.agentMeetings, { body, headers: headers(key) });

const SAID_YES = ['Так, це я просив.', 'Так, нехай менеджер передзвонить.', 'Чи можна призначити відеозустріч із менеджером?'];

describe('the phone agent’s meeting tools', () => {
  it('refuse a call without the agent’s key, or with a wrong one, before reading the body', async () => {
    const call = placedCall(SAID_YES);
    expect((await times(call, null)).status).toBe(401);
    expect(await times(call, 'guessed')).toMatchObject({ status: 401, body: { error: 'invalid_tool_key' } });
    expect((await book({ conversation_id: call, start: 'x', name: 'Оксана', email: 'o@example.com' }, null)).status).toBe(401);
    const unread = await callApi(handler, API_PATHS.agentMeetings, { body: 'not json at all', headers: headers('guessed') });
    expect(unread.status).toBe(401);
  });

  it('offer two or three free times in the call’s language on the clock of the number rung, on different days', async () => {
    const kyiv = await times(placedCall(SAID_YES));
    expect(kyiv.status).toBe(200);
    expect(kyiv.body.timeZone).toBe('Europe/Kyiv');
    expect(kyiv.body.times.length).toBeGreaterThanOrEqual(2);
    expect(kyiv.body.times.length).toBeLessThanOrEqual(3);
    for (const time of kyiv.body.times) expect(time.say).toBe(sayMeetingTime(time.start, 'uk', 'Europe/Kyiv'));
    const days = kyiv.body.times.map((time) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date(time.start)));
    expect(new Set(days).size).toBe(days.length);
    // A Polish number in a Polish call: Warsaw's clock, in Polish.
    const warsaw = await times(placedCall(['Tak, to ja.'], { number: '+48512345678', language: 'pl' }));
    expect(warsaw.body.timeZone).toBe('Europe/Warsaw');
    for (const time of warsaw.body.times) expect(time.say).toBe(sayMeetingTime(time.start, 'pl', 'Europe/Warsaw'));
  });

  it('refuse a booking under an e-mail the callee never said, and book nothing', async () => {
    const call = placedCall([...SAID_YES, 'Другий.', 'Мене звати Оксана Коваль.']);
    const [, second] = (await times(call)).body.times;
    const invented = `oksana.${randomUUID().slice(0, 6)}@example.com`;
    const answer = await book({ conversation_id: call, start: second!.start, name: 'Оксана Коваль', email: invented });
    expect(answer).toMatchObject({ status: 200, body: { booked: false, reason: 'not_given_by_visitor', times: [] } });
    expect(services.mail.mailTo(invented)).toEqual([]);
    // Nor a name they did not say, with an e-mail they did.
    const said = placedCall([...SAID_YES, 'Моя пошта: oksana крапка koval равлик example крапка org.']);
    const noName = await book({ conversation_id: said, start: second!.start, name: 'Олена', email: 'oksana.koval@example.org' });
    expect(noName.body).toMatchObject({ booked: false, reason: 'not_given_by_visitor' });
  });

  it("count a meeting booked in the call against the allowances of the visitor who asked for it, and keep its network and provider, as a form's booking (issue 68)", async () => {
    process.env.MEETINGS_PER_PROVIDER_PER_DAY = '1';
    try {
      const requester = { network: '203.0.113.0/24', wide: '203.0.0.0/16', provider: `as${64_500 + Math.floor(Math.random() * 1000)}` };
      const bookIn = async (n: number) => {
        const user = `taras${randomUUID().slice(0, 6)}`;
        const call = placedCall([...SAID_YES, 'Перший.', 'Мене звати Тарас Бойко.', `${user} равлик example крапка com`]);
        await noteCallRequester(call, requester);
        const [first, second] = (await times(call)).body.times;
        return { user, answer: await book({ conversation_id: call, start: (n ? second : first)!.start, name: 'Тарас Бойко', email: `${user}@example.com` }) };
      };
      const { user } = await bookIn(0);
      const [meeting] = (await db.items<Record<string, unknown>>('meetings')).filter(
        (item) => item.email === `${user}@example.com` && item.status === 'booked',
      );
      expect(meeting).toMatchObject({ network: '203.0.0.0/16', provider: requester.provider });
      // The provider's day holds one: a second call asked from it books nothing.
      expect((await bookIn(1)).answer.body).toMatchObject({ booked: false, reason: 'limit_reached' });
    } finally {
      delete process.env.MEETINGS_PER_PROVIDER_PER_DAY;
    }
  });

  it('book under the name and the spoken e-mail the callee said: the invitation, the calendar and the managers’ notice of the call, one meeting a call', async () => {
    const user = `oksana${randomUUID().slice(0, 6)}`;
    const email = `${user}@example.com`;
    const call = placedCall([
      ...SAID_YES,
      'Мені підходить другий.',
      'Мене звати Оксана Коваль.',
      `Моя пошта: ${user} равлик example крапка com.`,
      'Так, записуйте.',
    ]);
    const offered = (await times(call)).body.times;
    const chosen = offered[1]!;
    const answer = await book({ conversation_id: call, start: chosen.start, name: 'Оксана Коваль', email });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ booked: true, time: { say: chosen.say }, email });
    expect(Date.parse((answer.body as { time: { start: string } }).time.start)).toBe(Date.parse(chosen.start));
    // The invitation with its iCalendar REQUEST, and a Ukrainian-speaking manager's calendar.
    expect(services.mail.mailTo(email).filter((mail) => mail.calendarMethod === 'REQUEST')).toHaveLength(1);
    const held = managersSpeaking('uk').flatMap((manager) =>
      services.calendar.events(services.calendarOf(manager)).filter((event) => event.attendees.includes(email)),
    );
    expect(held.map((event) => Date.parse(event.start))).toEqual([Date.parse(chosen.start)]);
    // The managers hear of it as a meeting booked in Lumi's call, with the call's conversation.
    const notice = telegram.accepted.find((message) => message.text.includes(call));
    // In the Ukrainian its Kyiv manager reads.
    expect(notice?.text).toContain('Нова зустріч із сайту');
    expect(notice?.text).toContain('дзвінок Lumi');
    // The tool called again in the same call (another time, even) answers the one meeting booked.
    const again = await book({ conversation_id: call, start: offered[0]!.start, name: 'Оксана Коваль', email });
    expect(again.body).toMatchObject({ booked: true, time: { say: chosen.say } });
    expect(services.mail.mailTo(email)).toHaveLength(1);
  });

  it('answer a time that was taken with fresh times, and book one of them', async () => {
    const user = `taras${randomUUID().slice(0, 6)}`;
    const call = placedCall([...SAID_YES, 'Перший.', 'Мене звати Тарас Бойко.', `${user} равлик example крапка com`]);
    const [first] = (await times(call)).body.times;
    // Every manager's calendar fills that time before the callee's yes.
    const end = new Date(Date.parse(first!.start) + 30 * 60_000).toISOString();
    for (const manager of MEETING_MANAGERS) services.calendar.busy(services.calendarOf(manager), first!.start, end, 'Taken meanwhile');
    const taken = await book({ conversation_id: call, start: first!.start, name: 'Тарас Бойко', email: `${user}@example.com` });
    expect(taken.body).toMatchObject({ booked: false, reason: 'taken' });
    const fresh = (taken.body as { times: { start: string; say: string }[] }).times;
    expect(fresh.length).toBeGreaterThanOrEqual(2);
    expect(fresh.map((time) => Date.parse(time.start))).not.toContain(Date.parse(first!.start));
    for (const time of fresh) expect(time.say).toBe(sayMeetingTime(time.start, 'uk', 'Europe/Kyiv'));
    const booked = await book({ conversation_id: call, start: fresh[0]!.start, name: 'Тарас Бойко', email: `${user}@example.com` });
    expect(booked.body).toMatchObject({ booked: true });
  });

  it('work only in a call the site placed, while it lasts', async () => {
    const web = placedCall(SAID_YES, { changes: { phoneCall: undefined } });
    expect(await times(web)).toMatchObject({ status: 422, body: { error: 'not_a_placed_call' } });
    const inbound = placedCall(SAID_YES, { changes: { phoneCall: { direction: 'inbound', externalNumber: '+380501234567' } } });
    expect((await times(inbound)).status).toBe(422);
    const ended = placedCall(SAID_YES, { changes: { status: 'done' } });
    expect((await times(ended)).status).toBe(422);
    const otherAgent = placedCall(SAID_YES, { changes: { agentId: 'agent_someone_else' } });
    expect(await times(otherAgent)).toMatchObject({ status: 404, body: { error: 'unknown_conversation' } });
    expect((await times('conv_nobody_had')).status).toBe(404);
  });

  it('count each refusal by its reason, for the dashboard, and no refusal when a booking is made', async () => {
    const refusals = () => output.records().flatMap((record) => ('AgentMeetingsRefused' in record ? [record] : []));
    output.clear();
    const call = placedCall([...SAID_YES, 'Перший.', 'Мене звати Оксана Коваль.']);
    const [first] = (await times(call)).body.times;
    await book({ conversation_id: call, start: first!.start, name: 'Оксана Коваль', email: 'made.up@example.com' });
    await times(placedCall(SAID_YES, { changes: { status: 'done' } }));
    await times('conv_nobody_had');
    expect(refusals()).toEqual([
      expect.objectContaining({ reason: 'not_given_by_visitor', service: 'site-backend', AgentMeetingsRefused: 1 }),
      expect.objectContaining({ reason: 'not_a_placed_call', AgentMeetingsRefused: 1 }),
      expect.objectContaining({ reason: 'unknown_conversation', AgentMeetingsRefused: 1 }),
    ]);
    const user = `roman${randomUUID().slice(0, 6)}`;
    const said = placedCall([...SAID_YES, 'Перший.', 'Мене звати Роман Мельник.', `${user} равлик example крапка com`]);
    output.clear();
    const booked = await book({ conversation_id: said, start: (await times(said)).body.times[0]!.start, name: 'Роман Мельник', email: `${user}@example.com` });
    expect(booked.body).toMatchObject({ booked: true });
    expect(refusals()).toEqual([]);
  });

  it('refuse a body it cannot read, naming the field', async () => {
    const answer = await book({ conversation_id: placedCall(SAID_YES), start: '2026-12-01T10:00:00+02:00', name: '', email: 'x@example.com' });
    expect(answer).toMatchObject({ status: 400, body: { error: 'validation_failed' } });
  });
});
