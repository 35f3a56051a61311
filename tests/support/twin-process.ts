import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './builds';
import { childEnv } from './child-env';

/**
 * The local twin as `npm start` runs it, in a process of its own on a free port with empty data,
 * so a test can read its log as an operator would: one JSON record a line from the functions.
 */
export interface TwinProcess {
  readonly url: string;
  /** The JSON records the twin has logged so far. */
  records(): Record<string, unknown>[];
  /** The first record that matches, waiting for it up to `timeoutMs`. */
  waitForRecord(matches: (record: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export async function startTwinProcess(env: Record<string, string> = {}): Promise<TwinProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-twin-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'platform/twin/main.ts'], {
    cwd: REPO_ROOT,
    env: childEnv({ PORT: '0', DATA_DIR: dataDir, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A test process that ends without closing it (a crash, a killed worker) takes the twin along.
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const records = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      });
  const until = async <T>(find: () => T | undefined, timeoutMs: number, what: string): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      if (child.exitCode !== null) throw new Error(`the twin exited (${child.exitCode}) before ${what}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`no ${what} within ${timeoutMs} ms; the twin logged:\n${output.slice(-4000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const url = await until(() => /The site is running at (http:\/\/\S+) /.exec(output)?.[1], 60_000, 'start');
  return {
    url,
    records,
    waitForRecord: (matches, timeoutMs = 30_000) => until(() => records().find(matches), timeoutMs, 'matching record'),
    close: async () => {
      process.off('exit', stop);
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
