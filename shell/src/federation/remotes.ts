import { prepareLanguage } from '@site/i18n';
import { languageOfUrl, REMOTE_APPS, type ExposeName, type LoadInput, type RemoteModule, type RemoteName, type RemoteWidgetProps } from '@site/model';
import { lazyValue, type Lazy } from '../islands/lazy';
import { reportRemoteFailure } from '../telemetry/observed';
import { federation } from './federation-runtime';
import { REMOTE_LOAD_TIMEOUT_MS, withTimeout } from './timeouts';

export type RemoteResult<P> = { readonly ok: true; readonly module: RemoteModule<P> } | { readonly ok: false; readonly error: Error };

/** A remote module with what its component shows (the `data` its `load` returned), or why not. */
export type RemoteView<P> =
  { readonly ok: true; readonly module: RemoteModule<P>; readonly expose: ExposeName; readonly data: unknown } | { readonly ok: false; readonly error: Error };

/** A remote's module and its data, in the page's language with its translations, loaded when first asked for. */
export type RemoteContent<P> = Lazy<RemoteView<P>>;

/** A part of a page that another remote renders, with the props the route table gives it. */
export interface LoadedPart {
  readonly remote: RemoteName;
  readonly props: Readonly<Record<string, string>>;
  readonly content: RemoteContent<RemoteWidgetProps>;
}

/** The parts of a page that other remotes render, by the name the page places each under. */
export type PageParts = Readonly<Record<string, LoadedPart>>;

const loaded = new Map<string, Promise<unknown>>();

/**
 * Loads one exposed module of a remote. Never rejects: a remote that is missing, fails or hangs yields `{ ok: false }`, and a later call tries
 * again.
 */
export function loadRemoteModule<P>(remote: RemoteName, expose: ExposeName): Promise<RemoteResult<P>> {
  const id = `${REMOTE_APPS[remote].federationName}/${expose.replace(/^\.\//, '')}`;
  const cached = loaded.get(id);
  if (cached) return cached as Promise<RemoteResult<P>>;

  const attempt = withTimeout(
    federation().then((runtime) => runtime.loadRemote<RemoteModule<P>>(id)),
    REMOTE_LOAD_TIMEOUT_MS,
    id,
  )
    .then((module): RemoteResult<P> => {
      if (!module || typeof module.default !== 'function' || !Array.isArray(module.namespaces)) {
        throw new Error(`${id} is not a remote module of this site`);
      }
      return { ok: true, module };
    })
    .catch((error: unknown): RemoteResult<P> => {
      loaded.delete(id);
      console.warn(`[remote] ${id} is unavailable:`, error);
      reportRemoteFailure(remote, expose, error);
      return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
    });
  loaded.set(id, attempt);
  return attempt;
}

/**
 * Loads a remote module the loader noted as reached (reachedModules), with its translations in the
 * page's language; ignores a remote or a module the app registry does not name.
 */
export function loadReachedModule(remote: string, expose: string): void {
  if (!Object.hasOwn(REMOTE_APPS, remote) || !(REMOTE_APPS[remote as RemoteName].exposes as readonly string[]).includes(expose)) return;
  void loadRemoteModule(remote as RemoteName, expose as ExposeName).then(async (result) => {
    if (result.ok) await prepareLanguage(languageOfUrl(window.location.pathname), result.module.namespaces);
  });
}

/**
 * Loads one exposed module of a remote and, when the module has a `load`, what its component shows
 * for `input` (its content in the page's language). Never rejects: a module or data that cannot
 * load yields `{ ok: false }`, and the area shows its fallback.
 */
export async function loadRemoteView<P>(remote: RemoteName, expose: ExposeName, input: LoadInput<P>): Promise<RemoteView<P>> {
  const result = await loadRemoteModule<P>(remote, expose);
  if (!result.ok) return result;
  const { load } = result.module;
  if (!load) return { ok: true, module: result.module, expose, data: undefined };
  try {
    const data = await withTimeout(load(input), REMOTE_LOAD_TIMEOUT_MS, `${remote}/${expose} content`);
    return { ok: true, module: result.module, expose, data };
  } catch (error) {
    console.warn(`[remote] the content of ${remote}/${expose} is unavailable:`, error);
    reportRemoteFailure(remote, expose, error);
    return { ok: false, error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/** A remote's module, with its content and its translations in the page's language, loaded when first asked for. */
export function remoteContent<P>(remote: RemoteName, expose: ExposeName, input: LoadInput<P>): RemoteContent<P> {
  return lazyValue(async () => {
    const view = await loadRemoteView<P>(remote, expose, input);
    if (view.ok) await prepareLanguage(input.lang, view.module.namespaces);
    return view;
  });
}
