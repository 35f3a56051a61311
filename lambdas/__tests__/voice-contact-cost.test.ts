import { writeFileSync } from 'node:fs';
import type { ScheduledEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lambdaContext } from '../host/lambda-context';
import { handler as sweeperHandler } from '../notification-sweeper/index';
import { documentClient } from '../shared/dynamodb';
import { handler as voiceContactHandler } from '../voice-contact/index';
import { captureOutput } from '../test-support/captured-output';
import { callApi } from '../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../test-support/local-backend';
import { postCallBody, postToWebhook, WEBHOOK_SECRET } from '../test-support/post-call';
import { conversationRecord, FakeElevenLabs } from '@site/stand-ins/fake-elevenlabs';
import { FakeTelegram } from '@site/stand-ins/fake-telegram';

/**
 * What one voice contact costs, counted where it is paid: each DynamoDB operation as the functions'
 * client sends it (one per operation, retries aside: counted at the SDK's build step, by its
 * `X-Amz-Target`), and each HTTP request that reaches ElevenLabs and Telegram on loopback. The
 * widget's two calls during the call, the post-call webhook, and the sweeper's next run. Secrets are
 * read from the environment here; in Lambda a container reads each once and caches it.
 * The budgets are today's figures: a change that costs a contact more operations fails here. The
 * sweep's 19 include its one Query for the morning's booked phone calls (placeDueCalls) and the five
 * that look through the meetings' outbox (MEETINGS_OUTBOX), paid once a run whatever the contacts.
 */
const API_KEY = 'xi-cost-key';
const AGENT = 'agent_site';
const PHONE = '+79991112233';

let db: LocalDynamoDB;
let telegram: FakeTelegram;
let elevenLabs: FakeElevenLabs;
const output = captureOutput();
/** As CloudFront names the visitor: each widget call takes from its network's hourly allowance. */
const headers = { 'Content-Type': 'application/json', 'CloudFront-Viewer-Address': '203.0.113.7:4431' };
const operations: string[] = [];

/** The operations and requests a step made, by name, and their total. */
async function tally(
  step: () => Promise<unknown>,
): Promise<{ dynamodb: Record<string, number>; dynamodbTotal: number; http: Record<string, number>; httpTotal: number }> {
  operations.length = 0;
  const elevenLabsBefore = elevenLabs.requests.length;
  const telegramBefore = telegram.requests;
  await step();
  const dynamodb: Record<string, number> = {};
  for (const operation of operations) dynamodb[operation] = (dynamodb[operation] ?? 0) + 1;
  const http: Record<string, number> = {};
  for (const request of elevenLabs.requests.slice(elevenLabsBefore)) {
    const name = `ElevenLabs ${request.replace(/conv_[\w-]+/, '{id}')}`;
    http[name] = (http[name] ?? 0) + 1;
  }
  if (telegram.requests > telegramBefore) http['Telegram sendMessage'] = telegram.requests - telegramBefore;
  return {
    dynamodb,
    dynamodbTotal: operations.length,
    http,
    httpTotal: Object.values(http).reduce((sum, n) => sum + n, 0),
  };
}

beforeAll(async () => {
  db = await startLocalDynamoDB();
  telegram = await new FakeTelegram().start();
  elevenLabs = await new FakeElevenLabs(API_KEY).start();
  Object.assign(process.env, {
    TELEGRAM_API_URL: telegram.url,
    TELEGRAM_BOT_TOKEN: '42:token',
    TELEGRAM_CHAT_ID: '777',
    ELEVENLABS_API_URL: elevenLabs.url,
    ELEVENLABS_API_KEY: API_KEY,
    ELEVENLABS_AGENT_ID: AGENT,
    ELEVENLABS_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });
  documentClient().middlewareStack.add(
    (next) => async (args) => {
      const target = (args.request as { headers?: Record<string, string> }).headers?.['x-amz-target'];
      if (target) operations.push(target.replace(/^DynamoDB_\d+\./, ''));
      return next(args);
    },
    { step: 'build', name: 'countOperations' },
  );
});
afterAll(async () => {
  output.restore();
  await Promise.all([telegram.stop(), elevenLabs.stop(), db.close()]);
});

describe('one voice contact', () => {
  it('costs the widget’s two calls, the webhook and the next sweep no more DynamoDB operations and HTTP requests than today', async () => {
    const id = 'conv_cost_1';
    elevenLabs.conversations.set(id, { agentId: AGENT, status: 'in-progress', startedAtMs: Date.now() - 60_000 });
    const widget = await tally(async () => {
      const saved = await callApi(voiceContactHandler, '/api/save-voice-conversation', {
        headers,
        body: { conversation_id: id, phone_number: PHONE, user_name: 'Олег', duration_seconds: 95, language: 'ru' },
      });
      const queued = await callApi(voiceContactHandler, '/api/send-telegram-notification', {
        headers,
        body: {
          formType: 'voice_conversion',
          name: 'Олег',
          phone: PHONE,
          timestamp: new Date().toISOString(),
          language: 'ru',
          conversationId: id,
          duration: 95,
        },
      });
      expect([saved.status, queued.status]).toEqual([201, 202]);
    });

    elevenLabs.conversations.set(id, {
      ...elevenLabs.conversations.get(id)!,
      status: 'done',
      durationSecs: 120,
      language: 'ru',
      toolCalls: [{ name: 'save_contact', parameters: { phone: PHONE, name: 'Олег' } }],
    });
    const webhook = await tally(async () => {
      expect(await postToWebhook(postCallBody(conversationRecord(id, elevenLabs.conversations.get(id)!)))).toMatchObject({ status: 200 });
    });
    expect(telegram.accepted.filter((message) => message.text.includes(id))).toHaveLength(1);

    const sweep = await tally(() => sweeperHandler({} as ScheduledEvent, lambdaContext('notification-sweeper', 55_000)));

    const cost = { widget, webhook, sweep };
    // `VOICE_CONTACT_COST=<file>`: the whole tally, by operation and request, for a note.
    if (process.env.VOICE_CONTACT_COST) writeFileSync(process.env.VOICE_CONTACT_COST, `${JSON.stringify(cost, null, 2)}\n`);
    expect(
      {
        widget: [widget.dynamodbTotal, widget.httpTotal],
        webhook: [webhook.dynamodbTotal, webhook.httpTotal],
        sweep: [sweep.dynamodbTotal, sweep.httpTotal],
      },
      JSON.stringify(cost),
      // The webhook's eighth, and one in each of the widget's two calls: whether the contact's number's callee asked
      // Lumi never to call it (issue 57, H1; issue 68 §5). The widget's
      // tenth and the webhook's ninth: the person's thread, what the same person left before (one Query by key). The
      // webhook's tenth and the sweep's twentieth: the place the ended conversation may still hold (one GetItem, one
      // BatchGetItem of the listed conversations' bindings; issue 57 §3). The sweep's 21st to 25th: the
      // missed lead calls' outbox (issue 69), read as every outbox is (its due items and its gauges).
    ).toEqual({ widget: [10, 1], webhook: [10, 1], sweep: [25, 1] });
  });
});
