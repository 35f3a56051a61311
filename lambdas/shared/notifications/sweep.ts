import { gauge, logger } from '../powertools';
import { deliverNotification, type DeliveryOutcome } from './deliver';
import { openNotificationChannel } from './channel';
import { dueItems, keyOf, OUTBOXES, pendingCount, type OutboxId } from './outbox';
import { NOTIFY_POLICY } from './policy';

export type SweepSummary = Record<DeliveryOutcome, number>;

/**
 * Delivers every due notification, one at a time (Telegram limits a chat to about one message a
 * second), until done or `deadline` (epoch ms). A 429 ends the sweep: the chat is rate-limited,
 * so the rest waits for the next run.
 */
export async function sweepNotifications(deadline: number): Promise<SweepSummary> {
  const summary: SweepSummary = { sent: 0, retrying: 0, rate_limited: 0, parked: 0, not_due: 0, unverified: 0, rejected: 0 };
  // Without a channel nothing is claimed, so a configuration error costs no attempts; it fails the run instead.
  const channel = await openNotificationChannel();
  const startedAt = Date.now();
  sweep: for (const outbox of Object.keys(OUTBOXES) as OutboxId[]) {
    for await (const item of dueItems(outbox, startedAt)) {
      if (Date.now() + NOTIFY_POLICY.sweepSendTimeoutMs > deadline) break sweep;
      const outcome = await deliverNotification(outbox, keyOf(outbox, item), channel, NOTIFY_POLICY.sweepSendTimeoutMs);
      summary[outcome] += 1;
      if (outcome === 'rate_limited') break sweep;
    }
  }
  if (summary.sent + summary.retrying + summary.rate_limited + summary.parked > 0) logger.info('notification sweep done', { ...summary });
  // The backlog after each run, so operators see notifications piling up before any is parked.
  const pending = await Promise.all((Object.keys(OUTBOXES) as OutboxId[]).map(pendingCount));
  gauge('notificationsPending', pending.reduce((sum, n) => sum + n, 0));
  return summary;
}
