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
import { build, type Plugin, type ResolvedConfig, type ServerOptions } from 'vite';

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
export function remoteFederation<R extends RemoteName>(
  remote: R,
  exposes: Readonly<Record<ExposeName<R>, string>>,
  { starter }: { readonly starter?: StarterOptions } = {},
): Plugin[] {
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
  return [...plugins, buildInfo(starter)];
}

/** A remote's starter (STARTER_ATTRIBUTE of `@site/model`): its module, and the aliases its build shares with the remote's. */
export interface StarterOptions {
  readonly entry: string;
  readonly alias?: Record<string, string>;
  /** A key of the visit's session storage without which the starter has nothing to do at a press: the loader then does not fetch it. */
  readonly armedBy?: string;
}

/**
 * Writes the build's release into `build.json` at its root, which its stack records on deployment.
 * With a starter, builds it too, as a plain module outside the federation (no shared singletons:
 * it runs before the shell's runtime), emitted into this build's files and named in `build.json`.
 */
export function buildInfo(starter?: StarterOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'site:build-info',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const built = starter ? await buildStarter(config, starter) : undefined;
      // The worklets the starter shares with the remote are the same content-hashed files.
      for (const file of built?.files ?? []) if (!(file.fileName in bundle)) this.emitFile({ type: 'asset', ...file });
      this.emitFile({ type: 'asset', fileName: BUILD_INFO_FILE, source: buildInfoJson(buildId(), built && { file: built.entry, armedBy: starter?.armedBy }) });
    },
  };
}

async function buildStarter(
  config: ResolvedConfig,
  { entry, alias }: StarterOptions,
): Promise<{ entry: string; files: { fileName: string; source: string | Uint8Array }[] }> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    root: config.root,
    base: config.base,
    mode: config.mode,
    resolve: { alias },
    build: {
      write: false,
      target: config.build.target,
      sourcemap: 'hidden',
      copyPublicDir: false,
      modulePreload: false,
      rolldownOptions: {
        input: { starter: resolve(config.root, entry) },
        // An app build drops its entry's exports; the loader calls the starter's `start`.
        preserveEntrySignatures: 'exports-only',
        output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/[name]-[hash].js', assetFileNames: 'assets/[name]-[hash][extname]' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as {
    output: ({ type: 'chunk'; fileName: string; code: string; isEntry: boolean } | { type: 'asset'; fileName: string; source: string | Uint8Array })[];
  }[];
  const files = outputs.flatMap(({ output }) => output);
  const main = files.find((file) => file.type === 'chunk' && file.isEntry);
  if (!main) throw new Error(`The starter ${entry} built no entry.`);
  return { entry: main.fileName, files: files.map((file) => ({ fileName: file.fileName, source: file.type === 'chunk' ? file.code : file.source })) };
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
