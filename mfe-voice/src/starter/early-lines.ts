/**
 * What the agent says on a call the starter began, shown beside the launcher as it arrives, while
 * the widget's code is still on its way: the greeting is heard about a second after the press, and
 * its words must not wait for the panel (seconds later on a slow phone). A plain element outside the
 * widget's island (which hydrates as prerendered), above the launcher; once the widget takes the
 * call its panel shows the same lines, and this one goes.
 */
export interface EarlyLines {
  /** A whole line of the agent's (a part of one grows the last line). */
  line(text: string): void;
  part(kind: 'start' | 'delta' | 'stop', text: string): void;
  remove(): void;
}

const LAUNCHER = '.vc-widget .vc-launcher';
/** Space between the line and the launcher it speaks from. */
const GAP_PX = 8;

export function earlyLines(): EarlyLines {
  let log: HTMLElement | undefined;
  let last: HTMLElement | undefined;
  const entry = () => {
    if (!log) {
      log = document.createElement('div');
      log.className = 'vc-early-lines';
      log.setAttribute('role', 'log');
      log.setAttribute('aria-live', 'polite');
      // Above the launcher, wherever the page's layout put it (the phone's dock, the desktop's corner).
      const launcher = document.querySelector(LAUNCHER)?.getBoundingClientRect();
      if (launcher) {
        log.style.bottom = `${Math.max(0, window.innerHeight - launcher.top + GAP_PX)}px`;
        log.style.right = `${Math.max(0, document.documentElement.clientWidth - launcher.right)}px`;
      }
      document.body.append(log);
    }
    const element = document.createElement('p');
    element.className = 'vc-transcript__entry vc-transcript__entry--agent';
    log.append(element);
    return element;
  };
  return {
    line(text) {
      if (!text.trim()) return;
      // A line streamed in parts ends with the whole of it: written over its parts.
      if (last?.dataset.partial !== undefined) {
        delete last.dataset.partial;
        last.textContent = text;
        return;
      }
      last = entry();
      last.textContent = text;
    },
    part(kind, text) {
      if (kind === 'start' || last?.dataset.partial === undefined) {
        last = entry();
        last.dataset.partial = '';
      }
      if (kind === 'delta') last.textContent = `${last.textContent ?? ''}${text}`;
    },
    remove() {
      log?.remove();
      log = undefined;
      last = undefined;
    },
  };
}
