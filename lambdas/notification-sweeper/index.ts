import type { Context, ScheduledEvent } from 'aws-lambda';
import { withInvocation } from '../shared/invocation';
import { elevenLabsSettings } from '../shared/read-settings';
import { LEADS_OUTBOX } from '../shared/leads/notification';
import { MEETINGS_OUTBOX } from '../shared/meetings/notification';
import { logger } from '../shared/powertools';
import { placeDueCalls, type DueCallsSummary } from '../shared/phone-calls/calls';
import { MISSED_CALLS_OUTBOX } from '../shared/phone-calls/notification';
import { sweepNotifications, type SweepSummary } from '../shared/notifications/sweep';
import { VOICE_CONTACTS_OUTBOX } from '../shared/voice/notification';
import { reconcileRecentCalls } from '../shared/voice/recent-calls';
import { settleHeldContacts, type HeldSummary } from '../shared/voice/settlement';

/** What the sweeper sends from: every table whose items carry a notification. */
const OUTBOXES = [LEADS_OUTBOX, VOICE_CONTACTS_OUTBOX, MEETINGS_OUTBOX, MISSED_CALLS_OUTBOX];

/** Leaves this much of the function's time for the last send and the bookkeeping. */
const SAFETY_MARGIN_MS = 5_000;

/** The calls booked for the callee's morning, placed once it comes; a failure here is logged and never stops the notifications. */
async function placeBookedCalls(): Promise<DueCallsSummary | undefined> {
  try {
    return await placeDueCalls(await elevenLabsSettings());
  } catch (error) {
    logger.error('booked calls could not be placed this minute', { error });
    return undefined;
  }
}

/**
 * Every minute: the voice contacts held for their call's record are settled, the agent's recent
 * conversations looked at (each waits on ElevenLabs, and never throws), and the calls booked for
 * this morning placed, beside the sending of what is due and the e-mail digest
 * (`sweepNotifications`, which fails the run when it cannot send).
 */
export const handler = (_event: ScheduledEvent, context: Context): Promise<SweepSummary & { voice: HeldSummary; calls?: DueCallsSummary }> =>
  withInvocation(context, context.awsRequestId, async () => {
    const deadline = Date.now() + context.getRemainingTimeInMillis() - SAFETY_MARGIN_MS;
    const voice = Promise.all([settleHeldContacts(deadline), reconcileRecentCalls(deadline), placeBookedCalls()]);
    const sent = await sweepNotifications(OUTBOXES, deadline).catch(async (error: unknown) => {
      await voice;
      throw error;
    });
    const [held, , calls] = await voice;
    return { ...sent, voice: held, ...(calls && { calls }) };
  });
