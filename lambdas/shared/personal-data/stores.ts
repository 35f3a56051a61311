import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DATA_COLLECTION_FIELDS } from '@site/contracts';
import { CONTROL_ITEMS, type TableId } from '../../tables';
import { documentClient, tableName } from '../dynamodb';
import { TELEGRAM_MESSAGE_IDS } from '../notifications/notify-state';
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
  /** Where else the item's personal data is kept (beside its table), checked after an erasure: what is still there. */
  readonly leftBehind?: (key: Readonly<Record<string, string>>) => Promise<string[]>;
}

/**
 * The control item that counted a conversation's contacts (`phones`, a string set) while a
 * conversation could leave three at the most; no longer written, each expires two days after its
 * call, and until then an erasure takes the person's phone out of it.
 */
const contactPlacesKey = (conversationId: string) => ({ id: `${CONTROL_ITEMS.voiceContactsPrefix}${conversationId}` });

/** A voice contact goes, and its phone from the conversation's count of contacts. */
const eraseVoiceContact: PersonalDataStore['erase'] = async (key) => {
  await deleteItem('voiceConversations')(key);
  await documentClient()
    .send(
      new UpdateCommand({
        TableName: tableName('control'),
        Key: contactPlacesKey(String(key.conversationId)),
        UpdateExpression: 'DELETE phones :phone',
        ConditionExpression: 'attribute_exists(id)',
        ExpressionAttributeValues: { ':phone': new Set([String(key.phone)]) },
      }),
    )
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.name === 'ConditionalCheckFailedException')) throw error;
    });
};

const voiceContactLeftBehind: NonNullable<PersonalDataStore['leftBehind']> = async (key) => {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName('control'), Key: contactPlacesKey(String(key.conversationId)), ConsistentRead: true }),
  );
  const phones = Item?.phones instanceof Set ? [...(Item.phones as Set<unknown>)] : [];
  return phones.includes(key.phone) ? [`the phone in the control item ${contactPlacesKey(String(key.conversationId)).id}`] : [];
};

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
    erase: eraseVoiceContact,
    leftBehind: voiceContactLeftBehind,
  },
  voiceCalls: {
    label: 'voice conversation record',
    table: 'voiceCalls',
    // The phones the agent took, and the one its data collection heard, even if never passed to the tool.
    identities: (item) => ({
      phones: [
        ...texts(item.contactsConfirmed),
        ...texts([(item.dataCollection as Record<string, unknown> | undefined)?.[DATA_COLLECTION_FIELDS.callerPhone]]),
      ],
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
