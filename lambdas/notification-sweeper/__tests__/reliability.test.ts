import { randomUUID } from 'node:crypto';
import type { LeadRequest } from '@site/contracts';
import type { ScheduledEvent } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as leadsHandler } from '../../leads/index';
import { documentClient, putIfAbsent } from '../../shared/dynamodb';
import { LEADS_OUTBOX } from '../../shared/leads/notification';
import { storeLead } from '../../shared/leads/store';
import { claim, markSent, requeueParked } from '../../shared/notifications/outbox';
import { NOTIFY_POLICY } from '../../shared/notifications/policy';
import { captureOutput } from '../../test-support/captured-output';
import { FakeTelegram } from '@site/stand-ins/fake-telegram';
import { lambdaContext } from '../../host/lambda-context';
import { callApi } from '../../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { handler as sweeperHandler } from '../index';
import type { SweepSummary } from '../../shared/notifications/sweep';

interface StoredItem {
  id: string;
  notifyStatus: string;
  notifyAttempts: number;
  notifyAfter?: number;
}

let db: LocalDynamoDB;
let telegram: FakeTelegram;
const output = captureOutput();

function leadRequest(): LeadRequest {
  return { formId: 'lumi', name: 'Lead', phone: '+79990000000', consent: true, language: 'en', pagePath: '/products/lumi-ai', idempotencyKey: randomUUID() };
}

async function submitLeads(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await callApi<{ id: string }>(leadsHandler, '/api/leads', { body: leadRequest() });
    expect(answer.status).toBe(201);
    ids.push(answer.body.id);
  }
  return ids;
}

/** A lead stored by a function that then died before its immediate send. */
async function storedLead(): Promise<{ id: string }> {
  const stored = await storeLead({
    ...leadRequest(),
    interests: undefined,
    email: undefined,
    company: undefined,
    comment: undefined,
    channels: undefined,
    volume: undefined,
  });
  if (stored.outcome !== 'created') throw new Error('the lead was not new');
  return stored.item;
}

const sweep = () => sweeperHandler({} as ScheduledEvent, lambdaContext('notification-sweeper', 55_000)) as Promise<SweepSummary>;
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
const leadsOf = async (ids: string[]) => (await db.items<StoredItem>('leads')).filter((item) => ids.includes(item.id));

/** How many times each lead reached the managers' chat. */
function deliveries(ids: string[]): number[] {
  return ids.map((id) => telegram.accepted.filter((message) => message.text.includes(id)).length);
}

/** Runs the sweeper as the schedule does, every minute, skipping the idle minutes, until nothing is pending. */
async function sweepUntilSettled(ids: string[], maxRuns = 40): Promise<void> {
  for (let run = 0; run < maxRuns; run += 1) {
    const pending = (await leadsOf(ids)).filter((item) => item.notifyStatus === 'pending');
    if (!pending.length) return;
    const nextDue = Math.min(...pending.map((item) => item.notifyAfter ?? 0));
    vi.setSystemTime(Math.max(Date.now() + 60_000, nextDue));
    await sweep();
  }
  throw new Error('notifications did not settle');
}

beforeAll(async () => {
  telegram = await new FakeTelegram().start();
  Object.assign(process.env, { TELEGRAM_API_URL: telegram.url, TELEGRAM_BOT_TOKEN: '1:t', TELEGRAM_CHAT_ID: '1' });
});
afterAll(async () => {
  output.restore();
  await telegram.stop();
});
beforeEach(async () => {
  // Only Date is faked: sockets and timeouts keep real time, the outbox's clock jumps.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T09:00:00Z') });
  db = await startLocalDynamoDB();
  telegram.reset();
  await telegram.start();
  output.clear();
});
afterEach(async () => {
  vi.useRealTimers();
  await db.close();
});

