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

export function voiceContactMessage(contact: StoredVoiceContact): string {
  return lines('Новый контакт от голосового ассистента', [
    ['Имя', contact.userName ?? DEFAULT_VOICE_LEAD_NAME],
    ['Телефон', contact.phone],
    ['Разговор', contact.conversationId],
    ['Длительность', `${Math.round(contact.durationSeconds)} с`],
    ['Язык', contact.language],
    ['Время', contact.createdAt],
  ]);
}
