import { UNKNOWN_CONVERSATION_ID, type VoiceNotification } from '@site/contracts';
import { expiresAt, putIfAbsent } from './dynamodb';
import { newNotification, type NotifyState } from './notifications/outbox';

export type StoredVoiceNotification = Omit<VoiceNotification, 'formType'> &
  NotifyState & { readonly conversationKey: string; readonly createdAt: string; readonly expiresAt: number };

/**
 * One notification per conversation. Conversations the widget could not name all arrive as
 * 'unknown', so those are told apart by phone instead.
 */
export function conversationKeyFor(notification: Pick<VoiceNotification, 'conversationId' | 'phone'>): string {
  return notification.conversationId === UNKNOWN_CONVERSATION_ID
    ? `${UNKNOWN_CONVERSATION_ID}:${notification.phone}`
    : notification.conversationId;
}

/** Stores the notification request with its pending delivery; `created` is false for a repeat. */
export async function queueVoiceNotification(
  notification: VoiceNotification,
  now = Date.now(),
): Promise<{ item: StoredVoiceNotification; created: boolean }> {
  const { formType: _always, ...fields } = notification;
  const item: StoredVoiceNotification = {
    ...fields,
    conversationKey: conversationKeyFor(notification),
    createdAt: new Date(now).toISOString(),
    expiresAt: expiresAt(now),
    ...newNotification(now),
  };
  return { item, created: await putIfAbsent('voiceNotifications', item) };
}
