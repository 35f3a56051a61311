import type { ApiLanguage } from '@site/contracts';
import type { NotifyState, NotifyStatus } from './notify-state';
import type { IndexMark } from './index-mark';
import type { PersonThread } from './person-thread';
import type { VoiceCallSummary } from './voice-call';

/**
 * A contact the voice agent took, in the `voice-conversations` table, keyed on conversation and
 * phone (E.164). The call's own record (`voice-call.ts`) makes it: what becomes of each contact is
 * `verdictsOf` there, the rule in one place. Its states, as `verification` and `notifyStatus` read:
 *
 * | state | what it means |
 * |---|---|
 * | `unverified` (`held`) | an early copy the widget posted during the call, waiting for the call's record; never sent |
 * | `confirmed` (`pending` → `sent`) | the record shows the agent took it and the visitor said it: sent to a manager |
 * | `unsaid` (`held`, no due time) | the agent passed a phone the visitor never said, or one whose callee told Lumi not to call it: kept for an operator, never sent (metrics `VoiceCallsWithUnsaidContact`, alarm `VoiceContactsUnsaid`; `VoiceContactsHeldDoNotCall`) |
 * | `rejected` (`rejected`) | an early copy the record does not show, or of a conversation not ours: never sent (metric `VoiceContactsRefused`) |
 * | `parkedWhileHeld` (`parked`) | an early copy whose record did not come in 2 hours: parked for an operator, a replay holds it again |
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
