import { elevenLabsConversationSchema, LIMITS, POST_CALL_TRANSCRIPTION, postCallWebhookSchema, type ElevenLabsConversation } from '@site/contracts';
import { allowedAgentIds, elevenLabsWebhookSecret } from '../shared/read-settings';
import { headerValue } from '../shared/headers';
import { apiHandler, HttpError, jsonResponse, parseJson, readRawBody } from '../shared/http';
import { count, logger } from '../shared/powertools';
import { releaseEndedConversation } from '../shared/voice/conversation-place';
import { recordCall } from '../shared/voice/settlement';
import { SIGNATURE_HEADER, verifyWebhookSignature } from '../shared/webhook-signature';

/**
 * ElevenLabs' post-call webhook. The signature is checked over the raw body before anything is
 * read; then the contacts the conversation's record holds are made and sent, and the record is kept
 * (once: a replayed event changes nothing, nobody is told twice), and the conversation, ended, gives
 * back its place among the open conversations if it still holds one. The body may hold a long
 * transcript, so this route takes far more than the API's usual 32 KB; neither the body nor the
 * transcript is ever logged.
 */
export const handler = apiHandler(async (event) => {
  const rawBody = readRawBody(event, ['application/json'], LIMITS.webhookBodyMaxBytes);
  const secret = await elevenLabsWebhookSecret();
  if (!secret) throw new HttpError(503, { error: 'webhook_not_configured', message: 'the post-call webhook has no signing secret configured' });
  const signature = verifyWebhookSignature(headerValue(event.headers, SIGNATURE_HEADER), rawBody, secret);
  if (!signature.ok) {
    count('webhookSignatureFailures');
    logger.warn('post-call webhook refused: its signature does not hold', { reason: signature.reason, bytes: rawBody.length });
    throw new HttpError(401, { error: 'invalid_signature', message: 'the ElevenLabs-Signature header does not match this body' });
  }

  const envelope = postCallWebhookSchema.safeParse(parseJson(rawBody));
  if (!envelope.success) throw HttpError.validation({ body: 'invalid_type' });
  if (envelope.data.type !== POST_CALL_TRANSCRIPTION) {
    logger.info('post-call webhook event ignored', { type: envelope.data.type });
    return jsonResponse(200, { status: 'ignored' });
  }
  const conversation = elevenLabsConversationSchema.safeParse(envelope.data.data);
  if (!conversation.success) throw HttpError.validation({ data: 'invalid_type' });

  if (!allowedAgentIds().includes(conversation.data.agent_id)) {
    logger.warn('post-call webhook for an agent that is not the site’s; nothing kept', { agentId: conversation.data.agent_id });
    return jsonResponse(200, { status: 'ignored' });
  }

  const { call, kept } = await recordCall(conversation.data, 'webhook');
  await givePlaceBack(conversation.data);
  logger.info(kept ? 'conversation recorded' : 'conversation was recorded already', {
    conversationId: call.conversationId,
    durationSeconds: call.durationSeconds,
    language: call.language,
    contacts: call.contactsConfirmed.length,
  });
  return jsonResponse(200, { status: 'recorded' });
});

/** The ended conversation's place among the open ones comes back (once); a failure is logged, and the sweeper tries again. */
async function givePlaceBack(conversation: ElevenLabsConversation): Promise<void> {
  try {
    if (await releaseEndedConversation(conversation))
      logger.info('a conversation that ended gave its place back', { conversationId: conversation.conversation_id });
  } catch (error) {
    logger.error('the place of a conversation that ended could not be given back; the sweeper tries again', {
      conversationId: conversation.conversation_id,
      error: error as Error,
    });
  }
}
