import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captureOutput } from '../../test-support/captured-output';
import { FakeTelegram } from '../../test-support/fake-telegram';
import { callApi } from '../../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { handler } from '../index';

let db: LocalDynamoDB;
let telegram: FakeTelegram;
const output = captureOutput();

const notify = (body: unknown) => callApi(handler, '/api/send-telegram-notification', { body });
const request = {
  formType: 'voice_conversion',
  name: 'Ivan',
  phone: '+79991234567',
  timestamp: '2026-11-22T10:00:00.000Z',
  language: 'ru',
  conversationId: 'conv_01jxyz',
  duration: 42.4,
};

beforeAll(async () => {
  db = await startLocalDynamoDB();
  telegram = await new FakeTelegram().start();
  Object.assign(process.env, { TELEGRAM_API_URL: telegram.url, TELEGRAM_BOT_TOKEN: '42:token', TELEGRAM_CHAT_ID: '777' });
});
afterAll(async () => {
  output.restore();
  await telegram.stop();
  await db.close();
});
beforeEach(() => {
  telegram.accepted.length = 0;
});

describe('POST /api/send-telegram-notification', () => {
  it('queues the notification, answers 202 and tells the managers', async () => {
    expect(await notify(request)).toMatchObject({ status: 202, body: { status: 'queued' } });
    expect(telegram.accepted).toHaveLength(1);
    expect(telegram.accepted[0]?.text).toBe(
      [
        '<b>Новый контакт от голосового ассистента</b>',
        'Имя: Ivan',
        'Телефон: +79991234567',
        'Разговор: conv_01jxyz',
        'Длительность: 42 с',
        'Язык: ru',
        'Время: 2026-11-22T10:00:00.000Z',
      ].join('\n'),
    );
    expect(await db.items('voiceNotifications')).toEqual([expect.objectContaining({ conversationKey: 'conv_01jxyz', notifyStatus: 'sent' })]);
  });

  it('sends at most one notification per conversation', async () => {
    expect(await notify({ ...request, name: 'Ivan again', phone: '+79990000000' })).toMatchObject({ status: 202 });
    expect(telegram.accepted).toHaveLength(0);
    expect(await db.items('voiceNotifications')).toHaveLength(1);
  });

  it("uses the default name and tells 'unknown' conversations apart by phone", async () => {
    await notify({ ...request, conversationId: 'unknown', name: undefined, phone: '+79990000001' });
    await notify({ ...request, conversationId: 'unknown', name: '', phone: '+79990000002' });
    expect(telegram.accepted).toHaveLength(2);
    expect(telegram.accepted.every((message) => message.text.includes('Имя: Не указано'))).toBe(true);
  });

  it('answers 202 even when Telegram is failing, keeping the notification pending for the sweeper', async () => {
    telegram.script({ status: 502, description: 'Bad Gateway' });
    expect(await notify({ ...request, conversationId: 'conv_telegram_down' })).toMatchObject({ status: 202 });
    const [item] = (await db.items<{ conversationKey: string }>('voiceNotifications')).filter((i) => i.conversationKey === 'conv_telegram_down');
    expect(item).toMatchObject({ notifyStatus: 'pending', notifyAttempts: 1, notifyError: 'telegram 502: Bad Gateway' });
  });

  it('refuses a wrong form type and a bad timestamp', async () => {
    expect(await notify({ ...request, formType: 'lead', timestamp: '22.11.2026' })).toMatchObject({
      status: 400,
      body: { fields: { formType: 'invalid_value', timestamp: 'invalid_datetime' } },
    });
  });
});
