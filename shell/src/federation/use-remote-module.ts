import { useEffect, useState } from 'react';
import type { RemoteName } from '@site/i18n';
import { loadRemoteModule, type RemoteResult } from './remotes';

const settled = new Map<string, unknown>();

/** Starts loading a remote module that the page does not wait for, such as the floating voice widget. */
export function preloadRemoteModule<P>(remote: RemoteName, expose: string): Promise<RemoteResult<P>> {
  return loadRemoteModule<P>(remote, expose).then((result) => {
    settled.set(`${remote}/${expose}`, result);
    return result;
  });
}

/** The module once it has loaded or failed; null while it is on its way. */
export function useRemoteModule<P>(remote: RemoteName, expose: string): RemoteResult<P> | null {
  const key = `${remote}/${expose}`;
  const [result, setResult] = useState(() => (settled.get(key) as RemoteResult<P> | undefined) ?? null);
  useEffect(() => {
    if (result) return;
    let active = true;
    void preloadRemoteModule<P>(remote, expose).then((value) => active && setResult(value));
    return () => {
      active = false;
    };
  }, [remote, expose, result]);
  return result;
}
