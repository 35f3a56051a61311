import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_NAMES, REMOTE_NAMES, type AppName } from '@site/model';
import { BUILD_INFO_FILE, buildInfoJson, type BuildInfo } from '@site/platform/build-info';
import { missingExports, recorded, singletonExports, singletonImports, sourcesAt, type SiteSingleton } from '@site/platform/shared-singletons';
import { FRONT_END_APPS, REPO_ROOT } from '../../../repo-layout';
import { sharedContractRefusal } from '../shared-contract';

describe('the contract between the shell and its remotes', () => {
  let exported: Map<SiteSingleton, Set<string>>;
  let dirs: string;
  beforeAll(() => {
    exported = singletonExports(REPO_ROOT);
    dirs = mkdtempSync(join(tmpdir(), 'shared-contract-'));
  });
  afterAll(() => rmSync(dirs, { recursive: true, force: true }));

  /** Stable builds that record only their build info: the contract is all a publish reads of them before it builds. */
  function stableBuilds(described: Partial<Record<AppName, Omit<BuildInfo, 'buildId'>>>): Record<AppName, string> {
    const root = mkdtempSync(join(dirs, 'builds-'));
    return Object.fromEntries(
      APP_NAMES.map((app) => {
        const dir = join(root, app);
        mkdirSync(dir);
        writeFileSync(join(dir, BUILD_INFO_FILE), buildInfoJson(`${app}-stable`, described[app]));
        return [app, dir];
      }),
    ) as Record<AppName, string>;
  }

  // Each of these could be published beside today's shell (`release publish <app> --from <rev>`):
  // an export removed since would break it at run time, which a build never shows.
  it("holds each remote's last five revisions on main to today's exports", () => {
    for (const remote of REMOTE_NAMES) {
      const { workspace } = FRONT_END_APPS[remote];
      const log = spawnSync('git', ['log', '--first-parent', '-5', '--format=%H', 'HEAD', '--', workspace], { cwd: REPO_ROOT, encoding: 'utf8' });
      const revisions = log.stdout.split('\n').filter(Boolean);
      expect(revisions.length, `revisions of ${workspace} (${log.stderr.trim()})`).toBeGreaterThan(0);
      for (const revision of revisions) {
        const imports = singletonImports(sourcesAt(REPO_ROOT, revision, workspace));
        expect(imports.get('@site/model')!.size, `${workspace} at ${revision} imports from @site/model`).toBeGreaterThan(0);
        expect(missingExports(imports, exported, 'this tree'), `${workspace} at ${revision.slice(0, 12)}`).toEqual([]);
      }
    }
  });

  it('refuses a remote that imports a name the stable shell does not export, naming the file and the name', () => {
    const shellExports = recorded(exported);
    const withoutHref = { ...shellExports, '@site/model': shellExports['@site/model'].filter((name) => name !== 'href') };
    expect(sharedContractRefusal('content', 'HEAD', REPO_ROOT, REPO_ROOT, stableBuilds({ shell: { sharedExports: shellExports } }))).toBeUndefined();
    const refusal = sharedContractRefusal('content', 'HEAD', REPO_ROOT, REPO_ROOT, stableBuilds({ shell: { sharedExports: withoutHref } }));
    expect(refusal).toMatch(
      /^content at HEAD would fail at run time beside the stable shell: mfe-content\/src\/\S+ imports href from @site\/model, which the stable shell does not export/,
    );
  });

  it('refuses a shell that no longer exports a name a stable remote imports', () => {
    const builds = stableBuilds({ products: { sharedImports: { '@site/model': ['href', 'removedLongAgo'] } } });
    expect(sharedContractRefusal('shell', 'HEAD', REPO_ROOT, REPO_ROOT, builds)).toBe(
      'shell at HEAD would break the stable remotes at run time: the stable products build imports removedLongAgo from @site/model, which shell at HEAD does not export. Export the names again (marked @deprecated), or publish the shell first; nothing built.',
    );
  });
});
