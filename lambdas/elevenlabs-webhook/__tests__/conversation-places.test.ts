import type { ScheduledEvent } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversationRecord, FakeElevenLabs, type FakeConversation } from '@site/stand-ins/fake-elevenlabs';
import { lambdaContext } from '../../host/lambda-context';
import { handler as tokenHandler } from '../../elevenlabs-token/index';
import { handler as sweeperHandler } from '../../notification-sweeper/index';
import { captureOutput } from '../../test-support/captured-output';
import { callApi } from '../../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { postCallBody, postToWebhook, WEBHOOK_SECRET } from '../../test-support/post-call';

/**
 * A conversation's place among the open ones comes back when the backend learns that it ended, not
 * only from the widget (issue 57 §3): a conversation still going when the widget said "ended", or
 * whose "ended" never reached the server, frees its place when ElevenLabs' post-call webhook brings
 * its record, or when the sweeper sees it ended in the agent's list. Once, and only for the place
 * the widget named it to. On a real DynamoDB API, with ElevenLabs on loopback.
 */
const API_KEY = 'xi-places-key';
const AGENT = 'agent_site';
const MINUTE = 60_000;
let elevenLabs: FakeElevenLabs;
let db: LocalDynamoDB;
const output = captureOutput();

const VIEWER = { 'Content-Type': 'application/json', 'CloudFront-Viewer-Address': '198.51.100.7:50123', 'CloudFront-Viewer-ASN': '64500' };

const requestToken = () => callApi<{ place?: string; error?: string }>(tokenHandler, '/api/elevenlabs-token', { body: {}, headers: VIEWER });
const say = (place: string, conversationId: string, phase?: 'started' | 'ended') =>
  callApi<{ released?: boolean }>(tokenHandler, '/api/voice-conversation-end', {
    body: { place, conversation_id: conversationId, ...(phase && { phase }) },
    headers: VIEWER,
  });
const sweep = () => sweeperHandler({} as ScheduledEvent, lambdaContext('notification-sweeper', 55_000));

/** A conversation ElevenLabs holds with the site's agent, started a second after now (after its place was issued). */
function converse(id: string, changes: Partial<FakeConversation> = {}): FakeConversation {
  const conversation: FakeConversation = { agentId: AGENT, status: 'in-progress', startedAtMs: Date.now() + 1_000, durationSecs: 40, ...changes };
  elevenLabs.conversations.set(id, conversation);
  return conversation;
}
const finish = (id: string) => elevenLabs.conversations.set(id, { ...elevenLabs.conversations.get(id)!, status: 'done' });

/** The open-conversation counters of the current windows: network, /16, provider and the whole site (F6). */
const openCounts = async () =>
  (await db.items('control'))
    .filter((item) => /^voice-tokens#open/.test(String(item.id)))
    .map((item) => Number(item.count))
    .reduce((sum, count) => sum + count, 0);

beforeAll(async () => {
  elevenLabs = await new FakeElevenLabs(API_KEY).start();
  Object.assign(process.env, {
    ELEVENLABS_API_KEY: API_KEY,
    ELEVENLABS_AGENT_ID: AGENT,
    ELEVENLABS_API_URL: elevenLabs.url,
    ELEVENLABS_WEBHOOK_SECRET: WEBHOOK_SECRET,
    NOTIFICATION_CHANNEL: 'log',
    // One conversation open at a time from a network: a place held shows at once as a refused token.
    VOICE_CONVERSATIONS_OPEN_PER_NETWORK: '1',
  });
});
afterAll(async () => {
  output.restore();
  await elevenLabs.stop();
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2031-09-03T12:00:00Z') });
  db = await startLocalDynamoDB();
  elevenLabs.conversations.clear();
  output.clear();
});
afterEach(async () => {
  vi.useRealTimers();
  await db.close();
});

describe('the place of a conversation that ended without the widget saying so', () => {
  it('comes back with the post-call webhook when the conversation was still going as the widget said "ended", once', async () => {
    const { place } = (await requestToken()).body;
    converse('conv_long_goodbye');
    expect(await say(place!, 'conv_long_goodbye', 'started')).toMatchObject({ status: 200, body: { released: false } });
    // The widget's "ended" came while ElevenLabs still had it going, past the retries: the place is held.
    expect(await say(place!, 'conv_long_goodbye')).toMatchObject({ status: 200, body: { released: false } });
    expect((await requestToken()).status).toBe(429);

    finish('conv_long_goodbye');
    const record = conversationRecord('conv_long_goodbye', elevenLabs.conversations.get('conv_long_goodbye')!);
    expect(await postToWebhook(postCallBody(record))).toMatchObject({ status: 200, body: { status: 'recorded' } });
    expect(await openCounts()).toBe(0);
    // A replayed webhook gives nothing back twice: the next conversation's place stays held.
    const next = await requestToken();
    expect(next.status).toBe(200);
    expect(await postToWebhook(postCallBody(record))).toMatchObject({ status: 200 });
    expect(await openCounts()).toBe(4);
    expect((await requestToken()).status).toBe(429);
  }, 30_000);

  it('comes back with the sweeper when the widget never said "ended" and the webhook never came, once', async () => {
    const { place } = (await requestToken()).body;
    converse('conv_closed_laptop');
    await say(place!, 'conv_closed_laptop', 'started');
    finish('conv_closed_laptop');
    vi.setSystemTime(Date.now() + 2 * MINUTE);
    expect((await requestToken()).status).toBe(429);

    await sweep();
    expect(await openCounts()).toBe(0);
    const next = (await requestToken()).body.place!;
    expect(next).toBeDefined();
    // The next sweep finds the first conversation settled, and the next one's place held while it goes on.
    converse('conv_next');
    await say(next, 'conv_next', 'started');
    await sweep();
    expect(await openCounts()).toBe(4);
  }, 30_000);

  it('frees no place for a conversation nobody named to it, another agent’s, or one that started before the place was issued', async () => {
    const { place } = (await requestToken()).body;
    // Named to a place by its own widget only: a made-up place binds nothing.
    converse('conv_stranger', { status: 'done' });
    expect(await say('A'.repeat(43), 'conv_stranger', 'started')).toMatchObject({ status: 200, body: { released: false } });
    expect(await postToWebhook(postCallBody(conversationRecord('conv_stranger', elevenLabs.conversations.get('conv_stranger')!)))).toMatchObject({
      status: 200,
    });
    // The visitor's own place, named to a conversation that cannot have been signed with it.
    for (const [id, changes] of [
      ['conv_older', { status: 'done', startedAtMs: Date.now() - 5 * MINUTE }],
      ['conv_other_agent', { status: 'done', agentId: 'agent_lumi' }],
    ] as const) {
      converse(id, changes);
      await say(place!, id, 'started');
      await postToWebhook(postCallBody(conversationRecord(id, elevenLabs.conversations.get(id)!)));
    }
    vi.setSystemTime(Date.now() + 2 * MINUTE);
    await sweep();
    expect(await openCounts()).toBe(4);
    expect((await requestToken()).status).toBe(429);
  }, 30_000);
});
