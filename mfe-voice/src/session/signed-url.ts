import { API_PATHS, postJson, type ApiAnswer, type VoiceTokenRequest, type VoiceTokenResponse } from '@site/contracts';
import type { Channel, SignedConversation } from './connection';
import { VoiceStartError, type StartFailure } from './start-error';

const TIMEOUT_MS = 10_000;

const REFUSAL_FAILURES: Readonly<Record<string, StartFailure>> = {
  daily_limit_reached: 'unavailableToday',
  rate_limited: 'busyNetwork',
  assistant_busy: 'busyAssistant',
};

/**
 * A signed conversation URL from the site's backend, fetched right before each start (it expires
 * 15 minutes after issue), with the place it holds. The backend picks its configured agent, and
 * pays a call (`voice`) or a typed chat (`text`) from that channel's allowances.
 */
export async function fetchSignedUrl(channel: Channel): Promise<SignedConversation> {
  const request: VoiceTokenRequest = { channel };
  let answer: ApiAnswer;
  try {
    answer = await postJson(API_PATHS.voiceToken, request, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new VoiceStartError('serviceUnavailable', error instanceof Error ? error.message : String(error));
  }
  if (!answer.ok) {
    // 429s say how long to wait: the day's allowance is spent (other ways to reach us, since trying again
    // will not help before tomorrow), or the network holds too many conversations open or asked too
    // often (the function's or the firewall's `rate_limited`), which passes within minutes, or the agent
    // holds all the conversations it can (`assistant_busy`), which passes too.
    const refusal = answer.status === 429 ? (await import('./refusal')).refusalCode(answer.body) : undefined;
    const failure = REFUSAL_FAILURES[refusal ?? ''] ?? 'serviceUnavailable';
    throw new VoiceStartError(failure, `${API_PATHS.voiceToken} answered ${answer.status}`);
  }
  const { signed_url: signedUrl, place } = (answer.body as Partial<VoiceTokenResponse> | null) ?? {};
  if (typeof signedUrl !== 'string' || !signedUrl) throw new VoiceStartError('noSignedUrl', 'No signed URL returned');
  return typeof place === 'string' ? { url: signedUrl, place } : { url: signedUrl };
}
