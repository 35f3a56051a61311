import type { ElevenLabsConversation } from '@site/contracts';
import { phoneCallMetadata } from '@site/stand-ins/fake-elevenlabs';
import type { ConversationRecord } from './conversation';
import type { AgentDefinition } from './definition';

const SIMULATED = 'Judged by the simulated agent from what the conversation gave.';

/**
 * The conversation as ElevenLabs reports it (its lookup, its post-call webhook's `data`): the
 * transcript with the client tools' calls, the timings, and an analysis with the definition's data
 * collection and evaluation criteria, valued from what the local agent took in the conversation
 * (the contact it saved, the visit it booked, what the visitor asked) where a model would judge.
 */
export function postCallRecord(record: ConversationRecord, agentId: string, definition: AgentDefinition): ElevenLabsConversation {
  const done = Boolean(record.closed) && !record.unanswered;
  const outcome = record.outcome;
  const initiation = (record.initiation ?? {}) as { conversation_config_override?: unknown; dynamic_variables?: unknown };
  return {
    agent_id: agentId,
    conversation_id: record.id,
    status: record.unanswered ? 'failed' : done ? 'done' : 'in-progress',
    transcript: record.transcript,
    metadata: {
      start_time_unix_secs: Math.floor(record.startedAtMs / 1000),
      call_duration_secs: secondsInCall(record),
      termination_reason: record.terminationReason ?? '',
      main_language: record.language ?? definition.defaultLanguage,
      text_only: record.textOnly ?? false,
      ...(record.phoneCall && { phone_call: phoneCallMetadata(record.id, record.phoneCall) }),
    },
    analysis: done
      ? {
          call_successful: 'success',
          call_summary_title: outcome?.title ?? null,
          ...(outcome && { transcript_summary: outcome.summary }),
          data_collection_results: Object.fromEntries(
            definition.dataCollection.map((id) => [id, { data_collection_id: id, value: outcome?.collected[id] ?? null, rationale: SIMULATED }]),
          ),
          evaluation_criteria_results: Object.fromEntries(
            definition.evaluationCriteria.map((id) => [id, { criteria_id: id, result: 'success', rationale: SIMULATED }]),
          ),
        }
      : null,
    conversation_initiation_client_data: {
      conversation_config_override: (initiation.conversation_config_override ?? null) as never,
      dynamic_variables: (initiation.dynamic_variables ?? null) as never,
    },
  };
}

function secondsInCall(record: ConversationRecord): number {
  return Math.round(((record.endedAtMs ?? Date.now()) - record.startedAtMs) / 1000);
}
