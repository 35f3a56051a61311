import { LEADS_OUTBOX } from './shared/leads/notification';
import { LEADS_STORE } from './shared/leads/personal-data';
import { MEETINGS_OUTBOX } from './shared/meetings/notification';
import { MISSED_CALLS_OUTBOX } from './shared/phone-calls/notification';
export { cancelBatch, meetingsInBatch, type MeetingBatch } from './shared/meetings/batch-cancel';
import { MEETINGS_STORE } from './shared/meetings/personal-data';
import type { Identity } from './shared/personal-data/person-keys';
import {
  eraseRecords as eraseRecordsIn,
  findRecords as findRecordsIn,
  reindexMissing as reindexMissingIn,
  telegramMessageIdsOf as telegramMessageIdsIn,
  type FoundRecord,
  type Findings,
} from './shared/personal-data/records';
import type { PersonalDataStore, PersonalDataStores } from './shared/personal-data/stores';
import { PHONE_CALLS_STORE } from './shared/phone-calls/personal-data';
import { VOICE_CONTACTS_OUTBOX } from './shared/voice/notification';
import { VOICE_CALLS_STORE, VOICE_CONTACTS_STORE } from './shared/voice/personal-data';

/**
 * What the operator commands (`npm run notifications`, `npm run personal-data`) work through: the
 * outboxes the sweeper sends from, with listing and replay of what it parked and the policy it
 * parks by, and the personal-data stores with find, erase and reindex. The same code the functions
 * run, so a command never disagrees with them about an item. The commands see every feature, so
 * this is where the outboxes and the stores are listed together; no function needs the lists.
 */
export { maskEmail, maskPersonalData, maskPhone } from './shared/mask';
export { oneLine } from './shared/notifications/messages';
export { itemsWithId, keyOf, parkedItems, requeueParked, type Outbox, type OutboxItem } from './shared/notifications/outbox';
export { DIGEST_POLICY, NOTIFY_POLICY } from './shared/notifications/policy';
export { normalizeIdentity, type Identity } from './shared/personal-data/person-keys';
export { unansweredQuestionsSince, type UnansweredQuestion } from './shared/voice/unanswered-questions';
export { NO_ELEVENLABS_KEY, unansweredSendsOf, type FoundRecord } from './shared/personal-data/records';

/** Every outbox, by id: the leads, the voice contacts, the meetings' notices and the lead calls nobody answered. */
export const OUTBOXES = { leads: LEADS_OUTBOX, voiceContacts: VOICE_CONTACTS_OUTBOX, meetings: MEETINGS_OUTBOX, phoneCalls: MISSED_CALLS_OUTBOX } as const;
export type OutboxId = keyof typeof OUTBOXES;

/** Every store of personal data, by the id its index entries name it with (each its own `id`). */
export const PERSONAL_DATA_STORES = {
  leads: LEADS_STORE,
  voiceContacts: VOICE_CONTACTS_STORE,
  voiceCalls: VOICE_CALLS_STORE,
  meetings: MEETINGS_STORE,
  phoneCalls: PHONE_CALLS_STORE,
} as const satisfies PersonalDataStores;
export type StoreId = keyof typeof PERSONAL_DATA_STORES;
export const STORE_IDS = Object.keys(PERSONAL_DATA_STORES) as StoreId[];

/** The store a found record came from (`FoundRecord.store`). */
export function storeOf(record: Pick<FoundRecord, 'store'>): PersonalDataStore {
  const store = (PERSONAL_DATA_STORES as PersonalDataStores)[record.store];
  if (!store) throw new Error(`no personal-data store is named ${record.store}`);
  return store;
}

export const findRecords = (wanted: Identity) => findRecordsIn(PERSONAL_DATA_STORES, wanted);
export const eraseRecords = (findings: Findings) => eraseRecordsIn(PERSONAL_DATA_STORES, findings);
export const reindexMissing = () => reindexMissingIn(PERSONAL_DATA_STORES);
export const telegramMessageIdsOf = (record: FoundRecord) => telegramMessageIdsIn(PERSONAL_DATA_STORES, record);
