import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A commit of `base` with `files` changed (a path's new text, or null to delete it), written into the
 * repository's objects only: no branch, index or working-tree file moves, so a test can publish a
 * revision that never was checked out. Git forgets it at its next garbage collection.
 */
export function scratchCommit(repoRoot: string, base: string, files: Readonly<Record<string, string | null>>, message: string): string {
  const scratch = mkdtempSync(join(tmpdir(), 'scratch-index-'));
  const who = { name: 'scratch commit', email: 'scratch@localhost' };
  const env = {
    ...process.env,
    GIT_INDEX_FILE: join(scratch, 'index'),
    GIT_AUTHOR_NAME: who.name,
    GIT_AUTHOR_EMAIL: who.email,
    GIT_COMMITTER_NAME: who.name,
    GIT_COMMITTER_EMAIL: who.email,
  };
  const git = (args: string[], input?: string) => execFileSync('git', args, { cwd: repoRoot, env, input, encoding: 'utf8' }).trim();
  try {
    git(['read-tree', base]);
    for (const [path, text] of Object.entries(files)) {
      if (text === null) git(['update-index', '--force-remove', path]);
      else git(['update-index', '--add', '--cacheinfo', `100644,${git(['hash-object', '-w', '--stdin'], text)},${path}`]);
    }
    return git(['commit-tree', git(['write-tree']), '-p', base, '-m', message]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** A file's text at a revision. */
export function fileAt(repoRoot: string, revision: string, path: string): string {
  return execFileSync('git', ['show', `${revision}:${path}`], { cwd: repoRoot, encoding: 'utf8' });
}
