import type { Context, ScheduledEvent } from 'aws-lambda';
import { withInvocation } from '../shared/invocation';
import { sweepMeetings, type MeetingSweep } from '../shared/meetings/work';
import { gauge } from '../shared/powertools';

/** Leaves this much of the function's time for the last call and the bookkeeping. */
const SAFETY_MARGIN_MS = 10_000;

/**
 * Every minute: the meetings whose work is due (a calendar that did not answer, an e-mail SES did
 * not take, a reminder whose time came), each claimed under a lease so two runs never do it twice;
 * what is still undone an hour after its change is counted (`MeetingWorkOverdue`, alarmed).
 */
export const handler = (_event: ScheduledEvent, context: Context): Promise<MeetingSweep> =>
  withInvocation(context, context.awsRequestId, async () => {
    const sweep = await sweepMeetings(Date.now() + context.getRemainingTimeInMillis() - SAFETY_MARGIN_MS);
    gauge('meetingWorkOverdue', sweep.overdue);
    return sweep;
  });
