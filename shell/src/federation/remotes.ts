import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { REMOTE_APPS, type RemoteName } from '@site/i18n';
import type { LoadInput, RemoteModule } from '@site/ui';
import { REMOTE_LOAD_TIMEOUT_MS, withTimeout } from './timeouts';

export type RemoteResult<P> =
  | { readonly ok: true; readonly module: RemoteModule<P> }
  | { readonly ok: false; readonly error: Error };

/** A remote module with what its component shows (the `data` its `load` returned), or why not. */
export type RemoteView<P> =
  | { readonly ok: true; readonly module: RemoteModule<P>; readonly data: unknown }
  | { readonly ok: false; readonly error: Error };

let registered = false;

/** The build of each remote loaded on this page, for telling whether a prerendered page is current. */
const loadedBuilds = new Map<string, string>();

/**
 * True when every remote's part of the prerendered DOM (`[data-mfe]` with its `data-build`) came
 * from the build that is loaded now. After a remote's release and before the pages are
 * refreshed, a snapshot would otherwise be adopted with the old release's markup.
 */
export function snapshotMatchesLoadedRemotes(root: ParentNode): boolean {
  return [...root.querySelectorAll<HTMLElement>('[data-mfe]')].every(
    (element) => loadedBuilds.get(element.dataset.mfe ?? '') === element.dataset.build,
  );
}

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
      loadedBuilds.set(remote, module.buildId);
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

/**
 * Loads one exposed module of a remote and, when the module has a `load`, what its component shows
 * for `input` (its content in the page's language). Never rejects: a module or data that cannot
 * load yields `{ ok: false }`, and the area shows its fallback.
 */
export async function loadRemoteView<P>(remote: RemoteName, expose: string, input: LoadInput<P>): Promise<RemoteView<P>> {
  const result = await loadRemoteModule<P>(remote, expose);
  if (!result.ok) return result;
  const { load } = result.module;
  if (!load) return { ok: true, module: result.module, data: undefined };
  try {
    const data = await withTimeout(load(input), REMOTE_LOAD_TIMEOUT_MS, `${remote}/${expose} content`);
    return { ok: true, module: result.module, data };
  } catch (error) {
    console.warn(`[remote] the content of ${remote}/${expose} is unavailable:`, error);
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}
