import * as z from 'zod/mini';
import { CONVERSATION_STATUSES } from './voice-call-record';

/**
 * ElevenLabs' list of an agent's conversations, `GET /v1/convai/conversations`: what the backend
 * reads of it to find conversations whose post-call webhook never came, and how the stand-ins that
 * play ElevenLabs (the unit tests' fake, the twin's simulated agent) answer it alike.
 */

/**
 * One conversation as the list gives it (the API's `ConversationSummaryResponseModel`): no
 * transcript or analysis, only what tells whether and when it ended. The fields the backend reads
 * are named; the rest passes through unread.
 */
export const conversationSummarySchema = z.looseObject({
  agent_id: z.string(),
  conversation_id: z.string(),
  start_time_unix_secs: z.number(),
  call_duration_secs: z.number(),
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

/** The API's own bounds of `page_size`. */
const PAGE_SIZE = { default: 30, max: 100 } as const;

/**
 * The answer ElevenLabs gives to the list's query, over the conversations a stand-in holds: those of
 * `agent_id` that started within `call_start_after_unix` and `call_start_before_unix` (both
 * inclusive here), newest first, `page_size` at a time (422 past 100, as the API refuses it), the
 * next page behind the opaque `cursor` the previous one gave.
 */
export function answerConversationsList(
  held: readonly ConversationSummary[],
  query: URLSearchParams,
): { readonly status: 200; readonly body: ConversationsPage } | { readonly status: 422; readonly body: unknown } {
  const pageSize = Number(query.get('page_size') ?? PAGE_SIZE.default);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > PAGE_SIZE.max) {
    return { status: 422, body: { detail: [{ loc: ['query', 'page_size'], msg: `Input should be between 1 and ${PAGE_SIZE.max}`, type: 'value_error' }] } };
  }
  const bound = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
  const [after, before, agentId] = [bound('call_start_after_unix') ?? -Infinity, bound('call_start_before_unix') ?? Infinity, query.get('agent_id')];
  const matching = held
    .filter(
      (conversation) =>
        (!agentId || conversation.agent_id === agentId) && conversation.start_time_unix_secs >= after && conversation.start_time_unix_secs <= before,
    )
    .sort((a, b) => b.start_time_unix_secs - a.start_time_unix_secs || a.conversation_id.localeCompare(b.conversation_id));
  const offset = Number(query.get('cursor') ?? 0) || 0;
  const page = matching.slice(offset, offset + pageSize);
  const hasMore = offset + pageSize < matching.length;
  return { status: 200, body: { conversations: page, next_cursor: hasMore ? String(offset + pageSize) : null, has_more: hasMore } };
}
