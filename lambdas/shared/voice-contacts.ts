import type { ApiLanguage, VoiceConversation, VoiceNotification } from '@site/contracts';
import { expiresAt, putIfAbsent } from './dynamodb';
import { HttpError } from './http';
import { maskPhone } from './mask';
import { newNotification, type NotifyState } from './notifications/notify-state';
import type { IndexMark } from './personal-data/index-entries';
import { indexForErasure } from './personal-data/index-for-erasure';
import { count, logger } from './powertools';
import { verifyConversation } from './voice-verification';

/**
 * A contact the voice agent captured, from either of the widget's two calls. Both store the same
 * item, keyed on conversation and phone, with its manager notification inside: whichever call
 * arrives first stores and notifies, the other finds it there. A corrected phone is a new contact.
 */
export type VoiceContact = {
  readonly conversationId: string;
  readonly phone: string;
  readonly userName: string | null;
  readonly durationSeconds: number;
  readonly language: ApiLanguage;
};

/** `unverified`: ElevenLabs could not be asked yet; the sweeper asks before any notification. */
export type Verification = 'confirmed' | 'unverified' | 'rejected';

export type StoredVoiceContact = VoiceContact &
  NotifyState &
  IndexMark & { readonly verification: Verification; readonly verifyAttempts: number; readonly createdAt: string; readonly expiresAt: number };

export function contactFromConversation(request: VoiceConversation): VoiceContact {
  return {
    conversationId: request.conversation_id,
    phone: request.phone_number,
    userName: request.user_name,
    durationSeconds: request.duration_seconds,
    language: request.language,
  };
}

export function contactFromNotification(request: VoiceNotification, defaultName: string): VoiceContact {
  return {
    conversationId: request.conversationId,
    phone: request.phone,
    userName: request.name === defaultName ? null : request.name,
    durationSeconds: request.duration,
    language: request.language,
  };
}

/**
 * Checks the conversation with ElevenLabs, then stores the contact with its pending notification in
 * one conditional write. Resolves with the stored item when it is new and confirmed, for its function
 * to notify at once. A conversation ElevenLabs denies is refused with a field error under `idField`;
 * one it could not judge is stored unverified, for the sweeper.
 */
export async function recordVoiceContact(contact: VoiceContact, idField: string, now = Date.now()): Promise<StoredVoiceContact | undefined> {
  const judged = await verifyConversation(contact.conversationId, now);
  const log = { conversationId: contact.conversationId, phone: maskPhone(contact.phone) };
  if (judged.verdict === 'rejected') {
    count('voiceNotificationsRejected');
    logger.warn('voice contact refused: not a conversation of ours', { ...log, reason: judged.reason });
    throw HttpError.validation({ [idField]: 'unknown_conversation' });
  }
  const confirmed = judged.verdict === 'confirmed';
  const item: StoredVoiceContact = {
    ...contact,
    verification: confirmed ? 'confirmed' : 'unverified',
    verifyAttempts: 0,
    createdAt: new Date(now).toISOString(),
    expiresAt: expiresAt(now),
    // An unverified contact is due for the sweeper at once; a confirmed one is held for the send below.
    ...(confirmed ? newNotification(now) : { notifyStatus: 'pending', notifyAfter: now, notifyAttempts: 0 }),
  };
  const created = await putIfAbsent('voiceConversations', { ...item, ...(await indexForErasure('voiceContacts', item)) });
  if (!created) {
    logger.info('voice contact was already stored', log);
    return undefined;
  }
  count('voiceConversationsSaved');
  logger.info(confirmed ? 'voice contact stored' : 'voice contact stored unverified: ElevenLabs did not answer', {
    ...log,
    reason: 'reason' in judged ? judged.reason : undefined,
  });
  return confirmed ? item : undefined;
}
