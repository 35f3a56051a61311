import type { OpenPage } from '../conversation/open-page-tool';
import type { ConnectionEvents, SignedConversation, VoiceConnection } from '../session/connection';
import { VoiceStartError, type StartFailure } from '../session/start-error';
import type { VoiceSessionPorts } from '../session/voice-session';

/**
 * A call the voice remote's starter began at the visitor's press, before the app ran (starter.ts),
 * left on the page for the widget's session to take over when it hydrates. The starter is a bundle
 * of its own (no framework, no federation), so the two meet through `window`, not a module.
 */
export interface EarlyCall {
  readonly microphone: Promise<void>;
  readonly signedUrl: Promise<SignedConversation>;
  readonly connection: Promise<VoiceConnection>;
  /** From now on the call's events go to `events` (those that came before, first and in order), and the agent opens pages with `openPage`. */
  take(events: ConnectionEvents, openPage: OpenPage | undefined): void;
}

const KEY = '__siteEarlyCall';
type WithEarlyCall = { [KEY]?: EarlyCall };

export function leaveEarlyCall(call: EarlyCall): void {
  (window as WithEarlyCall)[KEY] = call;
}

export function hasEarlyCall(): boolean {
  return (window as WithEarlyCall)[KEY] !== undefined;
}

function takeEarlyCall(): EarlyCall | undefined {
  const call = (window as WithEarlyCall)[KEY];
  delete (window as WithEarlyCall)[KEY];
  return call;
}

/** The starter's failures are its own bundle's VoiceStartError: the session's copy, by name. */
const asSessionError = (error: unknown): unknown =>
  error instanceof Error && error.name === 'VoiceStartError' && 'failure' in error ? new VoiceStartError(error.failure as StartFailure, error.message) : error;

const rethrown = <T>(promise: Promise<T>): Promise<T> =>
  promise.catch((error: unknown) => {
    throw asSessionError(error);
  });

/**
 * The session's ports, which take over an early call if the starter left one: its microphone, its
 * signed URL and its open connection stand for the session's own, so the call the visitor pressed
 * for goes on, with no second microphone prompt, token or socket.
 */
export function adoptingEarlyCalls(ports: VoiceSessionPorts, openPage?: OpenPage): VoiceSessionPorts {
  let early: EarlyCall | undefined;
  const taken = <T>(step: Promise<T>): Promise<T> =>
    rethrown(step).catch((error: unknown) => {
      early = undefined;
      throw error;
    });
  return {
    ...ports,
    // The early call has what preparing would fetch.
    prepare: () => {
      if (!hasEarlyCall()) ports.prepare?.();
    },
    // A call's first step: the one place an early call is taken.
    requestMicrophone: () => {
      early = takeEarlyCall();
      return early ? taken(early.microphone) : ports.requestMicrophone();
    },
    fetchSignedUrl: (channel) => (early ? taken(early.signedUrl) : ports.fetchSignedUrl(channel)),
    connect: (signed, events, channel) => {
      const call = early;
      early = undefined;
      if (!call) return ports.connect(signed, events, channel);
      call.take(events, openPage);
      return rethrown(call.connection);
    },
  };
}
