import { voiceTokenRequestSchema, type VoiceTokenResponse } from '@site/contracts';
import { viewerAddress, viewerProvider } from '../shared/client-network';
import { requiredElevenLabsSettings } from '../shared/voice/required-settings';
import { requestSignedUrl } from '../shared/elevenlabs';
import { apiHandler, HttpError, jsonResponse, parsePayload, readJsonBody } from '../shared/http';
import { refuseCrossSite } from '../shared/same-origin';
import { count, logger } from '../shared/powertools';
import { payForVoiceToken, refundVoiceToken } from '../shared/token-quota';

export const handler = apiHandler(async (event) => {
  refuseCrossSite(event);
  const request = parsePayload(voiceTokenRequestSchema, readJsonBody(event));
  const settings = await requiredElevenLabsSettings();

  const agentId = request.agent_id ?? settings.agentId;
  // Only allow-listed agents, so nobody can spend the key on an agent of their own.
  if (!settings.allowedAgentIds.includes(agentId)) throw HttpError.validation({ agent_id: 'agent_not_allowed' });

  // Each signed URL starts a billable conversation: daily quotas per client network, wider prefix and
  // provider, and a site-wide daily cap, bound what a flood costs and what anyone takes from everybody else.
  const address = viewerAddress(event);
  const units = await payForVoiceToken(address, viewerProvider(event.headers, address));
  // Valid requests the allowances paid for only: TokenRequestsHigh is about conversations started,
  // not junk or refusals anybody can post (those are RequestsRefused and TokenClientQuotaReached).
  count('tokenRequests');

  const result = await requestSignedUrl({ apiUrl: settings.apiUrl, apiKey: settings.apiKey, agentId });
  if (!result.ok) {
    // No conversation was signed, so none was paid for.
    await refundVoiceToken(units);
    count('tokenErrors');
    logger.error('ElevenLabs did not sign a conversation URL', { agentId, upstreamStatus: result.status, upstreamBody: result.detail });
    throw new HttpError(502, { error: 'upstream_failed', message: 'the voice service did not answer; try again later' });
  }
  return jsonResponse(200, { signed_url: result.signedUrl } satisfies VoiceTokenResponse);
});
