import { expiresAt } from '../dynamodb';
import { deliverRightAway } from '../notifications/deliver';
import { newNotification } from '../notifications/outbox';
import { indexForErasure } from '../personal-data/before-storing';
import type { MeetingEvent, MeetingNotice, MeetingRecord } from '../records/meeting';
import { MEETINGS_OUTBOX } from './notification';
import { MEETINGS_STORE } from './personal-data';
import { putNotice } from './store';

/** Tells the managers of a change, in an outbox item of its own (written once, by its version), at once. */
export async function notify(meeting: MeetingRecord, event: MeetingEvent, calendarDone: boolean, now: number, previousStart?: string): Promise<void> {
  const fields = {
    id: `notice#${meeting.meetingId}#${meeting.version}` as const,
    meetingId: meeting.meetingId,
    event,
    managerId: meeting.managerId,
    start: meeting.start,
    ...(previousStart && { previousStart }),
    language: meeting.language,
    name: meeting.name,
    email: meeting.email,
    ...(meeting.company && { company: meeting.company }),
    source: meeting.source,
    pagePath: meeting.pagePath,
    ...(meeting.leadId && { leadId: meeting.leadId }),
    ...(meeting.conversationId && { conversationId: meeting.conversationId }),
    calendar: calendarDone ? ('written' as const) : ('pending' as const),
    createdAt: new Date(now).toISOString(),
    expiresAt: expiresAt(now),
  };
  const notice: MeetingNotice = { ...fields, ...(await indexForErasure(MEETINGS_STORE, fields)), ...newNotification(now) };
  await putNotice(notice as unknown as Record<string, unknown>);
  await deliverRightAway(MEETINGS_OUTBOX, notice as unknown as Parameters<typeof deliverRightAway>[1]);
}
