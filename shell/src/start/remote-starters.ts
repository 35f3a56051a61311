import { REMOTE_APPS, STARTER_ATTRIBUTE, type RemoteName } from '@site/model';
import { closestTo } from './page-paths';
import { buildInfoOf, isAppScript } from './remote-releases';

/** How long the app's code waits for a starter (its file, then what it begins) before it is fetched anyway. */
const HEAD_START_MS = 2_500;

export interface RemoteStarters {
  /**
   * When the app's code may be fetched: at once, or once the starter the visitor's pointer reached
   * has arrived and what it began at the press is under way (the agent's first word), so that on a
   * slow phone the call does not share the network and the processor with the framework.
   */
  readonly appMayStart: () => Promise<void>;
  /** The app is ready: it answers presses itself from now on. */
  readonly ready: () => void;
}

/** A remote's starter: `start` begins what the press asks for, and resolves once the app may take its share of the phone. */
type Starter = { readonly start?: () => Promise<void> | void };

/**
 * Until the app is ready, a press on a control marked with STARTER_ATTRIBUTE starts that remote's
 * starter (the file its `build.json` names, if the session key it names is set: otherwise the
 * starter would have nothing to do) beside the app's own start: what the press begins (the voice
 * launcher's call) does not wait for the framework. The file is fetched as the pointer goes down,
 * ahead of the app's code; `start` is called at the press. The press itself is still held and
 * answered by the app (held-presses.ts), whose island takes over what the starter began; a
 * starter that cannot load leaves the app to do it all, as before. A field inside such a control
 * (the calculator's form) starts it when the visitor types in it, however they reached it.
 */
export function startRemotesOnPress(): RemoteStarters {
  let ready = false;
  let headStart: Promise<unknown> = Promise.resolve();
  let giveUp: Promise<unknown> | undefined;
  const loading = new Map<RemoteName, Promise<Starter | undefined>>();
  const lead = (step: Promise<unknown>) => {
    giveUp ??= new Promise((resolve) => setTimeout(resolve, HEAD_START_MS));
    headStart = Promise.race([step, giveUp]);
  };
  const load = (remote: RemoteName) => {
    let starter = loading.get(remote);
    if (!starter) loading.set(remote, (starter = loadStarter(remote)));
    lead(starter);
    return starter;
  };
  const remoteAt = (target: EventTarget | null): RemoteName | undefined => {
    const remote = closestTo(target, `[${STARTER_ATTRIBUTE}]`)?.getAttribute(STARTER_ATTRIBUTE);
    return !ready && remote && Object.hasOwn(REMOTE_APPS, remote) ? (remote as RemoteName) : undefined;
  };
  addEventListener(
    'pointerdown',
    (event) => {
      const remote = remoteAt(event.target);
      if (remote) void load(remote);
    },
    { capture: true, passive: true },
  );
  // Before the held presses' listener, which stops the press from going further.
  addEventListener(
    'click',
    (event) => {
      const remote = remoteAt(event.target);
      if (remote) lead(load(remote).then((starter) => starter?.start?.()));
    },
    true,
  );
  // A field of a form marked for a starter (the calculator's) is reached by the keyboard too: focusing it fetches the
  // starter, typing in it starts it, so a visitor who tabs in is answered as one who taps.
  addEventListener(
    'focusin',
    (event) => {
      const remote = event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement ? remoteAt(event.target) : undefined;
      if (remote) void load(remote);
    },
    { capture: true, passive: true },
  );
  for (const type of ['input', 'change']) {
    addEventListener(
      type,
      (event) => {
        const remote = remoteAt(event.target);
        if (remote) lead(load(remote).then((starter) => starter?.start?.()));
      },
      true,
    );
  }
  return {
    // The head start can grow while it runs (the pointer went down, then the press came).
    appMayStart: async () => {
      let awaited: Promise<unknown>;
      do {
        awaited = headStart;
        await awaited;
      } while (awaited !== headStart);
    },
    ready: () => {
      ready = true;
    },
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

async function loadStarter(remote: RemoteName): Promise<Starter | undefined> {
  const { file, armedBy } = (await buildInfoOf(remote)).starter ?? {};
  if (!isAppScript(file) || (armedBy !== undefined && !armed(armedBy))) return undefined;
  try {
    return (await import(/* @vite-ignore */ `${REMOTE_APPS[remote].basePath}${file}`)) as Starter;
  } catch (error) {
    console.warn(`[remote] the starter of ${remote} is unavailable; the app will start what it began:`, error);
    return undefined;
  }
}
