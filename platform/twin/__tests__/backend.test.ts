import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openApiDocument } from '@site/contracts/openapi';
import { TABLES } from '@site/lambdas/tables';
import { captureOutput } from '@site/lambdas/test-support/captured-output';
import { FakeElevenLabs, signedUrlFor } from '@site/stand-ins/fake-elevenlabs';
import { FakeTelegram } from '@site/stand-ins/fake-telegram';
import { startTwin, type Twin } from '../twin';

const output = captureOutput();
const quiet = { log: () => undefined };
const dataDir = mkdtempSync(join(tmpdir(), 'twin-backend-'));
let twin: Twin | undefined;

function post(path: string, body: unknown, contentType = 'application/json', headers: Record<string, string> = {}) {
  return fetch(`${twin!.url}${path}`, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body: JSON.stringify(body) });
}

/** The ids of the twin's control items: its counters and switches. */
async function controlItemIds(running: Twin): Promise<string[]> {
  const client = new DynamoDBClient({ endpoint: running.dynamodb.endpoint, region: 'local', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  try {
    const { Items = [] } = await client.send(new ScanCommand({ TableName: TABLES.control.name, ConsistentRead: true }));
    return Items.map((item) => item.id?.S ?? '');
  } finally {
    client.destroy();
  }
}

const lead = (idempotencyKey: string = randomUUID()) => ({
  formId: 'contacts',
  name: 'Maria',
  phone: '+79995554433',
  email: 'maria@example.com',
  consent: true,
  language: 'ru',
  pagePath: '/ru/contacts',
  idempotencyKey,
});

beforeAll(() => {
  for (const name of ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_CHAT_ID', 'ELEVENLABS_API_KEY', 'ELEVENLABS_AGENT_ID', 'NOTIFICATION_CHANNEL']) delete process.env[name];
});
afterEach(async () => {
  vi.useRealTimers();
  await twin?.close();
  twin = undefined;
  output.clear();
});
afterAll(() => {
  output.restore();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the local twin runs the Lambda functions', () => {
  it('serves all four endpoints over HTTP, writing notifications to its log without a Telegram bot or voice agent', async () => {
    twin = await startTwin({ backend: quiet });

    const created = await post('/api/leads', lead());
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // Without a voice agent no conversation can exist, so no voice contact is taken.
    const saved = await post('/api/save-voice-conversation', {
      conversation_id: 'conv_1',
      phone_number: '+79990001122',
      user_name: null,
      duration_seconds: 12,
      language: 'ru',
    });
    expect(saved.status).toBe(503);
    const queued = await post('/api/send-telegram-notification', {
      formType: 'voice_conversion',
      phone: '+79990001122',
      timestamp: new Date().toISOString(),
      language: 'ru',
      conversationId: 'conv_1',
      duration: 12,
    });
    expect(await queued.json()).toEqual({ error: 'voice_not_configured', message: 'voice assistant not configured' });
    const token = await post('/api/elevenlabs-token', {});
    expect(token.status).toBe(503);
    expect(await token.json()).toEqual({ error: 'voice_not_configured', message: 'voice assistant not configured' });
    // As API Gateway does, a trailing slash reaches the same function (so the WAF's rules on a path match its start).
    expect(await (await post('/api/elevenlabs-token/', {})).json()).toEqual({ error: 'voice_not_configured', message: 'voice assistant not configured' });
    expect((await post('/api/leads', lead(), 'text/plain')).status).toBe(415);

    const notifications = output
      .records()
      .filter((record) => typeof record.notification === 'string')
      .map((record) => String(record.notification));
    expect(notifications).toHaveLength(1);
    expect(notifications[0]).toContain(`Заявка: ${id}`);
    expect(notifications.join()).not.toMatch(/9995554433|maria@/);
  });

  it('answers every route of the OpenAPI document with its function, and refuses a route the document does not name', async () => {
    twin = await startTwin({ backend: quiet });
    const paths = Object.entries(openApiDocument().paths as Record<string, Record<string, unknown>>);
    for (const [path, operations] of paths) {
      // Each route as the document says it is called: the meeting's page is a GET that answers HTML.
      const answer = 'post' in operations ? await post(path, {}) : await fetch(`${twin.url}${path}`);
      expect(answer.status, path).not.toBe(404);
      if (answer.headers.get('content-type')?.includes('json')) {
        expect(((await answer.json()) as { error?: string }).error, path).not.toBe('request_refused');
      } else {
        expect(await answer.text(), path).toMatch(/^<!doctype html>/i);
      }
    }
    const undocumented = await post('/api/not-in-the-document', {});
    expect(((await undocumented.json()) as { error?: string }).error).toBe('request_refused');
  });

  it('refuses a browser request from another site with 403 cross_site_request, and lets the twin’s own pages through', async () => {
    twin = await startTwin({ backend: quiet });
    const origin = twin.url;
    const form = new URLSearchParams({
      formId: 'contacts',
      language: 'en',
      pagePath: '/contacts',
      name: 'Maria',
      phone: '+79995550001',
      consent: 'on',
      website: '',
    });
    const postForm = (headers: Record<string, string>) =>
      fetch(`${origin}/api/leads`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: form,
      });

    // What a page on another origin auto-submitting the form sends: through the twin, as through CloudFront.
    const forged = await postForm({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ error: 'cross_site_request', message: 'the API answers only the pages of this site' });
    // An old browser without Fetch Metadata: judged by its Origin against the twin's own.
    expect((await postForm({ origin: 'https://evil.example' })).status).toBe(403);
    const beacon = await fetch(`${origin}/api/client-signals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-site', origin: 'https://other.127.0.0.1.example' },
      body: JSON.stringify({ build: 'x', events: [{ kind: 'visit', page: '/' }] }),
    });
    expect(beacon.status).toBe(403);
    expect((await post('/api/elevenlabs-token', {}, 'application/json', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(await controlItemIds(twin)).toEqual([]);

    // The site's own page, in a current browser and in an old one, under either loopback name.
    expect((await postForm({ 'sec-fetch-site': 'same-origin', origin })).status).toBe(303);
    expect((await postForm({ origin: origin.replace('127.0.0.1', 'localhost') })).status).toBe(303);
  });

  it('answers a path or method without a function as the site’s API Gateway does, in the functions’ error format', async () => {
    twin = await startTwin({ backend: quiet });
    for (const response of [await post('/api/no-such-endpoint', {}), await fetch(`${twin.url}/api/leads`)]) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'request_refused', message: 'Missing Authentication Token' });
    }
  });

  it('gives every concurrent request its own request id in the logs', async () => {
    twin = await startTwin({ backend: quiet });
    const answers = await Promise.all(Array.from({ length: 20 }, () => post('/api/leads', lead())));
    const stored = output.records().filter((record) => record.message === 'lead stored');

    expect(stored).toHaveLength(20);
    for (const answer of answers) {
      const { id } = (await answer.json()) as { id: string };
      const line = stored.find((record) => record.leadId === id);
      expect(line?.correlation_id).toBe(answer.headers.get('x-amzn-requestid'));
      expect(line?.function_name).toBe('leads');
    }
  });

  it('keeps leads across restarts, so a repeated submission still gets its first id', async () => {
    const key = randomUUID();
    twin = await startTwin({ dataDir, backend: quiet });
    const first = (await (await post('/api/leads', lead(key))).json()) as { id: string };
    await twin.close();

    twin = await startTwin({ dataDir, backend: quiet });
    const again = (await (await post('/api/leads', lead(key))).json()) as { id: string };
    expect(again.id).toBe(first.id);
    expect(output.records().filter((record) => record.message === 'lead was already stored')).toHaveLength(1);
  });

  it('signs voice URLs and sends to Telegram when configured, and its sweeper retries what failed', async () => {
    const elevenLabs = await new FakeElevenLabs('local-key').start();
    const telegram = await new FakeTelegram().start();
    Object.assign(process.env, {
      ELEVENLABS_API_URL: elevenLabs.url,
      ELEVENLABS_API_KEY: 'local-key',
      ELEVENLABS_AGENT_ID: 'agent_local',
      TELEGRAM_API_URL: telegram.url,
      TELEGRAM_BOT_TOKEN: '9:local',
      TELEGRAM_CHAT_ID: '99',
    });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      twin = await startTwin({ backend: { ...quiet, scheduleIntervalMs: 100 } });

      const token = await post('/api/elevenlabs-token', {});
      expect(await token.json()).toEqual({ signed_url: signedUrlFor('agent_local'), place: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });

      // Counted per client by the address the twin sets, as CloudFront does, whatever the client claims.
      const claimed = await fetch(`${twin.url}/api/elevenlabs-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'CloudFront-Viewer-Address': '203.0.113.5:1000' },
        body: '{}',
      });
      expect(claimed.status).toBe(200);
      const ids = await controlItemIds(twin);
      expect(ids.filter((id) => id.startsWith('voice-tokens#127.0.0.0/24#'))).toHaveLength(1);
      expect(ids.some((id) => id.includes('203.0.113'))).toBe(false);

      telegram.script({ status: 500 });
      expect((await post('/api/leads', lead())).status).toBe(201);
      // Time runs a minute per poll, so the failed notification falls due for the sweeper.
      await vi.waitFor(
        () => {
          vi.setSystemTime(Date.now() + 60_000);
          expect(telegram.accepted).toHaveLength(1);
        },
        { timeout: 5_000, interval: 100 },
      );
      expect(telegram.requests).toBe(2);
      expect(telegram.accepted[0]).toMatchObject({ token: '9:local', chat_id: '99' });
    } finally {
      await Promise.all([elevenLabs.stop(), telegram.stop()]);
    }
  });
});
