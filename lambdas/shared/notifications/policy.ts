import { DATA_POLICY } from '@site/model';
/**
 * How hard the backend tries to tell a manager. At-least-once: a notification is retried until
 * Telegram accepts it. Telegram's own trouble (a 429, a refused bot, a 5xx, no answer) pauses the
 * channel and costs no attempt, however long it lasts; a failure of the item itself (Telegram cannot
 * take it, or it cannot be read or rendered) is an attempt, and the item is parked for an operator
 * after MAX_ATTEMPTS of them. Meanwhile the e-mail digest tells the managers of every lead that waits.
 */
export const NOTIFY_POLICY = {
  maxAttempts: 10,
  /** Back-off after the n-th failure: base · 2^(n-1), capped; 30 s, 1, 2, 4, 8, 16, 30, 30, 30 minutes: about 2 h from the first failure to parking. */
  baseDelayMs: 30_000,
  maxDelayMs: 30 * 60_000,
  /** How long a claim keeps others off an item; longer than any send, so only a crash lets it lapse. */
  leaseMs: 60_000,
  /**
   * The API functions try once right after storing, and wait for Telegram's answer as long as the
   * sweeper does: a send given up before its answer may still reach the chat, and the second try a
   * manager would then see twice. Only a slow Telegram keeps the visitor waiting that long; a
   * Telegram that does not answer at all pauses the channel, and the next visitors do not wait.
   */
  immediateSendTimeoutMs: 10_000,
  /** After Telegram refused the bot or the chat (401, 403, chat not found), nobody sends for this long; then one item tries. */
  channelDownPauseMs: 10 * 60_000,
  /** After Telegram failed (5xx) or did not answer, nobody sends for this long: shorter than the sweeper's period, so each run tries one item. */
  channelUnavailablePauseMs: 30_000,
  sweepSendTimeoutMs: 10_000,
  /**
   * Sends of one notification that Telegram took without answering in time, at most: each may have
   * reached the chat. At the cap the item is parked for the e-mail digest and an operator instead of
   * being sent again, so a slow Telegram shows a manager one lead at most twice.
   */
  maxUnansweredSends: 2,
} as const;

export function retryDelayMs(failures: number): number {
  return Math.min(NOTIFY_POLICY.baseDelayMs * 2 ** Math.max(0, failures - 1), NOTIFY_POLICY.maxDelayMs);
}

/**
 * The second way to the managers. Telegram is the first, and it can be down for a day; so the
 * sweeper also e-mails a digest of the notifications that have waited too long, to the operators'
 * address, each notification once (an e-mailed item keeps `emailedAt`). Telegram still delivers
 * each of them once it is back: a manager may see a lead in both, never twice in one.
 */
const DIGEST_PROMISE_MS = DATA_POLICY.digestAfterMinutes * 60_000;
/** The sweeper's period (`rateMinutes` in functions.ts). */
const SWEEP_PERIOD_MS = 60_000;

export const DIGEST_POLICY = {
  /** The longest a lead may wait before some channel has told the managers of it. */
  promisedMs: DIGEST_PROMISE_MS,
  /**
   * A notification not delivered this long after its item was stored goes into the next digest: the
   * promise less the sweeper's period, so the sweep that finds it keeps the promise.
   */
  waitedMs: DIGEST_PROMISE_MS - SWEEP_PERIOD_MS,
  /** Leads in one e-mail at most. */
  maxItems: 50,
  /**
   * Bytes (UTF-8) of the leads in one e-mail at most: SNS refuses a message over 256 KB, and a lead
   * of the longest valid fields in a 3-byte script is over 6 KB, so fifty of them would not go.
   */
  maxBytes: 200 * 1024,
  /** E-mails one run sends at most, while leads still wait: a burst of leads still goes within the promise. */
  maxDigestsPerRun: 10,
  /**
   * The time one e-mail may take, its claims and SNS's answer (the client gives up after 2 s to
   * connect and 5 s to answer, in one attempt): the sweeper keeps this much of its run after the
   * sending, and begins no e-mail with less left.
   */
  digestBudgetMs: 10_000,
} as const;
