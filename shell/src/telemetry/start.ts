import { whenIdle, whenShown } from '../start/when-shown';
import { observeSignals } from './signal-queue';

/**
 * Starts the client signal with the page, app or no app (the page's loader calls it; the app does
 * where there is no loader, in development): errors and the app's reports are watched from now on,
 * and the signal's code (the sender, and web-vitals for a sampled visit) loads once the page has
 * loaded, is shown and is idle, so it takes nothing from the page's own first load and paint. A
 * prerender is no visit and sends nothing.
 */
export function startClientSignal(): void {
  if (window.__SITE_PRERENDER__) return;
  const { takeEvents } = observeSignals();
  const load = () => void import('./client-signal').then(({ sendClientSignal }) => sendClientSignal(takeEvents));
  const loadWhenIdle = () => whenIdle(load, { timeoutMs: 10_000, fallbackMs: 2_000 });
  if (document.readyState === 'complete') whenShown(loadWhenIdle);
  else addEventListener('load', () => whenShown(loadWhenIdle), { once: true });
}
