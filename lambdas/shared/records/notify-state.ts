/**
 * The transactional outbox, kept inside the stored item itself: the lead (or voice notification)
 * is written once, with its notification state, in one conditional PutItem. Later changes are
 * conditional updates of that state, so a claim, a delivery mark and a reschedule never race.
 *
 * An item is `pending` with `notifyAfter` the time it falls due, or the end of the lease of
 * whoever holds it; then `sent` (notifyAfter removed) or `parked`. Its writer holds a new item
 * for one lease and sends it at once; the sweeper claims due items by setting notifyAfter to
 * its own lease end. A failure sets notifyAfter to the retry time, or parks the item after too
 * many failures. A feature may keep its items in states of its own before or instead of these
 * (a voice contact's early copy, `records/voice-contact.ts`): delivery claims only `pending`.
 */
export type NotifyStatus = 'pending' | 'sent' | 'parked';

export type NotifyState = {
  readonly notifyStatus: NotifyStatus;
  /** Epoch ms when the item is next due (or its lease ends); absent once sent. */
  readonly notifyAfter?: number;
  /** Failed delivery attempts so far. */
  readonly notifyAttempts: number;
  readonly notifyError?: string;
  readonly notifiedAt?: string;
  /** Ids of the Telegram messages sent about the item (`TELEGRAM_MESSAGE_IDS`). */
  readonly telegramMessageIds?: readonly number[];
  /**
   * When a send was given up without Telegram's answer (`UNANSWERED_SENDS`): a message may be in the
   * chat whose id nobody knows. A later send is counted as a duplicate, and an erasure names these.
   */
  readonly unansweredSends?: readonly string[];
};

export const UNANSWERED_SENDS = 'unansweredSends';

/** The attribute that lists the ids of the Telegram messages about an item, which an erasure deletes. */
export const TELEGRAM_MESSAGE_IDS = 'telegramMessageIds';
