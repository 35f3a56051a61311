import type { ScheduledEvent } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lambdaContext } from '../host/lambda-context';
import { handler as sweeperHandler } from '../notification-sweeper/index';
import { putIfAbsent } from '../shared/dynamodb';
import { listDoNotCall } from '../shared/phone-calls/do-not-call';
import { keyOf, requeueParked } from '../shared/notifications/outbox';
import type { SweepSummary } from '../shared/notifications/sweep';
import { VOICE_VERIFICATION } from '../shared/voice/conversation-check';
import { VOICE_CONTACTS_OUTBOX } from '../shared/voice/notification';
import type { HeldSummary } from '../shared/voice/settlement';
import { handler as voiceContactHandler } from '../voice-contact/index';
import { captureOutput } from '../test-support/captured-output';
import { conversationRecord, FakeElevenLabs, type FakeConversation } from '@site/stand-ins/fake-elevenlabs';
import { FakeSecretsManager } from '@site/stand-ins/fake-secrets-manager';
import { FakeTelegram } from '@site/stand-ins/fake-telegram';
import { callApi } from '../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../test-support/local-backend';
import { postCallBody, postToWebhook, WEBHOOK_SECRET } from '../test-support/post-call';

/**
 * The voice assistant's contacts against a real DynamoDB API, ElevenLabs and Telegram on
 * loopback: the conversation's own record (the post-call webhook, or a lookup once it is done) makes
 * a contact of every phone the agent took and tells a manager once; the widget's calls only leave an
 * early copy, which the record confirms or rejects.
 */
const API_KEY = 'xi-voice-key';
const AGENT = 'agent_site';
/** The text-only agent typed chats are signed for. */
const TEXT_AGENT = 'agent_site_text';
const PHONE = '+79991112233';

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
  verifyAttempts?: number;
  call?: Record<string, unknown>;
}

const save = (body: Record<string, unknown>) => callApi<Record<string, unknown>>(voiceContactHandler, '/api/save-voice-conversation', { body });
const notify = (body: Record<string, unknown>) => callApi<Record<string, unknown>>(voiceContactHandler, '/api/send-telegram-notification', { body });
const sweep = () => sweeperHandler({} as ScheduledEvent, lambdaContext('notification-sweeper', 55_000)) as Promise<SweepSummary & { voice: HeldSummary }>;

const conversation = (id: string, phone = PHONE) => ({ conversation_id: id, phone_number: phone, user_name: 'Олег', duration_seconds: 95, language: 'ru' });
const notification = (id: string, phone = PHONE) => ({
  formType: 'voice_conversion',
  name: 'Олег',
  phone,
  timestamp: new Date().toISOString(),
  language: 'ru',
  conversationId: id,
  duration: 95,
});

/** A conversation ElevenLabs knows: with our agent, started a minute ago, still going. */
function held(id: string, changes: Partial<FakeConversation> = {}): string {
  elevenLabs.conversations.set(id, { agentId: AGENT, status: 'in-progress', startedAtMs: Date.now() - 60_000, ...changes });
  return id;
}

/** The call ends: the agent took these phones with save_contact (as Олег, unless a contact names someone else), and ElevenLabs says so when asked. */
function ended(id: string, phones: readonly (string | { phone: string; name?: string })[]): FakeConversation {
  const done: FakeConversation = {
    ...elevenLabs.conversations.get(id)!,
    status: 'done',
    durationSecs: 184,
    language: 'ru',
    pagePath: '/ru/products/lumi-ai',
    summaryTitle: 'Клиника хочет Lumi AI',
    summary: 'Олег из сети из трёх клиник хочет, чтобы Lumi отвечал на звонки; просит перезвонить.',
    toolCalls: phones.map((contact) => ({ name: 'save_contact', parameters: typeof contact === 'string' ? { phone: contact, name: 'Олег' } : contact })),
  };
  elevenLabs.conversations.set(id, done);
  return done;
}

/** ElevenLabs' post-call webhook for the ended conversation. */
const webhookFor = (id: string) => postToWebhook(postCallBody(conversationRecord(id, elevenLabs.conversations.get(id)!)));

