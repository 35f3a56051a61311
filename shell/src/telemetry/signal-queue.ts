import type { ClientEvent } from '@site/contracts';
import { CLIENT_SIGNAL_EVENT } from '../page-protocol';

/**
 * What the page meets, queued from its first script: the page's uncaught errors and rejections, and
 * what the app reports (CLIENT_SIGNAL_EVENT: a remote that failed). Events wait here, as the browser
 * saw them, until the signal's own code has loaded (once the page is idle) and takes them, and
 * every later one, to shape and send.
 */

/** An uncaught error or rejection, as the browser reported it; the signal decides whose it is. */
export interface UncaughtError {
  readonly kind: 'uncaught';
  readonly error: unknown;
  /** The script the error event names, when it names one. */
  readonly script?: string;
  readonly page: string;
}

/** An event as observed: pages are the raw `location.pathname`. */
export type ObservedEvent = Exclude<ClientEvent, { kind: 'error' }> | UncaughtError;

export type Sink = (event: ObservedEvent) => void;

/** A page that fails in a loop must not queue without bound before the signal loads. */
const MAX_WAITING = 40;

/** Starts watching until `until` aborts (a test's page ends); `takeEvents` hands what waited, and from then on every event, to the signal. */
export function observeSignals(until?: AbortSignal): { readonly takeEvents: (next: Sink) => void } {
  const waiting: ObservedEvent[] = [];
  let sink: Sink | undefined;
  const report = (event: ObservedEvent) => {
    if (sink) sink(event);
    else if (waiting.length < MAX_WAITING) waiting.push(event);
  };
  const options = { signal: until };
  addEventListener(
    'error',
    (event) => report({ kind: 'uncaught', error: event.error ?? event.message, script: event.filename || undefined, page: location.pathname }),
    options,
  );
  addEventListener('unhandledrejection', (event) => report({ kind: 'uncaught', error: event.reason, page: location.pathname }), options);
  addEventListener(CLIENT_SIGNAL_EVENT, (event) => report((event as CustomEvent<ObservedEvent>).detail), options);
  return {
    takeEvents: (next) => {
      sink = next;
      for (const event of waiting.splice(0)) next(event);
    },
  };
}
