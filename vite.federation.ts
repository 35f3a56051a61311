/**
 * The one federation setup of the four Vite builds. Every app imports it, so the shared singletons
 * cannot drift between the shell and the remotes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { federation } from '@module-federation/vite';
import { REMOTE_APPS, REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE, type ExposeName, type RemoteName } from '@site/model';
import { BUILD_INFO_FILE, buildInfoJson } from '@site/platform/build-info';
import { recorded, singletonExports, singletonImports, sourcesIn } from '@site/platform/shared-singletons';
import { API_DEV_PORT, FRONT_END_APPS } from './repo-layout';
import { build, type Plugin, type ResolvedConfig, type Rollup, type ServerOptions } from 'vite';

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
    filename: REMOTE_ENTRY_FILE,
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
  return [...plugins, buildInfo({ starter, exposes })];
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
 * A remote's `build.json` also names the files of each exposed module and of its translations,
 * which a page's loader fetches at once for an island the visitor reaches; the shell's, the files
 * of its federation runtime, which the prerender names to every page's loader (platform's BuildInfo).
 */
export function buildInfo({
  starter,
  exposes,
  federationRuntime,
}: {
  readonly starter?: StarterOptions;
  readonly exposes?: Readonly<Record<string, string>>;
  /** The shell's module that imports the federation runtime when a remote is first needed. */
  readonly federationRuntime?: string;
} = {}): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'site:build-info',
    apply: 'build',
    // After the federation plugin's own (`post`) plugins: its manifest is in the bundle by then.
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const built = starter ? await buildStarter(config, starter) : undefined;
      // The worklets the starter shares with the remote are the same content-hashed files.
      for (const file of built?.files ?? []) if (!(file.fileName in bundle)) this.emitFile({ type: 'asset', ...file });
      const described = {
        ...(built && { starter: { file: built.entry, armedBy: starter?.armedBy } }),
        ...(exposes && { modules: filesOfExposes(exposes, bundle), translations: translationFiles(bundle) }),
        ...(federationRuntime && { federationRuntime: filesImportedBy(resolve(config.root, federationRuntime), bundle) }),
        // Each side of the contract between the shell and its remotes, which `release publish` compares.
        ...(exposes && { sharedImports: recorded(singletonImports(sourcesIn(config.root, config.root))) }),
        ...(federationRuntime && { sharedExports: recorded(singletonExports(config.root)) }),
      };
      this.emitFile({ type: 'asset', fileName: BUILD_INFO_FILE, source: buildInfoJson(buildId(), described) });
    },
  };
}

/** The chunks of a bundle by file name, and a chunk's file with those of every chunk it imports statically. */
function chunkGraph(bundle: Rollup.OutputBundle) {
  const chunks = new Map(
    Object.values(bundle)
      .filter((file): file is Rollup.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const withImports = (chunk: Rollup.OutputChunk, files: Set<string> = new Set()): Set<string> => {
    if (files.has(chunk.fileName)) return files;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const next = chunks.get(imported);
      if (next) withImports(next, files);
    }
    return files;
  };
  return { chunks, withImports };
}

/**
 * Each exposed module's files: the remote's entry, and the module's files as the federation manifest
 * (written just before, by the federation plugin) tells the runtime to load them at once.
 */
function filesOfExposes(exposes: Readonly<Record<string, string>>, bundle: Rollup.OutputBundle): Record<string, string[]> {
  const manifest = bundle[REMOTE_MANIFEST_FILE];
  if (manifest?.type !== 'asset') throw new Error(`The remote built no ${REMOTE_MANIFEST_FILE}.`);
  const { exposes: built } = JSON.parse(String(manifest.source)) as { exposes: { path: string; assets: { js: { sync: string[] } } }[] };
  return Object.fromEntries(
    Object.keys(exposes).map((name) => {
      const expose = built.find((candidate) => candidate.path === name);
      if (!expose) throw new Error(`The remote's ${REMOTE_MANIFEST_FILE} names no ${name}.`);
      return [name, [REMOTE_ENTRY_FILE, ...expose.assets.js.sync]];
    }),
  );
}

/** The files that the chunk holding a module imports dynamically (the module's own lazy imports and its chunk-mates'), with every file those import statically. */
function filesImportedBy(source: string, bundle: Rollup.OutputBundle): string[] {
  const { chunks, withImports } = chunkGraph(bundle);
  const holder = [...chunks.values()].find((chunk) => chunk.moduleIds.includes(source));
  if (!holder) throw new Error(`The build holds no chunk with ${source}.`);
  const files = new Set<string>();
  for (const imported of holder.dynamicImports) {
    const chunk = chunks.get(imported);
    if (chunk) withImports(chunk, files);
  }
  return [...files];
}

/** The chunk of each of the app's translation files (`src/locales/<language>.json`), by language. */
function translationFiles(bundle: Rollup.OutputBundle): Record<string, string> {
  return Object.fromEntries(
    Object.values(bundle).flatMap((file) => {
      const language = file.type === 'chunk' ? /\/src\/locales\/([a-z]{2})\.json$/.exec(file.facadeModuleId ?? '')?.[1] : undefined;
      return language ? [[language, file.fileName]] : [];
    }),
  );
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
        output: {
          // One file: the press waits for no import after it (what the starter loads only on a failure comes inside it).
          inlineDynamicImports: true,
          entryFileNames: 'assets/[name]-[hash].js',
          chunkFileNames: 'assets/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
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