const contactsOf = async (id: string) => (await db.items<StoredContact>('voiceContacts')).filter((item) => item.conversationId === id);
const messagesAbout = (id: string) => telegram.accepted.filter((message) => message.text.includes(id));
const later = async <T>(ms: number, run: () => Promise<T>): Promise<T> => {
  vi.useFakeTimers({ now: Date.now() + ms, toFake: ['Date'] });
  try {
    return await run();
  } finally {
    vi.useRealTimers();
  }
};

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
    ELEVENLABS_TEXT_AGENT_ID: TEXT_AGENT,
    ELEVENLABS_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
});
afterAll(async () => {
  output.restore();
  vi.useRealTimers();
  await Promise.all([telegram.stop(), elevenLabs.stop(), db.close()]);
});
beforeEach(() => {
  telegram.reset();
  // Each test's conversations alone: the sweeper looks at every recent one ElevenLabs lists.
  elevenLabs.conversations.clear();
  elevenLabs.failure = undefined;
  output.clear();
});

describe('a contact the agent took', () => {
  it('answers that a number whose callee asked Lumi never to call it is not passed on, and one a stranger listed from the privacy page is (I5)', async () => {
    await listDoNotCall('+79990001144', 'callee');
    await listDoNotCall('+79990001155', 'privacy-page');
    const id = held('conv_real_listed');
    expect(await save(conversation(id, '+79990001144'))).toMatchObject({ status: 201, body: { status: 'saved', passedOn: false } });
    expect(await notify(notification(id, '+79990001144'))).toMatchObject({ status: 202, body: { status: 'queued', passedOn: false } });
    expect(await save(conversation(id, '+79990001155'))).toMatchObject({ status: 201, body: { status: 'saved', passedOn: true } });
  });

  it('is kept as an early copy by either call, and reaches the managers once, with the call’s summary, when the post-call record shows it', async () => {
    const id = held('conv_real_1');
    expect(await save(conversation(id))).toMatchObject({ status: 201, body: { status: 'saved', passedOn: true } });
    expect(await notify(notification(id))).toMatchObject({ status: 202, body: { status: 'queued', passedOn: true } });
    expect(await contactsOf(id)).toEqual([expect.objectContaining({ phone: PHONE, userName: 'Олег', verification: 'unverified', notifyStatus: 'held' })]);
    expect(telegram.requests).toBe(0);

    ended(id, ['+7 999 111-22-33']);
    expect(await webhookFor(id)).toMatchObject({ status: 200, body: { status: 'recorded' } });
    expect(await contactsOf(id)).toEqual([
      expect.objectContaining({ verification: 'confirmed', notifyStatus: 'sent', call: expect.objectContaining({ durationSeconds: 184 }) }),
    ]);
    expect(messagesAbout(id)).toHaveLength(1);
    expect(messagesAbout(id)[0]!.text).toMatch(
      /^<b>Новый контакт от голосового ассистента<\/b>\nИмя: <code>Олег<\/code>\nТелефон: <code>\+79991112233<\/code>\nЧеловек: <code>#[0-9a-f]{8}<\/code>\nРаньше: <code>ничего: первое обращение<\/code>\nТема разговора: <code>Клиника хочет Lumi AI<\/code>\nО чём говорили: <code>Олег из сети из трёх клиник хочет, чтобы Lumi отвечал на звонки; просит перезвонить\.<\/code>\nСтраница: <code>\/ru\/products\/lumi-ai<\/code>\nРазговор: <code>conv_real_1<\/code>\nДлительность: <code>184 с<\/code>\nЯзык: <code>ru<\/code>\nВремя: <code>\d{4}-/,
    );

    // ElevenLabs retries, or someone replays the event: nothing changes, nobody is told twice.
    expect(await webhookFor(id)).toMatchObject({ status: 200 });
    await later(10 * 60_000, sweep);
    expect(messagesAbout(id)).toHaveLength(1);
  });

  it('reaches the managers once when the browser posted nothing: the webhook’s record makes it (F1)', async () => {
    const id = held('conv_no_post');
    ended(id, [{ phone: '+44 (0) 7700 900557', name: 'Anna' }]);
    expect(await webhookFor(id)).toMatchObject({ status: 200 });
    expect(await contactsOf(id)).toEqual([
      expect.objectContaining({ phone: '+447700900557', userName: 'Anna', verification: 'confirmed', notifyStatus: 'sent' }),
    ]);
    expect(messagesAbout(id)).toHaveLength(1);
    expect(messagesAbout(id)[0]!.text).toContain('Телефон: <code>+447700900557</code>');
    await webhookFor(id);
    await later(10 * 60_000, sweep);
    expect(messagesAbout(id)).toHaveLength(1);
  });

  it('reaches the managers once when neither the browser posted nor the webhook came: the sweeper looks the ended call up (F1)', async () => {
    const id = held('conv_no_post_no_webhook');
    ended(id, [PHONE]);
    // The call ended under five minutes ago: the webhook may still come.
    await sweep();
    expect(await contactsOf(id)).toEqual([]);
    await later(10 * 60_000, sweep);
    expect(await contactsOf(id)).toEqual([expect.objectContaining({ phone: PHONE, verification: 'confirmed', notifyStatus: 'sent' })]);
    expect(await db.items('voiceCalls')).toContainEqual(expect.objectContaining({ conversationId: id, source: 'lookup', contactsConfirmed: [PHONE] }));
    expect(messagesAbout(id)).toHaveLength(1);
    // The webhook comes late after all, and the browser's post later still: nobody is told twice.
    await webhookFor(id);
    expect(await save(conversation(id))).toMatchObject({ status: 201 });
    await later(20 * 60_000, sweep);
    expect(messagesAbout(id)).toHaveLength(1);
  });

  it('keeps the default name out of the record, whichever call comes first', async () => {
    const id = held('conv_real_2');
    expect(await notify({ ...notification(id), name: undefined })).toMatchObject({ status: 202 });
    expect(await save({ ...conversation(id), user_name: null })).toMatchObject({ status: 201 });
    expect(await contactsOf(id)).toEqual([expect.objectContaining({ userName: null })]);
    // Nor did the agent take a name with the phone.
    ended(id, [{ phone: PHONE }]);
    await webhookFor(id);
    expect(await contactsOf(id)).toEqual([expect.objectContaining({ userName: null, notifyStatus: 'sent' })]);
    expect(messagesAbout(id)[0]!.text).toContain('Имя: <code>Не указано</code>');
  });

  it('takes a corrected phone as a second contact; both reach the managers when the agent took both', async () => {
    const id = held('conv_real_3');
    await save(conversation(id, '+79991112233'));
    await save(conversation(id, '+79991112244'));
    ended(id, ['+79991112233', '+79991112244']);
    await webhookFor(id);
    expect((await contactsOf(id)).map((item) => [item.phone, item.notifyStatus]).sort()).toEqual([
      ['+79991112233', 'sent'],
      ['+79991112244', 'sent'],
    ]);
    expect(messagesAbout(id)).toHaveLength(2);
  });

  it('reads a national number in the conversation’s country, as the record does: one contact', async () => {
    const id = held('conv_national');
    expect(await save(conversation(id, '8 (999) 111-22-33'))).toMatchObject({ status: 201 });
    ended(id, ['8 999 111 22 33']);
    await webhookFor(id);
    expect(await contactsOf(id)).toEqual([expect.objectContaining({ phone: PHONE, notifyStatus: 'sent' })]);
    expect(messagesAbout(id)).toHaveLength(1);
  });

  it('is settled at once when it arrives after the conversation’s record', async () => {
    const id = held('conv_real_late');
    ended(id, [PHONE]);
    await webhookFor(id);
    expect(await save(conversation(id))).toMatchObject({ status: 201 });
    expect(await contactsOf(id)).toEqual([expect.objectContaining({ verification: 'confirmed', notifyStatus: 'sent' })]);
    expect(messagesAbout(id)).toHaveLength(1);
  });

  it('without a webhook, is confirmed by the sweeper’s lookup once ElevenLabs reports the conversation done, which keeps its record too', async () => {
    const id = held('conv_missed_webhook');
    await save(conversation(id));
    expect(await sweep()).toMatchObject({ voice: { waiting: 1 } });
    ended(id, [PHONE]);
    expect(await later(60_000, sweep)).toMatchObject({ voice: { settled: 1 } });
    expect(messagesAbout(id)).toHaveLength(1);
    expect(messagesAbout(id)[0]!.text).toContain('Тема разговора: <code>Клиника хочет Lumi AI</code>');
    expect(await db.items('voiceCalls')).toContainEqual(expect.objectContaining({ conversationId: id, source: 'lookup', contactsConfirmed: [PHONE] }));
  });
});

