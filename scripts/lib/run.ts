import { spawn } from 'node:child_process';

/** Runs a command with inherited output; rejects with its exit code. */
export function run(command: string, args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: options.cwd, env: { ...process.env, ...options.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** A command's exit and its output (stdout and stderr as they came), for commands run side by side whose output must not interleave. */
export interface CapturedRun {
  readonly ok: boolean;
  readonly output: string;
  readonly seconds: number;
}

/** Runs a command with its output captured; never rejects. */
export function runCaptured(command: string, args: readonly string[], options: { cwd?: string } = {}): Promise<CapturedRun> {
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (ok: boolean, tail = '') => resolve({ ok, output: Buffer.concat(chunks).toString('utf8') + tail, seconds: (Date.now() - started) / 1000 });
    child.on('error', (error) => done(false, `\n${error.message}`));
    child.on('close', (code, signal) => done(code === 0, code === 0 ? '' : `\n${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`));
  });
}
