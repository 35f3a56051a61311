/**
 * The two ElevenLabs calls the backend makes: a signed WebSocket URL for a conversation with an
 * agent, and the lookup of a conversation the browser says it held.
 */

export type SignedUrlResult =
  | { readonly ok: true; readonly signedUrl: string }
  /** `status` is absent when ElevenLabs could not be reached; `detail` is its answer, for the log. */
  | { readonly ok: false; readonly status?: number; readonly detail: string };

const TIMEOUT_MS = 5_000;
const MAX_DETAIL_CHARS = 2_000;

export async function requestSignedUrl(options: { apiUrl: string; apiKey: string; agentId: string }): Promise<SignedUrlResult> {
  // Appended, not resolved, so a base URL with a path (a proxy, a local stand-in) keeps it.
  const url = new URL(`${options.apiUrl.replace(/\/+$/, '')}/v1/convai/conversation/get-signed-url`);
  url.searchParams.set('agent_id', options.agentId);
  let response: Response;
  try {
    response = await fetch(url, { headers: { 'xi-api-key': options.apiKey }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    return { ok: false, detail: errorText(error) };
  }
  const text = (await response.text().catch(errorText)).slice(0, MAX_DETAIL_CHARS);
  if (!response.ok) return { ok: false, status: response.status, detail: text };
  const signedUrl = parseSignedUrl(text);
  if (!signedUrl) return { ok: false, status: response.status, detail: `no signed_url in the answer: ${text}` };
  return { ok: true, signedUrl };
}

/** What ElevenLabs says of a conversation id, as far as the backend needs it. */
export type ConversationLookup =
  | { readonly found: true; readonly agentId: string; readonly status: string; readonly startedAtMs: number }
  | { readonly found: false }
  /** ElevenLabs did not give an answer to rely on (down, slow, refusing our key, malformed). */
  | { readonly found: 'unknown'; readonly detail: string };

/** `GET /v1/convai/conversations/{id}` with the server's key. */
export async function lookUpConversation(options: { apiUrl: string; apiKey: string; conversationId: string }): Promise<ConversationLookup> {
  const url = `${options.apiUrl.replace(/\/+$/, '')}/v1/convai/conversations/${encodeURIComponent(options.conversationId)}`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { 'xi-api-key': options.apiKey }, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    return { found: 'unknown', detail: errorText(error) };
  }
  const text = (await response.text().catch(errorText)).slice(0, MAX_DETAIL_CHARS);
  // 404: no such conversation; 422: not even a well-formed id. Anything else says nothing about the id.
  if (response.status === 404 || response.status === 422) return { found: false };
  if (!response.ok) return { found: 'unknown', detail: `${response.status}: ${text}` };
  return parseConversation(text) ?? { found: 'unknown', detail: `an answer without agent_id, status or start time: ${text}` };
}

function parseConversation(text: string): ConversationLookup | undefined {
  try {
    const value = JSON.parse(text) as { agent_id?: unknown; status?: unknown; metadata?: { start_time_unix_secs?: unknown } } | null;
    const start = value?.metadata?.start_time_unix_secs;
    if (typeof value?.agent_id !== 'string' || typeof value.status !== 'string' || typeof start !== 'number') return undefined;
    return { found: true, agentId: value.agent_id, status: value.status, startedAtMs: start * 1000 };
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
