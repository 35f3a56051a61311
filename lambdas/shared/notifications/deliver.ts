import { channelPausedUntil, pauseChannel } from '../control';
import { maskPersonalData } from '../mask';
import { count, logger } from '../powertools';
import type { SendResult } from '../telegram';
import { openNotificationChannel, type NotificationChannel } from './channel';
import { judgeContact } from '../voice-judgement';
import { VOICE_VERIFICATION } from '../voice-verification';
import { claim, keepMessageId, keyOf, refOf, markRejected, markSent, markVerified, postpone, recordFailure, type ItemKey } from './outbox';
import { OUTBOXES, type OutboxId, type OutboxItem } from './outboxes';
import { NOTIFY_POLICY, retryDelayMs } from './policy';

/**
 * `rate_limited`, `channel_down` and `channel_unavailable` pause the channel for every sender; the
 * item keeps its attempts. `retrying` and `parked` follow a failure of the item itself.
 */
export type DeliveryOutcome = 'sent' | 'retrying' | 'rate_limited' | 'channel_down' | 'channel_unavailable' | 'parked' | 'not_due' | 'unverified' | 'rejected';

/**
 * The sweeper's attempt: claim a due item, judge it if it is a voice contact still waiting for its
 * conversation's record, then send it. Whatever goes wrong with the item once it is claimed (an
 * unreadable secret, a malformed item, a throttled write) is recorded on it as a failed attempt, so
 * it is retried with back-off and parked after the limit, never left to come back every lease; only
 * a failure to claim, or to record, reaches the caller.
 */
