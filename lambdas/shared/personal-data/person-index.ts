import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { TABLES } from '../../tables';
import { personalDataKey } from '../read-settings';
import { documentClient, tableName } from '../dynamodb';
import { identitiesOf, personKey, type Identity } from './person-keys';
import { threadOf, type PersonThread } from './person-thread';
import type { PersonalDataStore, StoredItem } from './stores';

/**
 * The personal-data index (table `personal-data-index`): for each identity of each stored record,
 * an entry keyed by the identity's keyed hash (`personKey`) that points at the record by its store
 * and partition key (`ref`), which hold no personal data either. It lets an erasure find every
 * record of a person without scanning a table.
 */

/** Where an entry points: the store and the item's partition key. */
export function entryRefOf(store: PersonalDataStore, item: StoredItem): string {
  return `${store.id}#${String(item[TABLES[store.table].partitionKey.name])}`;
}

export interface IndexEntryKey {
  readonly personKey: string;
  readonly ref: string;
}

/**
 * The partition that lists a store's overflowing records (more identities than are indexed one by
 * one): no personal data, and no keyed hash can equal it.
 */
export const overflowKey = (store: PersonalDataStore): string => `overflow#${store.id}`;

/** The entries of an item: one per identity it holds, and one in its store's overflow list when it holds more. */
export function entriesOf(store: PersonalDataStore, item: StoredItem, key: string): IndexEntryKey[] {
  const ref = entryRefOf(store, item);
  return [
    ...identitiesOf(store.identities(item)).map((identity: Identity) => ({ personKey: personKey(identity, key), ref })),
    ...(store.overflows?.(item) ? [{ personKey: overflowKey(store), ref }] : []),
  ];
}

/**
 * Writes the item's entries; it throws when the key or the index cannot be had. An item of a store
 * that names its records for the managers (`threadLabel`) first reads what the same person left
 * before (person-thread.ts), and its entries say what it is and when, for the next one: its thread
 * is returned.
 */
export async function writeIndexEntries(store: PersonalDataStore, item: StoredItem): Promise<PersonThread | undefined> {
  const key = await personalDataKey();
  const entries = entriesOf(store, item, key);
  const what = store.threadLabel?.(item);
  const thread = what
    ? await threadOf(
        entries.filter((entry) => entry.personKey !== overflowKey(store)).map((entry) => entry.personKey),
        entryRefOf(store, item),
      )
    : undefined;
  const at = typeof item.createdAt === 'string' ? item.createdAt : new Date().toISOString();
  for (const entry of entries) {
    await documentClient().send(
      new PutCommand({
        TableName: tableName('personalDataIndex'),
        Item: { ...entry, store: store.id, expiresAt: item.expiresAt, ...(what && { what, at }), ...(thread && { person: thread.person }) },
      }),
    );
  }
  return thread;
}
