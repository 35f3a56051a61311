import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the load benches share: their request loop, their percentiles and where their results go. */

const RESULTS = resolve(dirname(fileURLToPath(import.meta.url)), 'results');

/** The value at percentile `p` of ascending `sorted` (nearest rank). */
export const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Milliseconds to a tenth, as the reports print them. */
export const roundMs = (ms: number) => Math.round(ms * 10) / 10;

/** The samples' count, median, the given percentiles and maximum, ms. */
export function latencySummary<P extends number>(samples: readonly number[], percentiles: readonly P[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = Object.fromEntries(percentiles.map((p) => [`p${p}`, roundMs(percentile(sorted, p))])) as Record<`p${P}`, number>;
  return { count: sorted.length, median: roundMs(percentile(sorted, 50)), ...at, max: roundMs(sorted.at(-1) ?? NaN) };
}

/**
 * Sends `count` requests, `concurrency` at a time, numbered from `offset`: each worker takes the
 * next number as soon as its request is answered. Returns each request's time and the whole run's.
 */
export async function timedRequests(
  count: number,
  concurrency: number,
  offset: number,
  request: (index: number) => Promise<void>,
): Promise<{ latenciesMs: number[]; seconds: number }> {
  const latenciesMs: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const index = offset + next++;
        const sentAt = performance.now();
        await request(index);
        latenciesMs.push(performance.now() - sentAt);
      }
    }),
  );
  return { latenciesMs, seconds: (performance.now() - started) / 1000 };
}

/** Writes bench/results/`name`.json and .md and prints the markdown. */
export function writeResults(name: string, report: unknown, markdown: string): void {
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(RESULTS, `${name}.md`), markdown);
  console.log(markdown);
}
