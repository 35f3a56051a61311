import { UNKNOWN_CONVERSATION_ID } from '@site/contracts';
import { elevenLabsSettings } from './config';
import { lookUpConversation } from './elevenlabs';

/**
 * Whether a conversation id names a real conversation with the site's agent, asked of ElevenLabs
 * with the server's key, so a made-up id can never reach the managers' chat.
 */
export const VOICE_VERIFICATION = {
  /** A contact is captured during its call; a conversation that started longer ago than this is not "recent". */
  maxCallAgeMs: 2 * 60 * 60_000,
  /** Clocks of ElevenLabs and of the function may differ by this much. */
  clockSkewMs: 5 * 60_000,
  /** A contact ElevenLabs could not confirm for this long after it was stored is dropped. */
  unverifiedForMs: 2 * 60 * 60_000,
} as const;

export type Verdict =
  | { readonly verdict: 'confirmed' }
  | { readonly verdict: 'rejected'; readonly reason: string }
  /** ElevenLabs could not answer: kept, and asked again later. */
  | { readonly verdict: 'unverified'; readonly reason: string };

/** Judges the conversation of a contact stored (or received) at `receivedAtMs`. */
export async function verifyConversation(conversationId: string, receivedAtMs: number): Promise<Verdict> {
  if (conversationId === UNKNOWN_CONVERSATION_ID) return { verdict: 'rejected', reason: 'the widget knew no conversation id' };
  const settings = await elevenLabsSettings();
  if (!settings) return { verdict: 'rejected', reason: 'the voice assistant is not configured, so no conversation can exist' };
  const lookup = await lookUpConversation({ apiUrl: settings.apiUrl, apiKey: settings.apiKey, conversationId });
  if (lookup.found === 'unknown') return { verdict: 'unverified', reason: `ElevenLabs did not answer: ${lookup.detail}` };
  if (!lookup.found) return { verdict: 'rejected', reason: 'ElevenLabs knows no such conversation' };
  if (!settings.allowedAgentIds.includes(lookup.agentId)) return { verdict: 'rejected', reason: `the conversation is with agent ${lookup.agentId}, not ours` };
  const age = receivedAtMs - lookup.startedAtMs;
  if (age < -VOICE_VERIFICATION.clockSkewMs || age > VOICE_VERIFICATION.maxCallAgeMs) {
    return { verdict: 'rejected', reason: `the conversation started ${Math.round(age / 60_000)} min before the contact arrived` };
  }
  return { verdict: 'confirmed' };
}
