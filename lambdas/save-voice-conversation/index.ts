import { voiceConversationRequestSchema, type VoiceConversationResponse } from '@site/contracts';
import { apiHandler, jsonResponse, parsePayload, readJsonBody } from '../shared/http';
import { refuseCrossSite } from '../shared/same-origin';
import { contactFromConversation, recordVoiceContact } from '../shared/voice-contacts';

export const handler = apiHandler(async (event) => {
  refuseCrossSite(event);
  const conversation = parsePayload(voiceConversationRequestSchema, readJsonBody(event));
  await recordVoiceContact(contactFromConversation(conversation), { conversationId: 'conversation_id', phone: 'phone_number' });
  return jsonResponse(201, { status: 'saved' } satisfies VoiceConversationResponse);
});
