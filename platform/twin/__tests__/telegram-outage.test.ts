import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DIGEST_POLICY } from '@site/lambdas/ops';
import { captureOutput } from '@site/lambdas/test-support/captured-output';
import { DIGEST_TOPIC_ARN, startManagerChannels, type ManagerChannels } from '@site/stand-ins/manager-channels';
import type { FakeSns } from '@site/stand-ins/fake-sns';
import type { FakeTelegram } from '@site/stand-ins/fake-telegram';
import { startTwin, type Twin } from '../twin';

/**
 * Telegram answers 500 to everything for an hour of simulated time while leads keep coming to the
 * twin, whose sweeper runs every simulated minute; then it recovers. Only the clock is simulated:
 * the leads go through HTTP to the real handlers, the sweeper to the loopback Telegram and SNS.
 */
const output = captureOutput();
const MINUTE = 60_000;
let telegram: FakeTelegram;
let sns: FakeSns;
let twin: Twin;

let channels: ManagerChannels;

beforeAll(async () => {
  channels = await startManagerChannels();
  ({ telegram, sns } = channels);
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00Z') });
  // The schedule's own timer never fires here: the test runs the sweeper at each simulated minute.
  twin = await startTwin({ backend: { scheduleIntervalMs: 24 * 60 * MINUTE, log: () => undefined } });
});
afterAll(async () => {
  await twin.close();
  vi.useRealTimers();
  await channels.stop();
  output.restore();
});

async function submit(name: string): Promise<{ id: string; at: number }> {
  const at = Date.now();
  const response = await fetch(`${twin.url}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      formId: 'contacts',
      name,
      phone: '+48600100200',
      consent: true,
      language: 'en',
      pagePath: '/contacts',
      idempotencyKey: randomUUID(),
    }),
  });
  expect(response.status).toBe(201);
  return { id: ((await response.json()) as { id: string }).id, at };
}

describe('Telegram down for an hour', () => {
  it('every lead reaches the managers within 15 minutes, by e-mail while Telegram fails, and none twice through the same channel', async () => {
    telegram.failAll = { status: 500, description: 'Internal Server Error' };
    const leads: { id: string; at: number }[] = [];
    // A lead every five minutes, in the middle of a minute, for the hour; the sweeper at every whole minute.
    for (let minute = 0; minute < 60; minute += 1) {
      if (minute % 5 === 0) {
        vi.setSystemTime(Date.now() + 20_000);
        leads.push(await submit(`Lead ${minute}`));
        vi.setSystemTime(Date.now() + 40_000);
      } else {
        vi.setSystemTime(Date.now() + MINUTE);
      }
      await twin.runScheduled();
    }
    // Nothing was parked or spent: Telegram's trouble is the channel's.
    expect(telegram.accepted).toHaveLength(0);

    telegram.failAll = undefined;
    for (let minute = 0; minute < 5; minute += 1) {
      vi.setSystemTime(Date.now() + MINUTE);
      await twin.runScheduled();
    }

    const byTelegram = (id: string) => telegram.accepted.filter((message) => message.text.includes(id));
    const byEmail = (id: string) => sns.published.filter((message) => message.message.includes(id));
    for (const lead of leads) {
      // Once in the chat after the outage, at most once by e-mail.
      expect(byTelegram(lead.id)).toHaveLength(1);
      expect(byEmail(lead.id).length).toBeLessThanOrEqual(1);
    }
    const waits = leads.map((lead) => Math.min(...[...byTelegram(lead.id), ...byEmail(lead.id)].map((message) => message.at)) - lead.at);
    expect(Math.max(...waits)).toBeLessThanOrEqual(DIGEST_POLICY.promisedMs);
    // The leads that the outage held longer than the promise each went by e-mail.
    expect(leads.filter((lead) => byEmail(lead.id).length === 1)).toHaveLength(
      leads.filter((lead) => lead.at < Date.now() - 5 * MINUTE - DIGEST_POLICY.waitedMs).length,
    );

    // The digest goes to the operators' topic only, in full for the managers, with a subject that names no one.
    expect(new Set(sns.published.map((message) => message.topicArn))).toEqual(new Set([DIGEST_TOPIC_ARN]));
    const [first] = sns.published;
    expect(first!.subject).toMatch(/^Telegram не доставил заявки вовремя \(\d+\): пересылаем письмом$/);
    // Each lead's notice is in its page's language (en here); the digest's own words are the operators' Russian.
    expect(first!.message).toContain('Name: Lead 0');
    expect(first!.message).toContain('Phone: +48600100200');
    // The log saw the outage, never a name or a phone.
    expect(output.text()).not.toMatch(/Lead \d+|48600100200/);
    expect(output.records().some((record) => record.message === 'notifications waited too long for Telegram: e-mailed to the operators in a digest')).toBe(
      true,
    );
  });
});
