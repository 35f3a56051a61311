import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ElevenLabsConversation } from '@site/contracts';
import { answerConversationsList, type ConversationSource } from './elevenlabs-conversations';
import { elevenLabsOpenApi } from './elevenlabs-openapi';
import { FakeAgentResources } from './fake-elevenlabs-agents';
import { LoopbackServer, sendJson } from './loopback-server';

/**
 * A conversation the fake knows, from which `conversationRecord` makes what `GET
 * /v1/convai/conversations/{id}` and the post-call webhook give: what a test sets up (the rest
 * made up as a call would go), or what the twin's simulated agent held (its turns, its analysis).
 */
export interface FakeConversation {
  readonly agentId: string;
  readonly status: 'initiated' | 'in-progress' | 'processing' | 'done' | 'failed';
  readonly startedAtMs: number;
  /** The client tools the agent called, in order, with their parameters. */
  readonly toolCalls?: readonly { readonly name: string; readonly parameters: Readonly<Record<string, unknown>> }[];
  /**
   * What the visitor said, turn by turn, before the agent's calls. Unless given, the visitor said
   * each phone the agent passed to a tool, just before the call, as a caller does.
   */
  readonly visitorTurns?: readonly string[];
  /** The turns as they were held, in place of those made from `visitorTurns` and `toolCalls`. */
  readonly transcript?: ElevenLabsConversation['transcript'];
  readonly durationSecs?: number;
  /** Unless given, the agent's end_call tool ended a done conversation. */
  readonly terminationReason?: string;
  /** A typed conversation (`metadata.text_only`), when known. */
  readonly textOnly?: boolean;
  readonly language?: string;
  /** The analysis' title and summary; null: the analysis has none. */
  readonly summaryTitle?: string | null;
  readonly summary?: string | null;
  /** The page the widget said the conversation started on (its `page_path` dynamic variable). */
  readonly pagePath?: string;
  /** The client's `conversation_initiation_client_data` as sent, in place of one made from `language` and `pagePath`. */
  readonly initiation?: ElevenLabsConversation['conversation_initiation_client_data'];
  /** What the agent's data collection extracted, by field id (`DATA_COLLECTION_FIELDS`); null: the conversation gave none. */
  readonly dataCollection?: Readonly<Record<string, string | null>>;
  /** The evaluation criteria the analysis judged, each a success. */
  readonly evaluationCriteria?: readonly string[];
  /** A phone call's line, as ElevenLabs' record names it (`metadata.phone_call`); absent for a web call. */
  readonly phoneCall?: { readonly direction: 'inbound' | 'outbound'; readonly externalNumber: string; readonly agentNumber?: string };
}

/** A phone call's `metadata.phone_call`, as ElevenLabs records a Twilio line's (`ConversationHistoryTwilioPhoneCallModel`). */
export function phoneCallMetadata(conversationId: string, phoneCall: NonNullable<FakeConversation['phoneCall']>) {
  return {
    direction: phoneCall.direction,
    phone_number_id: 'phnum_lumi',
    agent_number: phoneCall.agentNumber ?? '+442079460958',
    external_number: phoneCall.externalNumber,
    type: 'twilio',
    stream_sid: `MZ${conversationId}`,
    call_sid: `CA${conversationId}`,
  };
}

/** Where a model would judge, the analysis says it did not. */
const JUDGED = 'Judged by a stand-in from what the conversation gave, not by a model.';

