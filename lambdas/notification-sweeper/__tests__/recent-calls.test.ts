import type { ScheduledEvent } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lambdaContext } from '../../host/lambda-context';
import { putIfAbsent } from '../../shared/dynamodb';
import { storeLead } from '../../shared/leads/store';
import { RECENT_CALLS } from '../../shared/voice/recent-calls';
import type { SweepSummary } from '../../shared/notifications/sweep';
import { captureOutput } from '../../test-support/captured-output';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { conversationRecord, FakeElevenLabs, type FakeConversation } from '@site/stand-ins/fake-elevenlabs';
import { elevenLabsOpenApi } from '@site/stand-ins/elevenlabs-openapi';
import { postCallBody, postToWebhook, WEBHOOK_SECRET } from '../../test-support/post-call';
import { handler as sweeperHandler } from '../index';

/**
 * The sweeper's look at the agent's recent conversations: those that ended without their record are
 * looked up and recorded, and counted while their post-call webhook is missing
 * (`VoiceCallsWithoutWebhook`); the contacts of records no manager was told of are counted
 * (`VoiceContactsUntold`). Against ElevenLabs' list on loopback and a real DynamoDB API.
 */
const API_KEY = 'xi-watch-key';
const AGENT = 'agent_site';
const MINUTE = 60_000;

let db: LocalDynamoDB;
let elevenLabs: FakeElevenLabs;
const output = captureOutput();

const sweep = () => sweeperHandler({} as ScheduledEvent, lambdaContext('notification-sweeper', 55_000)) as Promise<SweepSummary>;

const reported = output.metricValues;
const logged = (message: string) => output.records().filter((record) => record.message === message);

/** A conversation with the site's agent that started `startedMinutesAgo` and lasted `minutes`. */
function held(id: string, startedMinutesAgo: number, minutes = 3, changes: Partial<FakeConversation> = {}): void {
  elevenLabs.conversations.set(id, {
    agentId: AGENT,
    status: 'done',
    startedAtMs: Date.now() - startedMinutesAgo * MINUTE,
    durationSecs: minutes * 60,
    ...changes,
  });
}

/** Its record, as the webhook or a lookup kept it: only what the count reads. */
const recorded = (conversationId: string, source: 'webhook' | 'lookup', extra: Record<string, unknown> = {}) =>
  putIfAbsent('voiceCalls', { conversationId, source, ...extra });

beforeAll(async () => {
  elevenLabs = await new FakeElevenLabs(API_KEY).start();
  Object.assign(process.env, {
    ELEVENLABS_API_URL: elevenLabs.url,
    ELEVENLABS_API_KEY: API_KEY,
    ELEVENLABS_AGENT_ID: AGENT,
    ELEVENLABS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    NOTIFICATION_CHANNEL: 'log',
  });
});
afterAll(async () => {
  output.restore();
  await elevenLabs.stop();
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T12:00:00Z') });
  db = await startLocalDynamoDB();
  elevenLabs.conversations.clear();
  elevenLabs.listQueries.length = 0;
  elevenLabs.listFailure = undefined;
  output.clear();
});
afterEach(async () => {
  vi.useRealTimers();
  await db.close();
});

