import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * When the widget swaps its controls (launcher, panel, minimized avatar), the focused control may
 * disappear. If focus was in the widget, it moves to the new view's `[data-autofocus]` control, so
 * keyboard users never land back at the top of the page; focus elsewhere on the page stays put,
 * unless the new view `pulls` it: a typed conversation the visitor opened from elsewhere on the
 * page (the Lumi demo's "Type instead") wants its text field focused wherever focus was.
 */
export function useFocusFollowsView(rootRef: RefObject<HTMLElement | null>, view: string, pulls = false): void {
  const focusWasInside = useRef(false);
  const firstView = useRef(true);

  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    // Focus may be inside already: a launcher focused on the prerendered page, before the widget hydrated.
    focusWasInside.current = root.contains(document.activeElement);
    const onFocusIn = () => {
      focusWasInside.current = true;
    };
    // A removed control blurs with no next target; only focus that went somewhere else counts as leaving.
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !root.contains(event.relatedTarget)) focusWasInside.current = false;
    };
    root.addEventListener('focusin', onFocusIn);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      root.removeEventListener('focusin', onFocusIn);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [rootRef]);

  useLayoutEffect(() => {
    // The first view is the page's own, unless it pulls: the widget may hydrate only once a typed
    // conversation the visitor opened elsewhere (the Lumi demo) is already under way.
    const first = firstView.current;
    firstView.current = false;
    if (first && !pulls) return;
    const root = rootRef.current;
    if (!root) return;
    const active = document.activeElement;
    const lostFocus = !active || active === document.body;
    if (!pulls && !(focusWasInside.current && (lostFocus || root.contains(active)))) return;
    root.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // `pulls` is read when the view changes, not followed.
  }, [rootRef, view]);
}