describe('manager notifications under Telegram failures', () => {
  it('survives an outage, 5xx and a 429 with retry_after, spending no attempt: every lead is notified exactly once', async () => {
    await telegram.stop();
    const ids = await submitLeads(12);
    // Unreachable: the first immediate send pauses the channel, the others do not even try.
    expect((await leadsOf(ids)).map((item) => [item.notifyStatus, item.notifyAttempts])).toEqual(ids.map(() => ['pending', 0]));
    expect(await db.items('control')).toContainEqual(
      expect.objectContaining({ id: 'notification-channel', reason: expect.stringMatching(/^telegram unreachable/) }),
    );

    await telegram.start();
    telegram.script(
      { status: 500, description: 'Internal Server Error' },
      { status: 502, description: 'Bad Gateway' },
      { status: 429, description: 'Too Many Requests: retry after 300', retryAfter: 300 },
    );
    advance(NOTIFY_POLICY.leaseMs);
    // A 5xx pauses the channel briefly and ends the run; the next run (a minute later) tries again.
    expect(await sweep()).toMatchObject({ channel_unavailable: 1, sent: 0, retrying: 0 });
    advance(60_000);
    expect(await sweep()).toMatchObject({ channel_unavailable: 1, sent: 0 });
    advance(60_000);
    expect(await sweep()).toMatchObject({ rate_limited: 1, sent: 0 });

    // The rate-limited lead waits out retry_after.
    expect((await leadsOf(ids)).some((item) => (item.notifyAfter ?? 0) >= Date.now() + 300_000)).toBe(true);

    // While retry_after is in force nobody sends: neither the sweeper nor a new lead's immediate send.
    const requests = telegram.requests;
    advance(60_000);
    expect(await sweep()).toMatchObject({ sent: 0, retrying: 0 });
    ids.push(...(await submitLeads(1)));
    expect(telegram.requests).toBe(requests);

    await sweepUntilSettled(ids);
    expect(deliveries(ids)).toEqual(ids.map(() => 1));
    expect((await leadsOf(ids)).every((item) => item.notifyStatus === 'sent' && item.notifyAfter === undefined && item.notifyAttempts === 0)).toBe(true);
  });

  it('takes a Telegram that does not answer in time as the channel’s trouble, not the lead’s', async () => {
    telegram.script({ delayMs: NOTIFY_POLICY.immediateSendTimeoutMs + 500 });
    const [id] = await submitLeads(1);
    expect((await leadsOf([id!]))[0]).toMatchObject({ notifyStatus: 'pending', notifyAttempts: 0, notifyError: 'telegram timed out' });
    expect(await db.items('control')).toContainEqual(expect.objectContaining({ id: 'notification-channel', reason: 'telegram timed out' }));
  });

  it('keeps trying through a day of 5xx without parking anything or spending an attempt', async () => {
    telegram.failAll = { status: 503, description: 'Service Unavailable' };
    const ids = await submitLeads(3);
    for (let minute = 0; minute < 24 * 60; minute += 30) {
      advance(30 * 60_000);
      await sweep();
    }
    expect((await leadsOf(ids)).map((item) => [item.notifyStatus, item.notifyAttempts])).toEqual(ids.map(() => ['pending', 0]));
    telegram.failAll = undefined;
    await sweepUntilSettled(ids);
    expect(deliveries(ids)).toEqual([1, 1, 1]);
  });

  it('reports the backlog after every sweep, so operators see notifications pile up', async () => {
    await telegram.stop();
    const ids = await submitLeads(3);
    output.clear();
    advance(NOTIFY_POLICY.baseDelayMs);
    await sweep();
    expect(
      output
        .records()
        .filter((record) => record.NotificationsPending !== undefined)
        .map((r) => r.NotificationsPending),
    ).toEqual([3]);

    await telegram.start();
    output.clear();
    await sweepUntilSettled(ids);
    expect(
      output
        .records()
        .filter((record) => record.NotificationsPending !== undefined)
        .at(-1)?.NotificationsPending,
    ).toBe(0);
  });

  it.each([
    [401, 'Unauthorized'],
    [403, 'Forbidden: bot was kicked from the group chat'],
    [400, 'Bad Request: chat not found'],
  ])('takes a %i "%s" as the channel down: sending pauses, no attempt spent, nothing parked', async (status, description) => {
    telegram.script({ status, description });
    const [first] = await submitLeads(1);
    expect((await leadsOf([first!]))[0]).toMatchObject({ notifyStatus: 'pending', notifyAttempts: 0 });
    expect(output.records().some((record) => record.NotificationChannelDown === 1)).toBe(true);
    expect(await db.items('control')).toContainEqual(expect.objectContaining({ id: 'notification-channel', reason: `telegram ${status}: ${description}` }));

    // The breaker is open: more leads and sweeps within the pause try nothing.
    const more = await submitLeads(3);
    advance(NOTIFY_POLICY.channelDownPauseMs / 2);
    expect(await sweep()).toMatchObject({ sent: 0, channel_down: 0, parked: 0 });
    expect(telegram.requests).toBe(1);

    // An operator fixes the bot; after the pause everything goes out, with no attempt spent.
    advance(NOTIFY_POLICY.channelDownPauseMs);
    await sweepUntilSettled([first!, ...more]);
    expect(deliveries([first!, ...more])).toEqual([1, 1, 1, 1]);
    expect((await leadsOf([first!, ...more])).map((item) => item.notifyAttempts)).toEqual([0, 0, 0, 0]);
  });

  it('parks a notification Telegram refuses for itself (400 other than a missing chat) and reports it', async () => {
    telegram.script({ status: 400, description: 'Bad Request: message is too long' });
    const [id] = await submitLeads(1);

    const [item] = await leadsOf([id!]);
    expect(item).toMatchObject({ notifyStatus: 'parked', notifyAttempts: 1, notifyError: 'telegram 400: Bad Request: message is too long' });
    expect(output.records().some((record) => record.NotificationsParked === 1)).toBe(true);
    expect(output.records().some((record) => record.level === 'ERROR' && String(record.message).startsWith('notification parked'))).toBe(true);

    advance(24 * 60 * 60_000);
    await sweep();
    expect(telegram.accepted).toHaveLength(0);
  });

  it('lets the lead and voice outboxes take turns, so one backlog cannot starve the other', async () => {
    await telegram.stop();
    await submitLeads(6);
    for (let i = 0; i < 6; i += 1) {
      await putIfAbsent('voiceContacts', {
        conversationId: `conv_turns_${i}`,
        phone: '+79990000000',
        userName: null,
        durationSeconds: 10,
        language: 'ru',
        verification: 'confirmed',
        verifyAttempts: 0,
        createdAt: new Date().toISOString(),
        expiresAt: 0,
        notifyStatus: 'pending',
        notifyAfter: Date.now(),
        notifyAttempts: 0,
      });
    }
    await telegram.start();
    advance(NOTIFY_POLICY.leaseMs);
    // Room for four sends only: then Telegram rate-limits the chat.
    telegram.script({ delayMs: 0 }, { delayMs: 0 }, { delayMs: 0 }, { delayMs: 0 }, { status: 429, retryAfter: 60 });
    await sweep();
    expect(telegram.accepted.map((message) => (message.text.includes('голосового') ? 'voice' : 'lead'))).toEqual(['lead', 'voice', 'lead', 'voice']);
  });

  it('delivers a lead whose function crashed right after storing it, once its lease ends', async () => {
    const item = await storedLead();

    await sweep();
    expect(deliveries([item.id])).toEqual([0]);
    advance(NOTIFY_POLICY.leaseMs + 1);
    await sweep();
    expect(deliveries([item.id])).toEqual([1]);
  });

  it('waits out the lease of a sweeper that crashed mid-delivery, then delivers once', async () => {
    const item = await storedLead();
    advance(NOTIFY_POLICY.leaseMs + 1);
    expect(await claim(LEADS_OUTBOX, { id: item.id }, Date.now(), Date.now() + NOTIFY_POLICY.leaseMs)).not.toBeNull();

    await sweep();
    expect(deliveries([item.id])).toEqual([0]);
    advance(NOTIFY_POLICY.leaseMs + 1);
    await sweep();
    await sweep();
    expect(deliveries([item.id])).toEqual([1]);
  });

  it('never sends an item twice when sweeps overlap', async () => {
    await telegram.stop();
    const ids = await submitLeads(15);
    await telegram.start();
    advance(NOTIFY_POLICY.leaseMs);

    const summaries = await Promise.all([sweep(), sweep(), sweep()]);
    expect(summaries.reduce((sum, summary) => sum + summary.sent, 0)).toBe(15);
    expect(deliveries(ids)).toEqual(ids.map(() => 1));
  });
});