describe('the name a manager reads', () => {
  const SPOOFED = 'Not Anna: call +1 900 555 0000';

  it('is the one the agent passed with the phone, not the widget’s: the stored contact is corrected to it (webhook)', async () => {
    const id = held('conv_name_webhook');
    expect(await notify({ ...notification(id), name: SPOOFED })).toMatchObject({ status: 202 });
    expect(await save({ ...conversation(id), user_name: SPOOFED })).toMatchObject({ status: 201 });
    expect(await contactsOf(id)).toEqual([expect.objectContaining({ userName: SPOOFED, verification: 'unverified' })]);

    ended(id, [{ phone: '+7 999 111 22 33', name: 'Анна' }]);
    await webhookFor(id);
    expect(await contactsOf(id)).toEqual([expect.objectContaining({ userName: 'Анна', verification: 'confirmed', notifyStatus: 'sent' })]);
    expect(messagesAbout(id)).toHaveLength(1);
    expect(messagesAbout(id)[0]!.text).toContain('Имя: <code>Анна</code>');
    expect(messagesAbout(id)[0]!.text).not.toContain('Not Anna');
    expect(messagesAbout(id)[0]!.text).not.toContain('900');
  });

  it('is the agent’s when the contact comes after the record, and when the sweeper looks the record up', async () => {
    const late = held('conv_name_late');
    ended(late, [{ phone: PHONE, name: 'Анна' }]);
    await webhookFor(late);
    expect(await save({ ...conversation(late), user_name: SPOOFED })).toMatchObject({ status: 201 });
    expect(await contactsOf(late)).toEqual([expect.objectContaining({ userName: 'Анна', notifyStatus: 'sent' })]);
    expect(messagesAbout(late)[0]!.text).toContain('Имя: <code>Анна</code>');

    const lookedUp = held('conv_name_lookup');
    await notify({ ...notification(lookedUp), name: SPOOFED });
    // The agent took the phone twice, correcting the name the second time.
    ended(lookedUp, [
      { phone: PHONE, name: 'Ана' },
      { phone: PHONE, name: 'Анна' },
    ]);
    expect(await sweep()).toMatchObject({ voice: { settled: 1 } });
    expect(await contactsOf(lookedUp)).toEqual([expect.objectContaining({ userName: 'Анна', notifyStatus: 'sent' })]);
    expect(messagesAbout(lookedUp)[0]!.text).toContain('Имя: <code>Анна</code>');
  });

  it('is “not given” when the agent passed no name, whatever the widget said', async () => {
    const id = held('conv_name_none');
    await save({ ...conversation(id), user_name: SPOOFED });
    ended(id, [{ phone: PHONE }]);
    await webhookFor(id);
    expect(await contactsOf(id)).toEqual([expect.objectContaining({ userName: null, notifyStatus: 'sent' })]);
    expect(messagesAbout(id)[0]!.text).toContain('Имя: <code>Не указано</code>');
  });
});

