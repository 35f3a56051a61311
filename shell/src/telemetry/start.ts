import { observeErrors, shownBuild } from './observed';
import { takeEvents } from './signal-queue';

/**
 * Starts the client signal once the app is ready: errors are watched from now on, and the signal's
 * code (web-vitals and the sender) loads only when the page is idle, so it costs the takeover and
 * the first paint nothing. A prerender is no visit and sends nothing.
 */
let started = false;

export function startClientSignal(): void {
  if (started || window.__SITE_PRERENDER__) return;
  started = true;
  observeErrors();
  const load = () => void import('./client-signal').then(({ sendClientSignal }) => sendClientSignal({ takeEvents, shownBuild }));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 10_000 });
  else setTimeout(load, 2_000);
}
