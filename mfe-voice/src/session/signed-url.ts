import { API_PATHS, apiErrorBodySchema, postJson, type ApiAnswer, type VoiceTokenRequest, type VoiceTokenResponse } from '@site/contracts';
import { VoiceStartError } from './start-error';

const TIMEOUT_MS = 10_000;

/**
 * A signed conversation URL from the site's backend, fetched right before each start (it expires
 * 15 minutes after issue). The backend picks its configured agent.
 */
export async function fetchSignedUrl(): Promise<string> {
  const request: VoiceTokenRequest = {};
  let answer: ApiAnswer;
  try {
    answer = await postJson(API_PATHS.voiceToken, request, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new VoiceStartError('serviceUnavailable', error instanceof Error ? error.message : String(error));
  }
  if (!answer.ok) {
    // The day's allowance is spent: trying again will not help before tomorrow, so the visitor hears of other ways.
    const spent = answer.status === 429 && apiErrorBodySchema.safeParse(answer.body).data?.error === 'daily_limit_reached';
    throw new VoiceStartError(spent ? 'unavailableToday' : 'serviceUnavailable', `${API_PATHS.voiceToken} answered ${answer.status}`);
  }
  const signedUrl = (answer.body as Partial<VoiceTokenResponse> | null)?.signed_url;
  if (typeof signedUrl !== 'string' || !signedUrl) throw new VoiceStartError('noSignedUrl', 'No signed URL returned');
  return signedUrl;
}
