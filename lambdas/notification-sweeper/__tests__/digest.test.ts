import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lambdaContext } from '../../host/lambda-context';
import { handler as leadsHandler } from '../../leads/index';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, putIfAbsent } from '../../shared/dynamodb';
import { LIMITS } from '@site/contracts';
import { DIGEST_POLICY } from '../../shared/notifications/policy';
import { captureOutput } from '../../test-support/captured-output';
import { callApi } from '../../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { FakeSecretsManager } from '@site/stand-ins/fake-secrets-manager';
import { SNS_MAX_MESSAGE_BYTES, type FakeSns } from '@site/stand-ins/fake-sns';
import type { FakeTelegram } from '@site/stand-ins/fake-telegram';
import { startManagerChannels, type ManagerChannels } from '@site/stand-ins/manager-channels';
import { handler as sweeperHandler } from '../index';

const MINUTE = 60_000;
let db: LocalDynamoDB;
let telegram: FakeTelegram;
let sns: FakeSns;
const output = captureOutput();

const sweep = () => sweeperHandler({} as ScheduledEvent, lambdaContext('notification-sweeper', 55_000));
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
const emailsAbout = (text: string) => sns.published.filter((message) => message.message.includes(text)).length;

async function submitLead(name: string): Promise<string> {
  const answer = await callApi<{ id: string }>(leadsHandler, '/api/leads', {
    body: { formId: 'lumi', name, phone: '+79990000000', consent: true, language: 'en', pagePath: '/products/lumi-ai', idempotencyKey: randomUUID() },
  });
  expect(answer.status).toBe(201);
  return answer.body.id;
}

/** The sweeper every minute for `minutes`, its failures kept rather than thrown. */
async function sweepFor(minutes: number): Promise<unknown[]> {
  const failures: unknown[] = [];
  for (let minute = 0; minute < minutes; minute += 1) {
    advance(MINUTE);
    await sweep().catch((error: unknown) => failures.push(error));
  }
  return failures;
}

let channels: ManagerChannels;

beforeAll(async () => {
  channels = await startManagerChannels();
  ({ telegram, sns } = channels);
});
afterAll(async () => {
  output.restore();
  await channels.stop();
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00Z') });
  db = await startLocalDynamoDB();
  telegram.reset();
  sns.reset();
  telegram.failAll = { status: 502, description: 'Bad Gateway' };
});
afterEach(async () => {
  vi.useRealTimers();
  await db.close();
});

