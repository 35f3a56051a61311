import { randomUUID } from 'node:crypto';
import type { LeadRequest } from '@site/contracts';
import { FakeTelegram } from '@site/stand-ins/fake-telegram';
import { timedRequests } from './load-loop';

/**
 * The load generator of bench/leads-load.ts, in its own process so it does not compete with the
 * twin for the twin's one thread, together with the stand-in for Telegram (a remote service,
 * so not in the twin's process either). Talks to its parent over IPC.
 */
export interface LoadRequest {
  readonly url: string;
  readonly total: number;
  readonly concurrency: number;
  readonly warmUp: number;
}

export interface LoadResult {
  readonly seconds: number;
  readonly latenciesMs: number[];
  readonly ids: string[];
  /** Telegram messages per lead id, warm-up included. */
  readonly messagesPerLead: Record<string, number>;
}

const send = (message: unknown) => process.send?.(message);
const telegram = await new FakeTelegram().start();
send({ telegramUrl: telegram.url });

function lead(index: number): LeadRequest {
  return {
    formId: 'contacts',
    name: `Load ${index}`,
    phone: `+7999${String(index).padStart(7, '0')}`,
    email: `load${index}@example.com`,
    consent: true,
    language: 'en',
    pagePath: '/contacts',
    idempotencyKey: randomUUID(),
  };
}

async function run(url: string, count: number, concurrency: number, offset: number) {
  const ids: string[] = [];
  const timed = await timedRequests(count, concurrency, offset, async (index) => {
    const response = await fetch(`${url}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(lead(index)),
    });
    const body = (await response.json()) as { id?: string };
    if (response.status !== 201 || !body.id) throw new Error(`lead ${index}: ${response.status} ${JSON.stringify(body)}`);
    ids.push(body.id);
  });
  return { ...timed, ids };
}

process.once('message', (request: LoadRequest) => {
  void (async () => {
    await run(request.url, request.warmUp, request.concurrency, 0);
    const measured = await run(request.url, request.total, request.concurrency, request.warmUp);
    const messagesPerLead: Record<string, number> = {};
    for (const message of telegram.accepted) {
      const id = /Заявка: ([0-9a-f-]{36})/.exec(message.text)?.[1] ?? 'unknown';
      messagesPerLead[id] = (messagesPerLead[id] ?? 0) + 1;
    }
    send({ ...measured, messagesPerLead } satisfies LoadResult);
    await telegram.stop();
    process.disconnect();
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
});
