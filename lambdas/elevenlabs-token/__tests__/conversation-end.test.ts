import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureOutput } from '../../test-support/captured-output';
import { FakeElevenLabs } from '@site/stand-ins/fake-elevenlabs';
import { callApi } from '../../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { handler } from '../index';

/**
 * A visitor who ends a conversation gets its place among the open ones back (issue 57 §3): the
 * token's place, said with the conversation's id, once ElevenLabs (the stand-in answering as its
 * `GET /v1/convai/conversations/{id}`) confirms that conversation ended; nothing for anybody else.
 */
const API_KEY = 'xi-test-key';
let elevenLabs: FakeElevenLabs;
let db: LocalDynamoDB;
const output = captureOutput();

interface TokenAnswer {
  signed_url?: string;
  place?: string;
  error?: string;
}
const requestToken = (viewer: string, asn = 64_500) =>
  callApi<TokenAnswer>(handler, '/api/elevenlabs-token', {
    body: {},
    headers: { 'Content-Type': 'application/json', 'CloudFront-Viewer-Address': `${viewer}:50123`, 'CloudFront-Viewer-ASN': String(asn) },
  });
const sayEnded = (place: unknown, conversationId: string, viewer = '198.51.100.7') =>
  callApi<{ released?: boolean; error?: string; fields?: Record<string, string> }>(handler, '/api/voice-conversation-end', {
    body: { place, conversation_id: conversationId },
    headers: { 'Content-Type': 'application/json', 'CloudFront-Viewer-Address': `${viewer}:50123` },
  });

/** A conversation ElevenLabs holds, started a second after now (after the place it is said with was issued). */
function converse(id: string, status: 'in-progress' | 'done' = 'done', agentId = 'agent_site', startedAtMs = Date.now() + 1_000) {
  elevenLabs.conversations.set(id, { agentId, status, startedAtMs });
}

/** Open-conversation counters of the current windows, by counter. */
const openCounts = async () =>
  Object.fromEntries(
    (await db.items('control'))
      .filter((item) => /^voice-tokens#open/.test(String(item.id)))
      .map((item) => [String(item.id).replace(/#\d{4}-.*$/, ''), Number(item.count)]),
  );

beforeAll(async () => {
  db = await startLocalDynamoDB();
  elevenLabs = await new FakeElevenLabs(API_KEY).start();
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
    ELEVENLABS_API_KEY: API_KEY,
    ELEVENLABS_AGENT_ID: 'agent_site',
    ELEVENLABS_ALLOWED_AGENT_IDS: 'agent_lumi',
    ELEVENLABS_API_URL: elevenLabs.url,
    VOICE_CONVERSATIONS_OPEN_PER_NETWORK: '3',
  });
});
afterAll(async () => {
  output.restore();
  await elevenLabs.stop();
  await db.close();
});
beforeEach(() => {
  elevenLabs.conversations.clear();
  output.clear();
});

describe('POST /api/voice-conversation-end', () => {
  it('gives an ended conversation’s place back, so three short chats in ten minutes do not lock a visitor out', async () => {
    vi.useFakeTimers({ now: Date.parse('2031-09-01T10:00:00Z'), toFake: ['Date'] });
    try {
      for (let chat = 1; chat <= 6; chat += 1) {
        const token = await requestToken('198.51.100.7');
        expect(token).toMatchObject({ status: 200, body: { place: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) } });
        converse(`conv_chat_${chat}`);
        expect(await sayEnded(token.body.place, `conv_chat_${chat}`)).toMatchObject({ status: 200, body: { released: true } });
      }
      expect(await openCounts()).toMatchObject({
        'voice-tokens#open#198.51.100.0/24': 0,
        'voice-tokens#open-wide#198.51.0.0/16': 0,
        'voice-tokens#open-provider#as64500': 0,
      });
      // Its day's conversations are still counted: ending gives back a place, not a conversation.
      expect((await db.items('control')).find((item) => String(item.id) === 'voice-tokens#198.51.100.0/24#2031-09-01')).toMatchObject({ count: 6 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('frees nothing for a stranger, a replay, a second place of one conversation, or a conversation still going', async () => {
    vi.useFakeTimers({ now: Date.parse('2031-09-02T10:00:00Z'), toFake: ['Date'] });
    try {
      const first = (await requestToken('203.0.113.7')).body.place!;
      const second = (await requestToken('203.0.113.8')).body.place!;
      const opened = await openCounts();
      expect(opened).toMatchObject({ 'voice-tokens#open#203.0.113.0/24': 2 });

      converse('conv_still_going', 'in-progress');
      expect(await sayEnded(first, 'conv_still_going')).toMatchObject({ status: 200, body: { released: false } });
      // A stranger never saw the place: one made up frees nothing, whatever conversation it names.
      converse('conv_ended');
      expect(await sayEnded('A'.repeat(43), 'conv_ended', '192.0.2.1')).toMatchObject({ status: 200, body: { released: false } });
      // Another agent's conversation, one started before the place was issued, one ElevenLabs does not know.
      converse('conv_other_agent', 'done', 'agent_lumi');
      converse('conv_before', 'done', 'agent_site', Date.now() - 60_000);
      for (const id of ['conv_other_agent', 'conv_before', 'conv_unknown']) expect(await sayEnded(first, id)).toMatchObject({ body: { released: false } });
      expect(await openCounts()).toEqual(opened);

      expect(await sayEnded(first, 'conv_ended')).toMatchObject({ body: { released: true } });
      // Said again, or with the other place: the conversation gave back its one place already.
      expect(await sayEnded(first, 'conv_ended')).toMatchObject({ body: { released: false } });
      expect(await sayEnded(second, 'conv_ended')).toMatchObject({ body: { released: false } });
      expect(await openCounts()).toMatchObject({ 'voice-tokens#open#203.0.113.0/24': 1 });
      // The place given back stays given back, whatever conversation it names next.
      converse('conv_later');
      expect(await sayEnded(first, 'conv_later')).toMatchObject({ body: { released: false } });
      expect(await sayEnded(second, 'conv_later')).toMatchObject({ body: { released: true } });
      expect(await openCounts()).toMatchObject({ 'voice-tokens#open#203.0.113.0/24': 0 });
    } finally {
      vi.useRealTimers();
    }
  }, 30_000);

  it('waits a moment for ElevenLabs to see the end the widget saw first', async () => {
    const place = (await requestToken('198.51.100.44')).body.place!;
    converse('conv_closing', 'in-progress');
    setTimeout(() => converse('conv_closing', 'done', 'agent_site', Date.now()), 300);
    expect(await sayEnded(place, 'conv_closing')).toMatchObject({ status: 200, body: { released: true } });
  });

  it('refuses a malformed place or conversation id like every endpoint, and cross-site posts', async () => {
    expect(await sayEnded('short', 'conv_1')).toMatchObject({ status: 400, body: { error: 'validation_failed', fields: { place: 'invalid_value' } } });
    expect(await sayEnded('A'.repeat(43), 'conv 1')).toMatchObject({ status: 400, body: { fields: { conversation_id: 'invalid_format' } } });
    const crossSite = await callApi(handler, '/api/voice-conversation-end', {
      body: { place: 'A'.repeat(43), conversation_id: 'conv_1' },
      headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
  });
});
