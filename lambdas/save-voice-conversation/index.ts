import { voiceConversationRequestSchema, type VoiceConversationResponse } from '@site/contracts';
import { apiHandler, jsonResponse, parsePayload, readJsonBody } from '../shared/http';
import { maskPhone } from '../shared/mask';
import { count, logger } from '../shared/powertools';
import { saveVoiceConversation } from '../shared/voice-conversations';

export const handler = apiHandler(async (event) => {
  const conversation = parsePayload(voiceConversationRequestSchema, readJsonBody(event));
  const created = await saveVoiceConversation(conversation);
  if (created) count('voiceConversationsSaved');
  logger.info(created ? 'voice conversation saved' : 'voice conversation was already saved', {
    conversationId: conversation.conversation_id,
    phone: maskPhone(conversation.phone_number),
  });
  return jsonResponse(201, { status: 'saved' } satisfies VoiceConversationResponse);
});
