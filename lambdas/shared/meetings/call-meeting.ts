import { createHmac } from 'node:crypto';
import { uuidFromHash } from '../name-based-uuid';
import { logger } from '../powertools';
import { meetingLinkKey } from '../read-settings';
import type { MeetingRecord } from '../records/meeting';
import type { StoredVoiceCall, VoiceCallSummary } from '../records/voice-call';
import { findMeeting, meetingIdFor } from './store';

/**
 * The one meeting a call Lumi placed may book (`call-meetings.ts`), found by the call's
 * conversation alone: its idempotency key is derived from the conversation's, so the call's record,
 * when it comes, reads the meeting by its key, and the managers' notice of the call says it was booked.
 */

/**
 * The idempotency key of the meeting booked in a call: an HMAC of the conversation's id under the
 * meeting-link key, as a UUID. Whoever learns the conversation's id (the call's requester may not be
 * its callee) cannot derive it, so cannot send it again to read or move the callee's meeting (I3).
 */
export async function callMeetingKey(conversationId: string): Promise<string> {
  return uuidFromHash(
    createHmac('sha256', await meetingLinkKey())
      .update(`phone-call-meeting:${conversationId}`)
      .digest('hex'),
  );
}

/** The meeting booked in this call, if one was. */
export async function meetingOfCall(conversationId: string): Promise<MeetingRecord | undefined> {
  return findMeeting(meetingIdFor(await callMeetingKey(conversationId)));
}

/**
 * A call's summary with the meeting the callee booked in it, for the managers' notice of the call.
 * Read when the record comes; a table that does not answer leaves it out (the meeting's own notice
 * told the managers already), never the call's contact.
 */
export async function withCallMeeting(summary: VoiceCallSummary, call: Pick<StoredVoiceCall, 'conversationId' | 'phoneCall'>): Promise<VoiceCallSummary> {
  if (call.phoneCall?.direction !== 'outbound') return summary;
  try {
    const meeting = await meetingOfCall(call.conversationId);
    if (meeting?.status !== 'booked') return summary;
    return { ...summary, meeting: { meetingId: meeting.meetingId, start: meeting.start, managerId: meeting.managerId, email: meeting.email } };
  } catch (error) {
    logger.warn("the meeting of a call could not be read; the call's notice goes without it", { conversationId: call.conversationId, error: error as Error });
    return summary;
  }
}
