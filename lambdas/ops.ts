/**
 * What the operator commands (`npm run notifications`, `npm run personal-data`) work through: the
 * outboxes the sweeper sends from, with listing and replay of what it parked and the policy it
 * parks by, and the personal-data stores with find, erase and reindex. The same code the functions
 * run, so a command never disagrees with them about an item.
 */
export { maskEmail, maskPersonalData, maskPhone } from './shared/mask';
export { oneLine } from './shared/notifications/messages';
export { itemsWithId, keyOf, parkedItems, requeueParked } from './shared/notifications/outbox';
export { OUTBOXES, type OutboxId, type OutboxItem } from './shared/notifications/outboxes';
export { DIGEST_POLICY, NOTIFY_POLICY } from './shared/notifications/policy';
export { normalizeIdentity, type Identity } from './shared/personal-data/person-keys';
export {
  NO_ELEVENLABS_KEY,
  eraseRecords,
  findRecords,
  personalDataLeftBehind,
  reindexMissing,
  telegramMessageIdsOf,
  unansweredSendsOf,
  type FoundRecord,
} from './shared/personal-data/records';
export { PERSONAL_DATA_STORES, STORE_IDS } from './shared/personal-data/stores';