export async function deliverNotification(outbox: OutboxId, key: ItemKey, channel: NotificationChannel, sendTimeoutMs: number): Promise<DeliveryOutcome> {
  const claimedAt = Date.now();
  const leaseUntil = claimedAt + NOTIFY_POLICY.leaseMs;
  const claimed = await claim(outbox, key, claimedAt, leaseUntil);
  if (!claimed) return 'not_due';
  try {
    const item = claimed.verification === 'unverified' ? await verifyClaimed(outbox, claimed, leaseUntil) : claimed;
    if (typeof item === 'string') return item;
    return await sendClaimed(outbox, item, leaseUntil, channel, sendTimeoutMs);
  } catch (error) {
    return failClaimed(outbox, claimed, leaseUntil, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }
}

/**
 * Judges a held voice contact by its conversation's record (voice-judgement.ts). Returns the item
 * to send, named as the agent named the caller, when the record shows the agent taking its phone; otherwise what became of it: rejected
 * (counted, never sent) when denied; asked again later while there is no record; parked for an
 * operator (alarmed, `npm run notifications -- replay`) when there is still none after the
 * bounded time, never dropped. Settled by the webhook meanwhile: left to it.
 */
async function verifyClaimed(outbox: OutboxId, item: OutboxItem, leaseUntil: number): Promise<OutboxItem | DeliveryOutcome> {
  const key = keyOf(outbox, item);
  const ref = refOf(key);
  // Without it the contact could be neither judged nor ever found to have waited too long: a failure of the item.
  if (!Number.isFinite(Date.parse(String(item.createdAt)))) throw new Error('the contact names no time it was stored (createdAt)');
  const judged = await judgeContact({ conversationId: String(item.conversationId), phone: String(item.phone), createdAt: String(item.createdAt) });
  if (judged.kind === 'heard') {
    // The name the agent took with the phone is the one a manager reads, whatever the widget's call said.
    if (!(await markVerified(outbox, key, leaseUntil, { ...judged.call }, judged.userName))) return 'not_due';
    return { ...item, verification: 'confirmed', call: judged.call, userName: judged.userName };
  }
  if (judged.kind === 'denied') {
    if (await markRejected(outbox, key, leaseUntil, judged.reason)) {
      count('voiceNotificationsRejected');
      logger.warn('voice contact rejected, never sent', { outbox, ref, reason: judged.reason });
    }
    return 'rejected';
  }
  const waitingSince = Math.max(Date.parse(String(item.createdAt)), Number(item.requeuedAt ?? 0));
  if (Date.now() - waitingSince > VOICE_VERIFICATION.unverifiedForMs) {
    const reason = `no record of the conversation in time: ${judged.reason}`;
    await recordFailure(outbox, key, leaseUntil, { attempts: item.notifyAttempts, error: reason, retryAt: Date.now(), park: true });
    count('notificationsParked');
    logger.error('voice contact parked: its conversation could not be confirmed in time; an operator must look at it', { outbox, ref, reason });
    return 'parked';
  }
  const attempts = Number(item.verifyAttempts ?? 0) + 1;
  await postpone(outbox, key, leaseUntil, { retryAt: Date.now() + retryDelayMs(attempts), reason: judged.reason, verifying: true });
  logger.info("voice contact waits for its conversation's record; asking again later", { outbox, ref, attempts });
  return 'unverified';
}

/**
 * The API functions' attempt right after storing: the item was written holding its first lease
 * (see `newNotification`), so there is nothing to claim. It never fails the request: whatever
 * goes wrong, the item falls due for the sweeper.
 */
export async function deliverRightAway(outbox: OutboxId, item: OutboxItem): Promise<void> {
  try {
    // While Telegram asks us to wait, or refuses the bot, the item waits for the sweeper too.
    if (await channelPausedUntil()) return;
    const channel = await openNotificationChannel();
    await sendClaimed(outbox, item, item.notifyAfter ?? 0, channel, NOTIFY_POLICY.immediateSendTimeoutMs);
  } catch (error) {
    logger.warn('immediate notification failed; the sweeper will retry', { outbox, error: error as Error });
  }
}

/**
 * Sends an item held under the lease ending at `leaseUntil` and records the result. If Telegram
 * accepted the message but the sender then crashed before `markSent`, or gave up waiting for the
 * answer, the item is sent again: the one window in which a manager sees a notification twice.
 */
async function sendClaimed(
  outbox: OutboxId,
  item: OutboxItem,
  leaseUntil: number,
  channel: NotificationChannel,
  sendTimeoutMs: number,
): Promise<DeliveryOutcome> {
  const key = keyOf(outbox, item);
  const ref = refOf(key);

  const result = await channel.send(OUTBOXES[outbox].message(item), sendTimeoutMs);
  if (result.ok) {
    count('notificationsSent');
    if (!(await markSent(outbox, key, Date.now(), result.messageId))) {
      count('notificationsDuplicated');
      logger.warn('notification was delivered twice', { outbox, ref });
      // The second copy is the person's data too: an erasure must find it.
      if (result.messageId !== undefined) await keepMessageId(outbox, key, result.messageId);
    }
    return 'sent';
  }
  if (result.failure === 'rejected') return failClaimed(outbox, item, leaseUntil, result.reason, { park: true });
  return pauseForChannel(outbox, key, ref, leaseUntil, result);
}

type ChannelFailure = Extract<SendResult, { ok: false }>;

/**
 * The channel's trouble, not the item's: every sender pauses (the pause lives in the control table),
 * and the item is due again when the pause ends, its attempts untouched. A 429 pauses for its
 * `retry_after`; a refused bot or chat for long enough that an operator can fix it (alarmed); a
 * Telegram that fails or does not answer briefly, so the next sweep tries one item again.
 */
async function pauseForChannel(outbox: OutboxId, key: ItemKey, ref: string, leaseUntil: number, result: ChannelFailure): Promise<DeliveryOutcome> {
  const pauseMs =
    result.failure === 'rate_limited'
      ? result.retryAfterMs!
      : result.failure === 'refused'
        ? NOTIFY_POLICY.channelDownPauseMs
        : NOTIFY_POLICY.channelUnavailablePauseMs;
  const pausedUntil = Date.now() + pauseMs;
  await pauseChannel(pausedUntil, result.reason);
  await postpone(outbox, key, leaseUntil, { retryAt: pausedUntil, reason: result.reason });
  if (result.failure === 'refused') {
    count('notificationChannelDown');
    logger.error('the notification channel refuses the bot or the chat: sending paused, no attempt spent', { outbox, ref, reason: result.reason });
    return 'channel_down';
  }
  if (result.failure === 'rate_limited') {
    logger.warn('Telegram rate-limited the chat: sending paused for its retry_after, no attempt spent', { outbox, ref, reason: result.reason });
    return 'rate_limited';
  }
  // Counted as a failed delivery, so a Telegram outage raises NotificationsFailing; the e-mail digest covers the wait.
  count('notificationsFailed');
  logger.warn('Telegram failed or did not answer: sending paused briefly, no attempt spent', { outbox, ref, reason: result.reason });
  return 'channel_unavailable';
}

/**
 * A failed attempt of the item itself, held under our lease: due again after the back-off, or
 * parked for an operator after the limit (or at once, when sending it again cannot help).
 */
async function failClaimed(outbox: OutboxId, item: OutboxItem, leaseUntil: number, reason: string, options: { park?: boolean } = {}): Promise<DeliveryOutcome> {
  const key = keyOf(outbox, item);
  const ref = refOf(key);
  count('notificationsFailed');
  const attempts = (Number(item.notifyAttempts) || 0) + 1;
  const park = options.park === true || attempts >= NOTIFY_POLICY.maxAttempts;
  const retryAt = park ? Date.now() : Date.now() + retryDelayMs(attempts);
  // A reason quotes what failed, which may be the item's own text.
  const error = maskPersonalData(reason);
  await recordFailure(outbox, key, leaseUntil, { attempts, error, retryAt, park });
  if (park) {
    count('notificationsParked');
    logger.error('notification parked: an operator must look at it', { outbox, ref, attempts, reason: error });
    return 'parked';
  }
  logger.warn('notification failed, will retry', { outbox, ref, attempts, reason: error, retryAt: new Date(retryAt).toISOString() });
  return 'retrying';
}