/** The conversation as ElevenLabs reports it, by lookup or in its post-call webhook: the one builder, for the tests and the twin. */
export function conversationRecord(conversationId: string, conversation: FakeConversation): ElevenLabsConversation {
  const done = conversation.status === 'done';
  return {
    agent_id: conversation.agentId,
    conversation_id: conversationId,
    status: conversation.status,
    transcript: conversation.transcript ?? madeTranscript(conversation),
    metadata: {
      start_time_unix_secs: Math.floor(conversation.startedAtMs / 1000),
      call_duration_secs: conversation.durationSecs ?? 0,
      termination_reason: conversation.terminationReason ?? (done ? 'end_call tool was called.' : ''),
      main_language: conversation.language ?? 'ru',
      ...(conversation.textOnly !== undefined && { text_only: conversation.textOnly }),
      ...(conversation.phoneCall && { phone_call: phoneCallMetadata(conversationId, conversation.phoneCall) }),
    },
    analysis: done
      ? {
          call_successful: 'success',
          call_summary_title: conversation.summaryTitle === undefined ? 'Call back requested' : conversation.summaryTitle,
          ...(conversation.summary !== null && { transcript_summary: conversation.summary ?? 'The caller asked for a call back.' }),
          data_collection_results: Object.fromEntries(
            Object.entries(conversation.dataCollection ?? {}).map(([field, value]) => [field, { data_collection_id: field, value, rationale: JUDGED }]),
          ),
          evaluation_criteria_results: Object.fromEntries(
            (conversation.evaluationCriteria ?? []).map((criterion) => [criterion, { criteria_id: criterion, result: 'success', rationale: JUDGED }]),
          ),
        }
      : null,
    conversation_initiation_client_data: conversation.initiation ?? {
      conversation_config_override: { agent: { language: conversation.language ?? 'ru' } },
      dynamic_variables: { page_path: conversation.pagePath ?? '/' },
    },
  };
}

/** The turns of a conversation a test set up: the visitor's, then each tool call the agent made (unless given, after the visitor said the phone it passes). */
function madeTranscript(conversation: FakeConversation): ElevenLabsConversation['transcript'] {
  return [
    ...(conversation.visitorTurns ?? []).map((message, index) => ({ role: 'user', message, time_in_call_secs: 5 + index })),
    ...(conversation.toolCalls ?? []).flatMap((call, index) => [
      ...(conversation.visitorTurns === undefined && typeof call.parameters.phone === 'string'
        ? [{ role: 'user', message: `My number is ${call.parameters.phone}.`, time_in_call_secs: 10 * (index + 1) - 5 }]
        : []),
      {
        role: 'agent',
        message: null,
        time_in_call_secs: 10 * (index + 1),
        tool_calls: [{ tool_name: call.name, params_as_json: JSON.stringify(call.parameters), request_id: `call_${index}` }],
      },
    ]),
  ];
}

const CONVERSATION_PATH = /^\/v1\/convai\/conversations\/([^/]+)$/;
const OUTBOUND_CALL_PATH = /^\/v1\/convai\/(twilio|sip-trunk)\/outbound-call$/;

/** An outbound call the backend asked for: the endpoint's body, as ElevenLabs' API takes it. */
export interface OutboundCallRequest {
  readonly agent_id: string;
  readonly agent_phone_number_id: string;
  readonly to_number: string;
  readonly conversation_initiation_client_data?: {
    readonly conversation_config_override?: { readonly agent?: { readonly language?: string } };
    readonly dynamic_variables?: Readonly<Record<string, string>>;
  };
}

/** What placing a call gave: the conversation started for it, or the API's refusal. */
export type OutboundCallAnswer = { readonly conversationId: string } | { readonly status: number; readonly body: unknown };
const FEEDBACK_PATH = /^\/v1\/convai\/conversations\/([^/]+)\/feedback$/;
const CONVERSATIONS_PATH = '/v1/convai/conversations';

export interface FakeElevenLabsOptions {
  /** The conversations it answers about; by default those a test puts in `conversations`. */
  readonly conversations?: ConversationSource;
  /** The signed URL it gives for an agent, or undefined for an agent it does not know (404); by default any agent's, for a socket nobody opens. */
  readonly signedUrl?: (agentId: string) => string | undefined;
  /**
   * Rings a number for an outbound call (`POST /v1/convai/twilio/outbound-call` or the SIP trunk's);
   * by default a conversation the test can see in `conversations`, started and ringing.
   */
  readonly placeCall?: (request: OutboundCallRequest, provider: 'twilio' | 'sip-trunk') => OutboundCallAnswer;
}