describe('one bad item among good ones', () => {
  /** Runs the sweeper a minute apart, or at the next item's due time, until no item of either outbox is pending. */
  async function sweepBothUntilSettled(maxRuns = 40): Promise<void> {
    for (let run = 0; run < maxRuns; run += 1) {
      const pending = [...(await db.items<StoredItem>('leads')), ...(await db.items<StoredItem>('voiceContacts'))].filter(
        (item) => item.notifyStatus === 'pending',
      );
      if (!pending.length) return;
      vi.setSystemTime(Math.max(Date.now() + 60_000, Math.min(...pending.map((item) => item.notifyAfter ?? 0))));
      await sweep();
    }
    throw new Error('notifications did not settle');
  }

  it('is recorded on that item, retried with back-off and parked after the limit, while the sweep goes on with the rest and reports its gauges', async () => {
    const good = [await storedLead(), await storedLead(), await storedLead()].map((item) => item.id);
    const now = Date.now();
    const outbox = { notifyStatus: 'pending', notifyAfter: now, notifyAttempts: 0, createdAt: new Date(now).toISOString(), expiresAt: 0 };
    // A malformed lead: its name is no text, so its message cannot be written.
    await putIfAbsent('leads', { ...leadRequest(), id: 'malformed-lead', name: 42, ...outbox });
    // A lead whose claim DynamoDB throttles.
    await putIfAbsent('leads', { ...leadRequest(), id: 'throttled-lead', ...outbox });
    const client = documentClient();
    const send = client.send.bind(client);
    const throttled = vi.spyOn(client, 'send').mockImplementation(((command: { input?: { Key?: { id?: string } } }) => {
      if (command.input?.Key?.id === 'throttled-lead') {
        return Promise.reject(Object.assign(new Error('Throughput exceeds the current capacity'), { name: 'ProvisionedThroughputExceededException' }));
      }
      return send(command as never);
    }) as typeof client.send);
    advance(NOTIFY_POLICY.leaseMs + 1);

    output.clear();
    const summary = await sweep();
    throttled.mockRestore();
    expect(summary).toMatchObject({ sent: 3, retrying: 1, failed: 1 });
    expect(deliveries(good)).toEqual([1, 1, 1]);
    const [malformed] = (await db.items<StoredItem & { notifyError: string }>('leads')).filter((item) => item.id === 'malformed-lead');
    expect(malformed).toMatchObject({ notifyStatus: 'pending', notifyAttempts: 1, notifyAfter: Date.now() + NOTIFY_POLICY.baseDelayMs });
    expect(malformed!.notifyError).toMatch(/^TypeError/);
    expect(
      output
        .records()
        .filter((record) => 'NotificationsPending' in record)
        .map((record) => record.NotificationsPending),
    ).toEqual([2]);
    expect(output.records().some((record) => record.message === 'a notification could not be handled; going on with the rest')).toBe(true);

    await sweepBothUntilSettled();
    expect((await leadsOf(['malformed-lead', 'throttled-lead'])).map((item) => [item.id, item.notifyStatus, item.notifyAttempts])).toEqual(
      expect.arrayContaining([
        ['malformed-lead', 'parked', NOTIFY_POLICY.maxAttempts],
        ['throttled-lead', 'sent', 0],
      ]),
    );
    // The bad items never reached Telegram; the good ones and the throttled one did, once each.
    expect(telegram.requests).toBe(4);
    expect(deliveries(['throttled-lead'])).toEqual([1]);
  });
});

