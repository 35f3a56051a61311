import { DeleteCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TABLES } from '../../tables';
import { elevenLabsSettings, personalDataKey, telegramSettings, type TelegramSettings } from '../read-settings';
import { deleteConversation } from '../elevenlabs';
import { documentClient, isConditionalCheckFailed, keyOfItem, tableName } from '../dynamodb';
import { UNANSWERED_SENDS } from '../records/notify-state';
import { deleteTelegramMessage } from '../telegram';
import { PERSON_INDEXED } from '../records/index-mark';
import { entriesOf, overflowKey, writeIndexEntries, type IndexEntryKey } from './person-index';
import { TEXT_IDENTITIES_ALL } from './text-identities';
import { identitiesOf, normalizeIdentity, personKey, type Identity } from './person-keys';
import { indexMarkOf, type PersonalDataStore, type PersonalDataStores, type StoredItem } from './stores';

/**
 * Finding and erasing a person's records, for `npm run personal-data` (infra/ops): through the
 * personal-data index, never by scanning a store; only `reindexMissing`, the repair, scans. Each
 * takes the stores to look in, by id (`lambdas/ops.ts` lists them).
 */

export interface FoundRecord {
  /** The store's id (`PersonalDataStore.id`). */
  readonly store: string;
  readonly key: Readonly<Record<string, string>>;
  readonly item: StoredItem;
}

export interface Findings {
  readonly records: readonly FoundRecord[];
  /** Entries of this person that point at nothing (a record erased or expired since): erased too. */
  readonly strayEntries: readonly IndexEntryKey[];
}

const sameIdentity = (a: Identity, b: Identity) => a.kind === b.kind && a.value === b.value;

