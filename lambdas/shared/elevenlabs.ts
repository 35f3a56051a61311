/** The one ElevenLabs call the backend makes: a signed WebSocket URL for a conversation with an agent. */

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
