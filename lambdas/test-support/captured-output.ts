import { vi } from 'vitest';

/**
 * Captures what the functions print (Powertools writes JSON log lines and EMF metrics to
 * stdout/stderr), keeping test output quiet. Read `records()` for the parsed JSON lines.
 */
export function captureOutput() {
  const chunks: string[] = [];
  const capture = (chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  };
  const spies = [vi.spyOn(process.stdout, 'write').mockImplementation(capture), vi.spyOn(process.stderr, 'write').mockImplementation(capture)];
  const records = (): Record<string, unknown>[] =>
    chunks
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    text: () => chunks.join(''),
    records,
    /** The values of a metric in the EMF lines printed since the last clear, in order. */
    metricValues: (metric: string): unknown[] => records().flatMap((record) => (metric in record ? [record[metric]] : [])),
    clear: () => {
      chunks.length = 0;
    },
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}
