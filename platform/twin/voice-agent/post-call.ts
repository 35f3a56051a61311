import type { ElevenLabsConversation } from '@site/contracts';
import { phoneCallMetadata } from '../../../stand-ins/fake-elevenlabs';
import type { ConversationRecord } from './conversation';
import type { AgentDefinition } from './definition';
import type { AgentScript } from './script';

const SCRIPTED = 'Scripted by the simulated agent.';

/**
 * The conversation as ElevenLabs reports it (its lookup, its post-call webhook's `data`): the
 * transcript with the contact tool's calls, the timings, and an analysis with the definition's data
 * collection and evaluation criteria, whose values come from the script where a model would judge.
 */
export function postCallRecord(record: ConversationRecord, agentId: string, definition: AgentDefinition, script: AgentScript): ElevenLabsConversation {
  const done = Boolean(record.closed) && !record.unanswered;
  const called = (tool: string | undefined) => record.transcript.some((turn) => turn.tool_calls?.some((call) => call.tool_name === tool));
  const tookContact = called(definition.contactTool.name);
  // A demo receptionist's call did its job once it booked a time.
  const summary = tookContact || called(definition.bookingTool?.name) ? script.summary : script.hungUp;
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
          call_summary_title: summary.title,
          transcript_summary: summary.text,
          data_collection_results: Object.fromEntries(
            definition.dataCollection.map((id) => [
              id,
              { data_collection_id: id, value: tookContact ? (collectedBy(script)[id] ?? null) : null, rationale: SCRIPTED },
            ]),
          ),
          evaluation_criteria_results: Object.fromEntries(
            definition.evaluationCriteria.map((id) => [id, { criteria_id: id, result: 'success', rationale: SCRIPTED }]),
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

/** The script's data collection by any id the definition names: one the script does not collect is null. */
function collectedBy(script: { readonly collected: Readonly<Record<string, string>> }): Readonly<Record<string, string | undefined>> {
  return script.collected;
}
