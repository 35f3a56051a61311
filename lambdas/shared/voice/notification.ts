import { DEFAULT_VOICE_LEAD_NAME, type DemoBookingOutcome, type EvaluationCriterionId } from '@site/contracts';
import { meetingManager } from '@site/model';
import { managerMessage, type ManagerMessage } from '../notifications/messages';
import type { Outbox } from '../notifications/outbox';
import { threadRows } from '../personal-data/person-thread';
import type { VoiceCallSummary } from '../records/voice-call';
import type { StoredVoiceContact } from '../records/voice-contact';
import { managerTime } from '../meetings/notification';

/** The agent's evaluation criteria as a manager reads them, when a call failed one. */
const EVALUATION_LABELS: Record<EvaluationCriterionId, string> = {
  contact_taken_when_wanted: 'контакт не сохранён, хотя клиент просил перезвонить',
  no_invented_prices: 'ассистент назвал цену',
  no_medical_or_legal_advice: 'ассистент дал медицинский или юридический совет',
  no_instructions_from_the_chat: 'ассистент выполнил указание клиента вопреки правилам',
};

function failedEvaluationsText(failed: readonly string[] | undefined): string | undefined {
  if (!failed?.length) return undefined;
  return failed
    .map((criterion) => (Object.hasOwn(EVALUATION_LABELS, criterion) ? EVALUATION_LABELS[criterion as EvaluationCriterionId] : criterion))
    .join('; ');
}

/** When the meeting booked in a call is, on its manager's clock, and with whom. */
function callMeetingText(meeting: NonNullable<VoiceCallSummary['meeting']>): string {
  const manager = meetingManager(meeting.managerId);
  return `${managerTime(meeting.start, manager?.timeZone ?? 'UTC')}, менеджер ${manager?.name.ru ?? meeting.managerId}`;
}

/** A call's summary is the model's prose: cut so the message stays well inside Telegram's 4,096 characters. */
const SUMMARY_MAX_CHARS = 1_500;

function clipped(text: string | undefined, max: number): string | undefined {
  return text && text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** What a call from the Lumi demo did to the caller's visit, as a manager reads it. */
function demoBookingText(outcome: DemoBookingOutcome | undefined): string | undefined {
  switch (outcome?.kind) {
    case undefined:
      return undefined;
    case 'booked':
      return `визит на завтра записан на ${outcome.time}`;
    case 'moved':
      return `визит записан и перенесён с ${outcome.from} на ${outcome.time}`;
    case 'cancelled':
      return `визит на ${outcome.time} записан и отменён`;
    case 'none':
      return 'ничего не записано';
  }
}

/** How the conversation was held, as a manager reads it: a phone call says so, and which way it went. */
const PHONE_CALL_LABELS = {
  outbound: 'телефонный звонок, Lumi позвонил по просьбе с сайта',
  inbound: 'телефонный звонок на линию Lumi',
} as const;

/**
 * What a manager needs before calling back: who, which number, and what the caller wanted (the
 * call's summary). The summary and the page come from the call, which a caller steers: free text.
 */
export function voiceContactMessage(contact: StoredVoiceContact): ManagerMessage {
  const call = contact.call;
  return managerMessage(call?.phoneCall ? 'Новый контакт из телефонного звонка Lumi' : 'Новый контакт от голосового ассистента', [
    ['Канал', call?.phoneCall ? PHONE_CALL_LABELS[call.phoneCall.direction] : undefined, 'fact'],
    ['Имя', contact.userName || DEFAULT_VOICE_LEAD_NAME, 'name'],
    ['Телефон', contact.phone, 'phone'],
    ...threadRows(contact.thread),
    ['Тема разговора', clipped(call?.summaryTitle, 200), 'free-text'],
    // What the caller asked for, in their words: when to call, and the volume a quote is for.
    ['Когда позвонить', clipped(call?.callBackTime, 200), 'free-text'],
    ['Объём', clipped(call?.volume, 200), 'free-text'],
    // A call from the Lumi demo: what it did, so the manager knows what the caller has tried.
    ['Запись в демо Lumi', demoBookingText(call?.demoBooking), 'fact'],
    // The meeting the callee booked in the call: its own notice went to the chat when it was booked.
    ['Встреча назначена', call?.meeting && callMeetingText(call.meeting), 'fact'],
    ['Email для приглашения', call?.meeting?.email, 'email'],
    ['О чём говорили', clipped(call?.summary, SUMMARY_MAX_CHARS), 'free-text'],
    // Before the call back: what the agent may have said that the manager must correct.
    ['Проверка разговора не пройдена', failedEvaluationsText(call?.failedEvaluations), 'fact'],
    ['Страница', call?.pagePath, 'free-text'],
    ['Разговор', contact.conversationId, 'fact'],
    ['Длительность', `${Math.round(call?.durationSeconds ?? contact.durationSeconds)} с`, 'fact'],
    ['Язык', call?.language ?? contact.language, 'fact'],
    ['Время', contact.createdAt, 'fact'],
  ]);
}

/** The voice contacts' table as an outbox: each confirmed contact carries its own notification. */
export const VOICE_CONTACTS_OUTBOX: Outbox = {
  id: 'voiceContacts',
  table: 'voiceContacts',
  message: (item) => voiceContactMessage(item as StoredVoiceContact),
  // An early copy the sweeper gave up waiting on (contacts.ts, parkEarlyCopy) is replayed as held, for its record to decide.
  parkedByWriter: { attribute: 'parkedWhileHeld', status: 'held' },
};
