import { maskPersonalData } from '../mask';
import { count, logger } from '../powertools';
import type { NotificationChannel } from './channel';
import { openNotificationChannel } from './channel';
import { claim, keyOf, markSent, OUTBOXES, recordFailure, type ItemKey, type OutboxId } from './outbox';
import { NOTIFY_POLICY, retryDelayMs } from './policy';

export type DeliveryOutcome = 'sent' | 'retrying' | 'rate_limited' | 'parked' | 'not_due';

/**
 * One delivery attempt: claim the item, send it, record the result. A crash after Telegram
 * accepted the message but before `markSent` leaves the claim to lapse, and the item is sent
 * again: the one window in which a manager sees a notification twice.
 */
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

/**
 * The API functions' try right after storing. It never fails the request: whatever goes wrong,
 * the item stays pending and the sweeper delivers it.
 */
export async function deliverRightAway(outbox: OutboxId, item: Record<string, unknown>): Promise<void> {
  try {
    const channel = await openNotificationChannel();
    await deliverNotification(outbox, keyOf(outbox, item), channel, NOTIFY_POLICY.immediateSendTimeoutMs);
  } catch (error) {
    logger.warn('immediate notification failed; the sweeper will retry', { outbox, error: error as Error });
  }
}
