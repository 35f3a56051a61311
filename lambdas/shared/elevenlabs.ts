import { conversationsPageSchema, elevenLabsConversationSchema, type ConversationsPage, type ElevenLabsConversation, type VoiceRating } from '@site/contracts';

/**
 * The ElevenLabs calls the backend makes: a signed WebSocket URL for a conversation with an agent;
 * the lookup of a conversation: whether the browser's id is real, and once it is done, what
 * happened in it (the record its post-call webhook also brings); the list of an agent's recent
 * conversations, to find those whose webhook never came; the visitor's rate of a conversation;
 * and the deletion of a conversation.
 */

export type SignedUrlResult =
  | { readonly ok: true; readonly signedUrl: string }
  /** `status` is absent when ElevenLabs could not be reached; `detail` is its answer, for the log. */
  | { readonly ok: false; readonly status?: number; readonly detail: string };

/** How long any one request to ElevenLabs may take. */
export const REQUEST_TIMEOUT_MS = 5_000;
const MAX_DETAIL_CHARS = 2_000;

export async function requestSignedUrl(options: { apiUrl: string; apiKey: string; agentId: string }): Promise<SignedUrlResult> {
  const url = apiUrl(options.apiUrl, '/v1/convai/conversation/get-signed-url');
  url.searchParams.set('agent_id', options.agentId);
  let response: Response;
  try {
    response = await callApi(url, options.apiKey);
  } catch (error) {
    return { ok: false, detail: errorText(error) };
  }
  const text = (await response.text().catch(errorText)).slice(0, MAX_DETAIL_CHARS);
  if (!response.ok) return { ok: false, status: response.status, detail: text };
  const signedUrl = parseSignedUrl(text);
  if (!signedUrl) return { ok: false, status: response.status, detail: `no signed_url in the answer: ${text}` };
  return { ok: true, signedUrl };
}

/** What ElevenLabs says of a conversation id. */
export type ConversationLookup =
  | { readonly found: true; readonly conversation: ElevenLabsConversation }
  | { readonly found: false }
  /** ElevenLabs did not give an answer to rely on (down, slow, refusing our key, malformed). */
  | { readonly found: 'unknown'; readonly detail: string };

/** `GET /v1/convai/conversations/{id}` with the server's key. */
export async function lookUpConversation(options: { apiUrl: string; apiKey: string; conversationId: string }): Promise<ConversationLookup> {
  let response: Response;
  try {
    response = await callApi(conversationUrl(options.apiUrl, options.conversationId), options.apiKey);
  } catch (error) {
    return { found: 'unknown', detail: errorText(error) };
  }
  // A done conversation's answer holds its whole transcript: read it all, cut only what goes to the log.
  const text = await response.text().catch(errorText);
  // 404: no such conversation; 422: not even a well-formed id. Anything else says nothing about the id.
  if (response.status === 404 || response.status === 422) return { found: false };
  if (!response.ok) return { found: 'unknown', detail: `${response.status}: ${text.slice(0, MAX_DETAIL_CHARS)}` };
  const conversation = parseConversation(text);
  // Not quoted: a conversation's answer may hold its transcript, which never goes to the log.
  return conversation
    ? { found: true, conversation }
    : { found: 'unknown', detail: 'an answer that is not a conversation record (agent_id, status, start time)' };
}

export type ConversationsPageResult =
  | { readonly ok: true; readonly page: ConversationsPage }
  /** ElevenLabs did not give a page to rely on (down, slow, refusing our key, malformed). */
  | { readonly ok: false; readonly detail: string };

/**
 * `GET /v1/convai/conversations` with the server's key: one page, newest first (the API's default
 * order), of the agent's conversations that started within the given epoch seconds. `cursor` is
 * the previous page's `next_cursor`.
 */
export async function listConversations(options: {
  apiUrl: string;
  apiKey: string;
  agentId: string;
  startedAfterSecs: number;
  startedBeforeSecs: number;
  pageSize: number;
  cursor?: string;
}): Promise<ConversationsPageResult> {
  const url = apiUrl(options.apiUrl, '/v1/convai/conversations');
  url.searchParams.set('agent_id', options.agentId);
  url.searchParams.set('call_start_after_unix', String(options.startedAfterSecs));
  url.searchParams.set('call_start_before_unix', String(options.startedBeforeSecs));
  url.searchParams.set('page_size', String(options.pageSize));
  if (options.cursor) url.searchParams.set('cursor', options.cursor);
  let response: Response;
  try {
    response = await callApi(url, options.apiKey);
  } catch (error) {
    return { ok: false, detail: errorText(error) };
  }
  const text = await response.text().catch(errorText);
  if (!response.ok) return { ok: false, detail: `${response.status}: ${text.slice(0, MAX_DETAIL_CHARS)}` };
  const page = parsePage(text);
  // Not quoted: with `summary_mode` someone may one day turn on, a page holds summaries of what callers said.
  return page ? { ok: true, page } : { ok: false, detail: 'an answer that is not a page of conversations (conversations, has_more)' };
}

/**
 * `DELETE /v1/convai/conversations/{id}` with the server's key: ElevenLabs' own copy of a
 * conversation (its transcript, audio and analysis) goes. True when deleted or already gone; else
 * why not.
 */
