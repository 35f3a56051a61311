/**
 * The one federation setup of the four Vite builds. Every app imports it, so the shared singletons
 * cannot drift between the shell and the remotes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { federation } from '@module-federation/vite';
import { REMOTE_APPS, type ExposeName, type RemoteName } from '@site/model';
import { BUILD_INFO_FILE, buildInfoJson } from '@site/platform/build-info';
import { API_DEV_PORT, FRONT_END_APPS } from './repo-layout';
import type { Plugin, ServerOptions } from 'vite';

/**
 * Provided by the shell, the only app that bundles them: it lends the remotes the very modules it
 * runs on, once a remote is first needed. Workspace packages are shared by their root export only:
 * a subpath key would make every app evaluate its own copy. Caret ranges let remotes built a
 * little earlier or later run on the shell's copy.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.3.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.3.0' },
  i18next: { singleton: true, requiredVersion: '^27.1.0' },
  'react-i18next': { singleton: true, requiredVersion: '^18.0.0' },
  '@site/model': { singleton: true, requiredVersion: '^0.1.0' },
  '@site/i18n': { singleton: true, requiredVersion: '^0.1.0' },
  '@site/ui': { singleton: true, requiredVersion: '^0.1.0' },
};

/**
 * The versions of the shared singletons installed here, which the shell provides to the remotes
 * (shell/src/federation/federation-runtime.ts) under `__SHARED_VERSIONS__`.
 */
export function sharedVersions(): Record<string, string> {
  return Object.fromEntries(
    Object.keys(sharedSingletons).map((name) => {
      const manifest = JSON.parse(readFileSync(resolve(import.meta.dirname, 'node_modules', name, 'package.json'), 'utf8')) as { version: string };
      return [name, manifest.version];
    }),
  );
}

/**
 * A remote: its manifest and entry at `/mfe/<name>/`, the shell's runtime, the shared singletons, its
 * build info. `exposes` gives the file of every module the app registry (`REMOTE_APPS`) says it
 * exposes, and of no other.
 */
export function remoteFederation<R extends RemoteName>(remote: R, exposes: Readonly<Record<ExposeName<R>, string>>): Plugin[] {
  const plugins = federation({
    name: REMOTE_APPS[remote].federationName,
    filename: 'remoteEntry.js',
    manifest: {
      // The manifest names the release, so operators can see which build of a remote is live.
      additionalData: ({ stats }) => {
        (stats.metaData as { buildInfo: { buildVersion: string } }).buildInfo.buildVersion = buildId();
      },
    },
    exposes,
    shared: consumeOnly(sharedSingletons),
    dts: false,
    experiments: { externalRuntime: true },
  }) as Plugin[];
  return [...plugins, buildInfo()];
}

/** Writes the build's release into `build.json` at its root, which its stack records on deployment. */
export function buildInfo(): Plugin {
  return {
    name: 'site:build-info',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_INFO_FILE, source: buildInfoJson(buildId()) });
    },
  };
}

/**
 * Identifies a build in its manifest and on the page, so operators can see which release is live
 * and the shell can tell a prerendered page made with an older release: BUILD_ID, or the commit.
 */
export function buildId(): string {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'local';
  }
}

/** `npm run dev`: the shell's dev server is the one origin and proxies each remote's dev server. */
export const DEV_PORTS = {
  shell: FRONT_END_APPS.shell.devPort,
  products: FRONT_END_APPS.products.devPort,
  content: FRONT_END_APPS.content.devPort,
  voice: FRONT_END_APPS.voice.devPort,
  api: API_DEV_PORT,
} as const;

/** A remote's dev server, whose module URLs point at the shell's origin so they load same-origin. */
export function devServer(remote: RemoteName): ServerOptions {
  const port = DEV_PORTS[remote];
  // Module URLs go through the shell's origin; the hot-reload socket talks to this server directly.
  return { port, strictPort: true, origin: `http://localhost:${DEV_PORTS.shell}`, hmr: { host: 'localhost', clientPort: port } };
}

/**
 * In development, reloads the page when a remote's source changes. The shell's own modules keep
 * React Fast Refresh; the plugin's own cross-remote relay only knows statically configured
 * remotes, and ours are registered at run time.
 */
export function reloadOnRemoteChange(): Plugin {
  const roots = (Object.keys(REMOTE_APPS) as RemoteName[]).map((remote) => resolve(import.meta.dirname, `mfe-${remote}/src`));
  return {
    name: 'site:reload-on-remote-change',
    apply: 'serve',
    configureServer(server) {
      server.watcher.add(roots);
      server.watcher.on('change', (file) => {
        if (!roots.some((root) => file.startsWith(root))) return;
        // Give the remote's own server a moment to see the change before the page asks for it.
        setTimeout(() => server.ws.send({ type: 'full-reload', path: '*' }), 150);
      });
    },
  };
}

/**
 * A remote takes every shared singleton from the shell and bundles no fallback copy of its own,
 * which keeps its per-page glue small.
 */
function consumeOnly<T extends Record<string, object>>(shared: T): Record<keyof T, object> {
  return Object.fromEntries(Object.entries(shared).map(([name, config]) => [name, { ...config, import: false }])) as Record<keyof T, object>;
}
