import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRONT_END_APPS, REPO_ROOT } from '../../repo-layout';
import { missingExports, recorded, singletonImports, sourcesAt, sourcesIn, type SiteSingleton } from '../shared-singletons';

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
    expect(recorded(imports)).toEqual({ '@site/model': ['href', 'pageUrl'], '@site/i18n': ['t'], '@site/ui': ['Button'] });
    const exported = new Map<SiteSingleton, Set<string>>([
      ['@site/model', new Set(['href'])],
      ['@site/ui', new Set(['Button'])],
      ['@site/i18n', new Set(['t'])],
    ]);
    expect(missingExports(imports, exported, 'the stable shell')).toEqual([
      'src/page.tsx imports pageUrl from @site/model, which the stable shell does not export',
    ]);
  });

  it('are the same read from the disk as from git', () => {
    const { workspace } = FRONT_END_APPS.content;
    const onDisk = recorded(singletonImports(sourcesIn(join(REPO_ROOT, workspace), REPO_ROOT)));
    const committed = spawnSync('git', ['diff', '--quiet', 'HEAD', '--', workspace], { cwd: REPO_ROOT }).status === 0;
    if (committed) expect(onDisk).toEqual(recorded(singletonImports(sourcesAt(REPO_ROOT, 'HEAD', workspace))));
    expect(onDisk['@site/model']).toContain('href');
  });
});