describe('a contact the agent never took', () => {
  it('is kept, then rejected when the record arrives: counted, never sent', async () => {
    const id = held('conv_spoofed');
    expect(await notify(notification(id, '+79990000001'))).toMatchObject({ status: 202 });
    ended(id, [PHONE]);
    await webhookFor(id);
    expect((await contactsOf(id)).map((item) => [item.phone, item.verification, item.notifyStatus]).sort()).toEqual([
      ['+79990000001', 'rejected', 'rejected'],
      [PHONE, 'confirmed', 'sent'],
    ]);
    expect(telegram.accepted.filter((message) => message.text.includes('+79990000001'))).toEqual([]);
    // Nothing of a caller is lost, and anybody with a conversation can post a phone: counted, never alarmed (F7).
    expect(output.text()).toContain('VoiceContactsRefused');
    expect(output.text()).not.toContain('VoiceCallsWithUnsaidContact');
  });

  it('is rejected at once when it comes after the record, and by the sweeper when the looked-up record does not show it', async () => {
    const afterRecord = held('conv_spoofed_late');
    ended(afterRecord, []);
    await webhookFor(afterRecord);
    expect(await save(conversation(afterRecord, '+79990000002'))).toMatchObject({ status: 201 });
    expect(await contactsOf(afterRecord)).toEqual([expect.objectContaining({ notifyStatus: 'rejected' })]);

    const lookedUp = held('conv_spoofed_lookup');
    await save(conversation(lookedUp, '+79990000003'));
    ended(lookedUp, []);
    expect(await sweep()).toMatchObject({ voice: { settled: 1 } });
    expect(await contactsOf(lookedUp)).toEqual([expect.objectContaining({ notifyStatus: 'rejected' })]);
    expect(telegram.requests).toBe(0);
    // Calls in which the agent took no contact: a phone posted into one's own call raises no alarm (F7).
    expect(output.text()).toContain('VoiceContactsRefused');
  });

  it('locks out nobody: a stranger’s posts for someone’s conversation take no place of theirs, and reach no one (F8)', async () => {
    const id = held('conv_flood');
    for (const phone of ['+79990000011', '+79990000012', '+79990000013', '+79990000014', '+79990000011']) {
      expect((await notify(notification(id, phone))).status).toBe(202);
    }
    // The visitor's own contact, after the stranger's: still taken.
    expect(await save(conversation(id))).toMatchObject({ status: 201 });
    ended(id, [PHONE]);
    await webhookFor(id);
    expect(messagesAbout(id)).toHaveLength(1);
    expect(messagesAbout(id)[0]!.text).toContain(`Телефон: <code>${PHONE}</code>`);
    expect((await contactsOf(id)).filter((item) => item.notifyStatus === 'rejected')).toHaveLength(4);
  });
});

