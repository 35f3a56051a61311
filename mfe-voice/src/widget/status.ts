import type { ParseKeys } from 'i18next';
import type { VoiceState } from '../session/voice-session';

/** How the conversation is doing, as a class modifier: the voice's mode, or a typed conversation's state. */
export type ConversationStatus = 'connecting' | 'listening' | 'speaking' | 'ready' | 'typing';

export function conversationStatus(state: VoiceState): ConversationStatus | undefined {
  if (state.phase === 'connecting') return 'connecting';
  if (state.phase !== 'connected') return undefined;
  if (state.channel === 'voice') return state.mode;
  return state.awaitingReply ? 'typing' : 'ready';
}

/** The translation key of what screen readers hear when the conversation's state changes (empty while idle). */
export function statusKey(state: VoiceState): ParseKeys<'voice'> | undefined {
  if (state.typingOffered) return `errors.${state.typingOffered}`;
  const status = conversationStatus(state);
  return status && `status.${status}`;
}
