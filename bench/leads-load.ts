import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DynamoDBClient, paginateScan } from '@aws-sdk/client-dynamodb';
import { startTwin } from '@site/platform/twin';
import { TABLES } from '@site/lambdas/tables';
import type { LoadRequest, LoadResult } from './leads-load-client';
import { latencySummary, writeResults } from './load-loop';

/**
 * 2,000 leads at concurrency 50 against a freshly started local twin (its DynamoDB on disk in a
 * temp dir, as `npm start` keeps it), each lead also notified through a Telegram stand-in. The
 * load comes from a separate process (bench/leads-load-client.ts). Checks every lead is stored
 * and notified; writes bench/results/leads-load.{json,md}. Run: `npx tsx bench/leads-load.ts`.
 */
const TOTAL = 2_000;
const CONCURRENCY = 50;
const WARM_UP = 50;
const HERE = dirname(fileURLToPath(import.meta.url));

// Info logs of 4,000 invocations would measure the terminal, not the functions.
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
const client = fork(join(HERE, 'leads-load-client.ts'), { execArgv: ['--import', 'tsx'] });
const [{ telegramUrl }] = (await once(client, 'message')) as [{ telegramUrl: string }];
Object.assign(process.env, { TELEGRAM_API_URL: telegramUrl, TELEGRAM_BOT_TOKEN: '1:bench', TELEGRAM_CHAT_ID: '1' });
const dataDir = mkdtempSync(join(tmpdir(), 'leads-load-'));
const twin = await startTwin({ dataDir, backend: { log: () => undefined } });

try {
  client.send({ url: twin.url, total: TOTAL, concurrency: CONCURRENCY, warmUp: WARM_UP } satisfies LoadRequest);
  const [result] = (await once(client, 'message')) as [LoadResult];

  const dynamodb = new DynamoDBClient({ endpoint: twin.dynamodb.endpoint });
  const status = new Map<string, string>();
  for await (const page of paginateScan({ client: dynamodb }, { TableName: TABLES.leads.name, ConsistentRead: true })) {
    for (const item of page.Items ?? []) status.set(item.id?.S ?? '', item.notifyStatus?.S ?? '');
  }
  dynamodb.destroy();

  const missing = result.ids.filter((id) => !status.has(id)).length;
  const notSent = result.ids.filter((id) => status.get(id) !== 'sent').length;
  const neverNotified = result.ids.filter((id) => !result.messagesPerLead[id]).length;
  const notifiedTwice = result.ids.filter((id) => (result.messagesPerLead[id] ?? 0) > 1).length;
  const report = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    leads: TOTAL,
    concurrency: CONCURRENCY,
    warmUpLeads: WARM_UP,
    seconds: Math.round(result.seconds * 100) / 100,
    throughputPerSecond: Math.round((TOTAL / result.seconds) * 10) / 10,
    latencyMs: latencySummary(result.latenciesMs, [90, 99]),
    storedInTable: status.size,
    missing,
    notMarkedSent: notSent,
    neverNotified,
    notifiedTwice,
  };
  const markdown = [
    '# Leads under load (local twin)',
    '',
    `${TOTAL} leads, ${CONCURRENCY} at a time, after ${WARM_UP} warm-up leads, from a separate process against \`startTwin\``,
    `(DynamoDB on disk, each lead notified through a Telegram stand-in on loopback); ${report.machine.cpus} CPUs, Node ${report.machine.node}; ${report.measuredAt}.`,
    '',
    '| throughput | p50 | p90 | p99 | max |',
    '|---:|---:|---:|---:|---:|',
    `| ${report.throughputPerSecond} leads/s | ${report.latencyMs.median} ms | ${report.latencyMs.p90} ms | ${report.latencyMs.p99} ms | ${report.latencyMs.max} ms |`,
    '',
    `Stored: ${TOTAL - missing} of ${TOTAL} (${report.storedInTable} items with the warm-up). Not marked sent: ${notSent}. Never notified: ${neverNotified}. Notified twice: ${notifiedTwice}.`,
    '',
  ].join('\n');
  writeResults('leads-load', report, markdown);
  if (missing || notSent || neverNotified) {
    console.error('FAILED: not every lead was stored and notified');
    process.exitCode = 1;
  }
} finally {
  client.kill();
  await twin.close();
  rmSync(dataDir, { recursive: true, force: true });
}
