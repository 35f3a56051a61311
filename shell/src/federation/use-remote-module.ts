import { useEffect, useState } from 'react';
import { prepareLanguage, type Language, type RemoteName } from '@site/i18n';
import { withTimeout, REMOTE_LOAD_TIMEOUT_MS } from './timeouts';
import { loadRemoteModule, type RemoteResult } from './remotes';

const settled = new Map<string, unknown>();

/**
 * Starts loading a remote module that the page does not wait for, such as the floating voice
 * widget, with its translations in `lang`.
 */
export function preloadRemoteModule<P>(remote: RemoteName, expose: string, lang: Language): Promise<RemoteResult<P>> {
  return loadRemoteModule<P>(remote, expose).then(async (result) => {
    if (result.ok) {
      await withTimeout(prepareLanguage(lang, result.module.namespaces), REMOTE_LOAD_TIMEOUT_MS, `${remote} translations`).catch(
        (error: unknown) => console.warn(`[remote] ${remote} translations are unavailable:`, error),
      );
    }
    settled.set(`${remote}/${expose}`, result);
    return result;
  });
}

/** The module once it has loaded or failed; null while it is on its way. */
export function useRemoteModule<P>(remote: RemoteName, expose: string, lang: Language): RemoteResult<P> | null {
  const key = `${remote}/${expose}`;
  const [result, setResult] = useState(() => (settled.get(key) as RemoteResult<P> | undefined) ?? null);
  useEffect(() => {
    if (result) return;
    let active = true;
    void preloadRemoteModule<P>(remote, expose, lang).then((value) => active && setResult(value));
    return () => {
      active = false;
    };
  }, [remote, expose, lang, result]);
  return result;
}
