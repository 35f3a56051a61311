import * as z from 'zod/mini';
import { oneOf, optionalText, payloadObject } from './fields';
import { LIMITS } from './limits';
import { conversationIdSchema } from './conversation-id';

/** The visitor's rate of a conversation, in ElevenLabs' own words for it (`UserFeedbackScore`). */
export const VOICE_RATINGS = ['like', 'dislike'] as const;
export type VoiceRating = (typeof VOICE_RATINGS)[number];

/**
 * `POST /api/voice-feedback`: the visitor rates a conversation that has ended, thumbs up or down,
 * with an optional comment. The backend sends the rate to ElevenLabs' feedback of the conversation
 * and keeps both on the site's record of the call.
 */
export const voiceFeedbackRequestSchema = payloadObject({
  conversation_id: conversationIdSchema,
  rating: oneOf(VOICE_RATINGS),
  comment: optionalText(LIMITS.feedbackCommentMaxLength, { multiline: true }),
});
export type VoiceFeedbackRequest = z.input<typeof voiceFeedbackRequestSchema>;
export type VoiceFeedback = z.output<typeof voiceFeedbackRequestSchema>;

export const voiceFeedbackResponseSchema = z.object({ status: z.literal('kept') });
export type VoiceFeedbackResponse = z.infer<typeof voiceFeedbackResponseSchema>;
