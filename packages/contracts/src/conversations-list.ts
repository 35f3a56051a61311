import * as z from 'zod/mini';
import { reportedNumber } from './numbers';
import { CONVERSATION_STATUSES } from './voice-call-record';

/**
 * ElevenLabs' list of an agent's conversations, `GET /v1/convai/conversations`: what the backend
 * reads of it to find conversations whose post-call webhook never came. The fake that answers it
 * on loopback is `stand-ins/elevenlabs-conversations.ts`.
 */

/**
 * One conversation as the list gives it (the API's `ConversationSummaryResponseModel`): no
 * transcript or analysis, only what tells whether and when it ended. The fields the backend reads
 * are named; the rest passes through unread.
 */
export const conversationSummarySchema = z.looseObject({
  agent_id: z.string(),
  conversation_id: z.string(),
  start_time_unix_secs: reportedNumber,
  call_duration_secs: reportedNumber,
  status: z.enum(CONVERSATION_STATUSES),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

/** A page of the list (`GetConversationsPageResponseModel`): `next_cursor` asks for the next one while `has_more`. */
export const conversationsPageSchema = z.looseObject({
  conversations: z.array(conversationSummarySchema),
  next_cursor: z.nullish(z.string()),
  has_more: z.boolean(),
});
export type ConversationsPage = z.infer<typeof conversationsPageSchema>;