/**
 * ElevenLabs' REST API on loopback, for one API key: the signed URL, the conversation lookup, its
 * deletion and the list of an agent's conversations the backend makes, and the agents-as-code calls
 * of the official CLI (`agents`). Every JSON body is held to the API's own request schema
 * (`elevenlabs-openapi.ts`) before it is answered. The tests start it on a port of its own; the
 * twin's simulated agent answers its REST calls with it (`handle`) beside the agent's WebSocket.
 */
export class FakeElevenLabs extends LoopbackServer {
  readonly requestedAgents: string[] = [];
  /** The conversations a test sets up, unless the options give another source. */
  readonly conversations = new Map<string, FakeConversation>();
  /** Conversation ids asked about, in order. */
  readonly lookups: string[] = [];
  /** The feedback sent on conversations it holds (`POST /v1/convai/conversations/{id}/feedback`), in order. */
  readonly feedback: { readonly conversationId: string; readonly feedback: unknown }[] = [];
  /** Conversation ids deleted (`DELETE /v1/convai/conversations/{id}`), in order. */
  readonly deletedConversations: string[] = [];
  readonly agents = new FakeAgentResources();
  /** The outbound calls asked for, with the provider's endpoint, in order. */
  readonly outboundCalls: { readonly provider: 'twilio' | 'sip-trunk'; readonly request: OutboundCallRequest }[] = [];
  /** Every request, as `METHOD /path`, in order. */
  readonly requests: string[] = [];
  /** When set, every request gets this answer instead. */
  failure: { status: number; body: unknown } | undefined;
  /** The queries of the conversation list, in order. */
  readonly listQueries: URLSearchParams[] = [];
  /** When set, the conversation list gets this answer instead: every page, or with `afterFirstPage` the pages behind a cursor. */
  listFailure: { status: number; body: unknown; afterFirstPage?: boolean } | undefined;
  readonly #apiKey: string;
  readonly #source: ConversationSource;
  readonly #signedUrl: (agentId: string) => string | undefined;
  readonly #placeCall: (request: OutboundCallRequest, provider: 'twilio' | 'sip-trunk') => OutboundCallAnswer;

