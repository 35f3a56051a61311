import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A checkout of one commit of its own (`git worktree add --detach`), so a release is built from
 * that commit alone: its app, its shared packages, its build scripts and its lockfile, never the
 * working tree's, which stays as it was whatever happens to the build.
 */
export interface RevisionCheckout {
  readonly root: string;
  /** How its dependencies came: the working tree's installed ones, linked, or installed from its own lockfile. */
  readonly dependencies: 'linked' | 'installed';
}

/** A checkout that could not be made: git refused it, or its dependencies could not be installed. */
export class CheckoutFailed extends Error {
  override readonly name = 'CheckoutFailed';
}

/** Build caches a tool writes into node_modules: each checkout makes its own rather than sharing the working tree's files. */
const CACHES = new Set(['.cache', '.vite', '.vite-temp']);

function git(repoRoot: string, ...args: string[]): void {
  const result = spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new CheckoutFailed(`git ${args.join(' ')} failed: ${result.stderr.trim() || `exit ${result.status}`}`);
}

/**
 * The working tree's node_modules, copied as hard links (no file's bytes are copied: seconds, not
 * an install). The workspaces' own links in them are relative (`@site/model` → `../../packages/model`),
 * so in the checkout they name the checkout's packages. False when `cp` cannot link (not GNU cp).
 */
function linkModules(repoRoot: string, root: string): boolean {
  const from = join(repoRoot, 'node_modules');
  if (!existsSync(from)) return false;
  const to = join(root, 'node_modules');
  mkdirSync(to);
  const entries = readdirSync(from).filter((entry) => !CACHES.has(entry));
  return spawnSync('cp', ['-al', ...entries.map((entry) => join(from, entry)), to]).status === 0;
}

/**
 * The commit's dependencies the cheapest correct way: when its lockfile and patches are the working
 * tree's (whose node_modules were installed from them), those node_modules, linked; otherwise
 * `npm ci` from its own lockfile, patches applied by its postinstall.
 */
function provideDependencies(repoRoot: string, root: string, commit: string, log: (line: string) => void): RevisionCheckout['dependencies'] {
  const sameLock = spawnSync('git', ['diff', '--quiet', commit, '--', 'package-lock.json', 'patches'], { cwd: repoRoot }).status === 0;
  if (sameLock) {
    if (linkModules(repoRoot, root)) return 'linked';
    rmSync(join(root, 'node_modules'), { recursive: true, force: true });
  }
  log(`Installing the dependencies of ${commit.slice(0, 12)} from its own lockfile (npm ci)…`);
  const installed = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], { cwd: root, stdio: 'inherit' });
  if (installed.status !== 0)
    throw new CheckoutFailed(`npm ci in the checkout of ${commit.slice(0, 12)} failed (exit ${installed.status ?? installed.signal})`);
  return 'installed';
}

function removeCheckout(repoRoot: string, root: string): void {
  spawnSync('git', ['worktree', 'remove', '--force', root], { cwd: repoRoot });
  rmSync(root, { recursive: true, force: true });
  spawnSync('git', ['worktree', 'prune'], { cwd: repoRoot });
}

/**
 * Runs `use` in a checkout of `commit` with its dependencies, and removes the checkout afterwards:
 * after `use` returns or throws, and when the command is interrupted (Ctrl+C, a runner's SIGTERM).
 * Checkouts a killed command left are forgotten first (`git worktree prune`).
 */
export async function withRevisionCheckout<T>(
  repoRoot: string,
  commit: string,
  use: (checkout: RevisionCheckout) => Promise<T>,
  log: (line: string) => void = console.log,
): Promise<T> {
  git(repoRoot, 'worktree', 'prune');
  const root = mkdtempSync(join(tmpdir(), `release-${commit.slice(0, 12)}-`));
  const interrupted = (signal: NodeJS.Signals) => {
    removeCheckout(repoRoot, root);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    git(repoRoot, 'worktree', 'add', '--detach', '--quiet', root, commit);
    const dependencies = provideDependencies(repoRoot, root, commit, log);
    return await use({ root, dependencies });
  } finally {
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
    removeCheckout(repoRoot, root);
  }
}
