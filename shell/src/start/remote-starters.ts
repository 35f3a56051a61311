import { REMOTE_APPS, STARTER_ATTRIBUTE, type RemoteName } from '@site/model';
import { closestTo } from './page-paths';
import { buildInfoOf } from './remote-releases';

/**
 * Until the app is ready, a press on a control marked with STARTER_ATTRIBUTE imports that remote's
 * starter (the file its `build.json` names, if the session key it names is set: otherwise the
 * starter would have nothing to do) and calls its `start`, beside the app's own start: what the
 * press begins (the voice launcher's call) does not wait for the framework. The press itself is
 * still held and answered by the app (held-presses.ts), whose island takes over what the starter
 * began; a starter that cannot load leaves the app to do it all, as before. Returns `ready`.
 */
export function startRemotesOnPress(): () => void {
  let ready = false;
  addEventListener(
    'click',
    (event) => {
      const remote = closestTo(event.target, `[${STARTER_ATTRIBUTE}]`)?.getAttribute(STARTER_ATTRIBUTE);
      if (!ready && remote && Object.hasOwn(REMOTE_APPS, remote)) void startRemote(remote as RemoteName);
    },
    // Before the held presses' listener, which stops the press from going further.
    true,
  );
  return () => {
    ready = true;
  };
}

/** Whether the visit's session storage holds `key` (a starter with work to do); unreadable storage counts as not. */
function armed(key: string): boolean {
  try {
    return sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

async function startRemote(remote: RemoteName): Promise<void> {
  const { file, armedBy } = (await buildInfoOf(remote)).starter ?? {};
  if (!file || !/^[\w./-]+\.js$/.test(file) || file.includes('..') || (armedBy !== undefined && !armed(armedBy))) return;
  try {
    const module = (await import(/* @vite-ignore */ `${REMOTE_APPS[remote].basePath}${file}`)) as { start?: () => void };
    module.start?.();
  } catch (error) {
    console.warn(`[remote] the starter of ${remote} is unavailable; the app will start what it began:`, error);
  }
}
