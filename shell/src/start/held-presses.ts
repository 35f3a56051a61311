import { ISLAND_LIVE, ISLAND_WANTED, NEEDS_APP, PENDING_ISLAND } from '../page-protocol';
import { closestTo, follow, pathTo } from './page-paths';

interface Press {
  readonly type: string;
  readonly control: Element;
  readonly path: number[];
  readonly busy: Element | null;
}

export interface HeldPresses {
  /** The app has taken the page over: held presses whose control is live are answered. */
  readonly ready: () => void;
  /** The app's code could not load: every held press is repeated for the browser to answer alone. */
  readonly fail: () => void;
}

/**
 * Until the app is ready, a press on a control that needs it (a button, a form's submission) is
 * held, marked busy at once, and repeated once the app is ready, so no press is lost; `start` starts
 * the app at the first one. A press inside an island that is not live yet is held the same way, the
 * island is asked to hydrate at once, and the press is repeated when it says it is live.
 */
export function holdPresses(start: () => void): HeldPresses {
  const held: Press[] = [];
  let ready = false;
  // The page stays as prerendered and works as it does without JavaScript (a lead form posts
  // itself to the API), so nothing is held any more.
  let failed = false;

  /** Repeats the held presses whose control is live now; asks the islands of the others to hydrate. */
  const answer = () => {
    for (const press of [...held]) {
      const target = press.control.isConnected ? press.control : follow(press.path);
      if (target?.closest(PENDING_ISLAND)) {
        target.dispatchEvent(new Event(ISLAND_WANTED, { bubbles: true }));
        continue;
      }
      held.splice(held.indexOf(press), 1);
      press.busy?.removeAttribute('aria-busy');
      repeat(press.type, target);
    }
  };

  const hold = (event: Event) => {
    if (failed || (ready && !closestTo(event.target, PENDING_ISLAND))) return;
    const control = event.type === 'submit' ? (event.target as Element) : closestTo(event.target, NEEDS_APP);
    if (!control) return;
    start();
    event.preventDefault();
    event.stopImmediatePropagation();
    // Shown at once: the press was taken (the launcher shows it is connecting, a form that it is sending).
    const busy = event.type === 'submit' ? ((event as SubmitEvent).submitter ?? control.querySelector('[type="submit"]')) : control;
    busy?.setAttribute('aria-busy', 'true');
    held.push({ type: event.type, control, path: pathTo(control), busy });
    if (ready) answer();
  };

  addEventListener('click', hold, true);
  addEventListener('submit', hold, true);
  addEventListener(ISLAND_LIVE, answer);
  return {
    ready: () => {
      ready = true;
      answer();
    },
    fail: () => {
      failed = true;
      for (const press of held.splice(0)) {
        press.busy?.removeAttribute('aria-busy');
        repeat(press.type, press.control);
      }
    },
  };
}

function repeat(type: string, target: Element | undefined): void {
  if (type === 'submit') (target as HTMLFormElement | undefined)?.requestSubmit?.();
  else (target as HTMLElement | undefined)?.click();
}
