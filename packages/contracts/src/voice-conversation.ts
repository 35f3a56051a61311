import * as z from 'zod/mini';
import { conversationIdSchema } from './conversation-id';
import { codes, optionalName, payloadObject } from './fields';
import { phoneAsTyped } from './phone';
import { languageSchema } from './language';

/** A call is never longer than a day; the widget measures seconds from session start to capture. */
export const MAX_VOICE_DURATION_SECONDS = 24 * 60 * 60;

export const durationSecondsSchema = z.number(codes()).check(z.gte(0, 'too_small'), z.lte(MAX_VOICE_DURATION_SECONDS, 'too_large'));

/** `POST /api/save-voice-conversation`: a contact the voice agent captured. */
export const voiceConversationRequestSchema = payloadObject({
  conversation_id: conversationIdSchema,
  /** Read by the backend in the country of `language` (`8 (999) …` in Russian). */
  phone_number: phoneAsTyped,
  user_name: optionalName(null),
  duration_seconds: durationSecondsSchema,
  language: languageSchema,
});
export type VoiceConversationRequest = z.input<typeof voiceConversationRequestSchema>;
export type VoiceConversation = z.output<typeof voiceConversationRequestSchema>;

export const voiceConversationResponseSchema = z.object({ status: z.literal('saved') });
export type VoiceConversationResponse = z.infer<typeof voiceConversationResponseSchema>;
