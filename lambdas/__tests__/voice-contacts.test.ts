import type { ScheduledEvent } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lambdaContext } from '../host/lambda-context';
import { handler as sweeperHandler } from '../notification-sweeper/index';
import { handler as saveHandler } from '../save-voice-conversation/index';
import { handler as notifyHandler } from '../send-telegram-notification/index';
import type { SweepSummary } from '../shared/notifications/sweep';
import { VOICE_VERIFICATION } from '../shared/voice-verification';
import { captureOutput } from '../test-support/captured-output';
import { FakeElevenLabs } from '../../stand-ins/fake-elevenlabs';
import { FakeTelegram } from '../../stand-ins/fake-telegram';
import { callApi } from '../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../test-support/local-backend';

/**
 * The voice assistant's two calls against a real DynamoDB API, ElevenLabs and Telegram on
 * loopback: a contact reaches the managers only for a conversation ElevenLabs confirms.
 */
const API_KEY = 'xi-voice-key';
const AGENT = 'agent_site';

let db: LocalDynamoDB;
let telegram: FakeTelegram;
let elevenLabs: FakeElevenLabs;
const output = captureOutput();

interface StoredContact {
  conversationId: string;
  phone: string;
  userName: string | null;
  verification: string;
  notifyStatus: string;
  notifyAfter?: number;
}

const save = (body: Record<string, unknown>) => callApi<Record<string, unknown>>(saveHandler, '/api/save-voice-conversation', { body });
const notify = (body: Record<string, unknown>) => callApi<Record<string, unknown>>(notifyHandler, '/api/send-telegram-notification', { body });
const sweep = () => sweeperHandler({} as ScheduledEvent, lambdaContext('notification-sweeper', 55_000)) as Promise<SweepSummary>;

const conversation = (id: string, phone = '+79991112233') => ({
  conversation_id: id,
  phone_number: phone,
  user_name: 'Олег',
  duration_seconds: 95,
  language: 'ru',
});
const notification = (id: string, phone = '+79991112233') => ({
  formType: 'voice_conversion',
  name: 'Олег',
  phone,
  timestamp: new Date().toISOString(),
  language: 'ru',
  conversationId: id,
  duration: 95,
});

/** A conversation ElevenLabs knows: with our agent, started a minute ago, still going. */
function held(id: string, changes: Partial<{ agentId: string; startedAtMs: number }> = {}): string {
  elevenLabs.conversations.set(id, { agentId: AGENT, status: 'in-progress', startedAtMs: Date.now() - 60_000, ...changes });
  return id;
}

const contactsOf = async (id: string) => (await db.items<StoredContact>('voiceConversations')).filter((item) => item.conversationId === id);
const messagesAbout = (id: string) => telegram.accepted.filter((message) => message.text.includes(id));

beforeAll(async () => {
  db = await startLocalDynamoDB();
  telegram = await new FakeTelegram().start();
  elevenLabs = await new FakeElevenLabs(API_KEY).start();
  Object.assign(process.env, {
    TELEGRAM_API_URL: telegram.url,
    TELEGRAM_BOT_TOKEN: '42:token',
    TELEGRAM_CHAT_ID: '777',
    ELEVENLABS_API_URL: elevenLabs.url,
    ELEVENLABS_API_KEY: API_KEY,
    ELEVENLABS_AGENT_ID: AGENT,
  });
});
afterAll(async () => {
  output.restore();
  vi.useRealTimers();
  await Promise.all([telegram.stop(), elevenLabs.stop(), db.close()]);
});
beforeEach(() => {
  telegram.reset();
  elevenLabs.failure = undefined;
  output.clear();
});

describe('a voice contact of a real conversation', () => {
  it('is stored by either call, with its notification, and reaches the managers once', async () => {
    const id = held('conv_real_1');
    expect(await save(conversation(id))).toMatchObject({ status: 201, body: { status: 'saved' } });
    expect(await notify(notification(id))).toMatchObject({ status: 202, body: { status: 'queued' } });
    expect(await contactsOf(id)).toEqual([
      expect.objectContaining({
        phone: '+79991112233',
        userName: 'Олег',
        durationSeconds: 95,
        language: 'ru',
        verification: 'confirmed',
        notifyStatus: 'sent',
      }),
    ]);
    expect(messagesAbout(id)).toHaveLength(1);
    expect(messagesAbout(id)[0]!.text).toContain(
      'Имя: <code>Олег</code>\nТелефон: <code>+79991112233</code>\nРазговор: <code>conv_real_1</code>\nДлительность: <code>95 с</code>\nЯзык: <code>ru</code>',
    );
  });

  it('works the same when the notification call comes first, and the default name stays out of the record', async () => {
    const id = held('conv_real_2');
    expect(await notify({ ...notification(id), name: undefined })).toMatchObject({ status: 202 });
    expect(await save({ ...conversation(id), user_name: null })).toMatchObject({ status: 201 });
    expect(await contactsOf(id)).toEqual([expect.objectContaining({ userName: null, notifyStatus: 'sent' })]);
    expect(messagesAbout(id)[0]!.text).toContain('Имя: <code>Не указано</code>');
  });

  it('takes a corrected phone as a new contact, not a repeat', async () => {
    const id = held('conv_real_3');
    await save(conversation(id, '+79991112233'));
    await save(conversation(id, '+79991112244'));
    expect((await contactsOf(id)).map((item) => item.phone).sort()).toEqual(['+79991112233', '+79991112244']);
    expect(messagesAbout(id)).toHaveLength(2);
  });
});

