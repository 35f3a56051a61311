import { APP_NAMES, type AppName } from '@site/model';
import { FRONT_END_APPS, type Workspace } from '../../repo-layout';
import { siteStackName } from './site-apps';

/** The front-end apps a team releases alone, by the workspace `npm run build -- <dir>` builds. */
export const RELEASABLE_APPS: Readonly<Record<AppName, Workspace>> = Object.fromEntries(APP_NAMES.map((app) => [app, FRONT_END_APPS[app].workspace])) as Record<
  AppName,
  Workspace
>;
export type ReleasableApp = AppName;

export interface Command {
  readonly command: string;
  readonly args: readonly string[];
  /** Extra environment for the command. */
  readonly env?: Readonly<Record<string, string>>;
}

export interface ReleasePlan {
  /** For a rollback: the app's workspace, released from `revision`'s sources. */
  readonly rollback?: { readonly workspace: string; readonly revision: string };
  /**
   * A remote's release renders the pages with the shell build in shell/dist, which must be the
   * deployed shell's, or the pages would mix builds; the shell's own release brings its shell.
   */
  readonly checkShell: boolean;
  readonly commands: readonly Command[];
}

export const USAGE = `deploy-app.ts all | ${Object.keys(RELEASABLE_APPS).join(' | ')} [--revision <git-ref>] [cdk deploy options]`;

/**
 * What `npm run deploy` (and `infra/bin/deploy-app.ts <app> [--revision <ref>]`, the per-app deployment releases replaced) do, from their arguments:
 *
 * - `all`: build everything, deploy every stack;
 * - `<app>`: build that app and the pages (which show every app), deploy that app's stack and the
 *   pages stack only (`--exclusively`), so no other app is touched and the shell is not rebuilt
 *   (for a remote, only when shell/dist holds the deployed shell's build: `checkShell`);
 * - `<app> --revision <git-ref>`: the same from that revision's sources of the app (a rollback).
 *
 * Other arguments go to `cdk deploy`. With a custom domain, the build gets it as SITE_ORIGIN, so
 * the pages' canonical URLs name it.
 */
export function planRelease(argv: readonly string[], domainName?: string): ReleasePlan {
  const [target, ...rest] = argv;
  const at = rest.indexOf('--revision');
  const revision = at === -1 ? undefined : rest[at + 1];
  const cdkArgs = at === -1 ? rest : rest.filter((_, i) => i !== at && i !== at + 1);
  const env = domainName ? { SITE_ORIGIN: `https://${domainName}` } : undefined;

  if (target === 'all' && at === -1) {
    return {
      checkShell: false,
      commands: [
        { command: 'npm', args: ['run', 'build'], env },
        { command: 'npx', args: ['cdk', 'deploy', '--all', ...cdkArgs] },
      ],
    };
  }
  if (!target || !(target in RELEASABLE_APPS)) throw new Error(`Usage: ${USAGE}`);
  if (at !== -1 && (!revision || revision.startsWith('-'))) throw new Error('--revision needs a git revision: a commit, a tag or e.g. HEAD~1.');
  const app = target as ReleasableApp;
  const workspace = RELEASABLE_APPS[app];
  return {
    rollback: revision ? { workspace, revision } : undefined,
    checkShell: app !== 'shell',
    commands: [
      { command: 'npm', args: ['run', 'build', '--', workspace], env },
      { command: 'npx', args: ['cdk', 'deploy', siteStackName(app), siteStackName('pages'), '--exclusively', ...cdkArgs] },
    ],
  };
}
