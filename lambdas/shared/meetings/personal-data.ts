import { deleteItem, text, type PersonalDataStore } from '../personal-data/stores';
import { TELEGRAM_MESSAGE_IDS } from '../records/notify-state';

/**
 * The meetings and the managers' notices of them, as `npm run personal-data` finds and erases them:
 * each holds the visitor's name and e-mail. Erasing a meeting leaves its time's claim, which names
 * nobody, until it expires a day after the meeting.
 */
export const MEETINGS_STORE: PersonalDataStore = {
  id: 'meetings',
  label: 'meeting',
  table: 'meetings',
  identities: (item) => ({ email: text(item.email) }),
  personalData: ({ name, email, company, start, managerId, status }) => ({ name, email, company, start, managerId, status }),
  telegramMessageIds: TELEGRAM_MESSAGE_IDS,
  erase: deleteItem('meetings'),
};
