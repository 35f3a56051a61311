import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import type { LeadRequest } from '@site/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwin, type Twin } from '@site/platform/twin';
import { NOTIFY_POLICY } from '@site/lambdas/ops';
import { captureOutput } from '@site/lambdas/test-support/captured-output';
import { FakeTelegram } from '@site/stand-ins/fake-telegram';
import { REPO_ROOT } from '../../../repo-layout';
import { FakeSsm } from '@site/stand-ins/fake-ssm';
import { parseCommand, parseWhen } from '../notifications-command';
import { deployedTables, operatorCommand } from './support/operator-commands';
import { childEnv } from '../../../tests/support/child-env';

const run = promisify(execFile);
// The twin in this process logs what its functions do; the tests read the command's output instead.
const output = captureOutput();
afterAll(() => output.restore());

const notifications = (args: string[], env: Record<string, string>) => operatorCommand('notifications', args, env);

function lead(name: string): LeadRequest {
  return { formId: 'contacts', name, phone: '+79991234567', consent: true, language: 'en', pagePath: '/contacts', idempotencyKey: randomUUID() };
}

async function submit(twin: Twin, request: LeadRequest): Promise<string> {
  const response = await fetch(`${twin.url}/api/leads`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(request) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function until(check: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the notification command’s arguments', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');

  it('takes --since as an ISO time or a time back from now', () => {
    expect(parseWhen('2h', now)).toBe(now - 2 * 3_600_000);
    expect(parseWhen('30m', now)).toBe(now - 30 * 60_000);
    expect(parseWhen('2026-11-22T09:00Z', now)).toBe(Date.parse('2026-11-22T09:00Z'));
    expect(parseWhen('2026-11-21', now)).toBe(Date.parse('2026-11-21'));
    expect(() => parseWhen('yesterday', now)).toThrow(/--since takes an ISO date or time/);
  });

  it('refuses what it does not know, saying what it takes', () => {
    expect(parseCommand(['replay', '--id', 'x', '--dry-run', '--aws'], now)).toEqual({ action: 'replay', id: 'x', dryRun: true, aws: true, since: undefined });
    expect(() => parseCommand([], now)).toThrow(/list or replay/);
    expect(() => parseCommand(['purge'], now)).toThrow(/Unknown command "purge"/);
    expect(() => parseCommand(['list', '--id'], now)).toThrow(/--id needs a value/);
    expect(() => parseCommand(['list', '--dry-run'], now)).toThrow(/--dry-run goes with replay/);
    expect(() => parseCommand(['list', '--force'], now)).toThrow(/Unknown option "--force"/);
  });
});

