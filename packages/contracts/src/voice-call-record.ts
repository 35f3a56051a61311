import * as z from 'zod/mini';
import { reportedNumber } from './numbers';

/**
 * What ElevenLabs says about a conversation once it ended: the `data` of its post-call webhook
 * (`post_call_transcription`) and the answer of `GET /v1/convai/conversations/{id}` have this shape.
 * Only the fields the backend reads are named; the rest passes through unread, so a field
 * ElevenLabs adds never breaks the webhook.
 */
const toolCallSchema = z.looseObject({
  tool_name: z.string(),
  /** The parameters the agent called the tool with, as a JSON string. */
  params_as_json: z.optional(z.string()),
});

export const conversationTurnSchema = z.looseObject({
  role: z.string(),
  message: z.nullish(z.string()),
  time_in_call_secs: z.optional(reportedNumber),
  tool_calls: z.nullish(z.array(toolCallSchema)),
});
export type ConversationTurn = z.infer<typeof conversationTurnSchema>;

/** A data collection or evaluation result: its value (or verdict) and why. */
const analysisResultSchema = z.looseObject({
  value: z.optional(z.unknown()),
  result: z.optional(z.string()),
  rationale: z.optional(z.string()),
});

export const CONVERSATION_STATUSES = ['initiated', 'in-progress', 'processing', 'done', 'failed'] as const;

export const elevenLabsConversationSchema = z.looseObject({
  agent_id: z.string(),
  conversation_id: z.string(),
  status: z.optional(z.enum(CONVERSATION_STATUSES)),
  transcript: z.optional(z.array(conversationTurnSchema)),
  metadata: z.looseObject({
    start_time_unix_secs: reportedNumber,
    call_duration_secs: z.optional(reportedNumber),
    termination_reason: z.optional(z.string()),
    main_language: z.nullish(z.string()),
    /**
     * A phone call's line (Twilio, a SIP trunk): its direction and the other party's number
     * (`ConversationHistoryTwilioPhoneCallModel` and its SIP sibling); absent or null for a web call.
     */
    phone_call: z.nullish(
      z.looseObject({
        direction: z.optional(z.string()),
        type: z.optional(z.string()),
        external_number: z.optional(z.string()),
      }),
    ),
  }),
  analysis: z.nullish(
    z.looseObject({
      call_successful: z.optional(z.string()),
      transcript_summary: z.optional(z.string()),
      call_summary_title: z.nullish(z.string()),
      data_collection_results: z.optional(z.record(z.string(), analysisResultSchema)),
      evaluation_criteria_results: z.optional(z.record(z.string(), analysisResultSchema)),
    }),
  ),
  conversation_initiation_client_data: z.nullish(
    z.looseObject({
      conversation_config_override: z.nullish(z.looseObject({ agent: z.nullish(z.looseObject({ language: z.nullish(z.string()) })) })),
      dynamic_variables: z.nullish(z.record(z.string(), z.unknown())),
    }),
  ),
});
export type ElevenLabsConversation = z.infer<typeof elevenLabsConversationSchema>;

/** The post-call webhook's body; events other than `post_call_transcription` are acknowledged and ignored. */
export const postCallWebhookSchema = z.looseObject({
  type: z.string(),
  event_timestamp: z.optional(reportedNumber),
  data: z.unknown(),
});
export type PostCallWebhook = z.infer<typeof postCallWebhookSchema>;

export const POST_CALL_TRANSCRIPTION = 'post_call_transcription';