export async function deleteConversation(options: { apiUrl: string; apiKey: string; conversationId: string }): Promise<true | string> {
  try {
    const response = await callApi(conversationUrl(options.apiUrl, options.conversationId), options.apiKey, 'DELETE');
    const text = await response.text().catch(errorText);
    if (response.ok || response.status === 404) return true;
    return `elevenlabs ${response.status}: ${text.slice(0, MAX_DETAIL_CHARS)}`;
  } catch (error) {
    return `elevenlabs did not answer: ${errorText(error)}`;
  }
}

/**
 * `POST /v1/convai/conversations/{id}/feedback` with the server's key: the visitor's thumbs up or
 * down, which ElevenLabs shows with the conversation. True when taken; else why not. (The API takes
 * no comment: the site keeps that on its own record.)
 */
export async function sendConversationFeedback(options: {
  apiUrl: string;
  apiKey: string;
  conversationId: string;
  feedback: VoiceRating;
}): Promise<true | string> {
  try {
    const response = await callApi(
      apiUrl(options.apiUrl, `/v1/convai/conversations/${encodeURIComponent(options.conversationId)}/feedback`),
      options.apiKey,
      'POST',
      {
        feedback: options.feedback,
      },
    );
    const text = await response.text().catch(errorText);
    return response.ok || `elevenlabs ${response.status}: ${text.slice(0, MAX_DETAIL_CHARS)}`;
  } catch (error) {
    return `elevenlabs did not answer: ${errorText(error)}`;
  }
}

/** How the agent's number reaches ElevenLabs, which picks the outbound-call endpoint. */
export type PhoneProvider = 'twilio' | 'sip_trunk';

const OUTBOUND_CALL_PATHS: Readonly<Record<PhoneProvider, string>> = {
  twilio: '/v1/convai/twilio/outbound-call',
  sip_trunk: '/v1/convai/sip-trunk/outbound-call',
};

export type OutboundCallResult =
  | { readonly ok: true; readonly conversationId: string }
  /** `status` is absent when ElevenLabs could not be reached; `detail` is its answer, for the log. */
  | { readonly ok: false; readonly status?: number; readonly detail: string };

/**
 * `POST /v1/convai/twilio/outbound-call` (or the SIP trunk's): the agent rings `toNumber` from its
 * phone number, with the conversation's data (language, persona, page) as a web call's. ElevenLabs
 * answers `success` and the conversation it started; `success: false` is a call it did not place.
 */
export async function placeOutboundCall(options: {
  apiUrl: string;
  apiKey: string;
  provider: PhoneProvider;
  agentId: string;
  phoneNumberId: string;
  toNumber: string;
  clientData: { readonly language: string; readonly firstMessage: string; readonly dynamicVariables: Readonly<Record<string, string>> };
}): Promise<OutboundCallResult> {
  let response: Response;
  try {
    response = await callApi(apiUrl(options.apiUrl, OUTBOUND_CALL_PATHS[options.provider]), options.apiKey, 'POST', {
      agent_id: options.agentId,
      agent_phone_number_id: options.phoneNumberId,
      to_number: options.toNumber,
      conversation_initiation_client_data: {
        conversation_config_override: { agent: { language: options.clientData.language, first_message: options.clientData.firstMessage } },
        dynamic_variables: options.clientData.dynamicVariables,
      },
    });
  } catch (error) {
    return { ok: false, detail: errorText(error) };
  }
  const text = (await response.text().catch(errorText)).slice(0, MAX_DETAIL_CHARS);
  if (!response.ok) return { ok: false, status: response.status, detail: text };
  let answer: { success?: unknown; conversation_id?: unknown; message?: unknown } = {};
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    // Read as no conversation below.
  }
  if (answer.success !== true || typeof answer.conversation_id !== 'string' || !answer.conversation_id) {
    return { ok: false, status: response.status, detail: `no call placed: ${text}` };
  }
  return { ok: true, conversationId: answer.conversation_id };
}

/** A path of the API under its base URL: appended, not resolved, so a base with a path (a proxy, a local stand-in) keeps it. */
function apiUrl(base: string, path: string): URL {
  return new URL(`${base.replace(/\/+$/, '')}${path}`);
}

function conversationUrl(base: string, conversationId: string): URL {
  return apiUrl(base, `/v1/convai/conversations/${encodeURIComponent(conversationId)}`);
}

/** One request with the server's key, given up after REQUEST_TIMEOUT_MS. */
function callApi(url: URL, apiKey: string, method: 'GET' | 'DELETE' | 'POST' = 'GET', body?: object): Promise<Response> {
  const headers = { 'xi-api-key': apiKey, ...(body && { 'content-type': 'application/json' }) };
  return fetch(url, { method, headers, body: body && JSON.stringify(body), signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
}

function parseConversation(text: string): ElevenLabsConversation | undefined {
  const conversation = parsedAs(elevenLabsConversationSchema, text);
  return conversation?.status ? conversation : undefined;
}

function parsePage(text: string): ConversationsPage | undefined {
  return parsedAs(conversationsPageSchema, text);
}

/** The JSON text read by the schema, or undefined when it is not JSON or not of that shape. */
function parsedAs<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, text: string): T | undefined {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function parseSignedUrl(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    const signedUrl = (value as { signed_url?: unknown } | null)?.signed_url;
    return typeof signedUrl === 'string' && /^wss?:\/\//.test(signedUrl) ? signedUrl : undefined;
  } catch {
    return undefined;
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
