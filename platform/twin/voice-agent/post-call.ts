import type { ElevenLabsConversation } from '@site/contracts';
import { conversationRecord } from '@site/stand-ins/fake-elevenlabs';
import type { ConversationRecord } from './conversation';
import type { AgentDefinition } from './definition';

/**
 * The conversation as ElevenLabs reports it (its lookup, its post-call webhook's `data`), made by
 * the one builder the tests use too: the transcript with the client tools' calls, the timings, and
 * an analysis with the definition's data collection and evaluation criteria, valued from what the
 * local agent took in the conversation (the contact it saved, the visit it booked, what the visitor
 * asked) where a model would judge.
 */
export function postCallRecord(record: ConversationRecord, agentId: string, definition: AgentDefinition): ElevenLabsConversation {
  const outcome = record.outcome;
  const initiation = (record.initiation ?? {}) as { conversation_config_override?: unknown; dynamic_variables?: unknown };
  return conversationRecord(record.id, {
    agentId,
    status: record.unanswered ? 'failed' : record.closed ? 'done' : 'in-progress',
    startedAtMs: record.startedAtMs,
    transcript: record.transcript,
    durationSecs: Math.round(((record.endedAtMs ?? Date.now()) - record.startedAtMs) / 1000),
    terminationReason: record.terminationReason ?? '',
    textOnly: record.textOnly ?? false,
    language: record.language ?? definition.defaultLanguage,
    ...(record.phoneCall && { phoneCall: record.phoneCall }),
    summaryTitle: outcome?.title ?? null,
    summary: outcome?.summary ?? null,
    dataCollection: Object.fromEntries(definition.dataCollection.map((id) => [id, outcome?.collected[id] ?? null])),
    evaluationCriteria: definition.evaluationCriteria,
    initiation: {
      conversation_config_override: (initiation.conversation_config_override ?? null) as never,
      dynamic_variables: (initiation.dynamic_variables ?? null) as never,
    },
  });
}
