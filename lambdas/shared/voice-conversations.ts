import type { VoiceConversation } from '@site/contracts';
import { expiresAt, putIfAbsent } from './dynamodb';

/** Stores a captured voice contact once per conversation and phone; false when it was already there. */
export function saveVoiceConversation(conversation: VoiceConversation, now = Date.now()): Promise<boolean> {
  return putIfAbsent('voiceConversations', {
    conversationId: conversation.conversation_id,
    phone: conversation.phone_number,
    userName: conversation.user_name,
    durationSeconds: conversation.duration_seconds,
    language: conversation.language,
    createdAt: new Date(now).toISOString(),
    expiresAt: expiresAt(now),
  });
}
