import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { planRelease, type Command } from '../lib/release-plan';

/**
 * Runs `npm run deploy`, `deploy:<app>` and `rollback:<app> -- <git-ref>` (see planRelease). A
 * rollback swaps the app's sources for the revision's while it builds and deploys, then puts
 * HEAD's back, whatever happens.
 */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function run({ command, args, env }: Command): void {
  console.log(`\n$ ${env ? `${Object.entries(env).map(([k, v]) => `${k}=${v}`).join(' ')} ` : ''}${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.slice(0, 2).join(' ')} failed (exit ${result.status ?? result.signal}).`);
}

function git(...args: string[]): string {
  const result = spawnSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim() || `exit ${result.status}`}`);
  return result.stdout.trim();
}

function configuredDomain(): string | undefined {
  const { context } = JSON.parse(readFileSync(resolve(REPO_ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const domain = context['site:domainName'];
  return typeof domain === 'string' && domain && !process.env.SITE_ORIGIN ? domain : undefined;
}

function release(argv: readonly string[]): void {
  const plan = planRelease(argv, configuredDomain());
  if (!plan.rollback) {
    plan.commands.forEach(run);
    return;
  }
  const { workspace, revision } = plan.rollback;
  const commit = git('rev-parse', '--verify', `${revision}^{commit}`);
  if (git('status', '--porcelain', '--', workspace)) {
    throw new Error(`${workspace}/ has local changes; commit or stash them first, since the rollback swaps its sources.`);
  }
  console.log(`Releasing ${workspace} as of ${commit.slice(0, 12)} (${revision}).`);
  git('restore', `--source=${commit}`, '--worktree', '--', workspace);
  try {
    plan.commands.forEach(run);
  } finally {
    git('restore', '--source=HEAD', '--worktree', '--', workspace);
  }
  console.log(`\n✓ ${workspace} is live as of ${revision}; its sources are back at HEAD and its dist/ holds the released build.`);
}

try {
  release(process.argv.slice(2));
} catch (error) {
  console.error(`\n✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
