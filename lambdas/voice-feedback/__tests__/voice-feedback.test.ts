import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../index';
import { FEEDBACK_CHANGES_MAX, readVoiceCall, recordsOf } from '../../shared/voice/calls';
import { findRecords } from '../../shared/personal-data/records';
import { PERSONAL_DATA_STORES } from '../../ops';
import { captureOutput } from '../../test-support/captured-output';
import { callApi } from '../../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { postCallBody, postToWebhook, WEBHOOK_SECRET } from '../../test-support/post-call';
import { conversationRecord, FakeElevenLabs } from '@site/stand-ins/fake-elevenlabs';
import { keepPlacedCall } from '../../shared/phone-calls/calls';

/**
 * A visitor rates a conversation that ended, against a real DynamoDB API and ElevenLabs on loopback:
 * the rate reaches ElevenLabs' feedback and the call's record (whichever comes first, the rate or the
 * post-call webhook), is counted for the dashboard, and a made-up conversation stores nothing.
 */
const API_KEY = 'xi-feedback-key';
const AGENT = 'agent_site';

let db: LocalDynamoDB;
let elevenLabs: FakeElevenLabs;
const output = captureOutput();

const rate = (body: Record<string, unknown>, from?: string) =>
  callApi<Record<string, unknown>>(handler, '/api/voice-feedback', {
    body,
    headers: { 'Content-Type': 'application/json', ...(from && { 'CloudFront-Viewer-Address': `${from}:50000` }) },
  });
const rates = () => ({ liked: output.metricValues('VoiceFeedbackLiked'), disliked: output.metricValues('VoiceFeedbackDisliked') });

function ended(id: string): void {
  elevenLabs.conversations.set(id, { agentId: AGENT, status: 'done', startedAtMs: Date.now() - 120_000, durationSecs: 60, language: 'en' });
}

