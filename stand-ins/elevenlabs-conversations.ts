import type { ConversationSummary, ConversationsPage, ElevenLabsConversation } from '@site/contracts';

/**
 * The conversations part of ElevenLabs' REST API as the one fake of it (`fake-elevenlabs.ts`)
 * answers it, over whichever conversations it is given: those a test sets up, or the calls the
 * twin's simulated agent held (`platform/twin/voice-agent/`). Each source gives them as full
 * records (`conversationRecord`, the shape of the lookup and the post-call webhook); the list's
 * summaries are made from them here.
 */
export interface ConversationSource {
  /** Every conversation held, as `GET /v1/convai/conversations/{id}` gives it. */
  records(): readonly ElevenLabsConversation[];
  /** Forgets a conversation (`DELETE /v1/convai/conversations/{id}`); false when it was not held. */
  delete(conversationId: string): boolean;
}

/** A conversation as the list of an agent's conversations gives it: no transcript, no analysis. */
export function conversationSummary(record: ElevenLabsConversation): ConversationSummary {
  return {
    agent_id: record.agent_id,
    conversation_id: record.conversation_id,
    start_time_unix_secs: record.metadata.start_time_unix_secs,
    call_duration_secs: record.metadata.call_duration_secs ?? 0,
    message_count: record.transcript?.length ?? 0,
    status: record.status ?? 'done',
    call_successful: record.analysis?.call_successful ?? 'unknown',
  };
}

/** The API's own bounds of `page_size`. */
const PAGE_SIZE = { default: 30, max: 100 } as const;

/**
 * The answer ElevenLabs gives to the list's query: the conversations of `agent_id` that started
 * within `call_start_after_unix` and `call_start_before_unix` (both inclusive here), newest first,
 * `page_size` at a time (422 past 100, as the API refuses it), the next page behind the opaque
 * `cursor` the previous one gave.
 */
export function answerConversationsList(
  held: readonly ElevenLabsConversation[],
  query: URLSearchParams,
): { readonly status: 200; readonly body: ConversationsPage } | { readonly status: 422; readonly body: unknown } {
  const pageSize = Number(query.get('page_size') ?? PAGE_SIZE.default);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > PAGE_SIZE.max) {
    return { status: 422, body: { detail: [{ loc: ['query', 'page_size'], msg: `Input should be between 1 and ${PAGE_SIZE.max}`, type: 'value_error' }] } };
  }
  const bound = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
  const [after, before, agentId] = [bound('call_start_after_unix') ?? -Infinity, bound('call_start_before_unix') ?? Infinity, query.get('agent_id')];
  const matching = held
    .map(conversationSummary)
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
