import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTwin } from '@site/platform/twin';
import type { TimesLoadRequest, TimesLoadResult } from './meeting-times-client';
import { latencySummary, writeResults } from './load-loop';

/**
 * The slots' answer (`POST /api/meeting-times`): 100 requests one at a time (a visitor alone), then
 * under load, 600 requests 10 at a time (the method's burst in the cloud), in the four languages and five time zones, half for the picker's
 * full list and half for the assistant's three times, against a freshly started local twin whose
 * functions read the managers' calendars from the stand-in (Google Calendar API and CalDAV) in a
 * separate process. Writes bench/results/meeting-times.{json,md}. Run: `npx tsx bench/meeting-times.ts`.
 */
const SCENARIOS = [
  { total: 100, concurrency: 1 },
  { total: 600, concurrency: 10 },
] as const;
const WARM_UP = 40;
const HERE = dirname(fileURLToPath(import.meta.url));

process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
const client = fork(join(HERE, 'meeting-times-client.ts'), { execArgv: ['--import', 'tsx'] });
const [{ env }] = (await once(client, 'message')) as [{ env: Record<string, string> }];
Object.assign(process.env, env);
const dataDir = mkdtempSync(join(tmpdir(), 'meeting-times-'));
const twin = await startTwin({ dataDir, backend: { log: () => undefined } });

try {
  const reports = [];
  for (const { total, concurrency } of SCENARIOS) {
    client.send({ url: twin.url, total, concurrency, warmUp: WARM_UP } satisfies TimesLoadRequest);
    const [result] = (await once(client, 'message')) as [TimesLoadResult];
    reports.push({
      requests: total,
      concurrency,
      throughputPerSecond: Math.round((total / result.seconds) * 10) / 10,
      latencyMs: latencySummary(result.latenciesMs, [95, 99]),
      answersWithoutTimes: result.empty,
    });
  }
  const report = { measuredAt: new Date().toISOString(), machine: { cpus: cpus().length, node: process.version }, warmUpRequests: WARM_UP, scenarios: reports };
  const empty = reports.reduce((sum, scenario) => sum + scenario.answersWithoutTimes, 0);
  const markdown = [
    '# Meeting times (local twin)',
    '',
    `Requests to \`/api/meeting-times\` from a separate process against \`startTwin\`, each scenario after ${WARM_UP} warm-up requests, in the four languages and five zones,`,
    `half for the picker's full list and half for the assistant's three times (DynamoDB on disk; the managers' calendars a Google Calendar API and CalDAV stand-in on loopback);`,
    `${report.machine.cpus} CPUs, Node ${report.machine.node}; ${report.measuredAt}.`,
    '',
    '| requests | at a time | throughput | p50 | p95 | p99 | max |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    ...reports.map(
      (scenario) =>
        `| ${scenario.requests} | ${scenario.concurrency} | ${scenario.throughputPerSecond} answers/s | ${scenario.latencyMs.median} ms | ${scenario.latencyMs.p95} ms | ${scenario.latencyMs.p99} ms | ${scenario.latencyMs.max} ms |`,
    ),
    '',
    `Answers offering no time: ${empty}.`,
    '',
  ].join('\n');
  writeResults('meeting-times', report, markdown);
  if (empty) {
    console.error('FAILED: some answers offered no time');
    process.exitCode = 1;
  }
} finally {
  client.kill();
  await twin.close();
  rmSync(dataDir, { recursive: true, force: true });
}
