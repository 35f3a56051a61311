import type { Context, ScheduledEvent } from 'aws-lambda';
import { withInvocation } from '../shared/invocation';
import { sweepNotifications, type SweepSummary } from '../shared/notifications/sweep';

/** Leaves this much of the function's time for the last send and the bookkeeping. */
const SAFETY_MARGIN_MS = 5_000;

export const handler = (_event: ScheduledEvent, context: Context): Promise<SweepSummary> =>
  withInvocation(context, context.awsRequestId, () => sweepNotifications(Date.now() + context.getRemainingTimeInMillis() - SAFETY_MARGIN_MS));
