import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every route change starts at the top of the new page, or at its anchor when the link has one.
 * Query changes on the same page (filters) keep the scroll position.
 */
export function useScrollOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    const changed = previous.current !== pathname;
    previous.current = pathname;
    if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
      return;
    }
    if (changed) window.scrollTo(0, 0);
  }, [pathname, hash]);
}
