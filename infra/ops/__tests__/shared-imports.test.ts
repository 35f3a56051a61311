import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '@site/model';
import { FRONT_END_APPS, REPO_ROOT } from '../../../repo-layout';
import { fileAt, scratchCommit } from '../../../tests/support/scratch-commit';
import { missingExports, singletonExports, singletonImports, sourcesAt } from '../shared-imports';

describe("the names a remote imports from the site's shared singletons", () => {
  it('are its value imports and re-exports, not its types', () => {
    const imports = singletonImports([
      {
        path: 'src/page.tsx',
        text: [
          "import { href, type Language, pageUrl as urlOf } from '@site/model';",
          "import type { Product } from '@site/model';",
          "import { Button } from '@site/ui';",
          "import * as i18n from '@site/i18n';",
          "import { z } from 'zod';",
          "export { t, type Keys } from '@site/i18n';",
          "export * from '@site/ui';",
        ].join('\n'),
      },
    ]);
    expect([...imports.get('@site/model')!.keys()]).toEqual(['href', 'pageUrl']);
    expect([...imports.get('@site/ui')!.keys()]).toEqual(['Button']);
    expect([...imports.get('@site/i18n')!.keys()]).toEqual(['t']);
    const exported = new Map([
      ['@site/model', new Set(['href'])],
      ['@site/ui', new Set(['Button'])],
      ['@site/i18n', new Set(['t'])],
    ] as const);
    expect(missingExports(imports, exported)).toEqual(['src/page.tsx imports pageUrl from @site/model, which no longer exports it']);
  });

  // Each of these could be published beside today's shell (`release publish <app> --from <rev>`):
  // an export removed since would break it at run time, which a build never shows.
  it("of each remote's last five revisions on main are all still exported", async () => {
    const exported = await singletonExports();
    for (const remote of REMOTE_NAMES) {
      const { workspace } = FRONT_END_APPS[remote];
      const log = spawnSync('git', ['log', '--first-parent', '-5', '--format=%H', 'HEAD', '--', workspace], { cwd: REPO_ROOT, encoding: 'utf8' });
      const revisions = log.stdout.split('\n').filter(Boolean);
      expect(revisions.length, `revisions of ${workspace} (${log.stderr.trim()})`).toBeGreaterThan(0);
      for (const revision of revisions) {
        const imports = singletonImports(sourcesAt(REPO_ROOT, revision, workspace));
        expect([...imports.get('@site/model')!.keys()].length, `${workspace} at ${revision} imports from @site/model`).toBeGreaterThan(0);
        expect(missingExports(imports, exported), `${workspace} at ${revision.slice(0, 12)}`).toEqual([]);
      }
    }
  });

  it('refuse the publish of a revision that imports a name no longer exported, before anything is built', () => {
    const file = 'mfe-content/src/components/case-card.tsx';
    const revision = scratchCommit(
      REPO_ROOT,
      'HEAD',
      { [file]: `${fileAt(REPO_ROOT, 'HEAD', file)}export { removedLongAgo } from '@site/model';\n` },
      'a content remote that imports a name the shared model has dropped',
    );
    const work = mkdtempSync(join(tmpdir(), 'shared-imports-'));
    try {
      const published = spawnSync('npx', ['tsx', 'infra/bin/release.ts', 'publish', 'content', '--from', revision], {
        cwd: REPO_ROOT,
        env: { ...process.env, DATA_DIR: work },
        encoding: 'utf8',
      });
      expect(published.status, published.stdout).toBe(1);
      expect(published.stderr).toContain(`${file} imports removedLongAgo from @site/model, which no longer exports it`);
      expect(published.stdout).not.toContain('Building');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 60_000);
});
