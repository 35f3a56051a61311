import type { VoiceTokenRequest, VoiceTokenResponse } from '@site/contracts';
import { VoiceStartError } from './start-error';

export const TOKEN_ENDPOINT = '/api/elevenlabs-token';
const TIMEOUT_MS = 10_000;

/**
 * A signed conversation URL from the site's backend, fetched right before each start (it expires
 * 15 minutes after issue). The backend picks its configured agent.
 */
export async function fetchSignedUrl(): Promise<string> {
  const request: VoiceTokenRequest = {};
  let response: Response;
  try {
    response = await fetch(TOKEN_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new VoiceStartError('serviceUnavailable', error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new VoiceStartError('serviceUnavailable', `${TOKEN_ENDPOINT} answered ${response.status}`);
  const body = (await response.json().catch(() => null)) as Partial<VoiceTokenResponse> | null;
  const signedUrl = body?.signed_url;
  if (typeof signedUrl !== 'string' || !signedUrl) throw new VoiceStartError('noSignedUrl', 'No signed URL returned');
  return signedUrl;
}