describe('the count of conversations that ended without their post-call webhook', () => {
  it('asks ElevenLabs for the agent’s conversations that started within 3 hours, a full page at a time', async () => {
    await sweep();
    const nowSecs = Date.now() / 1000;
    expect(elevenLabs.listQueries.map((query) => Object.fromEntries(query))).toEqual([
      {
        agent_id: AGENT,
        call_start_after_unix: String(nowSecs - RECENT_CALLS.lookBackMs / 1000),
        call_start_before_unix: String(nowSecs),
        page_size: '100',
      },
    ]);
    expect(reported('VoiceCallsWithoutWebhook')).toEqual([0]);
  });

  it('is 0 for a done conversation the webhook recorded, and 1 for one it did not, named in the log', async () => {
    held('conv_recorded', 60);
    held('conv_missed', 90);
    expect(await postToWebhook(postCallBody(conversationRecord('conv_recorded', elevenLabs.conversations.get('conv_recorded')!)))).toMatchObject({
      status: 200,
    });

    await sweep();
    expect(reported('VoiceCallsWithoutWebhook')).toEqual([1]);
    expect(logged('conversations ended without their post-call webhook')).toEqual([
      expect.objectContaining({ level: 'WARN', count: 1, conversationIds: ['conv_missed'] }),
    ]);

    // It was recorded by lookup meanwhile; its webhook comes late, and is noted.
    expect(await db.items('voiceCalls')).toContainEqual(expect.objectContaining({ conversationId: 'conv_missed', source: 'lookup' }));
    await postToWebhook(postCallBody(conversationRecord('conv_missed', elevenLabs.conversations.get('conv_missed')!)));
    output.clear();
    await sweep();
    expect(reported('VoiceCallsWithoutWebhook')).toEqual([0]);
  });

  it('counts a record a lookup kept as without its webhook until the webhook is noted on it', async () => {
    held('conv_looked_up', 60);
    held('conv_looked_up_then_hooked', 60);
    await recorded('conv_looked_up', 'lookup');
    await recorded('conv_looked_up_then_hooked', 'lookup', { webhookReceivedAt: new Date().toISOString() });

    await sweep();
    expect(reported('VoiceCallsWithoutWebhook')).toEqual([1]);
    expect(logged('conversations ended without their post-call webhook')[0]).toMatchObject({ conversationIds: ['conv_looked_up'] });
  });

  it('waits for a conversation still going, one that ended less than 30 minutes ago, and one ElevenLabs could not finish', async () => {
    held('conv_in_progress', 50, 0, { status: 'in-progress' });
    held('conv_processing', 50, 1, { status: 'processing' });
    held('conv_ended_5_min_ago', 45, 40);
    held('conv_failed', 60, 2, { status: 'failed' });
    held('conv_started_before_the_window', 4 * 60);
    held('conv_of_another_agent', 60, 3, { agentId: 'agent_other' });

    await sweep();
    expect(reported('VoiceCallsWithoutWebhook')).toEqual([0]);
    expect(logged('conversations ended without their post-call webhook')).toEqual([]);

    // The same call, once 30 minutes have passed since it ended.
    vi.setSystemTime(Date.now() + 26 * MINUTE);
    output.clear();
    await sweep();
    expect(logged('conversations ended without their post-call webhook')[0]).toMatchObject({ conversationIds: ['conv_ended_5_min_ago'] });
  });

  it('follows the cursor through every page, reading the table by key in batches', async () => {
    for (let i = 0; i < 230; i += 1) {
      held(`conv_${String(i).padStart(3, '0')}`, 40 + (i % 100));
      if (i % 10) await recorded(`conv_${String(i).padStart(3, '0')}`, 'webhook');
    }

    await sweep();
    expect(elevenLabs.listQueries.map((query) => query.get('cursor'))).toEqual([null, expect.any(String), expect.any(String)]);
    expect(reported('VoiceCallsWithoutWebhook')).toEqual([23]);
    expect(logged('not every recent conversation could be looked at; the counts are lower bounds')).toEqual([]);
  });

  it('reads at most 5 pages a run, and says the count is a lower bound past them', async () => {
    for (let i = 0; i < 520; i += 1) held(`conv_${i}`, 40 + (i % 120));

    await sweep();
    expect(elevenLabs.listQueries).toHaveLength(RECENT_CALLS.maxPages);
    expect(reported('VoiceCallsWithoutWebhook')).toEqual([500]);
    // Looked up a few at a time: the rest in later runs.
    expect(await db.items('voiceCalls')).toHaveLength(RECENT_CALLS.maxLookupsPerRun);
    expect(logged('not every recent conversation could be looked at; the counts are lower bounds')).toEqual([
      expect.objectContaining({ level: 'ERROR', reason: 'more conversations than 5 pages hold', checked: 500 }),
    ]);
  });

  it('is still reported when ElevenLabs fails, as what it could count, and the sweep goes on delivering', async () => {
    held('conv_missed', 60);
    await storeLead({
      formId: 'contacts',
      name: 'Maria',
      phone: '+79995554433',
      consent: true,
      language: 'ru',
      pagePath: '/ru/contacts',
      idempotencyKey: 'k-1',
    });
    vi.setSystemTime(Date.now() + 2 * MINUTE);
    elevenLabs.listFailure = { status: 503, body: { detail: 'Service Unavailable' } };

    expect(await sweep()).toMatchObject({ sent: 1 });
    expect(reported('VoiceCallsWithoutWebhook')).toEqual([0]);
    expect(reported('NotificationsPending')).toEqual([0]);
    expect(logged('not every recent conversation could be looked at; the counts are lower bounds')).toEqual([
      expect.objectContaining({ level: 'ERROR', reason: expect.stringContaining('ElevenLabs did not give page 1: 503'), checked: 0 }),
    ]);

    // A page behind the cursor failing keeps what the first page found.
    for (let i = 0; i < 150; i += 1) held(`conv_paged_${i}`, 40 + (i % 100));
    elevenLabs.listFailure = { status: 500, body: { detail: 'Internal Server Error' }, afterFirstPage: true };
    output.clear();
    await sweep();
    expect(reported('VoiceCallsWithoutWebhook')).toEqual([100]);
  });

  it('is reported as 0, with the error logged, when the table cannot be read, and the sweep goes on', async () => {
    held('conv_missed', 60);
    const table = process.env.VOICE_CALLS_TABLE_NAME;
    process.env.VOICE_CALLS_TABLE_NAME = 'no-such-table';
    try {
      expect(await sweep()).toMatchObject({ failed: 0 });
    } finally {
      process.env.VOICE_CALLS_TABLE_NAME = table;
    }
    expect(reported('VoiceCallsWithoutWebhook')).toEqual([0]);
    expect(reported('NotificationsParkedWaiting')).toEqual([0]);
    expect(logged('recent conversations could not be looked at in full; what was counted is reported')).toEqual([
      expect.objectContaining({ level: 'ERROR', error: expect.objectContaining({ name: 'ResourceNotFoundException' }) }),
    ]);
  });

  it('is skipped with a log line where ElevenLabs is not configured', async () => {
    const key = process.env.ELEVENLABS_API_KEY;
    delete process.env.ELEVENLABS_API_KEY;
    try {
      await sweep();
    } finally {
      process.env.ELEVENLABS_API_KEY = key;
    }
    expect(reported('VoiceCallsWithoutWebhook')).toEqual([]);
    expect(logged('ElevenLabs is not configured here: recent conversations are not looked at')).toHaveLength(1);
    expect(elevenLabs.listQueries).toEqual([]);
  });
});