describe('a contact the agent took that the visitor never said', () => {
  it('is held and flagged, never sent, counted once a call; the phone the visitor said goes out as usual', async () => {
    const id = held('conv_unsaid');
    await save(conversation(id, '+79995550000'));
    // The visitor said one number; the agent passed it, and another of its own.
    elevenLabs.conversations.set(id, {
      ...ended(id, [PHONE, '+79995550000', '+79995550001']),
      visitorTurns: ['Здравствуйте, нужен Lumi для клиники.', 'Мой номер восемь девятьсот девяносто девять сто одиннадцать двадцать два тридцать три.'],
    });
    await webhookFor(id);
    expect((await contactsOf(id)).map((item) => [item.phone, item.verification, item.notifyStatus]).sort()).toEqual([
      [PHONE, 'confirmed', 'sent'],
      ['+79995550000', 'unsaid', 'held'],
      ['+79995550001', 'unsaid', 'held'],
    ]);
    expect((await contactsOf(id)).find((item) => item.phone === '+79995550001')).not.toHaveProperty('notifyAfter');
    expect(messagesAbout(id)).toHaveLength(1);
    expect(telegram.accepted.filter((message) => message.text.includes('+7999555000'))).toEqual([]);
    expect(output.text()).toContain('"VoiceCallsWithUnsaidContact":1');
    // The record, replayed, holds them again and tells nobody.
    await webhookFor(id);
    expect(await sweep()).toMatchObject({ voice: { settled: 0 } });
    expect(messagesAbout(id)).toHaveLength(1);
  });
});

