import { voiceConversationRequestSchema, type VoiceConversationResponse } from '@site/contracts';
import { apiHandler, jsonResponse, parsePayload, readJsonBody } from '../shared/http';
import { deliverRightAway } from '../shared/notifications/deliver';
import { contactFromConversation, recordVoiceContact } from '../shared/voice-contacts';

export const handler = apiHandler(async (event) => {
  const conversation = parsePayload(voiceConversationRequestSchema, readJsonBody(event));
  const toNotify = await recordVoiceContact(contactFromConversation(conversation), 'conversation_id');
  if (toNotify) await deliverRightAway('voiceConversations', toNotify);
  return jsonResponse(201, { status: 'saved' } satisfies VoiceConversationResponse);
});
