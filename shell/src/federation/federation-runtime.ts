import type { ModuleFederation } from '@module-federation/runtime';
import { REMOTE_APPS, REMOTE_MANIFEST_FILE } from '@site/model';
import fetchTimeoutPlugin from './fetch-timeout-plugin';

let instance: Promise<ModuleFederation> | undefined;

/**
 * The page's one federation runtime, started when a remote is first needed rather than with the
 * shell: a prerendered page takes over without it, and its remote content hydrates later (islands).
 * Remotes are found at run time from their fixed manifest URLs, never baked into the shell.
 */
export function federation(): Promise<ModuleFederation> {
  instance ??= start();
  return instance;
}

async function start(): Promise<ModuleFederation> {
  // The lent modules whole, as namespaces (a remote may use any export, `Trans` too): loaded here,
  // with the runtime, so that the app's takeover does not wait for exports only remotes might use.
  const [{ createInstance }, runtimeCore, { PROVIDED_SINGLETONS }] = await Promise.all([
    import('@module-federation/runtime'),
    import('@module-federation/runtime/core'),
    import('./provided-singletons'),
  ]);
  // Remotes are built with `externalRuntime`: they run on this runtime-core instead of bundling one.
  const global = runtimeCore.Global as { _FEDERATION_RUNTIME_CORE?: unknown };
  global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  return createInstance({
    name: 'shell',
    remotes: Object.values(REMOTE_APPS).map((remote) => ({ name: remote.federationName, entry: `${remote.basePath}${REMOTE_MANIFEST_FILE}`, type: 'module' })),
    shared: Object.fromEntries(
      Object.entries(__SHARED_VERSIONS__).map(([name, version]) => {
        const lib = PROVIDED_SINGLETONS[name];
        if (!lib) throw new Error(`The shell does not provide the shared module "${name}"`);
        return [name, { version, scope: 'default', lib: () => lib, shareConfig: { singleton: true, requiredVersion: `^${version}` } }];
      }),
    ),
    plugins: [fetchTimeoutPlugin()],
  });
}