describe('a contact the agent took in a typed chat that the visitor never typed', () => {
  it('is held the same, and counted as a typed chat’s, which one network holds nineteen times as many of as calls, never as a call’s', async () => {
    const id = held('conv_typed_unsaid', { agentId: TEXT_AGENT });
    elevenLabs.conversations.set(id, {
      ...ended(id, [PHONE, '+79995550002']),
      visitorTurns: ['Нужен Lumi для клиники.', 'Мой номер +7 999 111-22-33.'],
    });
    output.clear();
    await webhookFor(id);
    expect((await contactsOf(id)).find((item) => item.phone === '+79995550002')).toMatchObject({ verification: 'unsaid', notifyStatus: 'held' });
    expect(output.text()).toContain('"TypedChatsWithUnsaidContact":1');
    expect(output.text()).not.toContain('VoiceCallsWithUnsaidContact');
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
    // Counted, and never alarmed: one request from anybody makes one.
    expect(output.text()).toContain('VoiceContactsRefused');
    expect(output.text()).not.toContain('VoiceCallsWithUnsaidContact');
  });

  it('a loop of fresh made-up ids reaches nobody', async () => {
    for (let i = 0; i < 20; i += 1) expect((await notify(notification(`conv_spam_${i}`))).status).toBe(400);
    expect(telegram.requests).toBe(0);
  });
});

describe('while the conversation’s record cannot be had', () => {
  it('keeps the early copy held and unsent, looking again with back-off, and sends it once the record shows it', async () => {
    const id = held('conv_outage_real');
    elevenLabs.failure = { status: 503, body: { detail: 'Service Unavailable' } };
    expect(await save(conversation(id))).toMatchObject({ status: 201 });
    await sweep();
    expect(await contactsOf(id)).toEqual([expect.objectContaining({ verification: 'unverified', notifyStatus: 'held', verifyAttempts: 1 })]);
    expect(telegram.requests).toBe(0);

    elevenLabs.failure = undefined;
    ended(id, [PHONE]);
    await later(60_000, sweep);
    expect(messagesAbout(id)).toHaveLength(1);
  });

  it('rejects an early copy stored during an outage whose conversation turns out to be made up', async () => {
    elevenLabs.failure = { status: 500, body: {} };
    expect(await notify(notification('conv_outage_fake'))).toMatchObject({ status: 202 });
    elevenLabs.failure = undefined;
    expect(await later(60_000, sweep)).toMatchObject({ voice: { settled: 1 } });
    expect(await contactsOf('conv_outage_fake')).toEqual([expect.objectContaining({ notifyStatus: 'rejected' })]);
    expect(telegram.requests).toBe(0);
  });

  it('keeps waiting, never rejects, an early copy whose conversation cannot be looked up because ElevenLabs is no longer configured here, and parks it after two hours', async () => {
    const id = held('conv_key_taken_away');
    expect(await save(conversation(id))).toMatchObject({ status: 201 });
    // An operator empties the key (a rotation gone wrong): the contact cannot be checked, which says nothing against it.
    delete process.env.ELEVENLABS_API_KEY;
    try {
      await later(60_000, sweep);
      expect(await contactsOf(id)).toEqual([expect.objectContaining({ verification: 'unverified', notifyStatus: 'held' })]);
      await later(VOICE_VERIFICATION.unverifiedForMs + 60_000, sweep);
      expect(await contactsOf(id)).toEqual([expect.objectContaining({ verification: 'unverified', notifyStatus: 'parked' })]);
      expect(output.text()).not.toContain('voice contact rejected');
    } finally {
      process.env.ELEVENLABS_API_KEY = API_KEY;
    }
  });

  it('parks an early copy that names no time it was stored, rather than asking about it forever', async () => {
    const id = held('conv_no_stored_time');
    await putIfAbsent('voiceContacts', {
      conversationId: id,
      phone: PHONE,
      userName: null,
      durationSeconds: 10,
      language: 'ru',
      verification: 'unverified',
      verifyAttempts: 0,
      notifyStatus: 'held',
      notifyAfter: Date.now(),
      notifyAttempts: 0,
      expiresAt: 0,
    });
    await sweep();
    expect(await contactsOf(id)).toEqual([expect.objectContaining({ notifyStatus: 'parked' })]);
    expect(telegram.requests).toBe(0);
  });

  it('looks again later at an early copy whose record cannot be asked for (the ElevenLabs secret unreadable), and the sweep goes on', async () => {
    const id = held('conv_secret_unreadable');
    expect(await save(conversation(id))).toMatchObject({ status: 201 });
    const unreadable = 'arn:aws:secretsmanager:eu-central-1:000000000000:secret:site/elevenlabs-AbCdEf';
    const secretsManager = await new FakeSecretsManager({ [unreadable]: '{"apiKey": ' }).start();
    Object.assign(process.env, { ELEVENLABS_SECRET_ARN: unreadable, AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsManager.url });
    try {
      await later(60_000, sweep);
    } finally {
      delete process.env.ELEVENLABS_SECRET_ARN;
      await secretsManager.stop();
    }
    const [copy] = await contactsOf(id);
    expect(copy).toMatchObject({ notifyStatus: 'held', verifyAttempts: 1 });
    expect(copy!.notifyAfter).toBeGreaterThan(Date.now());
    ended(id, [PHONE]);
    await later(5 * 60_000, sweep);
    expect(messagesAbout(id)).toHaveLength(1);
  });

  it('takes no contact while the voice assistant is not configured: 503, as the token endpoint answers, nothing stored', async () => {
    delete process.env.ELEVENLABS_API_KEY;
    try {
      expect(await save(conversation('conv_no_voice_here'))).toMatchObject({ status: 503, body: { error: 'voice_not_configured' } });
      expect(await notify(notification('conv_no_voice_here'))).toMatchObject({ status: 503, body: { error: 'voice_not_configured' } });
    } finally {
      process.env.ELEVENLABS_API_KEY = API_KEY;
    }
    expect(await contactsOf('conv_no_voice_here')).toEqual([]);
  });

  it('parks, never drops, an early copy whose conversation gave no record for two hours, unsent and out of the digest; a replay holds it again, and the record sends it', async () => {
    const id = held('conv_never_done');
    expect(await save(conversation(id))).toMatchObject({ status: 201 });
    expect(await later(VOICE_VERIFICATION.unverifiedForMs + 60_000, sweep)).toMatchObject({ voice: { parked: 1 } });
    const [parked] = await contactsOf(id);
    expect(parked).toMatchObject({ verification: 'unverified', notifyStatus: 'parked' });
    expect(output.text()).toContain('NotificationsParked');
    expect(telegram.requests).toBe(0);

    // The operator replays it once ElevenLabs has the conversation done: it is held for its record again, never sent unconfirmed.
    expect(await requeueParked(VOICE_CONTACTS_OUTBOX, keyOf(VOICE_CONTACTS_OUTBOX, parked as never), Date.now())).toBe(true);
    expect(await contactsOf(id)).toEqual([expect.objectContaining({ notifyStatus: 'held' })]);
    ended(id, [PHONE]);
    await sweep();
    expect(messagesAbout(id)).toHaveLength(1);
  });
});

