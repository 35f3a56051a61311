import { MAX_CONTACTS_PER_CONVERSATION, type ApiLanguage, type VoiceConversation, type VoiceNotification } from '@site/contracts';
import { takeContactPlace } from './control';
import { expiresAt, putIfAbsent } from './dynamodb';
import { HttpError } from './http';
import { maskPhone } from './mask';
import { deliverRightAway } from './notifications/deliver';
import type { NotifyState } from './notifications/notify-state';
import { confirmAwaiting, itemsWithId, keyOf, rejectAwaiting } from './notifications/outbox';
import { NOTIFY_POLICY } from './notifications/policy';
import type { IndexMark } from './personal-data/index-entries';
import { indexForErasure } from './personal-data/index-for-erasure';
import { count, logger } from './powertools';
import { callSummary, heardContact, type StoredVoiceCall, type VoiceCallSummary } from './voice-calls';
import { requiredElevenLabsSettings } from './voice-settings';
import { NOT_HEARD, recordOfConversation } from './voice-judgement';

/**
 * A contact the voice agent captured, from either of the widget's two calls. Both store the same
 * item, keyed on conversation and phone, with its manager notification inside: whichever call
 * arrives first stores it, the other finds it there. A corrected phone is a new contact; a
 * conversation leaves three at the most.
 */
export type VoiceContact = {
  readonly conversationId: string;
  readonly phone: string;
  readonly userName: string | null;
  readonly durationSeconds: number;
  readonly language: ApiLanguage;
};

/**
 * `unverified`: waiting for the conversation's record; `confirmed`: the record shows the agent
 * taking this phone, and says what the call was (`call`); `rejected`: it does not, or the
 * conversation is not ours. Only a confirmed contact reaches a manager.
 */
export type Verification = 'confirmed' | 'unverified' | 'rejected';

export type StoredVoiceContact = VoiceContact &
  NotifyState &
  IndexMark & {
    readonly verification: Verification;
    readonly verifyAttempts: number;
    readonly createdAt: string;
    readonly expiresAt: number;
    /** Epoch ms of the last replay: the wait for the conversation's record starts again from there. */
    readonly requeuedAt?: number;
    readonly call?: VoiceCallSummary;
  };

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

/** The request's field names, for the field errors a refusal carries. */
export interface ContactFields {
  readonly conversationId: string;
  readonly phone: string;
}

/**
 * Stores the contact at once, waiting for its conversation's record, which alone lets a manager be
 * told. Without the voice assistant configured no conversation can start here, so none is taken
 * (503, as the token endpoint answers). A conversation ElevenLabs denies is refused
 * (`unknown_conversation`), as is a fourth phone (`too_many_contacts`). When the conversation's
 * record is already there (a contact sent after the call ended), the contact is settled by it right away.
 */
export async function recordVoiceContact(contact: VoiceContact, fields: ContactFields, now = Date.now()): Promise<void> {
  await requiredElevenLabsSettings();
  const log = { conversationId: contact.conversationId, phone: maskPhone(contact.phone) };
  const found = await recordOfConversation(contact.conversationId, now);
  if (found.kind === 'denied') {
    count('voiceContactsRefused');
    logger.warn('voice contact refused: not a conversation of ours', { ...log, reason: found.reason });
    throw HttpError.validation({ [fields.conversationId]: 'unknown_conversation' });
  }
  if (!(await takeContactPlace(contact.conversationId, contact.phone, MAX_CONTACTS_PER_CONVERSATION, now))) {
    count('voiceContactsRefused');
    logger.warn('voice contact refused: the conversation already left the most contacts it may', { ...log, max: MAX_CONTACTS_PER_CONVERSATION });
    throw HttpError.validation({ [fields.phone]: 'too_many_contacts' });
  }
  const item: StoredVoiceContact = {
    ...contact,
    verification: 'unverified',
    verifyAttempts: 0,
    createdAt: new Date(now).toISOString(),
    expiresAt: expiresAt(now),
    // Due for the sweeper at once, which looks the conversation up until its record is there.
    notifyStatus: 'pending',
    notifyAfter: now,
    notifyAttempts: 0,
  };
  if (!(await putIfAbsent('voiceConversations', { ...item, ...(await indexForErasure('voiceContacts', item)) }))) {
    logger.info('voice contact was already stored', log);
    return;
  }
  count('voiceConversationsSaved');
  logger.info("voice contact stored; a manager is told once the conversation's record shows it", {
    ...log,
    waitingFor: found.kind === 'waiting' ? found.reason : undefined,
  });
  if (found.kind === 'record') await settleContact(item, found.call);
}

/**
 * Settles a contact awaiting its conversation's record: a phone the agent took is confirmed and
 * sent to a manager at once (the sweeper retries it if that fails), under the name the agent
 * passed with it, whatever name the widget's call carried; any other is rejected, counted and
 * never sent. A contact someone else settled meanwhile is left alone.
 */
export async function settleContact(contact: StoredVoiceContact, call: StoredVoiceCall): Promise<void> {
  const key = keyOf('voiceConversations', contact);
  const log = { conversationId: contact.conversationId, phone: maskPhone(contact.phone) };
  const taken = heardContact(call, contact.phone);
  if (taken) {
    const summary = callSummary(call);
    const userName = taken.name ?? null;
    const leaseUntil = Date.now() + NOTIFY_POLICY.leaseMs;
    if (!(await confirmAwaiting('voiceConversations', key, { ...summary }, userName, leaseUntil))) return;
    logger.info("voice contact confirmed by its conversation's record", { ...log, nameCorrected: userName !== contact.userName || undefined });
    await deliverRightAway('voiceConversations', { ...contact, userName, verification: 'confirmed', call: summary, notifyAfter: leaseUntil });
    return;
  }
  if (!(await rejectAwaiting('voiceConversations', key, NOT_HEARD))) return;
  count('voiceNotificationsRejected');
  logger.warn('voice contact rejected, never sent: ' + NOT_HEARD, log);
}

/** Settles every contact of the conversation that still waits for its record (the post-call webhook's part). */
export async function settleContactsOf(call: StoredVoiceCall): Promise<void> {
  for (const item of await itemsWithId('voiceConversations', call.conversationId)) {
    if (item.notifyStatus === 'pending' && item.verification === 'unverified') await settleContact(item as unknown as StoredVoiceContact, call);
  }
}
