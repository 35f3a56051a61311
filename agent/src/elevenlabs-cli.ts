import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DATA_POLICY, ELEVENLABS_ENVIRONMENTS } from '@site/model';

/**
 * Runs the official ElevenLabs CLI (`@elevenlabs/cli`, a launcher for its prebuilt binary) in a
 * project folder. It reads the key from ELEVENLABS_API_KEY and honours ELEVENLABS_BASE_URL, so the
 * same commands reach ElevenLabs or a stand-in on loopback. Unset, the base URL is that of the
 * environment the site's assistant talks to (`DATA_POLICY.voiceEnvironment`), whatever region the
 * CLI's own `residency` setting names: the agent must live where the token endpoint asks for it.
 */
const require = createRequire(import.meta.url);
const LAUNCHER = join(dirname(require.resolve('@elevenlabs/cli/package.json')), 'bin', 'cli.js');

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export class CliError extends Error {}

/** ElevenLabs answered 404: what the call named is not there (deleted in the dashboard, say). */
export class NotOnElevenLabs extends CliError {}

/** The key the CLI needs, checked before the first call so the error says what to set. */
export function requireApiKey(): void {
  if (!process.env.ELEVENLABS_API_KEY?.trim()) {
    throw new CliError('Set ELEVENLABS_API_KEY to an ElevenLabs API key with access to Agents (ElevenLabs → Developers → API keys).');
  }
}

/**
 * Runs one CLI command in `cwd`; `echo` streams its output as it comes (the workflow commands'
 * progress), `input` goes to its standard input (a request body too long for an argument).
 */
export function runCli(cwd: string, args: readonly string[], options: { echo?: boolean; input?: string } = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const env = { ELEVENLABS_BASE_URL: ELEVENLABS_ENVIRONMENTS[DATA_POLICY.voiceEnvironment].apiUrl, ...process.env };
    const child = spawn(process.execPath, [LAUNCHER, ...args], { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdin.end(options.input ?? '');
    // Decoded once at the end: a chunk may end inside a character of a Cyrillic text.
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      stdout.push(chunk);
      if (options.echo) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr.push(chunk);
      if (options.echo) process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, stdout: Buffer.concat(stdout).toString('utf8'), stderr: Buffer.concat(stderr).toString('utf8') }));
  });
}

/**
 * A workflow command (`tools push`, `agents push`, …) that must succeed. The CLI (1.3.0) reports an
 * item it could not push as an `Error processing …` line and still exits 0, so that line fails it too.
 */
export async function runWorkflow(cwd: string, args: readonly string[]): Promise<void> {
  const result = await runCli(cwd, args, { echo: true });
  const itemError = /^Error processing .*$/m.exec(`${result.stdout}\n${result.stderr}`);
  if (result.code !== 0 || itemError) throw new CliError(`elevenlabs ${args.join(' ')} failed: ${itemError?.[0] ?? `exit ${result.code}`}`);
}

/** An API command (one request), answered with the server's response body as it sent it (`--format raw`). */
export async function callApiText(cwd: string, args: readonly string[], options: { body?: unknown } = {}): Promise<string> {
  // The body goes through standard input: a knowledge base document is longer than an argument may be.
  const bodyArgs = options.body === undefined ? [] : ['--json', '-'];
  const input = options.body === undefined ? undefined : JSON.stringify(options.body);
  const result = await runCli(cwd, [...args, ...bodyArgs, '--format', 'raw'], { input });
  if (result.code !== 0) {
    // The CLI prints the server's body on standard output and `Error: HTTP <status>` on standard error.
    const Failure = /\bHTTP 404\b/.test(result.stderr) ? NotOnElevenLabs : CliError;
    throw new Failure(`elevenlabs ${args.join(' ')} failed (exit ${result.code}): ${(result.stderr || result.stdout).trim().slice(0, 2000)}`);
  }
  return result.stdout;
}

/** What `call` answers, or undefined when ElevenLabs has no such thing (404). */
export async function unlessMissing<T>(call: Promise<T>): Promise<T | undefined> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof NotOnElevenLabs) return undefined;
    throw error;
  }
}

/** An API command (one request), answered with the server's JSON as it sent it. */
export async function callApi<T>(cwd: string, args: readonly string[], options: { body?: unknown } = {}): Promise<T> {
  const stdout = await callApiText(cwd, args, options);
  try {
    return JSON.parse(stdout) as T;
  } catch {
    throw new CliError(`elevenlabs ${args.join(' ')} answered something that is not JSON: ${stdout.slice(0, 500)}`);
  }
}

/**
 * `task` for each item, at most `limit` at a time, results in the items' order: the knowledge base
 * is dozens of documents, each a CLI request of its own, which one after another would take minutes.
 */
export async function inParallel<Item, Result>(items: readonly Item[], limit: number, task: (item: Item) => Promise<Result>): Promise<Result[]> {
  const results: Result[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const at = next++;
      results[at] = await task(items[at]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** How many CLI requests run at once when many of one kind are due (knowledge base documents). */
export const CONCURRENT_REQUESTS = 6;
