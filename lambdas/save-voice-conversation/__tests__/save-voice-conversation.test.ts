import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureOutput } from '../../test-support/captured-output';
import { callApi } from '../../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { handler } from '../index';

let db: LocalDynamoDB;
const output = captureOutput();

const save = (body: unknown) => callApi(handler, '/api/save-voice-conversation', { body });
const conversation = { conversation_id: 'conv_01jabc', phone_number: '+7 999 111-22-33', user_name: 'Олег', duration_seconds: 95, language: 'ru' };

beforeAll(async () => {
  db = await startLocalDynamoDB();
});
afterAll(async () => {
  output.restore();
  await db.close();
});

describe('POST /api/save-voice-conversation', () => {
  it('stores the captured contact and answers 201', async () => {
    expect(await save(conversation)).toMatchObject({ status: 201, body: { status: 'saved' } });
    expect(await db.items('voiceConversations')).toEqual([
      expect.objectContaining({ conversationId: 'conv_01jabc', phone: '+79991112233', userName: 'Олег', durationSeconds: 95, language: 'ru' }),
    ]);
  });

  it('keeps one record when the same conversation and phone arrive twice', async () => {
    expect(await save({ ...conversation, duration_seconds: 120 })).toMatchObject({ status: 201 });
    const records = await db.items('voiceConversations');
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ durationSeconds: 95 });
  });

  it("tells 'unknown' conversations apart by phone", async () => {
    await save({ ...conversation, conversation_id: 'unknown', phone_number: '+380501112233', user_name: null });
    await save({ ...conversation, conversation_id: 'unknown', phone_number: '+380501112244' });
    const unknown = (await db.items<{ conversationId: string; userName: string | null }>('voiceConversations')).filter((r) => r.conversationId === 'unknown');
    expect(unknown).toHaveLength(2);
    expect(unknown.map((record) => record.userName).sort()).toEqual(['Олег', null].sort());
  });

  it('refuses a bad phone and a negative duration with field codes', async () => {
    expect(await save({ ...conversation, phone_number: '12', duration_seconds: -5 })).toMatchObject({
      status: 400,
      body: { error: 'validation_failed', fields: { phone_number: 'invalid_phone', duration_seconds: 'too_small' } },
    });
  });
});
