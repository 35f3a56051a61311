import type { ApiLanguage } from '@site/contracts';
import type { NotifyState, NotifyStatus } from './notify-state';
import type { IndexMark } from './index-mark';
import type { PersonThread } from './person-thread';
import type { VoiceCallSummary } from './voice-call';

/**
 * A contact the voice agent took, in the `voice-conversations` table, keyed on conversation and
 * phone (E.164). The call's own record (`voice-call.ts`) is what makes one: each phone the agent
 * passed to save_contact is a contact, confirmed, with the name the agent took with it and what the
 * call was, and only a confirmed contact reaches a manager. The widget's calls during the call
 * store an early copy (`unverified`, held out of the notification queue) that the record confirms
 * or rejects once it comes; an early copy is never the only one, since the record makes its own.
 * A contact the agent passed whose phone the visitor never said in the call (`contactsUnsaid` of the
 * record) is `unsaid`: held and flagged, with no time it falls due, so nobody is ever told of it.
 */
export type Verification = 'confirmed' | 'unverified' | 'rejected' | 'unsaid';

/**
 * A voice contact's notification state: the outbox's, and two states of its own. `held`: stored,
 * not to be sent until the call's record confirms it (an early copy), with `notifyAfter` the time
 * the sweeper looks at it again; delivery never claims it. An early copy given up on is parked
 * with `parkedWhileHeld` (the voice outbox's `parkedByWriter`): the digest leaves it out, and a
 * replay holds it again rather than send it. `rejected`: settled as never to be sent.
 */
export type VoiceContactState = Omit<NotifyState, 'notifyStatus'> & {
  readonly notifyStatus: NotifyStatus | 'held' | 'rejected';
  readonly parkedWhileHeld?: boolean;
};

export type StoredVoiceContact = VoiceContactState &
  IndexMark & {
    readonly conversationId: string;
    readonly phone: string;
    /** The name the agent passed with the phone (a confirmed contact), or the widget's (an early copy); null: none. */
    readonly userName: string | null;
    readonly durationSeconds: number;
    readonly language: ApiLanguage | string;
    readonly verification: Verification;
    readonly verifyAttempts?: number;
    readonly createdAt: string;
    readonly expiresAt: number;
    /** Epoch ms of the last replay: an early copy's wait for its record starts again from there. */
    readonly requeuedAt?: number;
    readonly call?: VoiceCallSummary;
    /** What the same person left before (personal-data/person-thread.ts), for the notice. */
    readonly thread?: PersonThread;
  };
