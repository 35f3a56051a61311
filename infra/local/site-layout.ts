import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_APPS, type RemoteName } from '@site/model';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

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
    shellDir: resolve(root, 'shell/dist'),
    remoteDirs: {
      products: resolve(root, 'mfe-products/dist'),
      content: resolve(root, 'mfe-content/dist'),
      voice: resolve(root, 'mfe-voice/dist'),
    },
  };
}

/** Which remote a request path belongs to, and the file path inside that remote's build. */
export function remoteForPath(path: string): { remote: RemoteName; file: string } | null {
  for (const [remote, app] of Object.entries(REMOTE_APPS) as [RemoteName, (typeof REMOTE_APPS)[RemoteName]][]) {
    if (path.startsWith(app.basePath)) return { remote, file: path.slice(app.basePath.length) };
  }
  return null;
}
