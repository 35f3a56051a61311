import { REMOTE_NAMES, type AppName } from '@site/model';
import { readBuildInfo } from '@site/platform/build-info';
import { exportsFromRecord, fromRecord, missingExports, singletonExports, singletonImports, sourcesAt } from '@site/platform/shared-singletons';
import { FRONT_END_APPS } from '../../repo-layout';

/**
 * Why the app at `commit` cannot run beside the stable builds in `appDirs` (the site's shared
 * singletons, platform/shared-singletons.ts), or undefined when it can: checked before it is built.
 * A remote's imports are read from its sources at the commit and compared with the names the stable
 * shell's build records; a shell's exports are read in its checkout and compared with the names each
 * stable remote's build records. A build made before builds recorded them is compared with this tree's packages.
 */
export function sharedContractRefusal(
  app: AppName,
  commit: string,
  repoRoot: string,
  checkoutRoot: string,
  appDirs: Readonly<Record<AppName, string>>,
): string | undefined {
  const at = `${app} at ${commit.slice(0, 12)}`;
  const fix = 'Export the names again (marked @deprecated), or publish the shell first; nothing built.';
  if (app === 'shell') {
    const exported = singletonExports(checkoutRoot);
    const missing = REMOTE_NAMES.flatMap((remote) => {
      const { sharedImports } = readBuildInfo(appDirs[remote]);
      return sharedImports ? missingExports(fromRecord(sharedImports, `the stable ${remote} build`), exported, at) : [];
    });
    return missing.length ? `${at} would break the stable remotes at run time: ${missing.join('; ')}. ${fix}` : undefined;
  }
  const { sharedExports } = readBuildInfo(appDirs.shell);
  const [exported, provider] = sharedExports
    ? [exportsFromRecord(sharedExports), 'the stable shell']
    : [singletonExports(repoRoot), 'the shell built from this tree (the stable shell records no exports)'];
  const missing = missingExports(singletonImports(sourcesAt(repoRoot, commit, FRONT_END_APPS[app].workspace)), exported, provider);
  return missing.length ? `${at} would fail at run time beside the stable shell: ${missing.join('; ')}. ${fix}` : undefined;
}