describe('the e-mail digest', () => {
  it('takes a lead Telegram has not delivered within the promise, once, and Telegram still delivers it once it is back', async () => {
    const id = await submitLead('Anna');
    await sweepFor(DIGEST_POLICY.waitedMs / MINUTE - 1);
    expect(sns.published).toHaveLength(0);
    await sweepFor(1);
    expect(emailsAbout(id)).toBe(1);
    expect(sns.published[0]!.at - Date.parse('2026-11-23T09:00:00Z')).toBeLessThanOrEqual(DIGEST_POLICY.promisedMs);
    await sweepFor(30);
    expect(emailsAbout(id)).toBe(1);

    telegram.failAll = undefined;
    await sweepFor(1);
    expect(telegram.accepted.filter((message) => message.text.includes(id))).toHaveLength(1);
    expect((await db.items('leads'))[0]).toMatchObject({ notifyStatus: 'sent', emailedAt: expect.any(String) });
  });

  it('is tried again next run when SNS fails, while the sweeper goes on sending', async () => {
    const id = await submitLead('Anna');
    sns.failing = true;
    const failures = await sweepFor(DIGEST_POLICY.waitedMs / MINUTE);
    // The failed digest fails the run, so the function's error alarm sees it; the item is not marked.
    expect(failures.length).toBeGreaterThan(0);
    expect((await db.items('leads'))[0]).not.toHaveProperty('emailedAt');
    expect(telegram.requests).toBeGreaterThan(1);

    sns.failing = false;
    expect(await sweepFor(1)).toEqual([]);
    expect(emailsAbout(id)).toBe(1);
  });

  it('goes out even when the Telegram secret cannot be read, and takes parked leads too', async () => {
    const secret = 'arn:aws:secretsmanager:eu-central-1:000000000000:secret:site/telegram-AbCdEf';
    const secretsManager = await new FakeSecretsManager({ [secret]: 'not json' }).start();
    telegram.failAll = { status: 400, description: 'Bad Request: message is too long' };
    const parked = await submitLead('Parked');
    expect((await db.items('leads'))[0]).toMatchObject({ notifyStatus: 'parked' });
    Object.assign(process.env, { TELEGRAM_SECRET_ARN: secret, AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsManager.url });
    try {
      const failures = await sweepFor(DIGEST_POLICY.waitedMs / MINUTE + 1);
      expect(String(failures[0])).toContain('The secret in TELEGRAM_SECRET_ARN must be JSON like');
      expect(emailsAbout(parked)).toBe(1);
    } finally {
      delete process.env.TELEGRAM_SECRET_ARN;
      await secretsManager.stop();
    }
  });

  it('keeps each e-mail within what SNS takes, so that leads of the longest fields never stop the digest', async () => {
    // Georgian letters take 3 bytes each, and every dot between letters is shown defanged (`[.]`): a
    // lead of the longest valid fields is over 6 KB of mail, so fifty of them are far over SNS's 256 KB.
    const longest = (length: number) => 'ა.'.repeat(length / 2);
    const ids: string[] = [];
    for (let n = 0; n < DIGEST_POLICY.maxItems; n += 1) {
      const answer = await callApi<{ id: string }>(leadsHandler, '/api/leads', {
        body: {
          formId: 'sales-manager',
          name: longest(LIMITS.nameMaxLength),
          phone: '+79990000000',
          company: longest(LIMITS.companyMaxLength),
          comment: longest(LIMITS.commentMaxLength),
          language: 'en',
          pagePath: '/products/ai-sales-manager',
          idempotencyKey: randomUUID(),
        },
      });
      expect(answer.status).toBe(201);
      ids.push(answer.body.id);
    }
    const failures = await sweepFor(DIGEST_POLICY.waitedMs / MINUTE);
    expect(failures).toEqual([]);
    // Every lead went by e-mail once, within the promise, in e-mails SNS took.
    expect(ids.map(emailsAbout)).toEqual(ids.map(() => 1));
    expect(Math.max(...sns.published.map((message) => message.at)) - Date.parse('2026-11-23T09:00:00Z')).toBeLessThanOrEqual(DIGEST_POLICY.promisedMs);
    expect(sns.published.length).toBeGreaterThan(1);
    for (const message of sns.published) expect(Buffer.byteLength(message.message, 'utf8')).toBeLessThanOrEqual(SNS_MAX_MESSAGE_BYTES);
  });

  it('leaves out a voice contact’s early copy no call’s record confirmed, held or parked, and takes a confirmed one', async () => {
    const now = Date.now();
    const contact = (conversationId: string, verification: string, state: Record<string, unknown> = { notifyStatus: 'pending' }) =>
      putIfAbsent('voiceContacts', {
        conversationId,
        phone: '+79990000002',
        userName: null,
        durationSeconds: 10,
        language: 'ru',
        verification,
        verifyAttempts: 0,
        createdAt: new Date(now).toISOString(),
        expiresAt: 0,
        ...state,
        // Not due for the sweeper during the test: only the digest looks at them.
        notifyAfter: now + 24 * 60 * MINUTE,
        notifyAttempts: 0,
      });
    await contact('conv_unconfirmed', 'unverified', { notifyStatus: 'held' });
    await contact('conv_unconfirmed_parked', 'unverified', { notifyStatus: 'parked', parkedWhileHeld: true });
    await contact('conv_confirmed', 'confirmed');
    await sweepFor(DIGEST_POLICY.waitedMs / MINUTE + 2);
    expect(emailsAbout('conv_unconfirmed')).toBe(0);
    expect(emailsAbout('conv_unconfirmed_parked')).toBe(0);
    expect(emailsAbout('conv_confirmed')).toBe(1);
  });
});

