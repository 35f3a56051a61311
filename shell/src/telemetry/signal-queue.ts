import type { ClientEvent } from '@site/contracts';

/**
 * What the app and the remote loader know of the client signal: a queue. Events wait here, as the
 * browser saw them, until the signal's own code has loaded (after the app is ready and the page is
 * idle) and takes them, and every later one, to shape and send.
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

type Sink = (event: ObservedEvent) => void;

/** A page that fails in a loop must not queue without bound before the signal loads. */
const MAX_WAITING = 40;
const waiting: ObservedEvent[] = [];
let sink: Sink | undefined;

export function report(event: ObservedEvent): void {
  if (sink) sink(event);
  else if (waiting.length < MAX_WAITING) waiting.push(event);
}

/** Hands what waited, and from now on every event, to the signal. */
export function takeEvents(next: Sink): void {
  sink = next;
  for (const event of waiting.splice(0)) next(event);
}
