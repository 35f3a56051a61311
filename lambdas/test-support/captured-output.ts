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
  return {
    text: () => chunks.join(''),
    records: (): Record<string, unknown>[] =>
      chunks
        .join('')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    clear: () => {
      chunks.length = 0;
    },
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}
