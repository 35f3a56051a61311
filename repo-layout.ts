import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_APPS, REMOTE_NAMES, type AppName, type RemoteName } from '@site/model';

export const REPO_ROOT = dirname(fileURLToPath(import.meta.url));

/**
 * The repository's front-end apps: the one list the build, the dev servers and the shell's dev
 * proxy, the release plan and the deployables derive from. Remotes first, so a shell build never
 * waits on them but the pages can. (package.json's workspaces and deploy scripts, and the
 * dependency rules, cannot import it: tests/unit/apps.test.ts holds them to it.)
 */
export const FRONT_END_APPS = {
  products: { workspace: 'mfe-products', devPort: 5171 },
  content: { workspace: 'mfe-content', devPort: 5172 },
  voice: { workspace: 'mfe-voice', devPort: 5173 },
  shell: { workspace: 'shell', devPort: 5170 },
} as const satisfies Record<AppName, { readonly workspace: string; readonly devPort: number }>;

export type Workspace = (typeof FRONT_END_APPS)[AppName]['workspace'];

/** The apps' workspaces, in build order. */
export const WORKSPACES: readonly Workspace[] = Object.values(FRONT_END_APPS).map((app) => app.workspace);

/** The local twin's port under `npm run dev`, behind the shell's dev server. */
export const API_DEV_PORT = 5179;

/** Where each deployable artefact is built, as the cloud's buckets would hold them. */
export interface SiteLayout {
  /** Prerendered pages (an `index.html` per route, `404.html`, sitemap, robots). */
  readonly pagesDir: string;
  /** The shell's build: its `index.html` template and assets. */
  readonly shellDir: string;
  /** Each remote's build, served under `/mfe/<name>/`. */
  readonly remoteDirs: Readonly<Record<RemoteName, string>>;
}

export function defaultLayout(root = REPO_ROOT): SiteLayout {
  return {
    pagesDir: resolve(root, 'dist/pages'),
    shellDir: resolve(root, FRONT_END_APPS.shell.workspace, 'dist'),
    remoteDirs: Object.fromEntries(REMOTE_NAMES.map((name) => [name, resolve(root, FRONT_END_APPS[name].workspace, 'dist')])) as Record<RemoteName, string>,
  };
}

/** Which remote a request path belongs to, and the file path inside that remote's build. */
export function remoteForPath(path: string): { remote: RemoteName; file: string } | null {
  for (const remote of REMOTE_NAMES) {
    const { basePath } = REMOTE_APPS[remote];
    if (path.startsWith(basePath)) return { remote, file: path.slice(basePath.length) };
  }
  return null;
}