describe('a Telegram that answers slowly, and a DynamoDB that throttles the delivery mark (F3)', () => {
  it('sends a lead once when Telegram answers after 4 seconds, and keeps the message’s id', async () => {
    telegram.script({ delayMs: 4_000 });
    const [id] = await submitLeads(1);
    expect(await leadsOf([id!])).toEqual([expect.objectContaining({ notifyStatus: 'sent', telegramMessageIds: [expect.any(Number)] })]);
    await sweepUntilSettled([id!]);
    advance(5 * 60_000);
    await sweep();
    expect(deliveries([id!])).toEqual([1]);
    expect(output.metricValues('NotificationsDuplicated')).toEqual([]);
  });

  it('sends once, keeping the id, when DynamoDB throttles the mark of the delivery for a while', async () => {
    const client = documentClient();
    const send = client.send.bind(client);
    let throttled = 0;
    const spy = vi.spyOn(client, 'send').mockImplementation(((command: { input?: { UpdateExpression?: string } }) => {
      if (command.input?.UpdateExpression?.startsWith('SET notifyStatus = :sent') && throttled < 4) {
        throttled += 1;
        return Promise.reject(Object.assign(new Error('Throughput exceeds the current capacity'), { name: 'ProvisionedThroughputExceededException' }));
      }
      return send(command as never);
    }) as typeof client.send);
    try {
      const [id] = await submitLeads(1);
      expect(throttled).toBe(4);
      advance(5 * 60_000);
      await sweep();
      expect(deliveries([id!])).toEqual([1]);
      expect((await leadsOf([id!]))[0]).toMatchObject({ notifyStatus: 'sent', telegramMessageIds: [telegram.accepted.at(-1)!.message_id] });
    } finally {
      spy.mockRestore();
    }
  });

  it('counts the second send after one that got no answer as a duplicate, and keeps when that first one went', async () => {
    // Slower than any sender waits: the first message reaches the chat, its answer never reaches the sender.
    telegram.script({ delayMs: NOTIFY_POLICY.immediateSendTimeoutMs + 1_500 });
    const [id] = await submitLeads(1);
    const [waiting] = (await leadsOf([id!])) as (StoredItem & { unansweredSends?: string[] })[];
    expect(waiting).toMatchObject({ notifyStatus: 'pending', unansweredSends: [expect.any(String)] });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await sweepUntilSettled([id!]);
    expect(deliveries([id!])).toEqual([2]);
    expect(output.metricValues('NotificationsDuplicated')).toEqual([1]);
    expect((await leadsOf([id!]))[0]).toMatchObject({ notifyStatus: 'sent', unansweredSends: [expect.any(String)], telegramMessageIds: [expect.any(Number)] });
  });
});

