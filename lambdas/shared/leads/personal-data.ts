import { deleteItem, text, type PersonalDataStore } from '../personal-data/stores';
import type { ThreadMark } from '../records/person-thread';
import { TELEGRAM_MESSAGE_IDS } from '../records/notify-state';

/** The leads, as `npm run personal-data` finds and erases them. */
export const LEADS_STORE: PersonalDataStore = {
  id: 'leads',
  label: 'lead',
  table: 'leads',
  identities: (item) => ({ phone: text(item.phone), email: text(item.email) }),
  threadLabel: (item): ThreadMark => `lead:${text(item.formId) ?? '—'}`,
  personalData: ({ name, phone, email, company, comment, channels, volume }) => ({ name, phone, email, company, comment, channels, volume }),
  telegramMessageIds: TELEGRAM_MESSAGE_IDS,
  erase: deleteItem('leads'),
};
