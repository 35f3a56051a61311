import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTwin } from '@site/platform/twin';
import type { TimesLoadRequest, TimesLoadResult } from './meeting-times-client';

/**
 * The slots' answer (`POST /api/meeting-times`) under load: 600 requests, 10 at a time (the
 * method's burst in the cloud), in the four languages and five time zones, half for the picker's
 * full list and half for the assistant's three times, against a freshly started local twin whose
 * functions read the managers' calendars from the stand-in (Google Calendar API and CalDAV) in a
 * separate process. Writes bench/results/meeting-times.{json,md}. Run: `npx tsx bench/meeting-times.ts`.
 */
const TOTAL = 600;
const CONCURRENCY = 10;
const WARM_UP = 40;
const HERE = dirname(fileURLToPath(import.meta.url));
const RESULTS = resolve(HERE, 'results');

process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
const client = fork(join(HERE, 'meeting-times-client.ts'), { execArgv: ['--import', 'tsx'] });
const [{ env }] = (await once(client, 'message')) as [{ env: Record<string, string> }];
Object.assign(process.env, env);
const dataDir = mkdtempSync(join(tmpdir(), 'meeting-times-'));
const twin = await startTwin({ dataDir, backend: { log: () => undefined } });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const round = (ms: number) => Math.round(ms * 10) / 10;

try {
  client.send({ url: twin.url, total: TOTAL, concurrency: CONCURRENCY, warmUp: WARM_UP } satisfies TimesLoadRequest);
  const [result] = (await once(client, 'message')) as [TimesLoadResult];
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  const report = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    requests: TOTAL,
    concurrency: CONCURRENCY,
    warmUpRequests: WARM_UP,
    throughputPerSecond: Math.round((TOTAL / result.seconds) * 10) / 10,
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted.at(-1) ?? NaN),
    },
    answersWithoutTimes: result.empty,
  };
  const markdown = [
    '# Meeting times under load (local twin)',
    '',
    `${TOTAL} requests to \`/api/meeting-times\`, ${CONCURRENCY} at a time, after ${WARM_UP} warm-up requests, from a separate process against \`startTwin\``,
    `(DynamoDB on disk; the managers' calendars a Google Calendar API and CalDAV stand-in on loopback); ${report.machine.cpus} CPUs, Node ${report.machine.node}; ${report.measuredAt}.`,
    '',
    '| throughput | p50 | p95 | p99 | max |',
    '|---:|---:|---:|---:|---:|',
    `| ${report.throughputPerSecond} answers/s | ${report.latencyMs.p50} ms | ${report.latencyMs.p95} ms | ${report.latencyMs.p99} ms | ${report.latencyMs.max} ms |`,
    '',
    `Answers offering no time: ${result.empty}.`,
    '',
  ].join('\n');
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, 'meeting-times.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(RESULTS, 'meeting-times.md'), markdown);
  console.log(markdown);
  if (result.empty) {
    console.error('FAILED: some answers offered no time');
    process.exitCode = 1;
  }
} finally {
  client.kill();
  await twin.close();
  rmSync(dataDir, { recursive: true, force: true });
}
