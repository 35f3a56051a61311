import { DEFAULT_VOICE_LEAD_NAME, voiceNotificationRequestSchema, type VoiceNotificationResponse } from '@site/contracts';
import { apiHandler, jsonResponse, parsePayload, readJsonBody } from '../shared/http';
import { refuseCrossSite } from '../shared/same-origin';
import { contactFromNotification, recordVoiceContact } from '../shared/voice-contacts';

export const handler = apiHandler(async (event) => {
  refuseCrossSite(event);
  const notification = parsePayload(voiceNotificationRequestSchema, readJsonBody(event));
  await recordVoiceContact(contactFromNotification(notification, DEFAULT_VOICE_LEAD_NAME), { conversationId: 'conversationId', phone: 'phone' });
  return jsonResponse(202, { status: 'queued' } satisfies VoiceNotificationResponse);
});
