import { useEffect, useRef, type RefObject } from 'react';
import { useNavigation } from '@site/ui';
import { DISMISSIBLE_ATTRIBUTE } from '../page-protocol';

/** Marks a `<details>` menu that the page's own script closes on Escape and on a press outside it (src/start/dismissible-menus.ts). */
export const DISMISSIBLE = { [DISMISSIBLE_ATTRIBUTE]: '' } as const;

/**
 * A native `<details>` disclosure: it opens and closes with no code at all, so a tap is answered at
 * once, app or no app. A navigation inside the app (while a conversation holds the page) closes it,
 * as a new page would. It stays uncontrolled, so the app never renders shut a disclosure the
 * visitor opened.
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

  return ref;
}
