import { useSyncExternalStore } from 'react';
import type { VoiceSession, VoiceState } from './voice-session';

/** A session's state, re-rendering on every change. */
export function useSessionState(session: VoiceSession): VoiceState {
  // The third argument serves hydration over a prerendered page, which always shows a session idle.
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
