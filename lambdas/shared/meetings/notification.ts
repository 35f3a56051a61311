import { meetingManager } from '@site/model';
import { managerMessage, type ManagerMessage } from '../notifications/messages';
import { managerTime, managerWords } from '../notifications/manager-words';
import { threadRows } from '../notifications/thread-rows';
import type { Outbox } from '../notifications/outbox';
import type { MeetingNotice } from '../records/meeting';

/** What a manager reads of a meeting booked, moved or cancelled, in their own language: when on their clock, with whom, from where. */
export function meetingMessage(notice: MeetingNotice): ManagerMessage {
  const manager = meetingManager(notice.managerId);
  const zone = manager?.timeZone ?? 'UTC';
  const words = managerWords(notice.managerId);
  const { labels } = words;
  return managerMessage(words.meeting.titles[notice.event], [
    [labels.when, managerTime(notice.start, zone, words), 'fact'],
    [labels.was, notice.previousStart && managerTime(notice.previousStart, zone, words), 'fact'],
    [labels.manager, manager?.name[words.language] ?? notice.managerId, 'fact'],
    [labels.name, notice.name, 'name'],
    [labels.email, notice.email, 'email'],
    [labels.company, notice.company, 'free-text'],
    ...threadRows(notice.thread, words),
    [labels.meetingLanguage, notice.language, 'fact'],
    [labels.source, words.meeting.sources[notice.source], 'fact'],
    [labels.page, notice.pagePath, 'fact'],
    [labels.calendar, notice.event !== 'cancelled' && notice.calendar === 'pending' ? words.meeting.calendarPending : undefined, 'fact'],
    [labels.lead, notice.leadId, 'fact'],
    [labels.conversation, notice.conversationId, 'fact'],
    [labels.meeting, notice.meetingId, 'fact'],
  ]);
}

/** The meetings table as an outbox: each notice of a booking, a move or a cancellation carries its own notification. */
export const MEETINGS_OUTBOX: Outbox = { id: 'meetings', table: 'meetings', message: (item) => meetingMessage(item as unknown as MeetingNotice) };