beforeAll(async () => {
  db = await startLocalDynamoDB();
  elevenLabs = await new FakeElevenLabs(API_KEY).start();
  Object.assign(process.env, {
    ELEVENLABS_API_URL: elevenLabs.url,
    ELEVENLABS_API_KEY: API_KEY,
    ELEVENLABS_AGENT_ID: AGENT,
    ELEVENLABS_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
});
afterAll(async () => {
  output.restore();
  await Promise.all([elevenLabs.stop(), db.close()]);
});
beforeEach(() => {
  elevenLabs.conversations.clear();
  output.clear();
});

describe('a visitor’s rate of a conversation', () => {
  it('given before ElevenLabs reports the call, reaches ElevenLabs and stays on the record the webhook then keeps around it', async () => {
    ended('conv_rated_first');
    const answer = await rate({ conversation_id: 'conv_rated_first', rating: 'dislike', comment: '  Too slow to answer.\nBut polite. ' });
    expect(answer).toMatchObject({ status: 200, body: { status: 'kept' } });
    expect(elevenLabs.feedback).toContainEqual({ conversationId: 'conv_rated_first', feedback: 'dislike' });
    // Not a record yet: the readers pass it by, so the sweeper still waits for the webhook.
    expect(await readVoiceCall('conv_rated_first')).toBeUndefined();
    expect((await recordsOf(['conv_rated_first'])).size).toBe(0);
    expect(rates()).toEqual({ liked: [], disliked: [1] });

    const webhook = await postToWebhook(postCallBody(conversationRecord('conv_rated_first', elevenLabs.conversations.get('conv_rated_first')!)));
    expect(webhook.status).toBe(200);
    const record = await readVoiceCall('conv_rated_first');
    expect(record).toMatchObject({ source: 'webhook', agentId: AGENT, durationSeconds: 60 });
    expect(record!.feedback).toEqual({ rating: 'dislike', comment: 'Too slow to answer.\nBut polite.', at: expect.any(String) });
  });

  it('given after the record, is set on it; a second rate replaces the first', async () => {
    ended('conv_rated_after');
    await postToWebhook(postCallBody(conversationRecord('conv_rated_after', elevenLabs.conversations.get('conv_rated_after')!)));
    expect(await rate({ conversation_id: 'conv_rated_after', rating: 'dislike' })).toMatchObject({ status: 200 });
    expect(await rate({ conversation_id: 'conv_rated_after', rating: 'like' })).toMatchObject({ status: 200 });
    const record = await readVoiceCall('conv_rated_after');
    expect(record).toMatchObject({ source: 'webhook', feedback: { rating: 'like' } });
    expect(record!.feedback!.comment).toBeUndefined();
    expect(rates()).toEqual({ liked: [1], disliked: [1] });
  });

  it('of a call Lumi placed, names the call by its id and its requester’s token: the page never holds its conversation id (I3)', async () => {
    ended('conv_placed_call');
    const placed = { country: 'PL', timeZone: 'Europe/Warsaw', numberType: 'MOBILE', language: 'pl', persona: 'assistant', pagePath: '/pl/' } as const;
    const call = await keepPlacedCall({ ...placed, phone: '+48600123456' }, 'conv_placed_call');
    const other = await keepPlacedCall({ ...placed, phone: '+48600123457' }, 'conv_other_call');

    // Another call's token answers as an unknown call does; a token without its call, or both kinds of name, are refused.
    expect(await rate({ call_id: call.id, status_token: other.statusToken, rating: 'like' })).toMatchObject({
      status: 404,
      body: { fields: { call_id: 'invalid_value' } },
    });
    expect(await rate({ status_token: call.statusToken, rating: 'like' })).toMatchObject({ status: 400, body: { fields: { call_id: 'required' } } });
    expect(await rate({ call_id: call.id, rating: 'like' })).toMatchObject({ status: 400, body: { fields: { status_token: 'required' } } });
    expect(await rate({ rating: 'like' })).toMatchObject({ status: 400, body: { fields: { conversation_id: 'required' } } });
    expect(await rate({ conversation_id: 'conv_placed_call', call_id: call.id, status_token: call.statusToken, rating: 'like' })).toMatchObject({
      status: 400,
      body: { fields: { call_id: 'unknown_field' } },
    });
    expect(elevenLabs.feedback).not.toContainEqual(expect.objectContaining({ conversationId: 'conv_placed_call' }));

    expect(await rate({ call_id: call.id, status_token: call.statusToken, rating: 'like' })).toMatchObject({ status: 200, body: { status: 'kept' } });
    expect(elevenLabs.feedback).toContainEqual({ conversationId: 'conv_placed_call', feedback: 'like' });
  });

  it('for a conversation ElevenLabs does not know as ours, or in a shape it does not take, stores and sends nothing', async () => {
    const sent = elevenLabs.feedback.length;
    expect(await rate({ conversation_id: 'conv_made_up', rating: 'like' })).toMatchObject({
      status: 400,
      body: { error: 'validation_failed', fields: { conversation_id: 'unknown_conversation' } },
    });
    elevenLabs.conversations.set('conv_other_agent', { agentId: 'agent_other', status: 'done', startedAtMs: Date.now() - 60_000 });
    expect(await rate({ conversation_id: 'conv_other_agent', rating: 'like' })).toMatchObject({ status: 400 });
    ended('conv_bad_shape');
    expect(await rate({ conversation_id: 'conv_bad_shape', rating: 'meh' })).toMatchObject({ status: 400, body: { fields: { rating: 'invalid_value' } } });
    expect(await rate({ conversation_id: 'conv_bad_shape', rating: 'like', comment: 'x'.repeat(1001) })).toMatchObject({
      status: 400,
      body: { fields: { comment: 'too_long' } },
    });
    expect(await rate({ conversation_id: 'conv_bad_shape', rating: 'like', stars: 5 })).toMatchObject({
      status: 400,
      body: { fields: { stars: 'unknown_field' } },
    });
    expect(elevenLabs.feedback).toHaveLength(sent);
    expect((await db.items<{ conversationId: string }>('voiceCalls')).map((item) => item.conversationId)).not.toEqual(
      expect.arrayContaining(['conv_made_up', 'conv_other_agent', 'conv_bad_shape']),
    );
    expect(rates()).toEqual({ liked: [], disliked: [] });
  });

  it('belongs to the network that gave it: another network cannot overwrite it, and its own may change it a few times (G5)', async () => {
    ended('conv_owned_rate');
    expect(await rate({ conversation_id: 'conv_owned_rate', rating: 'dislike', comment: 'Rude.' }, '198.51.100.7')).toMatchObject({ status: 200 });
    const sent = elevenLabs.feedback.length;
    for (let i = 0; i < 5; i += 1) {
      expect(await rate({ conversation_id: 'conv_owned_rate', rating: 'like', comment: 'Great service' }, `203.0.${i}.9`)).toMatchObject({
        status: 409,
        body: { error: 'already_rated' },
      });
    }
    expect(elevenLabs.feedback).toHaveLength(sent);
    for (let change = 0; change < FEEDBACK_CHANGES_MAX; change += 1) {
      expect(await rate({ conversation_id: 'conv_owned_rate', rating: change % 2 ? 'dislike' : 'like' }, '198.51.100.42')).toMatchObject({ status: 200 });
    }
    expect(await rate({ conversation_id: 'conv_owned_rate', rating: 'like' }, '198.51.100.42')).toMatchObject({ status: 409 });
    expect(
      (await db.items<{ conversationId: string; feedback?: { rating: string } }>('voiceCalls')).find((i) => i.conversationId === 'conv_owned_rate')?.feedback,
    ).toMatchObject({
      rating: FEEDBACK_CHANGES_MAX % 2 ? 'like' : 'dislike',
    });
  });

  it('is refused past a network’s hour allowance, before ElevenLabs is asked (G5)', async () => {
    const asked = elevenLabs.feedback.length;
    let refused = 0;
    for (let i = 0; i < 22; i += 1) {
      const answer = await rate({ conversation_id: `conv_flood_${i}`, rating: 'like' }, '192.0.2.77');
      if (answer.status === 429) {
        refused += 1;
        expect(answer.body).toMatchObject({ error: 'network_limit_reached' });
      }
    }
    expect(refused).toBe(2);
    expect(elevenLabs.feedback).toHaveLength(asked);
  });

  it('with a comment naming a phone or an e-mail, is found and erased by either (G5)', async () => {
    process.env.PERSONAL_DATA_HMAC_KEY = 'local-personal-data-key-for-tests';
    ended('conv_commented');
    const comment = 'Call me back: victim.fb@example.com or +44 7700 900799.';
    expect(await rate({ conversation_id: 'conv_commented', rating: 'dislike', comment })).toMatchObject({ status: 200 });
    for (const identity of [
      { kind: 'email', value: 'victim.fb@example.com' },
      { kind: 'phone', value: '+447700900799' },
    ] as const) {
      const found = await findRecords(PERSONAL_DATA_STORES, identity);
      expect(found.records.map((record) => record.key)).toEqual([{ conversationId: 'conv_commented' }]);
    }
  });
});
