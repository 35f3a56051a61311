import { spawnSync } from 'node:child_process';
import { readBuildId } from '@site/platform/build-info';
import { deployedSite } from '../lib/cdk-context';
import { release } from '../lib/release';
import { deployedShellBuild } from '../lib/release-guard';
import type { Command } from '../lib/release-plan';
import { defaultLayout, REPO_ROOT } from '../../repo-layout';

/** Runs `npm run deploy` (every stack; `<app> [--revision <git-ref>]` for one app's stacks, which `npm run release` replaced for teams) (infra/lib/release.ts). */
function run({ command, args, env }: Command): void {
  console.log(
    `\n$ ${
      env
        ? `${Object.entries(env)
            .map(([k, v]) => `${k}=${v}`)
            .join(' ')} `
        : ''
    }${command} ${args.join(' ')}`,
  );
  const result = spawnSync(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.slice(0, 2).join(' ')} failed (exit ${result.status ?? result.signal}).`);
}

function git(...args: string[]): string {
  const result = spawnSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr.trim() || `exit ${result.status}`}`);
  return result.stdout.trim();
}

const site = deployedSite();
try {
  await release(process.argv.slice(2), {
    run,
    git,
    localShellBuild: () => readBuildId(defaultLayout().shellDir),
    deployedShellBuild: (profile) => deployedShellBuild(site, profile),
    log: (line) => console.log(line),
    domainName: site.domainName && !process.env.SITE_ORIGIN ? site.domainName : undefined,
  });
} catch (error) {
  console.error(`\n✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