describe('a Telegram that takes messages but never answers in time (F3)', () => {
  it('gets one lead into the chat at most twice: then it is parked for the e-mail digest and an operator, not sent again', async () => {
    // Every send reaches the chat, and no answer comes back in time, sweep after sweep.
    const slow = { delayMs: NOTIFY_POLICY.immediateSendTimeoutMs + 300 };
    telegram.script(slow, slow, slow, slow, slow);
    const [id] = await submitLeads(1);
    for (let run = 0; run < 4; run += 1) {
      advance(60_000);
      await sweep();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(deliveries([id!])[0]).toBeLessThanOrEqual(NOTIFY_POLICY.maxUnansweredSends);
    const [item] = (await leadsOf([id!])) as (StoredItem & { unansweredSends?: string[]; notifyError?: string })[];
    expect(item).toMatchObject({ notifyStatus: 'parked', unansweredSends: [expect.any(String), expect.any(String)] });
    expect(item!.notifyError).toMatch(/without answering/);
  });
});

describe('what operators see of the notification path', () => {
  const reported = output.metricValues;

  it('reports the parked notifications after every sweep, for as long as they stay parked', async () => {
    telegram.script({ status: 400, description: 'Bad Request: message is too long' });
    const [id] = await submitLeads(1);
    const [parked] = await leadsOf([id!]);
    // A parked item keeps the time it was parked, which the notification command reads.
    expect(parked).toMatchObject({ notifyStatus: 'parked', notifyAfter: Date.now() });

    for (const minutes of [1, 60, 24 * 60]) {
      advance(minutes * 60_000);
      output.clear();
      await sweep();
      expect(reported('NotificationsParkedWaiting')).toEqual([1]);
    }

    expect(await requeueParked(LEADS_OUTBOX, { id: id! }, Date.now())).toBe(true);
    output.clear();
    await sweep();
    expect(deliveries([id!])).toEqual([1]);
    expect(reported('NotificationsParkedWaiting')).toEqual([0]);
    expect(await requeueParked(LEADS_OUTBOX, { id: id! }, Date.now())).toBe(false);
  });

  it('counts a notification delivered twice, when another sender marked it sent while this one was sending', async () => {
    const item = await storedLead();
    advance(NOTIFY_POLICY.leaseMs + 1);
    telegram.script({ delayMs: 500 });
    const sweeping = sweep();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await markSent(LEADS_OUTBOX, { id: item.id }, Date.now())).toBe(true);
    await sweeping;

    expect(reported('NotificationsDuplicated')).toEqual([1]);
    expect(output.records().some((record) => record.message === 'notification was delivered twice')).toBe(true);
  });
});
