import { follow, pathTo } from './page-paths';

/**
 * Native controls answer a visitor at once, before any code: a menu or a question that is a
 * <details>, a filter that is a radio. What the visitor sets on them is remembered with its place
 * in the page, so that if the app renders the page afresh rather than adopting it, it is carried
 * over. Returns what carries it over, once the app is ready; remembering stops then.
 */
export function rememberNativeControls(): () => void {
  const set = new Map<HTMLDetailsElement | HTMLInputElement, number[]>();
  const remember = (event: Event) => {
    const control = event.target;
    if (control instanceof HTMLDetailsElement || (control instanceof HTMLInputElement && control.type === 'radio')) set.set(control, pathTo(control));
  };
  addEventListener('toggle', remember, true);
  addEventListener('change', remember, true);
  return () => {
    removeEventListener('toggle', remember, true);
    removeEventListener('change', remember, true);
    for (const [control, path] of set) {
      const target = control.isConnected ? null : follow(path);
      if (target instanceof HTMLDetailsElement && control instanceof HTMLDetailsElement) target.open = control.open;
      else if (target instanceof HTMLInputElement && control instanceof HTMLInputElement && control.checked && !target.checked) target.click();
    }
  };
}