/** A lead stored `agoMs` before now, waiting for Telegram: not due before `dueInMs`, never e-mailed. */
async function waitingLead(agoMs: number, dueInMs: number, comment = 'waiting'): Promise<string> {
  const now = Date.now();
  const id = randomUUID();
  await putIfAbsent('leads', {
    id,
    idempotencyKey: randomUUID(),
    formId: 'sales-manager',
    name: 'Anna',
    phone: '+79990000003',
    comment,
    language: 'en',
    pagePath: '/products/ai-sales-manager',
    createdAt: new Date(now - agoMs).toISOString(),
    expiresAt: 0,
    requestHash: '',
    notifyStatus: 'pending',
    notifyAfter: now + dueInMs,
    notifyAttempts: 0,
  });
  return id;
}

describe('the e-mail digest in the sweeper’s run', () => {
  it('comes after the sending, and begins no e-mail it may not finish by the run’s deadline', async () => {
    vi.useRealTimers();
    telegram.failAll = undefined;
    for (let n = 0; n < 5 * DIGEST_POLICY.maxItems + 1; n += 1) await waitingLead(20 * MINUTE, 60 * MINUTE);
    const fresh = await waitingLead(0, -1, 'fresh');
    sns.delayMs = 4_000;
    // 26 s: what is left of the run after the sweeper's margin is 21 s, room for one send and about three slow e-mails, not six.
    const started = Date.now();
    const summary = await sweeperHandler({} as ScheduledEvent, lambdaContext('notification-sweeper', 26_000));
    const took = Date.now() - started;

    expect(telegram.accepted.filter((message) => message.text.includes(fresh))).toHaveLength(1);
    expect(took).toBeLessThanOrEqual(21_000);
    // At least one e-mail, and not all six: the rest waits for the next run.
    expect(summary.emailed).toBeGreaterThanOrEqual(DIGEST_POLICY.maxItems);
    expect(summary.emailed).toBeLessThanOrEqual(4 * DIGEST_POLICY.maxItems);
    sns.delayMs = 0;
    await sweeperHandler({} as ScheduledEvent, lambdaContext('notification-sweeper', 55_000));
    expect(sns.published.reduce((sum, message) => sum + (message.message.match(/Comment: waiting/g)?.length ?? 0), 0)).toBe(5 * DIGEST_POLICY.maxItems + 1);
  }, 60_000);

  it('reads whole only the notifications it e-mails, and each once a run', async () => {
    const comment = 'x'.repeat(LIMITS.commentMaxLength);
    const waited = 2 * DIGEST_POLICY.maxItems + 10;
    const recent = 20;
    for (let n = 0; n < waited; n += 1) await waitingLead(20 * MINUTE, 60 * MINUTE, comment);
    for (let n = 0; n < recent; n += 1) await waitingLead(MINUTE, 60 * MINUTE, comment);
    const client = documentClient();
    const send = client.send.bind(client);
    let queriedBytes = 0;
    const spy = vi.spyOn(client, 'send').mockImplementation((async (command: unknown) => {
      const output = (await send(command as QueryCommand)) as { Items?: unknown[] };
      if (command instanceof QueryCommand) queriedBytes += JSON.stringify(output.Items ?? []).length;
      return output;
    }) as typeof client.send);
    try {
      await sweepFor(1);
    } finally {
      spy.mockRestore();
    }
    expect(sns.published).toHaveLength(3);
    // The run's queries bring back a key and an age per lead (under 200 bytes), never a lead's comment: the e-mailed leads are read by their claims.
    expect(queriedBytes / (waited + recent)).toBeLessThan(200);
  });
});
