import { useEffect, useRef, type RefObject } from 'react';
import { useNavigation } from '@site/ui';

/**
 * A native `<details>` disclosure: it opens and closes with no code at all, so a tap before the app
 * has started is answered at once. Once the app runs it also closes on Escape, on a press outside it
 * and on a navigation. It stays uncontrolled, so the takeover never renders shut a disclosure the
 * visitor opened before it.
 */
export function useDismissibleDisclosure(): RefObject<HTMLDetailsElement | null> {
  const ref = useRef<HTMLDetailsElement>(null);
  const { pathname } = useNavigation();
  const openedOn = useRef(pathname);

  useEffect(() => {
    if (openedOn.current === pathname) return;
    openedOn.current = pathname;
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const details = ref.current;
      if (event.key !== 'Escape' || !details?.open) return;
      const hadFocus = details.contains(document.activeElement);
      details.open = false;
      if (hadFocus) details.querySelector('summary')?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const details = ref.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, []);

  return ref;
}
