import {
  API_PATHS,
  DEFAULT_VOICE_LEAD_NAME,
  normalizePhone,
  PHONE_COUNTRY_OF_LANGUAGE,
  voiceConversationRequestSchema,
  voiceNotificationRequestSchema,
  type VoiceConversationResponse,
  type VoiceNotificationResponse,
} from '@site/contracts';
import { apiHandler, HttpError, jsonResponse, parsePayload, readJsonBody } from '../shared/http';
import { takeNetworkAllowance } from '../shared/network-allowance';
import { refuseCrossSite } from '../shared/same-origin';
import { acknowledgeContact, type PostedContact } from '../shared/voice/settlement';

/**
 * The widget's two calls for a contact the agent took (the spec keeps both: the widget's toasts and
 * the agent's reply wait on them), in their two shapes, answered by one function: each leaves the
 * same early copy, which the call's own record settles (`shared/voice/settlement.ts`).
 */
export const handler = apiHandler(async (event) => {
  refuseCrossSite(event);
  // Before ElevenLabs is asked about the conversation: a flood from one network stops here.
  await takeNetworkAllowance('voiceContacts', event);
  const body = readJsonBody(event);
  if (event.resource === API_PATHS.sendTelegramNotification) {
    const notification = parsePayload(voiceNotificationRequestSchema, body);
    const contact = {
      conversationId: notification.conversationId,
      userName: notification.name === DEFAULT_VOICE_LEAD_NAME ? null : notification.name,
      durationSeconds: notification.duration,
      language: notification.language,
    };
    const { passedOn } = await acknowledgeContact(
      { ...contact, phone: phoneIn(notification.phone, contact.language, 'phone') },
      { conversationId: 'conversationId' },
    );
    return jsonResponse(202, { status: 'queued', passedOn } satisfies VoiceNotificationResponse);
  }
  const conversation = parsePayload(voiceConversationRequestSchema, body);
  const contact = {
    conversationId: conversation.conversation_id,
    userName: conversation.user_name,
    durationSeconds: conversation.duration_seconds,
    language: conversation.language,
  };
  const { passedOn } = await acknowledgeContact(
    { ...contact, phone: phoneIn(conversation.phone_number, contact.language, 'phone_number') },
    { conversationId: 'conversation_id' },
  );
  return jsonResponse(201, { status: 'saved', passedOn } satisfies VoiceConversationResponse);
});

/** The phone in E.164, read in the conversation's country as the call's record reads it (`8 (999) …` in Russian). */
function phoneIn(typed: string, language: keyof typeof PHONE_COUNTRY_OF_LANGUAGE, field: string): PostedContact['phone'] {
  const phone = normalizePhone(typed, PHONE_COUNTRY_OF_LANGUAGE[language]);
  if (!phone.ok) throw HttpError.validation({ [field]: 'invalid_phone' });
  return phone.e164;
}
