import { managerMessage, type ManagerMessage } from '../notifications/messages';
import { visitorWords } from '../notifications/manager-words';
import type { Outbox } from '../notifications/outbox';
import { threadRows } from '../notifications/thread-rows';
import type { PersonThread } from '../records/person-thread';
import type { StoredPhoneCall } from './calls';

/**
 * What a manager reads of a lead's callback nobody answered (`missed-calls.ts`), in the call's
 * language: the person's thread (their request in it), that the request and the picker are still
 * theirs, and the page. Never the number: the call's item no longer holds it, and the thread names the person.
 */
export function missedCallMessage(call: StoredPhoneCall & { readonly thread?: PersonThread }): ManagerMessage {
  const words = visitorWords(call.language);
  const { labels } = words;
  return managerMessage(words.call.missedTitle, [
    [labels.channel, words.call.channels.outbound, 'fact'],
    ...threadRows(call.thread, words),
    [labels.lead, words.call.missedStill, 'fact'],
    [labels.pageLanguage, call.language, 'fact'],
    [labels.page, call.pagePath, 'fact'],
  ]);
}

/** The phone-calls table as an outbox: a lead's call nobody answered carries its notice. */
export const MISSED_CALLS_OUTBOX: Outbox = {
  id: 'missed-calls',
  table: 'phoneCalls',
  message: (item) => missedCallMessage(item as unknown as StoredPhoneCall),
};