describe('a conversation ElevenLabs does not confirm', () => {
  it.each([
    ['a made-up id', () => 'conv_made_up'],
    ["the widget's 'unknown'", () => 'unknown'],
    ['another agent’s conversation', () => held('conv_other_agent', { agentId: 'agent_someone_else' })],
    ['a conversation of yesterday', () => held('conv_old', { startedAtMs: Date.now() - 24 * 60 * 60_000 })],
  ])('%s: refused with a field error, nothing stored, nobody told, counted', async (_name, idOf) => {
    const id = idOf();
    expect(await save(conversation(id))).toMatchObject({
      status: 400,
      body: { error: 'validation_failed', fields: { conversation_id: 'unknown_conversation' } },
    });
    expect(await notify(notification(id))).toMatchObject({ status: 400, body: { fields: { conversationId: 'unknown_conversation' } } });
    expect(await contactsOf(id)).toEqual([]);
    expect(telegram.requests).toBe(0);
    expect(output.text()).toContain('VoiceNotificationsRejected');
  });

  it('a loop of fresh made-up ids reaches nobody', async () => {
    for (let i = 0; i < 20; i += 1) expect((await notify(notification(`conv_spam_${i}`))).status).toBe(400);
    expect(telegram.requests).toBe(0);
  });
});

describe('while ElevenLabs cannot answer', () => {
  it('keeps the contact unverified and unsent; the sweeper sends it once ElevenLabs confirms it', async () => {
    const id = held('conv_outage_real');
    elevenLabs.failure = { status: 503, body: { detail: 'Service Unavailable' } };
    expect(await save(conversation(id))).toMatchObject({ status: 201 });
    expect(await contactsOf(id)).toEqual([expect.objectContaining({ verification: 'unverified', notifyStatus: 'pending' })]);
    expect(telegram.requests).toBe(0);

    await sweep();
    expect(telegram.requests).toBe(0);
    expect(await contactsOf(id)).toEqual([expect.objectContaining({ verification: 'unverified', notifyStatus: 'pending', verifyAttempts: 1 })]);

    elevenLabs.failure = undefined;
    vi.useFakeTimers({ now: Date.now() + 60_000, toFake: ['Date'] });
    try {
      expect(await sweep()).toMatchObject({ sent: 1 });
    } finally {
      vi.useRealTimers();
    }
    expect(await contactsOf(id)).toEqual([expect.objectContaining({ verification: 'confirmed', notifyStatus: 'sent' })]);
    expect(messagesAbout(id)).toHaveLength(1);
  });

  it('drops a stored contact that turns out to be made up, without sending it', async () => {
    elevenLabs.failure = { status: 500, body: {} };
    expect(await notify(notification('conv_outage_fake'))).toMatchObject({ status: 202 });
    elevenLabs.failure = undefined;
    vi.useFakeTimers({ now: Date.now() + 60_000, toFake: ['Date'] });
    try {
      expect(await sweep()).toMatchObject({ rejected: 1, sent: 0 });
    } finally {
      vi.useRealTimers();
    }
    expect(await contactsOf('conv_outage_fake')).toEqual([expect.objectContaining({ notifyStatus: 'rejected' })]);
    expect(telegram.requests).toBe(0);
    expect(output.text()).toContain('VoiceNotificationsRejected');
  });

  it('drops a contact never confirmed within the bounded time, without sending it', async () => {
    const id = held('conv_never_confirmed');
    elevenLabs.failure = { status: 502, body: {} };
    expect(await save(conversation(id))).toMatchObject({ status: 201 });
    vi.useFakeTimers({ now: Date.now() + VOICE_VERIFICATION.unverifiedForMs + 60_000, toFake: ['Date'] });
    try {
      expect(await sweep()).toMatchObject({ rejected: 1 });
    } finally {
      vi.useRealTimers();
    }
    expect(await contactsOf(id)).toEqual([expect.objectContaining({ notifyStatus: 'rejected' })]);
    expect(telegram.requests).toBe(0);
  });
});
