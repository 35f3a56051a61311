import { count, gauge, logger } from '../powertools';
import { deliverNotification, type DeliveryOutcome } from './deliver';
import { openNotificationChannel, type NotificationChannel } from './channel';
import { channelPausedUntil } from './channel-pause';
import { emailWaitingNotifications } from './digest';
import { countWithStatus, dueItems, keyOf, refOf, type Outbox, type OutboxItem } from './outbox';
import { DIGEST_POLICY, NOTIFY_POLICY } from './policy';

/** What became of each item this run; `failed`: not even its failure could be recorded (it comes back after its lease). */
export type SweepSummary = Record<DeliveryOutcome | 'failed', number> & { emailed: number };

/** Outcomes after which nothing more may be sent to the chat in this run. */
const STOPS_THE_SWEEP: ReadonlySet<DeliveryOutcome> = new Set(['rate_limited', 'channel_down', 'channel_unavailable']);

/**
 * One run of the sweeper over these outboxes. It delivers every due notification, one at a time (Telegram limits a chat
 * to about one message a second), until done or one digest's time before `deadline` (epoch ms); then
 * e-mails the digest of notifications that waited too long, until done or `deadline`. The outboxes take turns, item by item, so a backlog in one
 * cannot starve the other. Nothing is sent while the channel is paused, and a 429, a refused bot or
 * chat, or a Telegram that fails ends the sending: the rest waits for a later run.
 *
 * Each part stands alone: one item that cannot be handled is recorded on that item (see
 * `deliverNotification`) and the run goes on with the rest; a digest that fails does not stop the
 * sending, nor a Telegram that cannot be opened the digest; and the gauges are reported whatever happened. A failure of the run
 * itself (no channel, no query) still fails the run, after all that, so that the function's error
 * alarm sees it.
 */
export async function sweepNotifications(outboxes: readonly Outbox[], deadline: number): Promise<SweepSummary> {
  const summary: SweepSummary = {
    sent: 0,
    retrying: 0,
    rate_limited: 0,
    channel_down: 0,
    channel_unavailable: 0,
    parked: 0,
    not_due: 0,
    failed: 0,
    emailed: 0,
  };
  const runFailures: unknown[] = [];
  try {
    // Without a channel nothing is claimed, so a configuration error costs no attempts; it fails the run instead.
    const channel = await openNotificationChannel();
    const pausedUntil = await channelPausedUntil();
    if (pausedUntil) logger.info('notification channel paused; nothing sent this run', { pausedUntil: new Date(pausedUntil).toISOString() });
    // The digest's time is kept from the sending, so a backlog Telegram is slowly taking still leaves an e-mail for what waited too long.
    else await deliverDue(outboxes, channel, deadline - DIGEST_POLICY.digestBudgetMs, summary);
  } catch (error) {
    logger.error('the notification sweep stopped', { error: error as Error });
    runFailures.push(error);
  }
  try {
    summary.emailed = await emailWaitingNotifications(outboxes, deadline);
  } catch (error) {
    logger.error('the e-mail digest failed; it is tried again next run', { error: error as Error });
    runFailures.push(error);
  }
  if (Object.entries(summary).some(([outcome, n]) => outcome !== 'not_due' && n > 0)) logger.info('notification sweep done', { ...summary });
  await reportGauges(outboxes);
  if (runFailures.length) throw runFailures[0];
  return summary;
}

async function deliverDue(outboxes: readonly Outbox[], channel: NotificationChannel, deadline: number, summary: SweepSummary): Promise<void> {
  for await (const [outbox, item] of takingTurns(outboxes, Date.now())) {
    if (Date.now() + NOTIFY_POLICY.sweepSendTimeoutMs > deadline) break;
    const outcome = await deliverIsolated(outbox, item, channel);
    summary[outcome] += 1;
    if (outcome !== 'failed' && STOPS_THE_SWEEP.has(outcome)) break;
  }
}

/** One item's delivery; whatever it throws stays with that item. */
async function deliverIsolated(outbox: Outbox, item: OutboxItem, channel: NotificationChannel): Promise<DeliveryOutcome | 'failed'> {
  const key = keyOf(outbox, item);
  try {
    return await deliverNotification(outbox, key, channel, NOTIFY_POLICY.sweepSendTimeoutMs);
  } catch (error) {
    count('notificationsFailed');
    logger.error('a notification could not be handled; going on with the rest', { outbox: outbox.id, ref: refOf(key), error: error as Error });
    return 'failed';
  }
}

/**
 * After each run: the backlog, so operators see notifications piling up before any is parked, and
 * the parked ones, whose alarm stays on until every one of them is replayed. Each gauge on its own.
 */
async function reportGauges(outboxes: readonly Outbox[]): Promise<void> {
  for (const [metric, status] of [
    ['notificationsPending', 'pending'],
    ['notificationsParkedWaiting', 'parked'],
  ] as const) {
    try {
      gauge(metric, await countInEveryOutbox(outboxes, status));
    } catch (error) {
      logger.error('a notification gauge could not be counted', { metric, error: error as Error });
    }
  }
}

async function countInEveryOutbox(outboxes: readonly Outbox[], status: 'pending' | 'parked'): Promise<number> {
  const counts = await Promise.all(outboxes.map((outbox) => countWithStatus(outbox, status)));
  return counts.reduce((sum, n) => sum + n, 0);
}

/** The due items of every outbox, one from each in turn until all are drained. */
async function* takingTurns(outboxes: readonly Outbox[], now: number): AsyncGenerator<readonly [Outbox, OutboxItem]> {
  const queues = outboxes.map((outbox) => ({ outbox, items: dueItems(outbox, now) }));
  while (queues.length) {
    for (const queue of [...queues]) {
      const next = await queue.items.next();
      if (next.done) queues.splice(queues.indexOf(queue), 1);
      else yield [queue.outbox, next.value] as const;
    }
  }
}
