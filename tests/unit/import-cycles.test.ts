import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../repo-layout';

/** `npm run deps:check`'s cycle rule, run on modules written for the test. */
async function cyclesIn(files: Record<string, string>): Promise<{ failed: boolean; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'import-cycles-'));
  directories.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const depcruise = join(REPO_ROOT, 'node_modules/.bin/depcruise');
  try {
    const { stdout } = await promisify(execFile)(depcruise, [dir, '--config', '.dependency-cruiser.cycles.cjs'], { cwd: REPO_ROOT });
    return { failed: false, output: stdout };
  } catch (error) {
    return { failed: true, output: (error as { stdout: string }).stdout };
  }
}

/**
 * The same rules run on a module written into a copy of `lambdas/` (with what the rules read beside
 * it), so the source tree is never written: a crashed run leaves nothing for the build to meet.
 */
async function layerViolationsOf(path: string, text: string): Promise<{ failed: boolean; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'import-layers-'));
  directories.push(dir);
  cpSync(join(REPO_ROOT, 'lambdas'), join(dir, 'lambdas'), { recursive: true, filter: (source) => !source.includes('node_modules') });
  for (const file of ['.dependency-cruiser.cjs', '.dependency-cruiser.cycles.cjs', 'tsconfig.base.json', 'platform/package.json']) {
    cpSync(join(REPO_ROOT, file), join(dir, file));
  }
  symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, path), text);
  const depcruise = join(REPO_ROOT, 'node_modules/.bin/depcruise');
  try {
    const { stdout } = await promisify(execFile)(depcruise, [path, '--config', '.dependency-cruiser.cycles.cjs'], { cwd: dir });
    return { failed: false, output: stdout };
  } catch (error) {
    return { failed: true, output: (error as { stdout: string }).stdout };
  }
}

const directories: string[] = [];
afterAll(() => {
  for (const dir of directories) rmSync(dir, { recursive: true, force: true });
});

describe('the import cycle check', () => {
  it('fails on two modules that import each other’s types only, which the compiler erases', async () => {
    const result = await cyclesIn({
      'order.ts': "import type { Customer } from './customer';\nexport interface Order { readonly customer: Customer }\n",
      'customer.ts': "import type { Order } from './order';\nexport interface Customer { readonly orders: readonly Order[] }\n",
    });
    expect(result.failed).toBe(true);
    expect(result.output).toContain('no-circular');
  });

  it('passes modules whose imports point one way', async () => {
    const result = await cyclesIn({
      'order.ts': "import type { Customer } from './customer';\nexport interface Order { readonly customer: Customer }\n",
      'customer.ts': 'export interface Customer { readonly name: string }\n',
    });
    expect(result).toMatchObject({ failed: false });
  });
});

describe('the layers of lambdas/shared', () => {
  it('fail the delivery of notifications that names a feature’s outbox itself, a type import too', async () => {
    const result = await layerViolationsOf(
      'lambdas/shared/notifications/layer-probe.ts',
      "import type { VOICE_CONTACTS_OUTBOX } from '../voice/notification';\nexport type Probe = typeof VOICE_CONTACTS_OUTBOX;\n",
    );
    expect(result.failed).toBe(true);
    expect(result.output).toContain('generic-layers-know-no-feature');
  });

  it('fail a lead’s code that reaches voice code, and pass one that keeps to its own feature', async () => {
    const crossing = await layerViolationsOf('lambdas/shared/leads/layer-probe.ts', "export { VOICE_CONTACTS_STORE } from '../voice/personal-data';\n");
    expect(crossing.failed).toBe(true);
    expect(crossing.output).toContain('features-never-import-each-other');
    const own = await layerViolationsOf('lambdas/shared/leads/layer-probe-own.ts', "export { LEADS_STORE } from './personal-data';\n");
    expect(own).toMatchObject({ failed: false });
  });
});
