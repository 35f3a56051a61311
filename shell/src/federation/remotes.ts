import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { REMOTE_APPS, type RemoteName } from '@site/i18n';
import type { RemoteModule } from '@site/ui';
import { REMOTE_LOAD_TIMEOUT_MS, withTimeout } from './timeouts';

export type RemoteResult<P> =
  | { readonly ok: true; readonly module: RemoteModule<P> }
  | { readonly ok: false; readonly error: Error };

let registered = false;

/** The remotes are found at run time from their fixed manifest URLs, never baked into the shell. */
function ensureRegistered(): void {
  if (registered) return;
  registerRemotes(
    Object.values(REMOTE_APPS).map((remote) => ({
      name: remote.federationName,
      entry: `${remote.basePath}mf-manifest.json`,
      type: 'module',
    })),
  );
  registered = true;
}

const loaded = new Map<string, Promise<unknown>>();

/**
 * Loads one exposed module of a remote. Never rejects: a remote that is missing, fails or hangs yields `{ ok: false }`, and a later call tries
 * again.
 */
export function loadRemoteModule<P>(remote: RemoteName, expose: string): Promise<RemoteResult<P>> {
  ensureRegistered();
  const id = `${REMOTE_APPS[remote].federationName}/${expose.replace(/^\.\//, '')}`;
  const cached = loaded.get(id);
  if (cached) return cached as Promise<RemoteResult<P>>;

  const attempt = withTimeout(loadRemote<RemoteModule<P>>(id), REMOTE_LOAD_TIMEOUT_MS, id)
    .then((module): RemoteResult<P> => {
      if (!module || typeof module.default !== 'function' || !Array.isArray(module.namespaces)) {
        throw new Error(`${id} is not a remote module of this site`);
      }
      return { ok: true, module };
    })
    .catch((error: unknown): RemoteResult<P> => {
      loaded.delete(id);
      console.warn(`[remote] ${id} is unavailable:`, error);
      return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
    });
  loaded.set(id, attempt);
  return attempt;
}
