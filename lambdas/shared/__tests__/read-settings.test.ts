import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captureOutput } from '../../test-support/captured-output';
import { FakeSecretsManager } from '@site/stand-ins/fake-secrets-manager';
import { elevenLabsSettings, telegramSettings } from '../read-settings';
import { openNotificationChannel } from '../notifications/channel';

const GOOD = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:telegram-good';
const NOT_JSON = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:telegram-not-json';
const WRONG_SHAPE = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:telegram-wrong-shape';
const EMPTY_TELEGRAM = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:telegram-empty';
const EMPTY_ELEVENLABS = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:elevenlabs-empty';
const NO_VALUE_TELEGRAM = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:telegram-no-value';
const NO_VALUE_ELEVENLABS = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:elevenlabs-no-value';
let secretsManager: FakeSecretsManager;
const output = captureOutput();

beforeAll(async () => {
  secretsManager = await new FakeSecretsManager({
    [GOOD]: JSON.stringify({ botToken: '1:from-secret', chatId: -1001 }),
    [NOT_JSON]: 'hunter2-token',
    [WRONG_SHAPE]: JSON.stringify({ token: 'hunter3-token' }),
    [EMPTY_TELEGRAM]: JSON.stringify({ botToken: '', chatId: '' }),
    [EMPTY_ELEVENLABS]: JSON.stringify({ apiKey: '' }),
    [NO_VALUE_TELEGRAM]: null,
    [NO_VALUE_ELEVENLABS]: null,
  }).start();
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsManager.url,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'x',
    AWS_SECRET_ACCESS_KEY: 'x',
  });
});
afterAll(async () => {
  output.restore();
  await secretsManager.stop();
});
beforeEach(() => {
  for (const name of [
    'TELEGRAM_SECRET_ARN',
    'TELEGRAM_BOT_TOKEN',
    'TELEGRAM_CHAT_ID',
    'NOTIFICATION_CHANNEL',
    'TELEGRAM_API_URL',
    'ELEVENLABS_SECRET_ARN',
    'ELEVENLABS_API_KEY',
    'ELEVENLABS_AGENT_ID',
  ])
    delete process.env[name];
});

describe('Telegram configuration', () => {
  it('comes from the Secrets Manager secret when its ARN is set, with the default API URL', async () => {
    process.env.TELEGRAM_SECRET_ARN = GOOD;
    expect(await telegramSettings()).toEqual({ apiUrl: 'https://api.telegram.org', botToken: '1:from-secret', chatId: '-1001' });
  });

  it('names the expected shape of a malformed secret without quoting its value', async () => {
    for (const arn of [NOT_JSON, WRONG_SHAPE]) {
      process.env.TELEGRAM_SECRET_ARN = arn;
      const error = await telegramSettings().catch((caught: Error) => caught);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toBe(
        'The secret in TELEGRAM_SECRET_ARN must be JSON like {"botToken": "<bot token from @BotFather>", "chatId": "<chat id, e.g. -1001234567890>"}',
      );
      expect((error as Error).message).not.toMatch(/hunter/);
    }
  });

  it('counts a secret that operators have not filled yet as not configured', async () => {
    process.env.TELEGRAM_SECRET_ARN = EMPTY_TELEGRAM;
    expect(await telegramSettings()).toBeUndefined();
    process.env.NOTIFICATION_CHANNEL = 'telegram';
    await expect(openNotificationChannel()).rejects.toThrow(/Telegram is not configured/);
  });

  it('counts a secret created without a value (as the stack creates it) as not configured, not as a failure', async () => {
    process.env.TELEGRAM_SECRET_ARN = NO_VALUE_TELEGRAM;
    process.env.TELEGRAM_BOT_TOKEN = '2:ignored-where-a-secret-is-set';
    process.env.TELEGRAM_CHAT_ID = '42';
    expect(await telegramSettings()).toBeUndefined();
  });

  it('comes from plain variables where there is no Secrets Manager, and wants both of them', async () => {
    expect(await telegramSettings()).toBeUndefined();
    process.env.TELEGRAM_BOT_TOKEN = '2:local';
    await expect(telegramSettings()).rejects.toThrow('TELEGRAM_CHAT_ID must be set together with TELEGRAM_BOT_TOKEN');
    process.env.TELEGRAM_CHAT_ID = '42';
    expect(await telegramSettings()).toMatchObject({ botToken: '2:local', chatId: '42' });
  });

  it('refuses to pick a notification channel it does not know, or Telegram without a bot', async () => {
    process.env.NOTIFICATION_CHANNEL = 'email';
    await expect(openNotificationChannel()).rejects.toThrow("NOTIFICATION_CHANNEL must be 'telegram' or 'log', not 'email'");
    delete process.env.NOTIFICATION_CHANNEL;
    await expect(openNotificationChannel()).rejects.toThrow(/Telegram is not configured/);
  });

  it('writes notifications to the log with names, phones, e-mails and free text masked, when the channel is "log"', async () => {
    process.env.NOTIFICATION_CHANNEL = 'log';
    const channel = await openNotificationChannel();
    const message = {
      title: 'Новая заявка с сайта',
      fields: [
        { label: 'Имя', value: 'Анна Коваль', kind: 'name' },
        { label: 'Телефон', value: '+79991234567', kind: 'phone' },
        { label: 'Email', value: 'anna@example.com', kind: 'email' },
        { label: 'Комментарий', value: 'Я Анна, звоните после 18:00', kind: 'free-text' },
        { label: 'Страница', value: '/contacts', kind: 'fact' },
      ],
    } as const;
    expect(await channel.send(message, 1000)).toEqual({ ok: true });
    expect(output.records().at(-1)).toMatchObject({
      level: 'INFO',
      notification: [
        'Новая заявка с сайта',
        'Имя: А***',
        'Телефон: +799******67',
        'Email: a***@example.com',
        'Комментарий: [27 симв.]',
        'Страница: /contacts',
      ].join('\n'),
    });
    expect(output.text()).not.toMatch(/Анна|Коваль|9991234567|anna@/);
  });
});

describe('ElevenLabs configuration', () => {
  it('counts an empty key in the secret as "voice assistant not configured"', async () => {
    process.env.ELEVENLABS_AGENT_ID = 'agent_1';
    process.env.ELEVENLABS_SECRET_ARN = EMPTY_ELEVENLABS;
    expect(await elevenLabsSettings()).toBeUndefined();
  });

  it('counts a secret without a value yet as "voice assistant not configured"', async () => {
    process.env.ELEVENLABS_AGENT_ID = 'agent_1';
    process.env.ELEVENLABS_SECRET_ARN = NO_VALUE_ELEVENLABS;
    process.env.ELEVENLABS_API_KEY = 'ignored-where-a-secret-is-set';
    expect(await elevenLabsSettings()).toBeUndefined();
  });
});
