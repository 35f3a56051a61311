import type { LeadInterest } from '@site/contracts';
import { managerMessage, type ManagerMessage } from '../notifications/messages';
import type { Outbox } from '../notifications/outbox';
import { threadRows } from '../personal-data/person-thread';
import type { StoredLead } from '../records/lead';

const INTEREST_LABELS: Record<LeadInterest, string> = {
  demo: 'Демо',
  'sample-report': 'Пример отчёта',
  consultation: 'Консультация по Sales Manager',
};

/** What a manager reads of a lead. */
export function leadMessage(lead: StoredLead): ManagerMessage {
  return managerMessage(lead.review ? 'Заявка на проверку' : 'Новая заявка с сайта', [
    [
      'Проверка',
      lead.review &&
        'посетитель отправил её, когда из его сети за час пришло больше заявок, чем мы принимаем: это может быть поток спама — проверьте, прежде чем звонить',
      'fact',
    ],
    ['Форма', lead.formId, 'fact'],
    ['Имя', lead.name, 'name'],
    ['Телефон', lead.phone, 'phone'],
    ['Email', lead.email, 'email'],
    ['Компания', lead.company, 'free-text'],
    ['Интересы', lead.interests?.map((interest) => INTEREST_LABELS[interest] ?? interest).join(', '), 'fact'],
    ['Комментарий', lead.comment, 'free-text'],
    ['Каналы', lead.channels, 'free-text'],
    ['Чатов в день', lead.volume, 'free-text'],
    ...threadRows(lead.thread),
    ['Язык страницы', lead.language, 'fact'],
    ['Страница', lead.pagePath, 'fact'],
    ['Заявка', lead.id, 'fact'],
  ]);
}

/** The leads table as an outbox: each lead carries its own notification. */
export const LEADS_OUTBOX: Outbox = { id: 'leads', table: 'leads', message: (item) => leadMessage(item as StoredLead) };
