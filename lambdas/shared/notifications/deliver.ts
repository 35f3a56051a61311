import { maskPersonalData } from '../mask';
import { count, logger } from '../powertools';
import { openNotificationChannel, type NotificationChannel } from './channel';
import { claim, keyOf, markSent, OUTBOXES, recordFailure, type ItemKey, type OutboxId, type OutboxItem } from './outbox';
import { NOTIFY_POLICY, retryDelayMs } from './policy';

export type DeliveryOutcome = 'sent' | 'retrying' | 'rate_limited' | 'parked' | 'not_due';

/** The sweeper's attempt: claim a due item, then send it. */
export async function deliverNotification(
  outbox: OutboxId,
  key: ItemKey,
  channel: NotificationChannel,
  sendTimeoutMs: number,
): Promise<DeliveryOutcome> {
  const claimedAt = Date.now();
  const leaseUntil = claimedAt + NOTIFY_POLICY.leaseMs;
  const item = await claim(outbox, key, claimedAt, leaseUntil);
  if (!item) return 'not_due';
  return sendClaimed(outbox, item, leaseUntil, channel, sendTimeoutMs);
}

/**
 * The API functions' attempt right after storing: the item was written holding its first lease
 * (see `newNotification`), so there is nothing to claim. It never fails the request: whatever
 * goes wrong, the item falls due for the sweeper.
 */
export async function deliverRightAway(outbox: OutboxId, item: OutboxItem): Promise<void> {
  try {
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
    if (!(await markSent(outbox, key, Date.now()))) logger.warn('notification was delivered twice', { outbox, ref });
    return 'sent';
  }

  count('notificationsFailed');
  const attempts = item.notifyAttempts + 1;
  const park = !result.retryable || attempts >= NOTIFY_POLICY.maxAttempts;
  const retryAt = Date.now() + Math.max(retryDelayMs(attempts), result.retryAfterMs ?? 0);
  await recordFailure(outbox, key, leaseUntil, { attempts, error: result.reason, retryAt, park });
  if (park) {
    count('notificationsParked');
    logger.error('notification parked: an operator must look at it', { outbox, ref, attempts, reason: result.reason });
    return 'parked';
  }
  logger.warn('notification failed, will retry', { outbox, ref, attempts, reason: result.reason, retryAt: new Date(retryAt).toISOString() });
  return result.retryAfterMs === undefined ? 'retrying' : 'rate_limited';
}
