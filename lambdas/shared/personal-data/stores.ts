import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { TableId } from '../../tables';
import { documentClient, tableName } from '../dynamodb';
import type { ThreadMark } from '../records/person-thread';
import type { Identities } from './person-keys';

export type StoredItem = Record<string, unknown>;

/**
 * A store that holds people's data, as `npm run personal-data` finds and erases it. Each feature
 * declares its own (`leads/personal-data.ts`, `voice/personal-data.ts`); its writer calls
 * `indexForErasure` with it and each item before storing the item, and the operator commands
 * (`lambdas/ops.ts`) list every store. The rest follows from this entry.
 */
export interface PersonalDataStore {
  /** The store's name in the index's entries (`ref`, `store`): written to DynamoDB, so it never changes. */
  readonly id: string;
  /** How the command's output names a record of this store. */
  readonly label: string;
  readonly table: TableId;
  /**
   * The phone and e-mail an item holds, as stored: what the index finds it by. A store that reads
   * identities out of free text takes at most `limit` of each kind (its default is what is indexed).
   */
  readonly identities: (item: StoredItem, limit?: number) => Identities;
  /**
   * Whether the item holds more identities than `identities` gives by default: it is then indexed
   * as overflowing too, and a search reads it whole (`records.ts`).
   */
  readonly overflows?: (item: StoredItem) => boolean;
  /**
   * What a record of this store is, marked for the managers' notices to name it in a person's thread
   * (`lead:contacts`, each notice in its own language): a store without it is no part of the thread (a conversation's record
   * is its contact's), and its entries say nothing of it; nor is an item it names nothing (a meeting's
   * record, whose notices are what the managers read).
   */
  readonly threadLabel?: (item: StoredItem) => ThreadMark | undefined;
  /** The item's personal data, by name, as an operator reads it out to the person who asked. */
  readonly personalData: (item: StoredItem) => Readonly<Record<string, unknown>>;
  /** The attribute listing the ids of the Telegram messages about an item, which are deleted with it. */
  readonly telegramMessageIds?: string;
  /** How an item is erased. */
  readonly erase: (key: Readonly<Record<string, string>>) => Promise<void>;
  /**
   * The version of `identities` when it came to find more than it first did: items marked as indexed
   * before (`true`, or an older version) are indexed again by `reindex`. Absent: the first rules.
   */
  readonly indexRules?: number;
}

/** Every store the operator commands look in, by id. */
export type PersonalDataStores = Readonly<Record<string, PersonalDataStore>>;

/** Erasure as most stores do it: the item goes, whole. */
export function deleteItem(table: TableId): PersonalDataStore['erase'] {
  return async (key) => {
    await documentClient().send(new DeleteCommand({ TableName: tableName(table), Key: key }));
  };
}

/** What an item of this store indexed by today's rules is marked with (`PERSON_INDEXED`). */
export function indexMarkOf(store: PersonalDataStore): true | number {
  return store.indexRules ?? true;
}

export const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
export const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
