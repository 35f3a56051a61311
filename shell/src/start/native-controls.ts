import { follow, pathTo } from './page-paths';

type NativeControl = HTMLDetailsElement | HTMLInputElement;

export interface NativeControls {
  /**
   * The app is about to start: where each control set so far sits is taken now, and from now on
   * at once, before the app can render the page anew.
   */
  readonly pin: () => void;
  /** The app is ready: what was set is carried over to the controls it rendered anew; remembering stops. */
  readonly carryOver: () => void;
}

/**
 * Native controls answer a visitor at once, before any code: a menu or a question that is a
 * <details>, a filter that is a radio. What the visitor sets on them is remembered with its place
 * in the page, so that if the app renders the page afresh rather than adopting it, it is carried
 * over. The place is taken only once the app starts: until then nothing can move the control, and
 * a tap on a menu pays for nothing but its own frame.
 */
export function rememberNativeControls(): NativeControls {
  const set = new Map<NativeControl, number[] | undefined>();
  let pinned = false;
  const remember = (event: Event) => {
    const control = event.target;
    if (control instanceof HTMLDetailsElement || (control instanceof HTMLInputElement && control.type === 'radio')) {
      set.set(control, pinned ? pathTo(control) : undefined);
    }
  };
  addEventListener('toggle', remember, true);
  addEventListener('change', remember, true);
  return {
    pin: () => {
      pinned = true;
      for (const [control, path] of set) if (!path) set.set(control, pathTo(control));
    },
    carryOver: () => {
      removeEventListener('toggle', remember, true);
      removeEventListener('change', remember, true);
      for (const [control, path] of set) {
        const target = control.isConnected || !path ? null : follow(path);
        if (target instanceof HTMLDetailsElement && control instanceof HTMLDetailsElement) target.open = control.open;
        else if (target instanceof HTMLInputElement && control instanceof HTMLInputElement && control.checked && !target.checked) target.click();
      }
    },
  };
}
