import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DATA_COLLECTION_FIELDS, type LeadRequest } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTwin, type Twin } from '@site/platform/twin';
import { TABLES, type TableId } from '@site/lambdas/tables';
import { captureOutput } from '@site/lambdas/test-support/captured-output';
import { FakeElevenLabs } from '@site/stand-ins/fake-elevenlabs';
import { FakeSecretsManager } from '@site/stand-ins/fake-secrets-manager';
import { FakeTelegram } from '@site/stand-ins/fake-telegram';
import { parseCommand } from '../personal-data-command';
import { deployedTables, operatorCommand } from './support/operator-commands';

// The twin in this process logs what its functions do; the tests read the command's output instead.
const output = captureOutput();
afterAll(() => output.restore());

const personalData = (args: string[], env: Record<string, string>) => operatorCommand('personal-data', args, env);

describe('the personal-data command’s arguments', () => {
  it('takes a phone as people write it, or an e-mail, and says what it needs', () => {
    expect(parseCommand(['find', '--phone', '+48 (600) 100-200'])).toEqual({
      action: 'find',
      identity: { kind: 'phone', value: '+48600100200' },
      dryRun: false,
      aws: false,
    });
    expect(parseCommand(['erase', '--email', 'Anna@Example.com', '--dry-run', '--aws'])).toEqual({
      action: 'erase',
      identity: { kind: 'email', value: 'Anna@Example.com' },
      dryRun: true,
      aws: true,
    });
    expect(parseCommand(['reindex'])).toEqual({ action: 'reindex', aws: false });
    expect(() => parseCommand([])).toThrow(/find, erase or reindex/);
    expect(() => parseCommand(['find'])).toThrow(/needs the person/);
    expect(() => parseCommand(['find', '--phone', '600100200'])).toThrow(/with its country code/);
    expect(() => parseCommand(['find', '--email', 'anna'])).toThrow(/takes an e-mail address/);
    expect(() => parseCommand(['find', '--email', 'boss@пример'])).toThrow(/takes an e-mail address/);
    for (const email of ['boss@пример.рф', 'boss＠xn--e1afmkfd.xn--p1ai', 'олег@пример.рф'])
      expect(parseCommand(['find', '--email', email])).toMatchObject({ identity: { kind: 'email', value: email } });
    expect(() => parseCommand(['find', '--phone', '+48600100200', '--email', 'a@b.co'])).toThrow(/Give one person/);
    expect(() => parseCommand(['find', '--phone', '+48600100200', '--dry-run'])).toThrow(/--dry-run goes with erase/);
    expect(() => parseCommand(['reindex', '--phone', '+48600100200'])).toThrow(/reindex takes no person/);
  });
});

