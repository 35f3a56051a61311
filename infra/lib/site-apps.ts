import { REMOTE_APPS, REMOTE_NAMES, type RemoteName } from '@site/model';
import { FRONT_END_APPS, type SiteLayout } from '../../repo-layout';
import type { SiteConfig } from './config';

/**
 * The static deployables: the shell, each remote, and the prerendered pages. Each one is a stack
 * with its own bucket, so a team deploys its app without touching the others. The edge finds the
 * buckets by name (not by stack reference), which keeps the five stacks independent.
 */
export type SiteAppId = 'shell' | RemoteName | 'pages';

export interface SiteApp {
  readonly id: SiteAppId;
  /** The workspace `npm run build -- <dir>` rebuilds; pages are refreshed by every build. */
  readonly workspace?: string;
  /** Where the app is served: `/` or `/mfe/<name>/`. Objects are stored under the same key prefix. */
  readonly basePath: string;
  readonly buildDir: string;
  /**
   * Another build whose files this deployable also serves at its base path (its own files win):
   * the pages carry the shell's files outside `/assets/`, see `siteApps`.
   */
  readonly alsoServes?: { readonly dir: string; readonly label: string; readonly files: (file: string) => boolean };
}

export function siteApps(layout: SiteLayout): readonly SiteApp[] {
  return [
    { id: 'shell', workspace: FRONT_END_APPS.shell.workspace, basePath: '/', buildDir: layout.shellDir },
    ...REMOTE_NAMES.map((name): SiteApp => ({
      id: name,
      workspace: FRONT_END_APPS[name].workspace,
      basePath: REMOTE_APPS[name].basePath,
      buildDir: layout.remoteDirs[name],
    })),
    // The default behaviour reads the release bucket, then (before the first release) one other
    // bucket: an origin group holds two. Before releases it read the pages, then the shell, so the
    // pages' bucket carries the shell's files that behaviour served (all but `/assets/*`, a
    // behaviour of its own): `/favicon.svg` is not a 404 until the first `release -- publish --aws`.
    { id: 'pages', basePath: '/', buildDir: layout.pagesDir, alsoServes: { dir: layout.shellDir, label: 'shell', files: servedByDefaultBehaviour } },
  ];
}

/** A shell file the distribution's default behaviour serves (`/assets/*` has a behaviour of its own). */
export function servedByDefaultBehaviour(file: string): boolean {
  return !file.startsWith('assets/');
}

export function siteStackName(id: SiteAppId): string {
  return `Site-${id}`;
}

/** Globally unique and known before deployment, so the edge can point at it without an export. */
export function siteBucketName(config: SiteConfig, id: SiteAppId): string {
  return `${config.name}-${id}-${config.account}-${config.region}`;
}

/** Where the edge stack publishes its distribution id for the site buckets' policies. */
export function distributionIdParameter(config: SiteConfig): string {
  return `/${config.name}/edge/distribution-id`;
}

/** The release bucket (`npm run release -- --aws`): every build and site release, immutable; named like the site buckets. */
export function releaseBucketName(config: SiteConfig): string {
  return `${config.name}-releases-${config.account}-${config.region}`;
}
