import type { MeetingSource } from '@site/contracts';
import { meetingManager } from '@site/model';
import { managerMessage, type ManagerMessage } from '../notifications/messages';
import { threadRows } from '../personal-data/person-thread';
import type { Outbox } from '../notifications/outbox';
import type { MeetingEvent, MeetingNotice } from '../records/meeting';

const TITLES: Record<MeetingEvent, string> = {
  booked: 'Новая встреча с сайта',
  moved: 'Встреча перенесена',
  cancelled: 'Встреча отменена',
};

const SOURCES: Record<MeetingSource, string> = {
  'thank-you': 'страница «Спасибо» после заявки',
  contacts: 'страница контактов',
  assistant: 'ассистент сайта',
  'phone-call': 'звонок Lumi',
};

/** A time on the manager's own clock, as the chat reads it: «пн, 30.11.2026, 10:00 (Europe/Kyiv)». */
export function managerTime(instant: string, zone: string): string {
  const text = new Intl.DateTimeFormat('ru', {
    timeZone: zone,
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
  return `${text} (${zone})`;
}

/** What a manager reads of a meeting booked, moved or cancelled: when on their clock, with whom, from where. */
export function meetingMessage(notice: MeetingNotice): ManagerMessage {
  const manager = meetingManager(notice.managerId);
  const zone = manager?.timeZone ?? 'UTC';
  return managerMessage(TITLES[notice.event], [
    ['Когда', managerTime(notice.start, zone), 'fact'],
    ['Было', notice.previousStart && managerTime(notice.previousStart, zone), 'fact'],
    ['Менеджер', manager?.name.ru ?? notice.managerId, 'fact'],
    ['Имя', notice.name, 'name'],
    ['Email', notice.email, 'email'],
    ['Компания', notice.company, 'free-text'],
    ...threadRows(notice.thread),
    ['Язык встречи', notice.language, 'fact'],
    ['Откуда', SOURCES[notice.source], 'fact'],
    ['Страница', notice.pagePath, 'fact'],
    [
      'Календарь',
      notice.event !== 'cancelled' && notice.calendar === 'pending' ? 'ещё не ответил: запись в календарь повторяется, встреча сохранена' : undefined,
      'fact',
    ],
    ['Заявка', notice.leadId, 'fact'],
    ['Разговор', notice.conversationId, 'fact'],
    ['Встреча', notice.meetingId, 'fact'],
  ]);
}

/** The meetings table as an outbox: each notice of a booking, a move or a cancellation carries its own notification. */
export const MEETINGS_OUTBOX: Outbox = { id: 'meetings', table: 'meetings', message: (item) => meetingMessage(item as unknown as MeetingNotice) };
