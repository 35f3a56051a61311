import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../repo-layout';
import { fileAt, scratchCommit } from '../../../tests/support/scratch-commit';
import { withRevisionCheckout } from '../revision-checkout';

const INDEX = 'packages/model/src/index.ts';
/** A checkout and its removal move tens of thousands of links: seconds on a quiet machine, a minute on a busy one. */
const CHECKOUT_MS = 180_000;
const worktrees = () => execFileSync('git', ['worktree', 'list', '--porcelain'], { cwd: REPO_ROOT, encoding: 'utf8' });

/** A revision whose shared package says something the working tree's does not. */
function revisionWithProbe(): { commit: string; probe: string } {
  const probe = `export const CHECKOUT_PROBE = 'probe-${Date.now()}';\n`;
  return { commit: scratchCommit(REPO_ROOT, 'HEAD', { [INDEX]: fileAt(REPO_ROOT, 'HEAD', INDEX) + probe }, 'a checkout probe'), probe };
}

describe('a checkout of a revision, for a release built from its own commit', () => {
  it(
    "holds the revision's shared packages, reached through its own dependencies, and is gone afterwards",
    async () => {
      const { commit, probe } = revisionWithProbe();
      const root = await withRevisionCheckout(
        REPO_ROOT,
        commit,
        async (checkout) => {
          expect(execFileSync('git', ['rev-parse', 'HEAD'], { cwd: checkout.root, encoding: 'utf8' }).trim()).toBe(commit);
          // The lockfile is the working tree's: its installed dependencies, linked, with the workspaces' links naming the checkout's packages.
          expect(checkout.dependencies).toBe('linked');
          const model = realpathSync(join(checkout.root, 'node_modules/@site/model'));
          expect(model).toBe(join(realpathSync(checkout.root), 'packages/model'));
          expect(readFileSync(join(model, 'src/index.ts'), 'utf8')).toContain(probe);
          expect(worktrees()).toContain(checkout.root);
          return checkout.root;
        },
        () => {},
      );
      expect(existsSync(root)).toBe(false);
      expect(worktrees()).not.toContain(root);
      expect(readFileSync(join(REPO_ROOT, INDEX), 'utf8')).not.toContain(probe);
    },
    CHECKOUT_MS,
  );

  it(
    'is removed when what runs in it fails',
    async () => {
      const { commit } = revisionWithProbe();
      let root = '';
      await expect(
        withRevisionCheckout(
          REPO_ROOT,
          commit,
          async (checkout) => {
            root = checkout.root;
            throw new Error('the build failed');
          },
          () => {},
        ),
      ).rejects.toThrow('the build failed');
      expect(root).not.toBe('');
      expect(existsSync(root)).toBe(false);
      expect(worktrees()).not.toContain(root);
    },
    CHECKOUT_MS,
  );
});
