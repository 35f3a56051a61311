import { voiceFeedbackRequestSchema, type VoiceFeedback, type VoiceFeedbackResponse } from '@site/contracts';
import { sendConversationFeedback } from '../shared/elevenlabs';
import { apiHandler, HttpError, jsonResponse, parsePayload, readJsonBody } from '../shared/http';
import { count, logger } from '../shared/powertools';
import { refuseCrossSite } from '../shared/same-origin';
import { clientNetwork, viewerAddress } from '../shared/client-network';
import { expiresAt } from '../shared/dynamodb';
import { takeNetworkAllowance } from '../shared/network-allowance';
import { indexForErasure } from '../shared/personal-data/before-storing';
import { rateVoiceCall } from '../shared/voice/calls';
import { VOICE_CALLS_STORE } from '../shared/voice/personal-data';
import { checkConversation } from '../shared/voice/conversation-check';
import { requiredElevenLabsSettings } from '../shared/voice/required-settings';
import { readCall } from '../shared/phone-calls/calls';
import { statusTokenOpens } from '../shared/phone-calls/status-token';

/**
 * The visitor's rate of a conversation that ended: only for a recent conversation of the site's
 * agent (ElevenLabs is asked, so a made-up id stores nothing). The rate goes to ElevenLabs' own
 * feedback of the conversation, and with the comment onto the site's record of the call; operators
 * count the rates on the dashboard. ElevenLabs failing to take it loses nothing of ours: logged.
 */
const ALREADY_RATED = new HttpError(409, { error: 'already_rated', message: 'this conversation has been rated already' });

/**
 * The conversation rated: the web one by the id its browser holds, or the call Lumi placed by the
 * site's call id and its requester's token (the page never learns a call's conversation id, I3).
 * A wrong token answers as an unknown call does, as the call's status does.
 */
async function ratedConversation(feedback: VoiceFeedback): Promise<string> {
  if (feedback.conversation_id !== undefined) return feedback.conversation_id;
  const call = await readCall(feedback.call_id!);
  if (!call || !statusTokenOpens(call.statusTokenHash, feedback.status_token!)) {
    throw new HttpError(404, { error: 'validation_failed', fields: { call_id: 'invalid_value' }, message: 'no such call' });
  }
  if (!call.conversationId) throw HttpError.validation({ call_id: 'unknown_conversation' });
  return call.conversationId;
}

export const handler = apiHandler(async (event) => {
  refuseCrossSite(event);
  const feedback = parsePayload(voiceFeedbackRequestSchema, readJsonBody(event));
  // Each post costs two ElevenLabs calls: a network's hour allowance bounds them.
  await takeNetworkAllowance('voiceFeedback', event);
  const settings = await requiredElevenLabsSettings();
  const conversationId = await ratedConversation(feedback);
  const judged = await checkConversation(conversationId, Date.now());
  if (judged.verdict === 'rejected') {
    logger.warn('voice feedback refused: not a conversation of ours', { conversationId, reason: judged.reason });
    throw HttpError.validation({ conversation_id: 'unknown_conversation' });
  }
  if (judged.verdict === 'unverified') {
    throw new HttpError(502, { error: 'upstream_failed', message: 'the voice service did not answer; try again later' });
  }
  const rate = { rating: feedback.rating, ...(feedback.comment && { comment: feedback.comment }), at: new Date().toISOString() };
  if (!(await rateVoiceCall(conversationId, rate, clientNetwork(viewerAddress(event))))) {
    logger.warn('voice feedback refused: the conversation was rated from another network, or changed too often', { conversationId });
    throw ALREADY_RATED;
  }
  // A comment may name a phone or an e-mail: indexed for erasure like the record it is kept on.
  if (rate.comment) await indexForErasure(VOICE_CALLS_STORE, { conversationId, feedback: rate, expiresAt: expiresAt(Date.now()) });
  count(feedback.rating === 'like' ? 'voiceFeedbackLiked' : 'voiceFeedbackDisliked');
  const sent = await sendConversationFeedback({ apiUrl: settings.apiUrl, apiKey: settings.apiKey, conversationId, feedback: feedback.rating });
  if (sent !== true) logger.warn('voice feedback kept, but ElevenLabs did not take it', { conversationId, reason: sent });
  logger.info('voice feedback kept', { conversationId, rating: feedback.rating, commented: !!feedback.comment });
  return jsonResponse(200, { status: 'kept' } satisfies VoiceFeedbackResponse);
});