/** The items of a store with this partition key. */
async function itemsUnder(store: PersonalDataStore, partitionValue: string): Promise<StoredItem[]> {
  const { table } = store;
  const { Items } = await documentClient().send(
    new QueryCommand({
      TableName: tableName(table),
      KeyConditionExpression: '#key = :value',
      ExpressionAttributeNames: { '#key': TABLES[table].partitionKey.name },
      ExpressionAttributeValues: { ':value': partitionValue },
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
}

/** The index's entries under one partition key, every page. */
async function entriesUnder(partition: string): Promise<(IndexEntryKey & { store: string })[]> {
  const entries: (IndexEntryKey & { store: string })[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName('personalDataIndex'),
        KeyConditionExpression: 'personKey = :key',
        ExpressionAttributeValues: { ':key': partition },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    entries.push(...((page.Items ?? []) as (IndexEntryKey & { store: string })[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return entries;
}

/**
 * Every record of the person with this phone or e-mail, found through the index: their own entries,
 * and the records that hold more identities than were indexed one by one, each read whole.
 */
export async function findRecords(stores: PersonalDataStores, wanted: Identity): Promise<Findings> {
  const identity = normalizeIdentity(wanted);
  const entries = await entriesUnder(personKey(identity, await personalDataKey()));
  const records: FoundRecord[] = [];
  const strayEntries: IndexEntryKey[] = [];
  const refs = new Set(entries.map((entry) => entry.ref));
  for (const store of Object.values(stores).filter((candidate) => candidate.overflows)) {
    for (const entry of await entriesUnder(overflowKey(store))) {
      if (refs.has(entry.ref)) continue;
      refs.add(entry.ref);
      const items = (await itemsUnder(store, entry.ref.slice(store.id.length + 1))).filter((item) =>
        identitiesOf(store.identities(item, TEXT_IDENTITIES_ALL)).some((held) => sameIdentity(held, identity)),
      );
      for (const item of items) records.push({ store: store.id, key: keyOfItem(store.table, item), item });
    }
  }
  for (const entry of entries) {
    const store = Object.hasOwn(stores, entry.store) ? stores[entry.store] : undefined;
    // A record's partition can hold others' records too (another phone in the same conversation): only this person's count.
    const items = store
      ? (await itemsUnder(store, entry.ref.slice(entry.store.length + 1))).filter((item) =>
          identitiesOf(store.identities(item)).some((held) => sameIdentity(held, identity)),
        )
      : [];
    if (!items.length) strayEntries.push({ personKey: entry.personKey, ref: entry.ref });
    for (const item of items) records.push({ store: entry.store, key: keyOfItem(store!.table, item), item });
  }
  return { records, strayEntries };
}

/** What became of one Telegram message about a record. */
export interface MessageOutcome {
  readonly messageId: number;
  /** Undefined once deleted; else why it stays (Telegram's answer, or no bot configured here). */
  readonly keptBecause?: string;
}

export interface ErasedRecord extends FoundRecord {
  readonly messages: readonly MessageOutcome[];
  /** When a message about the record may have reached the chat with an id nobody knows (a send that got no answer): for the managers to delete by hand. */
  readonly unknownMessages: readonly string[];
  /** ElevenLabs' own copy of the record's conversation (once per conversation): undefined once deleted, else why it stays. */
  readonly elevenLabsConversation?: { readonly conversationId: string; readonly keptBecause?: string };
}

const TELEGRAM_TIMEOUT_MS = 10_000;

/** The ids of the Telegram messages about an item. */
export function telegramMessageIdsOf(stores: PersonalDataStores, { store, item }: FoundRecord): number[] {
  const attribute = stores[store]?.telegramMessageIds;
  const ids = attribute ? item[attribute] : undefined;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
}

/** When sends about the record got no answer: each may have left a message whose id is unknown. */
export function unansweredSendsOf({ item }: FoundRecord): string[] {
  const at = item[UNANSWERED_SENDS];
  return Array.isArray(at) ? at.filter((when): when is string => typeof when === 'string') : [];
}

/** Why ElevenLabs' copy of a conversation was not deleted when no key to its API is configured. */
export const NO_ELEVENLABS_KEY = 'no ElevenLabs key is configured here';

/**
 * Erases what was found: first the Telegram messages about each record (while their ids are still
 * known; those Telegram will not let the bot delete are reported), then the record, then every
 * index entry of it, and the stray entries of the person.
 */
export async function eraseRecords(stores: PersonalDataStores, findings: Findings): Promise<ErasedRecord[]> {
  const key = await personalDataKey();
  let telegram: TelegramSettings | undefined;
  let noTelegram = 'no Telegram bot is configured here';
  try {
    telegram = await telegramSettings();
  } catch (error) {
    noTelegram = `the Telegram settings cannot be read: ${error instanceof Error ? error.message : String(error)}`;
  }
  const elevenLabs = await elevenLabsSettings().catch(() => undefined);
  const conversationsDone = new Set<string>();
  const erased: ErasedRecord[] = [];
  for (const record of findings.records) {
    const messages: MessageOutcome[] = [];
    for (const messageId of telegramMessageIdsOf(stores, record)) {
      const deleted = telegram ? await deleteTelegramMessage(telegram, messageId, TELEGRAM_TIMEOUT_MS) : noTelegram;
      messages.push(deleted === true ? { messageId } : { messageId, keptBecause: deleted });
    }
    const store = stores[record.store]!;
    await store.erase(record.key);
    for (const entry of entriesOf(store, record.item, key)) await deleteEntry(entry);
    // A voice record's conversation is the person's call: ElevenLabs keeps its transcript and audio too.
    const conversationId = record.store === 'leads' ? undefined : String(record.key.conversationId);
    let elevenLabsConversation: ErasedRecord['elevenLabsConversation'];
    if (conversationId && !conversationsDone.has(conversationId)) {
      conversationsDone.add(conversationId);
      const deleted = elevenLabs ? await deleteConversation({ apiUrl: elevenLabs.apiUrl, apiKey: elevenLabs.apiKey, conversationId }) : NO_ELEVENLABS_KEY;
      elevenLabsConversation = deleted === true ? { conversationId } : { conversationId, keptBecause: deleted };
    }
    erased.push({ ...record, messages, unknownMessages: unansweredSendsOf(record), ...(elevenLabsConversation ? { elevenLabsConversation } : {}) });
  }
  for (const entry of findings.strayEntries) await deleteEntry(entry);
  return erased;
}

async function deleteEntry(entry: IndexEntryKey): Promise<void> {
  await documentClient().send(new DeleteCommand({ TableName: tableName('personalDataIndex'), Key: { personKey: entry.personKey, ref: entry.ref } }));
}

/**
 * The repair: indexes every record stored without its entries (before the index existed, or when
 * the key could not be read), by scanning each store once. Says how many it indexed per store.
 */
export async function reindexMissing(stores: PersonalDataStores): Promise<Record<string, number>> {
  const indexed: Record<string, number> = Object.fromEntries(Object.keys(stores).map((id) => [id, 0]));
  for (const store of Object.values(stores)) {
    const { table } = store;
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await documentClient().send(
        new ScanCommand({
          TableName: tableName(table),
          FilterExpression: 'attribute_not_exists(#indexed) OR #indexed <> :rules',
          ExpressionAttributeNames: { '#indexed': PERSON_INDEXED },
          ExpressionAttributeValues: { ':rules': indexMarkOf(store) },
          ExclusiveStartKey: startKey,
        }),
      );
      for (const item of page.Items ?? []) {
        await writeIndexEntries(store, item);
        if (await markIndexed(store, item)) indexed[store.id]! += 1;
      }
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  }
  return indexed;
}

/** False when the item went meanwhile (erased or expired): nothing is written back for it. */
async function markIndexed(store: PersonalDataStore, item: StoredItem): Promise<boolean> {
  const { table } = store;
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(table),
        Key: keyOfItem(table, item),
        UpdateExpression: 'SET #indexed = :rules',
        ConditionExpression: 'attribute_exists(#key)',
        ExpressionAttributeNames: { '#indexed': PERSON_INDEXED, '#key': TABLES[table].partitionKey.name },
        ExpressionAttributeValues: { ':rules': indexMarkOf(store) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