describe('the contacts of recent calls that no manager was told of', () => {
  const PHONE = '+79991112233';
  const withContact = (conversationId: string, minutesAgo: number) =>
    recorded(conversationId, 'webhook', { contactsConfirmed: [PHONE], recordedAt: new Date(Date.now() - minutesAgo * MINUTE).toISOString() });
  const contact = (conversationId: string, state: Record<string, unknown>) =>
    putIfAbsent('voiceContacts', { conversationId, phone: PHONE, verification: 'confirmed', notifyAttempts: 0, ...state });

  it('counts a record’s contact not sent nor e-mailed 15 minutes after the record, or never made, and no earlier', async () => {
    for (const id of ['conv_sent', 'conv_emailed', 'conv_waiting', 'conv_never_made', 'conv_recent']) held(id, 60);
    await withContact('conv_sent', 20);
    await contact('conv_sent', { notifyStatus: 'sent' });
    await withContact('conv_emailed', 20);
    await contact('conv_emailed', { notifyStatus: 'parked', emailedAt: new Date().toISOString() });
    await withContact('conv_waiting', 20);
    await contact('conv_waiting', { notifyStatus: 'pending', notifyAfter: Date.now() + 60 * MINUTE });
    await withContact('conv_never_made', 16);
    await withContact('conv_recent', 10);

    await sweep();
    expect(reported('VoiceContactsUntold')).toEqual([2]);
    expect(logged("contacts a call's record holds that no manager was told of")).toEqual([
      expect.objectContaining({ level: 'ERROR', count: 2, conversationIds: expect.arrayContaining(['conv_waiting', 'conv_never_made']) }),
    ]);
  });
});

describe('the list of conversations the fake ElevenLabs gives', () => {
  it('has the shape ElevenLabs documents, and refuses a page larger than the API allows', async () => {
    held('conv_a', 60);
    held('conv_b', 10, 0, { status: 'in-progress' });
    const list = (query: string) => fetch(`${elevenLabs.url}/v1/convai/conversations?${query}`, { headers: { 'xi-api-key': API_KEY } });
    const answer = await list(`agent_id=${AGENT}&page_size=1`);
    const body = (await answer.json()) as { conversations: unknown[]; has_more: boolean; next_cursor: string };
    expect(elevenLabsOpenApi().responseProblems('GET', '/v1/convai/conversations', 200, body)).toEqual([]);
    expect(body).toMatchObject({ conversations: [expect.objectContaining({ conversation_id: 'conv_b', status: 'in-progress' })], has_more: true });
    const next = (await (await list(`agent_id=${AGENT}&page_size=1&cursor=${body.next_cursor}`)).json()) as typeof body;
    expect(next).toMatchObject({ conversations: [expect.objectContaining({ conversation_id: 'conv_a', status: 'done' })], has_more: false });
    expect((await list(`agent_id=${AGENT}&page_size=101`)).status).toBe(422);
  });
});
