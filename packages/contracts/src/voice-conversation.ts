import * as z from 'zod/mini';
import { conversationIdSchema } from './conversation-id';
import { optionalName, payloadObject } from './fields';
import { boundedNumber } from './numbers';
import { phoneAsTyped } from './phone';
import { languageSchema } from './language';

/** A call is never longer than a day; the widget measures seconds from session start to capture. */
export const MAX_VOICE_DURATION_SECONDS = 24 * 60 * 60;

/** Seconds to the millisecond: finer is no measurement, and a number like `5e-324` is no duration DynamoDB can store. */
export const durationSecondsSchema = boundedNumber(0, MAX_VOICE_DURATION_SECONDS, 3);

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

/**
 * `passedOn: false`: the number's callee told Lumi in a call that they want no calls, so no manager
 * is sent it; the agent tells the visitor and what to do instead.
 */
export const voiceConversationResponseSchema = z.object({ status: z.literal('saved'), passedOn: z.boolean() });
export type VoiceConversationResponse = z.infer<typeof voiceConversationResponseSchema>;