// Each case runs the command as an operator does, a Node process or more a case (5–7 s each on a busy two-core machine).
describe('npm run personal-data, on the twin', { timeout: 90_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'personal-data-cli-'));
  const env = { DATA_DIR: dataDir };
  const PHONE = '+48600100200';
  let telegram: FakeTelegram;
  let elevenLabs: FakeElevenLabs;
  let twin: Twin;
  const ids: Record<'first' | 'second' | 'other', string> = { first: '', second: '', other: '' };

  async function submit(name: string, phone: string, email?: string): Promise<string> {
    const request: LeadRequest = { formId: 'contacts', name, phone, email, consent: true, language: 'en', pagePath: '/contacts', idempotencyKey: randomUUID() };
    const response = await fetch(`${twin.url}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  async function scan(table: TableId): Promise<Record<string, unknown>[]> {
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: twin.dynamodb.endpoint, region: 'local', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
    );
    try {
      return (await client.send(new ScanCommand({ TableName: TABLES[table].name }))).Items ?? [];
    } finally {
      client.destroy();
    }
  }

  beforeAll(async () => {
    telegram = await new FakeTelegram().start();
    elevenLabs = await new FakeElevenLabs('key').start();
    Object.assign(process.env, {
      TELEGRAM_API_URL: telegram.url,
      TELEGRAM_BOT_TOKEN: '1:t',
      TELEGRAM_CHAT_ID: '-100',
      ELEVENLABS_API_URL: elevenLabs.url,
      ELEVENLABS_API_KEY: 'key',
      ELEVENLABS_AGENT_ID: 'agent_site',
    });
    // Only the clock of this process is simulated, so Telegram's 48 hours can pass for its stand-in.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T09:00:00Z') });
    twin = await startTwin({ dataDir, backend: { scheduleIntervalMs: 24 * 60 * 60_000, log: () => undefined } });
    ids.first = await submit('Anna Koval', PHONE);
    vi.setSystemTime(Date.now() + 47 * 60 * 60_000);
    ids.second = await submit('Anna K.', '+48 600 100 200', 'Anna.Koval@example.com');
    ids.other = await submit('Oleh', '+380501234567', 'oleh@example.com');
    // The call has ended and its record shows the agent taking Anna's phone, so her contact reaches a manager at once.
    elevenLabs.conversations.set('conv_anna', {
      agentId: 'agent_site',
      status: 'done',
      startedAtMs: Date.now() - 60_000,
      toolCalls: [{ name: 'save_contact', parameters: { phone: PHONE, name: 'Анна' } }],
      dataCollection: { [DATA_COLLECTION_FIELDS.callerName]: 'Анна', [DATA_COLLECTION_FIELDS.callerPhone]: PHONE },
    });
    const voice = await fetch(`${twin.url}/api/save-voice-conversation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ conversation_id: 'conv_anna', phone_number: PHONE, user_name: 'Анна', duration_seconds: 40, language: 'ru' }),
    });
    expect(voice.status).toBe(201);
    vi.setSystemTime(Date.now() + 2 * 60 * 60_000);
    expect(telegram.accepted).toHaveLength(4);
  });
  afterAll(async () => {
    vi.useRealTimers();
    await twin?.close();
    await Promise.all([telegram.stop(), elevenLabs.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps no phone or e-mail in the clear in its index', async () => {
    const entries = await scan('personalDataIndex');
    // One for each phone and each e-mail of each record: the first lead's phone, the second lead's and
    // the other person's phone and e-mail, the voice contact's phone, and the phone its conversation's record shows.
    expect(entries).toHaveLength(7);
    expect(JSON.stringify(entries)).not.toMatch(/600100200|501234567|example\.com/i);
    for (const entry of entries) expect(entry.personKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('finds every record of the person by phone, however it is written, and shows what they hold', async () => {
    const { code, out } = await personalData(['find', '--phone', '+48 600-100-200'], env);
    expect(code).toBe(0);
    expect(out).toContain(`4 record(s) of the person with phone +486******00 in the running twin (${dataDir}).`);
    expect(out).toContain(`lead ${ids.first}, stored 2026-11-20T09:00:00.000Z: name "Anna Koval", phone "${PHONE}"`);
    expect(out).toContain(`lead ${ids.second}, stored`);
    expect(out).toContain('email "anna.koval@example.com"');
    expect(out).toContain(`voice contact conv_anna/${PHONE}, stored`);
    expect(out).toContain('name "Анна"');
    // A conversation's record in full: when the call started, its data collection and its transcript.
    expect(out).toMatch(/voice conversation record conv_anna, stored \d{4}-\d\d-\d\dT[\d:.]+Z: /);
    expect(out).not.toContain('stored undefined');
    expect(out).toMatch(/dataCollection \{[^}]*caller_phone "\+48600100200"/);
    expect(out).toMatch(/ {4}transcript:\n {6}\[\d+s\] \w+: /);
    expect(out).toContain('(save_contact {"phone":"+48600100200","name":"Анна"})');
    expect(out).toMatch(/1 Telegram message\(s\) about it in the managers' chat \(ids \d+\)/);
    expect(out).not.toContain(ids.other);
  });

  it('finds the person by e-mail in any case, and a stranger nowhere', async () => {
    const byEmail = await personalData(['find', '--email', ' anna.koval@EXAMPLE.com'], env);
    expect(byEmail.out).toContain('1 record(s) of the person with e-mail a***@example.com');
    expect(byEmail.out).toContain(`lead ${ids.second}`);
    expect((await personalData(['find', '--phone', '+12025550123'], env)).out).toContain('0 record(s) of the person');
  });

  it('changes nothing in a dry run', async () => {
    // A send about her second lead got no answer before Telegram took it: a message whose id nobody knows.
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: twin.dynamodb.endpoint, region: 'local', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
    );
    await client.send(
      new UpdateCommand({
        TableName: TABLES.leads.name,
        Key: { id: ids.second },
        UpdateExpression: 'SET unansweredSends = :at',
        ExpressionAttributeValues: { ':at': ['2026-11-22T08:00:03.000Z'] },
      }),
    );
    client.destroy();
    const { out } = await personalData(['erase', '--phone', PHONE, '--dry-run'], env);
    expect(out).toContain("1 more message(s) may be in the managers' chat with ids nobody knows");
    expect(out).toContain('Dry run: would erase 4 record(s) of the person with phone +486******00');
    expect(out).toContain('and delete 3 Telegram message(s) about them; nothing changed.');
    expect(out).not.toContain('Anna');
    expect(telegram.deleted).toEqual([]);
    expect(await scan('leads')).toHaveLength(3);
  });

  it('erases the person’s records, their index entries and the Telegram messages Telegram still lets the bot delete, and leaves others alone', async () => {
    const messageOf = (id: string) => telegram.accepted.find((message) => message.text.includes(id))!.message_id;
    const { code, out } = await personalData(['erase', '--phone', PHONE], env);
    expect(out).toContain(`Erased 4 record(s) of the person with phone +486******00 in the running twin (${dataDir}).`);
    expect(out).toContain('Checked: no record of the person is left in the tables.');
    // Sent 49 hours ago: past Telegram's 48, so the managers delete that one by hand.
    expect(out).toContain(
      `Telegram message ${messageOf(ids.first)} NOT deleted (telegram 400: Bad Request: message can't be deleted): delete it in the managers' chat by hand`,
    );
    expect(out).toContain(`Telegram message ${messageOf(ids.second)} deleted`);
    expect(out).toContain(
      "a Telegram message about it may have been sent at 2026-11-22T08:00:03.000Z (Telegram did not answer in time, so its id is unknown): find it in the managers' chat by that time and delete it by hand",
    );
    expect(out).toContain('✗ 2 copy(ies) named above could not be deleted from here');
    expect(code).toBe(1);
    expect(out).not.toMatch(/Anna|Анна|600100200/);

    expect(telegram.deleted.sort()).toEqual(
      [messageOf(ids.second), telegram.accepted.find((message) => message.text.includes('conv_anna'))!.message_id].sort(),
    );
    expect((await scan('leads')).map((item) => item.id)).toEqual([ids.other]);
    expect(await scan('voiceContacts')).toEqual([]);
    expect(await scan('voiceCalls')).toEqual([]);
    // No control item keeps a phone of hers, and ElevenLabs' copy of the call is gone.
    expect(JSON.stringify(await scan('control'))).not.toContain('600100200');
    expect(elevenLabs.deletedConversations).toEqual(['conv_anna']);
    expect(out).toContain("ElevenLabs' copy of conversation conv_anna deleted");
    expect(await scan('personalDataIndex')).toHaveLength(2);
    expect(telegram.inChat.map((message) => message.text).join()).not.toContain(ids.second);
    expect((await personalData(['find', '--email', 'anna.koval@example.com'], env)).out).toContain('0 record(s)');
  });

  it('indexes what was stored without index entries, so that it can be found', async () => {
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: twin.dynamodb.endpoint, region: 'local', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
    );
    await client.send(
      new PutCommand({
        TableName: 'leads',
        Item: { id: 'old-lead', formId: 'seller', name: 'Old', phone: '+48600999888', createdAt: '2026-01-01T00:00:00.000Z' },
      }),
    );
    client.destroy();
    expect((await personalData(['find', '--phone', '+48600999888'], env)).out).toContain('0 record(s)');
    expect((await personalData(['reindex'], env)).out).toContain(
      `Indexed 1 record(s) that had no index entries in the running twin (${dataDir}) (leads: 1, voice contacts: 0, voice conversation records: 0, meetings: 0, booked calls: 0).`,
    );
    expect((await personalData(['find', '--phone', '+48600999888'], env)).out).toContain('lead old-lead');
    expect((await personalData(['reindex'], env)).out).toContain('Indexed 0 record(s)');
  });

  it('on the twin without an ElevenLabs key, erases a voice contact and says the simulated agent kept no copy of its call', async () => {
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint: twin.dynamodb.endpoint, region: 'local', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } }),
    );
    await client.send(
      new PutCommand({
        TableName: TABLES.voiceContacts.name,
        Item: { conversationId: 'conv_simulated', phone: '+48600777666', userName: 'Olha', createdAt: '2026-11-20T10:00:00.000Z' },
      }),
    );
    client.destroy();
    await personalData(['reindex'], env);
    const { code, out } = await personalData(['erase', '--phone', '+48600777666'], { ...env, ELEVENLABS_API_KEY: '' });
    expect(out).toContain('conversation conv_simulated was held by the simulated agent of npm start, which keeps no copy beyond its process');
    expect(out).toContain('Checked: no record of the person is left in the tables.');
    expect(code).toBe(0);
  });
});

