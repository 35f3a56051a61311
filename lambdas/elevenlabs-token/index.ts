import type { APIGatewayProxyEvent } from 'aws-lambda';
import {
  API_PATHS,
  voiceConversationEndRequestSchema,
  voiceTokenRequestSchema,
  type ConversationChannel,
  type VoiceConversationEndResponse,
  type VoiceTokenResponse,
} from '@site/contracts';
import { viewerAddress, viewerProvider } from '../shared/client-network';
import { requiredElevenLabsSettings } from '../shared/voice/required-settings';
import type { ElevenLabsSettings } from '../shared/read-settings';
import { bindPlace, issuePlace, releasePlace } from '../shared/voice/conversation-place';
import { lookUpConversation, requestSignedUrl } from '../shared/elevenlabs';
import { apiHandler, HttpError, jsonResponse, parsePayload, readJsonBody } from '../shared/http';
import { refuseCrossSite } from '../shared/same-origin';
import { count, logger } from '../shared/powertools';
import { isOpenConversationUnit, payForVoiceToken, refundVoiceToken } from '../shared/token-quota';

/**
 * The agent a URL is signed for. A typed chat's is always the text-only agent, which no client
 * override turns into speech, so the larger typed-chat allowances can never pay for a call; a call
 * may name a further allow-listed agent (nobody may spend the key on an agent of their own).
 */
function agentFor(channel: ConversationChannel, requested: string | undefined, settings: ElevenLabsSettings): string {
  if (channel === 'text') {
    if (!settings.textAgentId) throw new HttpError(503, { error: 'voice_not_configured', message: 'typed chats are not configured' });
    if (requested !== undefined && requested !== settings.textAgentId) throw HttpError.validation({ agent_id: 'agent_not_allowed' });
    return settings.textAgentId;
  }
  const agentId = requested ?? settings.agentId;
  if (!settings.allowedAgentIds.includes(agentId) || agentId === settings.textAgentId) throw HttpError.validation({ agent_id: 'agent_not_allowed' });
  return agentId;
}

/** `POST /api/elevenlabs-token`: a signed URL for one conversation, and the place it holds among those open at once. */
async function signConversation(event: APIGatewayProxyEvent) {
  const request = parsePayload(voiceTokenRequestSchema, readJsonBody(event));
  const settings = await requiredElevenLabsSettings();

  const agentId = agentFor(request.channel ?? 'voice', request.agent_id, settings);

  // Each signed URL starts a billable conversation: daily quotas per client network, wider prefix and
  // provider, and a site-wide daily cap, bound what a flood costs and what anyone takes from everybody
  // else; typed chats, which cost no minutes of speech, have their own.
  const address = viewerAddress(event);
  const units = await payForVoiceToken(address, viewerProvider(event.headers, address), request.channel);
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
  const place = await issuePlace(units.filter(isOpenConversationUnit), agentId);
  return jsonResponse(200, { signed_url: result.signedUrl, place } satisfies VoiceTokenResponse);
}

/**
 * `POST /api/voice-conversation-end`: the place comes back once ElevenLabs confirms that its
 * conversation ended. Said as the conversation starts (`phase: 'started'`), the place is bound to it
 * and nothing is looked up: the webhook or the sweeper gives the place back when it ends.
 */
async function endConversation(event: APIGatewayProxyEvent) {
  const request = parsePayload(voiceConversationEndRequestSchema, readJsonBody(event));
  if (request.phase === 'started') {
    const bound = await bindPlace(request.place, request.conversation_id);
    logger.info(bound ? 'a conversation started on its place' : 'a start named no place it could hold', { conversationId: request.conversation_id });
    return jsonResponse(200, { released: false } satisfies VoiceConversationEndResponse);
  }
  const settings = await requiredElevenLabsSettings();
  const released = await releasePlace(request.place, request.conversation_id, () =>
    lookUpConversation({ apiUrl: settings.apiUrl, apiKey: settings.apiKey, conversationId: request.conversation_id }),
  );
  logger.info(released ? 'a conversation ended and gave its place back' : 'an end kept its place', { conversationId: request.conversation_id });
  return jsonResponse(200, { released } satisfies VoiceConversationEndResponse);
}

export const handler = apiHandler(async (event) => {
  refuseCrossSite(event);
  return event.resource === API_PATHS.voiceConversationEnd ? endConversation(event) : signConversation(event);
});
