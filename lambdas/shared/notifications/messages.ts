import { DEFAULT_VOICE_LEAD_NAME, type LeadInterest } from '@site/contracts';
import type { StoredLead } from '../leads';
import type { StoredVoiceContact } from '../voice-contacts';

/** Manager messages, in Russian like the rest of the managers' tooling, as Telegram HTML. */

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const INTEREST_LABELS: Record<LeadInterest, string> = {
  demo: 'Демо',
  'sample-report': 'Пример отчёта',
  consultation: 'Консультация по Sales Manager',
};

function lines(title: string, fields: readonly (readonly [string, string | undefined])[]): string {
  const body = fields.filter(([, value]) => value !== undefined && value !== '').map(([label, value]) => `${label}: ${escapeHtml(value ?? '')}`);
  return [`<b>${escapeHtml(title)}</b>`, ...body].join('\n');
}

export function leadMessage(lead: StoredLead): string {
  return lines('Новая заявка с сайта', [
    ['Форма', lead.formId],
    ['Имя', lead.name],
    ['Телефон', lead.phone],
    ['Email', lead.email],
    ['Компания', lead.company],
    ['Интересы', lead.interests?.map((interest) => INTEREST_LABELS[interest]).join(', ')],
    ['Комментарий', lead.comment],
    ['Язык страницы', lead.language],
    ['Страница', lead.pagePath],
    ['Заявка', lead.id],
  ]);
}

/** A call's summary is the model's prose: cut so the message stays well inside Telegram's 4,096 characters. */
const SUMMARY_MAX_CHARS = 1_500;

function clipped(text: string | undefined, max: number): string | undefined {
  return text && text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** What a manager needs before calling back: who, which number, and what the caller wanted (the call's summary). */
export function voiceContactMessage(contact: StoredVoiceContact): string {
  const call = contact.call;
  return lines('Новый контакт от голосового ассистента', [
    ['Имя', contact.userName ?? DEFAULT_VOICE_LEAD_NAME],
    ['Телефон', contact.phone],
    ['Тема разговора', clipped(call?.summaryTitle, 200)],
    ['О чём говорили', clipped(call?.summary, SUMMARY_MAX_CHARS)],
    ['Страница', call?.pagePath],
    ['Язык', call?.language ?? contact.language],
    ['Длительность', `${Math.round(call?.durationSeconds ?? contact.durationSeconds)} с`],
    ['Разговор', contact.conversationId],
    ['Время', contact.createdAt],
  ]);
}
