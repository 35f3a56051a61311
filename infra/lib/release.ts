import { planRelease, type Command } from './release-plan';
import { assertSameShell } from './release-guard';

/** What a release does to the world, handed in so that the steps can be tested without it. */
export interface ReleaseEffects {
  readonly run: (command: Command) => void;
  readonly git: (...args: string[]) => string;
  /** The shell build in shell/dist, which a remote's release renders the pages with. */
  readonly localShellBuild: () => string | undefined;
  /** The shell build that is live; `profile` is the one `cdk deploy` is given, if any. */
  readonly deployedShellBuild: (profile?: string) => Promise<string | undefined>;
  readonly log: (line: string) => void;
  readonly domainName?: string;
}

/**
 * `npm run deploy`, and `deploy-app.ts <app> [--revision <git-ref>]` (see planRelease; a team releases with `npm run release` now). A remote's
 * release first checks that the pages would be rendered with the deployed shell's build. A
 * rollback swaps the app's sources for the revision's while it builds and deploys, then puts
 * HEAD's back, whatever happens.
 */
export async function release(argv: readonly string[], effects: ReleaseEffects): Promise<void> {
  const plan = planRelease(argv, effects.domainName);
  if (plan.checkShell) {
    const at = argv.indexOf('--profile');
    const profile = at === -1 ? undefined : argv[at + 1];
    assertSameShell(argv[0]!, effects.localShellBuild(), await effects.deployedShellBuild(profile));
  }
  if (!plan.rollback) {
    plan.commands.forEach(effects.run);
    return;
  }
  const { workspace, revision } = plan.rollback;
  const commit = effects.git('rev-parse', '--verify', `${revision}^{commit}`);
  if (effects.git('status', '--porcelain', '--', workspace)) {
    throw new Error(`${workspace}/ has local changes; commit or stash them first, since the rollback swaps its sources.`);
  }
  effects.log(`Releasing ${workspace} as of ${commit.slice(0, 12)} (${revision}).`);
  effects.git('restore', `--source=${commit}`, '--worktree', '--', workspace);
  try {
    plan.commands.forEach(effects.run);
  } finally {
    effects.git('restore', '--source=HEAD', '--worktree', '--', workspace);
  }
  effects.log(`\n✓ ${workspace} is live as of ${revision}; its sources are back at HEAD and its dist/ holds the released build.`);
}
