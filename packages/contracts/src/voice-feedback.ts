import * as z from 'zod/mini';
import { oneOf, optionalText, payloadObject } from './fields';
import { LIMITS } from './limits';
import { conversationIdSchema } from './conversation-id';
import { phoneCallStatusTokenSchema } from './call-status-token';

/** The visitor's rate of a conversation, in ElevenLabs' own words for it (`UserFeedbackScore`). */
export const VOICE_RATINGS = ['like', 'dislike'] as const;
export type VoiceRating = (typeof VOICE_RATINGS)[number];

const feedbackFields = payloadObject({
  conversation_id: z.optional(conversationIdSchema),
  call_id: z.optional(z.uuid({ error: 'invalid_uuid' })),
  status_token: z.optional(phoneCallStatusTokenSchema),
  rating: oneOf(VOICE_RATINGS),
  comment: optionalText(LIMITS.feedbackCommentMaxLength, { multiline: true }),
});
type FeedbackFields = z.output<typeof feedbackFields>;

const namesCall = (feedback: FeedbackFields) => feedback.call_id !== undefined || feedback.status_token !== undefined;

/**
 * `POST /api/voice-feedback`: the visitor rates a conversation that has ended, thumbs up or down,
 * with an optional comment. The backend sends the rate to ElevenLabs' feedback of the conversation
 * and keeps both on the site's record of the call. A web conversation is named by the id its
 * browser got from ElevenLabs; a call Lumi placed by the site's call id and the status token only
 * its requester holds, since the page never learns that call's conversation id (I3).
 */
export const voiceFeedbackRequestSchema = feedbackFields.check(
  // One conversation: the web one the browser opened, or the call Lumi placed (its id and token).
  z.refine((feedback) => feedback.conversation_id !== undefined || namesCall(feedback), { path: ['conversation_id'], message: 'required' }),
  z.refine((feedback) => feedback.conversation_id === undefined || !namesCall(feedback), { path: ['call_id'], message: 'unknown_field' }),
  z.refine((feedback) => !namesCall(feedback) || feedback.call_id !== undefined, { path: ['call_id'], message: 'required' }),
  z.refine((feedback) => !namesCall(feedback) || feedback.status_token !== undefined, { path: ['status_token'], message: 'required' }),
);
export type VoiceFeedbackRequest = z.input<typeof voiceFeedbackRequestSchema>;
export type VoiceFeedback = z.output<typeof voiceFeedbackRequestSchema>;

export const voiceFeedbackResponseSchema = z.object({ status: z.literal('kept') });
export type VoiceFeedbackResponse = z.infer<typeof voiceFeedbackResponseSchema>;
