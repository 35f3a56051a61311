import type { KeyboardEvent } from 'react';

/** A panel's key handler: Escape does `action` and goes no further (the page's own Escape handlers stay out of it). */
export function onEscape(action: () => void): (event: KeyboardEvent) => void {
  return (event) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    action();
  };
}
