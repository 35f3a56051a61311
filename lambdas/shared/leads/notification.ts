import { managerMessage, type ManagerMessage } from '../notifications/messages';
import { visitorWords } from '../notifications/manager-words';
import type { Outbox } from '../notifications/outbox';
import { threadRows } from '../notifications/thread-rows';
import type { StoredLead } from '../records/lead';

/**
 * What a manager reads of a lead, in the lead's page language: the message goes to the managers'
 * shared chat before any manager has the lead, and whoever calls the visitor back speaks it.
 */
export function leadMessage(lead: StoredLead): ManagerMessage {
  const words = visitorWords(lead.language);
  const { labels } = words;
  return managerMessage(lead.review ? words.lead.reviewTitle : words.lead.title, [
    [labels.review, lead.review && words.lead.review, 'fact'],
    [labels.form, lead.formId, 'fact'],
    [labels.name, lead.name, 'name'],
    [labels.phone, lead.phone, 'phone'],
    [labels.email, lead.email, 'email'],
    [labels.company, lead.company, 'free-text'],
    [labels.interests, lead.interests?.map((interest) => words.lead.interests[interest] ?? interest).join(', '), 'fact'],
    [labels.comment, lead.comment, 'free-text'],
    [labels.channels, lead.channels, 'free-text'],
    [labels.chatsPerDay, lead.volume, 'free-text'],
    ...threadRows(lead.thread, words),
    [labels.pageLanguage, lead.language, 'fact'],
    [labels.page, lead.pagePath, 'fact'],
    [labels.lead, lead.id, 'fact'],
  ]);
}

/** The leads table as an outbox: each lead carries its own notification. */
export const LEADS_OUTBOX: Outbox = { id: 'leads', table: 'leads', message: (item) => leadMessage(item as StoredLead) };
