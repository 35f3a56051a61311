import { channelPausedUntil } from '../control';
import { gauge, logger } from '../powertools';
import { deliverNotification, type DeliveryOutcome } from './deliver';
import { openNotificationChannel } from './channel';
import { countWithStatus, dueItems, keyOf } from './outbox';
import { OUTBOXES, type OutboxId, type OutboxItem } from './outboxes';
import { NOTIFY_POLICY } from './policy';

export type SweepSummary = Record<DeliveryOutcome, number>;

/** Outcomes after which nothing more may be sent to the chat in this run. */
const STOPS_THE_SWEEP: ReadonlySet<DeliveryOutcome> = new Set(['rate_limited', 'channel_down']);

/**
 * Delivers every due notification, one at a time (Telegram limits a chat to about one message a
 * second), until done or `deadline` (epoch ms). The outboxes take turns, item by item, so a
 * backlog in one cannot starve the other. Nothing is sent while the channel is paused, and a 429
 * or a refused bot or chat ends the sweep: the rest waits for a later run.
 */
export async function sweepNotifications(deadline: number): Promise<SweepSummary> {
  const summary: SweepSummary = { sent: 0, retrying: 0, rate_limited: 0, channel_down: 0, parked: 0, not_due: 0, unverified: 0, rejected: 0 };
  // Without a channel nothing is claimed, so a configuration error costs no attempts; it fails the run instead.
  const channel = await openNotificationChannel();
  const pausedUntil = await channelPausedUntil();
  if (pausedUntil) {
    logger.info('notification channel paused; nothing sent this run', { pausedUntil: new Date(pausedUntil).toISOString() });
  } else {
    for await (const [outbox, item] of takingTurns(Date.now())) {
      if (Date.now() + NOTIFY_POLICY.sweepSendTimeoutMs > deadline) break;
      const outcome = await deliverNotification(outbox, keyOf(outbox, item), channel, NOTIFY_POLICY.sweepSendTimeoutMs);
      summary[outcome] += 1;
      if (STOPS_THE_SWEEP.has(outcome)) break;
    }
  }
  if (Object.entries(summary).some(([outcome, n]) => outcome !== 'not_due' && n > 0)) logger.info('notification sweep done', { ...summary });
  // After each run: the backlog, so operators see notifications piling up before any is parked,
  // and the parked ones, whose alarm stays on until every one of them is replayed.
  gauge('notificationsPending', await countInEveryOutbox('pending'));
  gauge('notificationsParkedWaiting', await countInEveryOutbox('parked'));
  return summary;
}

async function countInEveryOutbox(status: 'pending' | 'parked'): Promise<number> {
  const counts = await Promise.all((Object.keys(OUTBOXES) as OutboxId[]).map((outbox) => countWithStatus(outbox, status)));
  return counts.reduce((sum, n) => sum + n, 0);
}

/** The due items of every outbox, one from each in turn until all are drained. */
async function* takingTurns(now: number): AsyncGenerator<readonly [OutboxId, OutboxItem]> {
  const queues = (Object.keys(OUTBOXES) as OutboxId[]).map((outbox) => ({ outbox, items: dueItems(outbox, now) }));
  while (queues.length) {
    for (const queue of [...queues]) {
      const next = await queue.items.next();
      if (next.done) queues.splice(queues.indexOf(queue), 1);
      else yield [queue.outbox, next.value] as const;
    }
  }
}