describe('npm run personal-data -- --aws, with the deployed tables named in SSM and the key in Secrets Manager', { timeout: 90_000 }, () => {
  it('finds and erases a person’s lead there, with the key read from the site’s secret', async () => {
    const { names, documents, env, close } = await deployedTables();
    const hmacKey = 'a-deployed-key-of-sixty-four-characters-generated-by-cloudformation';
    const personKey = createHmac('sha256', hmacKey).update('email:ivan@example.com').digest('hex');
    await documents.send(
      new PutCommand({
        TableName: names.leads,
        Item: { id: 'lead-in-the-cloud', name: 'Ivan', phone: '+380501112233', email: 'ivan@example.com', personIndexed: true },
      }),
    );
    await documents.send(new PutCommand({ TableName: names['personal-data-index'], Item: { personKey, ref: 'leads#lead-in-the-cloud', store: 'leads' } }));
    const secrets = await new FakeSecretsManager({
      'site/personalData': JSON.stringify({ hmacKey }),
      'site/telegram': JSON.stringify({ botToken: '', chatId: '' }),
    }).start();
    const cloud = { ...env, AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.url, PERSONAL_DATA_HMAC_KEY: '' };
    try {
      const found = await personalData(['find', '--email', 'Ivan@example.com', '--aws'], cloud);
      expect(found.out).toContain('1 record(s) of the person with e-mail i***@example.com in the deployed site "site" (eu-central-1).');
      expect(found.out).toContain('lead lead-in-the-cloud');
      const erased = await personalData(['erase', '--email', 'ivan@example.com', '--aws'], cloud);
      expect(erased).toMatchObject({ code: 0 });
      expect(erased.out).toContain('Erased 1 record(s)');
      expect((await documents.send(new ScanCommand({ TableName: names.leads }))).Items).toEqual([]);
      expect((await documents.send(new ScanCommand({ TableName: names['personal-data-index'] }))).Items).toEqual([]);
    } finally {
      await secrets.stop();
      await close();
    }
  });
});
