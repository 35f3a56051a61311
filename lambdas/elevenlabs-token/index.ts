import { voiceTokenRequestSchema, type VoiceTokenResponse } from '@site/contracts';
import { elevenLabsSettings, voiceTokensPerDay } from '../shared/config';
import { takeFromDailyCap } from '../shared/control';
import { requestSignedUrl } from '../shared/elevenlabs';
import { apiHandler, HttpError, jsonResponse, parsePayload, readJsonBody } from '../shared/http';
import { count, logger } from '../shared/powertools';

export const handler = apiHandler(async (event) => {
  count('tokenRequests');
  const request = parsePayload(voiceTokenRequestSchema, readJsonBody(event));
  const settings = await elevenLabsSettings();
  if (!settings) throw new HttpError(503, { error: 'voice_not_configured', message: 'voice assistant not configured' });

  const agentId = request.agent_id ?? settings.agentId;
  // Only allow-listed agents, so nobody can spend the key on an agent of their own.
  if (!settings.allowedAgentIds.includes(agentId)) throw HttpError.validation({ agent_id: 'agent_not_allowed' });

  // Each signed URL starts a billable conversation: a site-wide daily cap bounds what a flood costs.
  const cap = voiceTokensPerDay();
  if (!(await takeFromDailyCap('voice-tokens', cap))) {
    count('tokenCapReached');
    logger.warn('daily cap of voice tokens reached', { cap });
    throw new HttpError(429, { error: 'daily_limit_reached', message: 'the voice assistant is not available again until tomorrow' });
  }

  const result = await requestSignedUrl({ apiUrl: settings.apiUrl, apiKey: settings.apiKey, agentId });
  if (!result.ok) {
    count('tokenErrors');
    logger.error('ElevenLabs did not sign a conversation URL', { agentId, upstreamStatus: result.status, upstreamBody: result.detail });
    throw new HttpError(502, { error: 'upstream_failed', message: 'the voice service did not answer; try again later' });
  }
  return jsonResponse(200, { signed_url: result.signedUrl } satisfies VoiceTokenResponse);
});