describe("the contact endpoints' per-network allowance (F2)", () => {
  const from = (address: string) => ({ 'Content-Type': 'application/json', 'CloudFront-Viewer-Address': `${address}:443` });

  it('refuses a flood from one IPv6 /64 before asking ElevenLabs, and still keeps a real visitor’s contact from another network', async () => {
    process.env.VOICE_CONTACTS_PER_NETWORK_PER_HOUR = '4';
    try {
      const junk = [];
      for (let host = 1; host <= 10; host += 1) {
        junk.push(
          await callApi(voiceContactHandler, '/api/save-voice-conversation', {
            body: conversation(`conv_junk_${host}`),
            headers: from(`2001:db8:66:1::${host}`),
          }),
        );
      }
      expect(junk.slice(4).map((answer) => answer.status)).toEqual([429, 429, 429, 429, 429, 429]);
      expect(junk[9]?.body).toMatchObject({ error: 'network_limit_reached' });

      const id = held('conv_real_visitor');
      const real = await callApi(voiceContactHandler, '/api/save-voice-conversation', { body: conversation(id), headers: from('203.0.113.50') });
      expect(real.status).toBe(201);
      expect(await contactsOf(id)).toHaveLength(1);
    } finally {
      delete process.env.VOICE_CONTACTS_PER_NETWORK_PER_HOUR;
    }
  });
});
