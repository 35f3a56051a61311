import type { OpenPage } from '../conversation/open-page-tool';
import type { ConnectionEvents } from '../session/connection';

export interface EventRelay {
  /** What the connection is given: held until `take`, then passed straight on. */
  readonly events: ConnectionEvents;
  /** The agent's `open_page`, which only the app can answer (it moves the page inside the app). */
  readonly openPage: OpenPage;
  take(events: ConnectionEvents, openPage: OpenPage | undefined): void;
  /** Whether `take` has been called. */
  readonly taken: () => boolean;
}

/**
 * The events of a connection opened before anyone listens (the starter's call, before the widget
 * hydrates): each is held, in order, until a listener takes them, and then goes straight to it.
 */
export function createEventRelay(): EventRelay {
  const held: ((events: ConnectionEvents) => void)[] = [];
  let target: ConnectionEvents | undefined;
  let opener: OpenPage | undefined;
  const relay = (deliver: (events: ConnectionEvents) => void) => (target ? deliver(target) : held.push(deliver));
  return {
    events: {
      mode: (mode) => relay((events) => events.mode(mode)),
      message: (role, text) => relay((events) => events.message(role, text)),
      messagePart: (part, text) => relay((events) => events.messagePart(part, text)),
      disconnected: (reason) => relay((events) => events.disconnected(reason)),
      contactSaved: () => relay((events) => events.contactSaved()),
      contactRefusedForNetwork: () => relay((events) => events.contactRefusedForNetwork?.()),
    },
    openPage: (path) => {
      if (!opener) throw new Error('The page cannot be changed yet.');
      return opener(path);
    },
    take(events, openPage) {
      target = events;
      opener = openPage;
      for (const deliver of held.splice(0)) deliver(events);
    },
    taken: () => target !== undefined,
  };
}