describe('npm run notifications, on the twin', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'notifications-cli-'));
  const env = { DATA_DIR: dataDir };
  let telegram: FakeTelegram;
  let twin: Twin;
  let parkedId: string;
  let sentId: string;
  const messagesAbout = (id: string) => telegram.accepted.filter((message) => message.text.includes(id)).length;

  beforeAll(async () => {
    telegram = await new FakeTelegram().start();
    Object.assign(process.env, { TELEGRAM_API_URL: telegram.url, TELEGRAM_BOT_TOKEN: '1:t', TELEGRAM_CHAT_ID: '1' });
    twin = await startTwin({ dataDir, backend: { scheduleIntervalMs: 200, log: () => undefined } });
    sentId = await submit(twin, lead('Sent'));
    // A message Telegram cannot take parks the lead at once.
    telegram.script({ status: 400, description: 'Bad Request: message is too long' });
    parkedId = await submit(twin, lead('Parked'));
    expect(messagesAbout(sentId)).toBe(1);
  });
  afterAll(async () => {
    await twin?.close();
    await telegram.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists the parked notification, with its error and a masked phone', async () => {
    const { code, out } = await notifications(['list'], env);
    expect(code).toBe(0);
    expect(out).toContain(`1 parked notification(s) in the running twin (${dataDir}).`);
    expect(out).toContain(`lead ${parkedId} (contacts form), phone +799******67, parked`);
    expect(out).toContain('after 1 attempt(s): telegram 400: Bad Request: message is too long');
    expect(out).not.toContain(sentId);
    expect(out).not.toContain('+79991234567');
  });

  it('replays nothing in a dry run, and leaves a sent notification alone when asked for it by id', async () => {
    const dry = await notifications(['replay', '--dry-run'], env);
    expect(dry.out).toContain('Dry run: would replay 1 parked notification(s)');
    expect(dry.out).toContain(`would replay: lead ${parkedId}`);
    const sent = await notifications(['replay', '--id', sentId], env);
    expect(sent.out).toContain(`Nothing to replay`);
    expect(sent.out).toContain(`left alone, not parked: lead ${sentId}`);
    expect((await notifications(['replay', '--id', 'no-such-lead'], env)).code).toBe(1);

    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(messagesAbout(parkedId)).toBe(0);
    expect(messagesAbout(sentId)).toBe(1);
  });

  it('replays the parked notification through npm run: the twin’s sweeper sends it, once, and a second replay finds nothing', async () => {
    const { stdout } = await run('npm', ['run', '--silent', 'notifications', '--', 'replay', '--since', '1h'], {
      cwd: REPO_ROOT,
      env: childEnv(env),
    });
    expect(stdout).toContain(`Replayed 1 notification(s) in the running twin (${dataDir})`);
    expect(stdout).toContain(`replayed: lead ${parkedId}`);

    await until(() => messagesAbout(parkedId) === 1, 'the replayed notification to be sent');
    expect((await notifications(['replay'], env)).out).toContain('Nothing to replay');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(messagesAbout(parkedId)).toBe(1);
    expect(messagesAbout(sentId)).toBe(1);
    expect((await notifications(['list', '--id', parkedId], env)).out).toContain(
      `lead ${parkedId} (contacts form), phone +799******67, sent after 0 attempt(s)`,
    );
  });

  it('works on the data directory while the twin is stopped; the twin sends the replayed notification when it starts', async () => {
    telegram.script({ status: 400, description: 'Bad Request: message is too long' });
    const laterId = await submit(twin, lead('Later'));
    await twin.close();

    const listed = await notifications(['list', '--since', '10m'], env);
    expect(listed.out).toContain(`1 parked notification(s) in the twin's data in ${dataDir} (the twin is not running) since`);
    const replayed = await notifications(['replay', '--id', laterId], env);
    expect(replayed.out).toContain('the notification sweeper sends each once within a minute of the twin starting (npm start)');

    twin = await startTwin({ dataDir, backend: { scheduleIntervalMs: 200, log: () => undefined } });
    await until(() => messagesAbout(laterId) === 1, 'the twin to send the replayed notification');
  });

  it('says clearly where there is no twin data', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'notifications-empty-'));
    const { code, out } = await notifications(['list'], { DATA_DIR: empty });
    expect(code).toBe(1);
    expect(out).toContain(`There is no twin data in ${empty}`);
    rmSync(empty, { recursive: true, force: true });
  });
});

describe('npm run notifications -- --aws, with the deployed tables named in SSM', () => {
  it('finds the tables by their SSM parameters and replays a parked notification there', async () => {
    const { names, documents, env: cloud, close } = await deployedTables();
    const parkedAt = Date.now() - 60_000;
    await documents.send(
      new PutCommand({
        TableName: names.leads,
        Item: {
          id: 'lead-in-the-cloud',
          formId: 'seller',
          phone: '+380501234567',
          notifyStatus: 'parked',
          notifyAfter: parkedAt,
          notifyAttempts: 10,
          notifyError: 'telegram 500',
        },
      }),
    );
    try {
      const listed = await notifications(['list', '--aws'], cloud);
      expect(listed.out).toContain('1 parked notification(s) in the deployed site "site" (eu-central-1).');
      expect(listed.out).toContain('lead lead-in-the-cloud (seller form), phone +380*******67, parked');

      const replayed = await notifications(['replay', '--aws'], cloud);
      expect(replayed.out).toContain('Replayed 1 notification(s) in the deployed site "site" (eu-central-1)');
      const { Items } = await documents.send(new ScanCommand({ TableName: names.leads }));
      expect(Items).toEqual([expect.objectContaining({ id: 'lead-in-the-cloud', notifyStatus: 'pending', notifyAttempts: 0 })]);
      expect(Items![0]!.notifyAfter).toBeGreaterThan(parkedAt + NOTIFY_POLICY.baseDelayMs);

      const missing = await notifications(['list', '--aws'], { ...cloud, AWS_ENDPOINT_URL_SSM: (await new FakeSsm({}).start()).url });
      expect(missing).toMatchObject({ code: 1 });
      expect(missing.out).toContain('/site/backend/tables/leads is not in SSM (eu-central-1): deploy the backend');
    } finally {
      await close();
    }
  });
});
