import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { TableId } from '../../tables';
import { documentClient, tableName } from '../dynamodb';
import { TELEGRAM_MESSAGE_IDS } from '../notifications/outbox';
import type { Identities } from './person-keys';

export type StoredItem = Record<string, unknown>;

/**
 * A store that holds people's data, as `npm run personal-data` finds and erases it. Its writer
 * calls `indexForErasure` with each item before storing it; the rest follows from this entry.
 */
export interface PersonalDataStore {
  /** How the command's output names a record of this store. */
  readonly label: string;
  readonly table: TableId;
  /** The phone and e-mail an item holds, as stored: what the index finds it by. */
  readonly identities: (item: StoredItem) => Identities;
  /** The item's personal data, by name, as an operator reads it out to the person who asked. */
  readonly personalData: (item: StoredItem) => Readonly<Record<string, unknown>>;
  /** The attribute listing the ids of the Telegram messages about an item, which are deleted with it. */
  readonly telegramMessageIds?: string;
  /** How an item is erased. */
  readonly erase: (key: Readonly<Record<string, string>>) => Promise<void>;
}

/** Erasure as every store so far does it: the item goes, whole. */
function deleteItem(table: TableId): PersonalDataStore['erase'] {
  return async (key) => {
    await documentClient().send(new DeleteCommand({ TableName: tableName(table), Key: key }));
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** Every store of personal data. A new one is one entry here, and its writer's call to `indexForErasure`. */
export const PERSONAL_DATA_STORES = {
  leads: {
    label: 'lead',
    table: 'leads',
    identities: (item) => ({ phone: text(item.phone), email: text(item.email) }),
    personalData: ({ name, phone, email, company, comment }) => ({ name, phone, email, company, comment }),
    telegramMessageIds: TELEGRAM_MESSAGE_IDS,
    erase: deleteItem('leads'),
  },
  voiceContacts: {
    label: 'voice contact',
    table: 'voiceConversations',
    identities: (item) => ({ phone: text(item.phone) }),
    personalData: ({ userName, phone }) => ({ name: userName, phone }),
    telegramMessageIds: TELEGRAM_MESSAGE_IDS,
    erase: deleteItem('voiceConversations'),
  },
  voiceCalls: {
    label: 'voice conversation record',
    table: 'voiceCalls',
    // The phones the agent took, and the one its data collection heard, even if never passed to the tool.
    identities: (item) => ({
      phones: [...texts(item.contactsConfirmed), ...texts([(item.dataCollection as Record<string, unknown> | undefined)?.phone])],
    }),
    personalData: ({ startedAt, pagePath, summaryTitle, summary, dataCollection, transcript }) => ({
      startedAt,
      pagePath,
      summaryTitle,
      summary,
      dataCollection,
      transcript,
    }),
    erase: deleteItem('voiceCalls'),
  },
} as const satisfies Record<string, PersonalDataStore>;

export type StoreId = keyof typeof PERSONAL_DATA_STORES;

export const STORE_IDS = Object.keys(PERSONAL_DATA_STORES) as StoreId[];
