import { channelPausedUntil, pauseChannel } from '../control';
import { maskPersonalData } from '../mask';
import { count, logger } from '../powertools';
import { openNotificationChannel, type NotificationChannel } from './channel';
import { judgeContact } from '../voice-judgement';
import { VOICE_VERIFICATION } from '../voice-verification';
import { claim, keyOf, markRejected, markSent, markVerified, postpone, recordFailure, type ItemKey } from './outbox';
import { OUTBOXES, type OutboxId, type OutboxItem } from './outboxes';
import { NOTIFY_POLICY, retryDelayMs } from './policy';

/** `rate_limited` and `channel_down` pause the channel for every sender; the item keeps its attempts. */
export type DeliveryOutcome = 'sent' | 'retrying' | 'rate_limited' | 'channel_down' | 'parked' | 'not_due' | 'unverified' | 'rejected';

/** The sweeper's attempt: claim a due item, then send it. */
export async function deliverNotification(outbox: OutboxId, key: ItemKey, channel: NotificationChannel, sendTimeoutMs: number): Promise<DeliveryOutcome> {
  const claimedAt = Date.now();
  const leaseUntil = claimedAt + NOTIFY_POLICY.leaseMs;
  const claimed = await claim(outbox, key, claimedAt, leaseUntil);
  if (!claimed) return 'not_due';
  const item = claimed.verification === 'unverified' ? await verifyClaimed(outbox, claimed, leaseUntil) : claimed;
  if (typeof item === 'string') return item;
  return sendClaimed(outbox, item, leaseUntil, channel, sendTimeoutMs);
}

/**
 * Judges a held voice contact by its conversation's record (voice-judgement.ts). Returns the item
 * to send when the record shows the agent taking its phone; otherwise what became of it: rejected
 * (counted, never sent) when denied; asked again later while there is no record; parked for an
 * operator (alarmed, `npm run notifications -- replay`) when there is still none after the
 * bounded time, never dropped. Settled by the webhook meanwhile: left to it.
 */
async function verifyClaimed(outbox: OutboxId, item: OutboxItem, leaseUntil: number): Promise<OutboxItem | DeliveryOutcome> {
  const key = keyOf(outbox, item);
  const ref = maskPersonalData(Object.values(key).join('/'));
  const judged = await judgeContact({ conversationId: String(item.conversationId), phone: String(item.phone), createdAt: String(item.createdAt) });
  if (judged.kind === 'heard') {
    if (!(await markVerified(outbox, key, leaseUntil, { ...judged.call }))) return 'not_due';
    return { ...item, verification: 'confirmed', call: judged.call };
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
  // Voice keys may hold a phone number.
  const ref = maskPersonalData(Object.values(key).join('/'));

  const result = await channel.send(OUTBOXES[outbox].message(item), sendTimeoutMs);
  if (result.ok) {
    count('notificationsSent');
    if (!(await markSent(outbox, key, Date.now()))) {
      count('notificationsDuplicated');
      logger.warn('notification was delivered twice', { outbox, ref });
    }
    return 'sent';
  }

  if (result.channelDown || result.retryAfterMs !== undefined) {
    const pausedUntil = Date.now() + (result.channelDown ? NOTIFY_POLICY.channelDownPauseMs : result.retryAfterMs!);
    await pauseChannel(pausedUntil, result.reason);
    await postpone(outbox, key, leaseUntil, { retryAt: pausedUntil, reason: result.reason });
    if (result.channelDown) {
      count('notificationChannelDown');
      logger.error('the notification channel refuses the bot or the chat: sending paused, no attempt spent', { outbox, ref, reason: result.reason });
      return 'channel_down';
    }
    logger.warn('Telegram rate-limited the chat: sending paused for its retry_after, no attempt spent', { outbox, ref, reason: result.reason });
    return 'rate_limited';
  }

  count('notificationsFailed');
  const attempts = item.notifyAttempts + 1;
  const park = !result.retryable || attempts >= NOTIFY_POLICY.maxAttempts;
  const retryAt = park ? Date.now() : Date.now() + retryDelayMs(attempts);
  await recordFailure(outbox, key, leaseUntil, { attempts, error: result.reason, retryAt, park });
  if (park) {
    count('notificationsParked');
    logger.error('notification parked: an operator must look at it', { outbox, ref, attempts, reason: result.reason });
    return 'parked';
  }
  logger.warn('notification failed, will retry', { outbox, ref, attempts, reason: result.reason, retryAt: new Date(retryAt).toISOString() });
  return 'retrying';
}
