import * as z from 'zod/mini';
import { codes, optionalName, payloadObject } from './fields';
import { phoneAsTyped } from './phone';
import { languageSchema } from './language';
import { conversationIdSchema } from './conversation-id';
import { durationSecondsSchema } from './voice-conversation';

/** The name a manager sees when the visitor did not give one. */
export const DEFAULT_VOICE_LEAD_NAME = 'Не указано';

/** `POST /api/send-telegram-notification`: tell a manager about a contact captured by voice. */
export const voiceNotificationRequestSchema = payloadObject({
  formType: z.literal('voice_conversion', codes('invalid_value')),
  name: optionalName(DEFAULT_VOICE_LEAD_NAME),
  /** Read by the backend in the country of `language` (`8 (999) …` in Russian). */
  phone: phoneAsTyped,
  timestamp: z.iso.datetime({ offset: true, ...codes('invalid_datetime') }),
  language: languageSchema,
  conversationId: conversationIdSchema,
  duration: durationSecondsSchema,
});
export type VoiceNotificationRequest = z.input<typeof voiceNotificationRequestSchema>;
export type VoiceNotification = z.output<typeof voiceNotificationRequestSchema>;

/** `passedOn` as the conversation's answer says it (`voiceConversationResponseSchema`). */
export const voiceNotificationResponseSchema = z.object({ status: z.literal('queued'), passedOn: z.boolean() });
export type VoiceNotificationResponse = z.infer<typeof voiceNotificationResponseSchema>;
