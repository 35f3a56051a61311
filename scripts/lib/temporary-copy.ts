import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';
import { REPO_ROOT } from '../../repo-layout';

/**
 * For a test to change: a temporary copy of the repository's `folders` (paths from its root), removed
 * when the test finishes. Imports of the repository's packages resolve from the copy as from the repository.
 */
export function temporaryCopy(folders: readonly string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'repository-'));
  onTestFinished(() => rmSync(root, { recursive: true, force: true }));
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(root, 'node_modules'));
  for (const folder of folders) cpSync(join(REPO_ROOT, folder), join(root, folder), { recursive: true });
  return root;
}
