import { maskPersonalData } from '../mask';
import { count, logger } from '../powertools';
import type { SendResult } from '../telegram';
import { openNotificationChannel, type NotificationChannel } from './channel';
import { channelPausedUntil, pauseChannel } from './channel-pause';
import {
  claim,
  keepMessageId,
  keyOf,
  markSent,
  noteUnansweredSend,
  postpone,
  recordFailure,
  refOf,
  type ItemKey,
  type Outbox,
  type OutboxItem,
} from './outbox';
import { NOTIFY_POLICY, retryDelayMs } from './policy';

/**
 * `rate_limited`, `channel_down` and `channel_unavailable` pause the channel for every sender; the
 * item keeps its attempts. `retrying` and `parked` follow a failure of the item itself.
 */
export type DeliveryOutcome = 'sent' | 'retrying' | 'rate_limited' | 'channel_down' | 'channel_unavailable' | 'parked' | 'not_due';

/**
 * The sweeper's attempt: claim a due item, then send it. Whatever goes wrong with the item once it is claimed (an
 * unreadable secret, a malformed item, a throttled write) is recorded on it as a failed attempt, so
 * it is retried with back-off and parked after the limit, never left to come back every lease; only
 * a failure to claim, or to record, reaches the caller.
 */
export async function deliverNotification(outbox: Outbox, key: ItemKey, channel: NotificationChannel, sendTimeoutMs: number): Promise<DeliveryOutcome> {
  const claimedAt = Date.now();
  const leaseUntil = claimedAt + NOTIFY_POLICY.leaseMs;
  const claimed = await claim(outbox, key, claimedAt, leaseUntil);
  if (!claimed) return 'not_due';
  try {
    return await sendClaimed(outbox, claimed, leaseUntil, channel, sendTimeoutMs);
  } catch (error) {
    return failClaimed(outbox, claimed, leaseUntil, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }
}

/**
 * The API functions' attempt right after storing: the item was written holding its first lease
 * (see `newNotification`), so there is nothing to claim. It never fails the request: whatever
 * goes wrong, the item falls due for the sweeper.
 */
export async function deliverRightAway(outbox: Outbox, item: OutboxItem): Promise<void> {
  try {
    // While Telegram asks us to wait, or refuses the bot, the item waits for the sweeper too.
    if (await channelPausedUntil()) return;
    const channel = await openNotificationChannel();
    await sendClaimed(outbox, item, item.notifyAfter ?? 0, channel, NOTIFY_POLICY.immediateSendTimeoutMs);
  } catch (error) {
    logger.warn('immediate notification failed; the sweeper will retry', { outbox: outbox.id, error: error as Error });
  }
}

/**
 * Sends an item held under the lease ending at `leaseUntil` and records the result, with the message's
 * id (a throttled write is tried again while the lease lasts, so the id is not lost to it). If
 * Telegram took the message but gave no answer in time, or the sender crashed before `markSent`, the
 * item is sent again: the one window in which a manager sees a notification twice. Every such
 * second send is counted (`NotificationsDuplicated`), and a send given up without its answer is
 * noted on the item for an erasure to name.
 */
async function sendClaimed(
  outbox: Outbox,
  item: OutboxItem,
  leaseUntil: number,
  channel: NotificationChannel,
  sendTimeoutMs: number,
): Promise<DeliveryOutcome> {
  const key = keyOf(outbox, item);
  const ref = refOf(key);

  const result = await channel.send(outbox.message(item), sendTimeoutMs);
  if (result.ok) {
    count('notificationsSent');
    const marked = await whileLeased(leaseUntil, () => markSent(outbox, key, Date.now(), result.messageId));
    const unanswered = item.unansweredSends?.length ?? 0;
    if (!marked || unanswered) {
      count('notificationsDuplicated');
      logger.warn(marked ? 'notification sent again after a send that got no answer: a manager may see it twice' : 'notification was delivered twice', {
        outbox: outbox.id,
        ref,
        messageId: result.messageId,
      });
      // The second copy is the person's data too: an erasure must find it.
      if (!marked && result.messageId !== undefined) await whileLeased(leaseUntil, () => keepMessageId(outbox, key, result.messageId!));
    }
    return 'sent';
  }
  if (result.maybeDelivered) {
    await noteUnansweredSend(outbox, key, leaseUntil, Date.now());
    // Each unanswered send may be a message in the chat: past the cap, Telegram is not asked again
    // for this item (F3: a slow Telegram got one lead into the chat five times in four minutes). It
    // is parked, so the e-mail digest tells the managers of it once, and an operator sees it.
    const unanswered = (item.unansweredSends?.length ?? 0) + 1;
    if (unanswered >= NOTIFY_POLICY.maxUnansweredSends) {
      await pauseChannel(Date.now() + NOTIFY_POLICY.channelUnavailablePauseMs, result.reason);
      return failClaimed(
        outbox,
        item,
        leaseUntil,
        `Telegram got ${unanswered} sends of this notification without answering (${result.reason}): the chat may hold it already, so it is not sent again; replay it only if the managers have not got it`,
        { park: true },
      );
    }
  }
  if (result.failure === 'rejected') return failClaimed(outbox, item, leaseUntil, result.reason, { park: true });
  return pauseForChannel(outbox, key, ref, leaseUntil, result);
}

/** DynamoDB's answers to a write it had no capacity for: worth trying again shortly. */
const THROTTLED = new Set(['ProvisionedThroughputExceededException', 'ThrottlingException', 'RequestLimitExceeded']);

/**
 * A bookkeeping write after Telegram took the message, tried again while DynamoDB throttles it and the
 * lease lasts (the SDK's own retries give up within a second), so the message's id is not lost and no
 * other sender sends it again meanwhile.
 */
async function whileLeased<T>(leaseUntil: number, write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      const pause = Math.min(100 * 2 ** attempt, 5_000);
      if (!(error instanceof Error && THROTTLED.has(error.name)) || Date.now() + pause >= leaseUntil - 5_000) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

type ChannelFailure = Extract<SendResult, { ok: false }>;

/**
 * The channel's trouble, not the item's: every sender pauses (the pause lives in the control table),
 * and the item is due again when the pause ends, its attempts untouched. A 429 pauses for its
 * `retry_after`; a refused bot or chat for long enough that an operator can fix it (alarmed); a
 * Telegram that fails or does not answer briefly, so the next sweep tries one item again.
 */
async function pauseForChannel(outbox: Outbox, key: ItemKey, ref: string, leaseUntil: number, result: ChannelFailure): Promise<DeliveryOutcome> {
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
    logger.error('the notification channel refuses the bot or the chat: sending paused, no attempt spent', { outbox: outbox.id, ref, reason: result.reason });
    return 'channel_down';
  }
  if (result.failure === 'rate_limited') {
    logger.warn('Telegram rate-limited the chat: sending paused for its retry_after, no attempt spent', { outbox: outbox.id, ref, reason: result.reason });
    return 'rate_limited';
  }
  // Counted as a failed delivery, so a Telegram outage raises NotificationsFailing; the e-mail digest covers the wait.
  count('notificationsFailed');
  logger.warn('Telegram failed or did not answer: sending paused briefly, no attempt spent', { outbox: outbox.id, ref, reason: result.reason });
  return 'channel_unavailable';
}

/**
 * A failed attempt of the item itself, held under our lease: due again after the back-off, or
 * parked for an operator after the limit (or at once, when sending it again cannot help).
 */
async function failClaimed(outbox: Outbox, item: OutboxItem, leaseUntil: number, reason: string, options: { park?: boolean } = {}): Promise<DeliveryOutcome> {
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
    logger.error('notification parked: an operator must look at it', { outbox: outbox.id, ref, attempts, reason: error });
    return 'parked';
  }
  logger.warn('notification failed, will retry', { outbox: outbox.id, ref, attempts, reason: error, retryAt: new Date(retryAt).toISOString() });
  return 'retrying';
}
