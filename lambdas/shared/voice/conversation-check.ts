import { UNKNOWN_CONVERSATION_ID, type ElevenLabsConversation } from '@site/contracts';
import { elevenLabsSettings } from '../read-settings';
import { lookUpConversation } from '../elevenlabs';

/**
 * Whether a conversation id names a real conversation with the site's agent, asked of ElevenLabs
 * with the server's key, so a made-up id is refused before anything is stored. Whether the agent
 * took a given phone in it is another question, answered by its record once it ended (calls.ts).
 */
export const VOICE_VERIFICATION = {
  /** A contact is captured during its call; a conversation that started longer ago than this is not "recent". */
  maxCallAgeMs: 2 * 60 * 60_000,
  /** Clocks of ElevenLabs and of the function may differ by this much. */
  clockSkewMs: 5 * 60_000,
  /**
   * A contact whose conversation's record could not be had for this long (ElevenLabs unreachable, the
   * conversation not done) is parked for an operator, never dropped: `npm run notifications -- replay`.
   */
  unverifiedForMs: 2 * 60 * 60_000,
} as const;

export type ConversationVerdict =
  | { readonly verdict: 'ours'; readonly conversation: ElevenLabsConversation }
  | { readonly verdict: 'rejected'; readonly reason: string }
  /** ElevenLabs could not answer: kept, and asked again later. */
  | { readonly verdict: 'unverified'; readonly reason: string };

/** Judges the conversation of a contact stored (or received) at `receivedAtMs`. */
export async function checkConversation(conversationId: string, receivedAtMs: number): Promise<ConversationVerdict> {
  if (conversationId === UNKNOWN_CONVERSATION_ID) return { verdict: 'rejected', reason: 'the widget knew no conversation id' };
  const settings = await elevenLabsSettings();
  // No key or agent here (any more): the conversation cannot be looked up, which says nothing against it.
  if (!settings) return { verdict: 'unverified', reason: 'the voice assistant is not configured here, so the conversation cannot be looked up' };
  const lookup = await lookUpConversation({ apiUrl: settings.apiUrl, apiKey: settings.apiKey, conversationId });
  if (lookup.found === 'unknown') return { verdict: 'unverified', reason: `ElevenLabs did not answer: ${lookup.detail}` };
  if (!lookup.found) return { verdict: 'rejected', reason: 'ElevenLabs knows no such conversation' };
  const { conversation } = lookup;
  if (!settings.allowedAgentIds.includes(conversation.agent_id)) {
    return { verdict: 'rejected', reason: `the conversation is with agent ${conversation.agent_id}, not ours` };
  }
  const age = receivedAtMs - conversation.metadata.start_time_unix_secs * 1000;
  if (age < -VOICE_VERIFICATION.clockSkewMs || age > VOICE_VERIFICATION.maxCallAgeMs) {
    return { verdict: 'rejected', reason: `the conversation started ${Math.round(age / 60_000)} min before the contact arrived` };
  }
  return { verdict: 'ours', conversation };
}