  constructor(apiKey: string, options: FakeElevenLabsOptions = {}) {
    super((req, rawBody, res) => this.handle(req, rawBody, res));
    this.#apiKey = apiKey;
    this.#source = options.conversations ?? {
      records: () => [...this.conversations].map(([id, held]) => conversationRecord(id, held)),
      delete: (id) => this.conversations.delete(id),
    };
    this.#signedUrl = options.signedUrl ?? signedUrlFor;
    this.#placeCall =
      options.placeCall ??
      ((request) => {
        const conversationId = `conv_outbound_${this.outboundCalls.length - 1}`;
        const language = request.conversation_initiation_client_data?.conversation_config_override?.agent?.language ?? undefined;
        const pagePath = request.conversation_initiation_client_data?.dynamic_variables?.page_path;
        this.conversations.set(conversationId, {
          agentId: request.agent_id,
          status: 'initiated',
          startedAtMs: Date.now(),
          language,
          pagePath,
          phoneCall: { direction: 'outbound', externalNumber: request.to_number },
        });
        return { conversationId };
      });
  }

  /** Answers one request, its body read whole. */
  handle(req: IncomingMessage, rawBody: string, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? 'GET';
    this.requests.push(`${method} ${url.pathname}`);
    if (req.headers['xi-api-key'] !== this.#apiKey) {
      return sendJson(res, 401, { detail: { status: 'invalid_api_key', message: 'Invalid API key' } });
    }
    if (this.failure) return sendJson(res, this.failure.status, this.failure.body);
    if (method === 'GET' && url.pathname === CONVERSATIONS_PATH) {
      this.listQueries.push(url.searchParams);
      if (this.listFailure && (!this.listFailure.afterFirstPage || url.searchParams.has('cursor'))) {
        return sendJson(res, this.listFailure.status, this.listFailure.body);
      }
      const { status, body } = answerConversationsList(this.#source.records(), url.searchParams);
      return sendJson(res, status, body);
    }
    const conversation = CONVERSATION_PATH.exec(url.pathname);
    if (method === 'GET' && conversation) {
      const id = decodeURIComponent(conversation[1]!);
      this.lookups.push(id);
      const known = this.#source.records().find((record) => record.conversation_id === id);
      if (!known) return sendJson(res, 404, { detail: { status: 'conversation_not_found', message: 'Conversation not found' } });
      return sendJson(res, 200, known);
    }
    if (method === 'DELETE' && conversation) {
      const id = decodeURIComponent(conversation[1]!);
      if (!this.#source.delete(id)) return sendJson(res, 404, { detail: { status: 'conversation_not_found', message: 'Conversation not found' } });
      this.deletedConversations.push(id);
      return sendJson(res, 200, {});
    }
    if (method === 'GET' && url.pathname === '/v1/convai/conversation/get-signed-url') {
      const agentId = url.searchParams.get('agent_id');
      if (!agentId) return sendJson(res, 422, { detail: [{ loc: ['query', 'agent_id'], msg: 'field required', type: 'value_error.missing' }] });
      this.requestedAgents.push(agentId);
      const signedUrl = this.#signedUrl(agentId);
      if (!signedUrl) return sendJson(res, 404, { detail: { status: 'agent_not_found', message: `Agent ${agentId} not found` } });
      return sendJson(res, 200, { signed_url: signedUrl });
    }
    let body: Record<string, unknown> = {};
    try {
      body = rawBody ? (JSON.parse(rawBody) as Record<string, unknown>) : {};
    } catch {
      return sendJson(res, 400, { detail: 'Invalid JSON body' });
    }
    // A body the real API would refuse, or whose fields it would drop, is refused here too.
    const problems = rawBody ? elevenLabsOpenApi().requestProblems(method, url.pathname, body) : undefined;
    if (problems?.length) return sendJson(res, 422, { detail: problems.map((msg) => ({ loc: ['body'], msg, type: 'value_error' })) });
    const outbound = OUTBOUND_CALL_PATH.exec(url.pathname);
    if (method === 'POST' && outbound) {
      const provider = outbound[1] as 'twilio' | 'sip-trunk';
      const request = body as unknown as OutboundCallRequest;
      this.outboundCalls.push({ provider, request });
      const answer = this.#placeCall(request, provider);
      if ('status' in answer) return sendJson(res, answer.status, answer.body);
      // Twilio's answer names the call's SID; a SIP trunk's its SIP call id.
      return sendJson(
        res,
        200,
        provider === 'twilio'
          ? { success: true, message: 'Success', conversation_id: answer.conversationId, callSid: `CA${answer.conversationId}` }
          : { success: true, message: 'Success', conversation_id: answer.conversationId, sip_call_id: `sip_${answer.conversationId}` },
      );
    }
    const rated = FEEDBACK_PATH.exec(url.pathname);
    if (method === 'POST' && rated) {
      const id = decodeURIComponent(rated[1]!);
      if (!this.#source.records().some((record) => record.conversation_id === id)) {
        return sendJson(res, 404, { detail: { status: 'conversation_not_found', message: 'Conversation not found' } });
      }
      this.feedback.push({ conversationId: id, feedback: body.feedback });
      return sendJson(res, 200, {});
    }
    if (!this.agents.handle(method, url.pathname, body, res)) sendJson(res, 404, { detail: 'Not Found' });
  }
}

export function signedUrlFor(agentId: string): string {
  return `wss://api.elevenlabs.io/v1/convai/conversation?agent_id=${agentId}&conversation_signature=sig-${agentId}`;
}
