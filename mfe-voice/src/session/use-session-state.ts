import { useSyncExternalStore } from 'react';
import { IDLE, type VoiceSession, type VoiceState } from './voice-session';

/** The state a prerendered page shows: a session idle. */
const prerendered = (): VoiceState => IDLE;

/**
 * A session's state, re-rendering on every change. Hydration over a prerendered page starts from
 * the idle state the page shows, even when a press (the Lumi demo's) started the conversation before
 * the widget's island hydrated; React renders the live state right after.
 */
export function useSessionState(session: VoiceSession): VoiceState {
  return useSyncExternalStore(session.subscribe, session.getState, prerendered);
}
