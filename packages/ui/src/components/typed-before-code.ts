import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps what a visitor typed, picked or ticked in a prerendered field before its island's code ran.
 * The browser holds it in the field and hydration leaves it there, but a controlled field's state
 * starts empty, and the island's next render would wipe the field ("601234567" became "67"). Read
 * once, as the island takes over, into the state.
 */
export function useTypedBeforeCode<E extends HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
  ref: RefObject<E | null>,
  keep: (field: E) => void,
): void {
  // Once, on the first commit: later values reach the state through the field's own events.
  useLayoutEffect(() => {
    if (ref.current) keep(ref.current);
  }, []);
}
