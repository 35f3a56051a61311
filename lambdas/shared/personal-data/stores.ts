import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { DATA_COLLECTION_FIELDS, normalizePhone } from '@site/contracts';
import { CONTROL_ITEMS, type TableId } from '../../tables';
import { documentClient, tableName } from '../dynamodb';
import { TELEGRAM_MESSAGE_IDS } from '../notifications/notify-state';
import { phoneCountryOfCall, type StoredVoiceCall } from '../records/voice-call';
import type { Identities } from './person-keys';
import { emailsIn, phonesIn } from './text-identities';

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
  /**
   * The version of `identities` when it came to find more than it first did: items marked as indexed
   * before (`true`, or an older version) are indexed again by `reindex`. Absent: the first rules.
   */
  readonly indexRules?: number;
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

/**
 * Every phone and e-mail a conversation's record holds: the phones the agent took, the one its data
 * collection heard (even if never passed to the tool), and those written in the transcript (a typed
 * conversation may hold an e-mail) or in any extracted value, each phone read in the call's country
 * (`8 (999) …` in Russian), as the agent's tool reads it.
 */
function callIdentities(item: StoredItem): Identities {
  const country = phoneCountryOfCall(text(item.language));
  const dataCollection = Object.values((item.dataCollection as Record<string, unknown> | undefined) ?? {});
  const heard = text((item.dataCollection as Record<string, unknown> | undefined)?.[DATA_COLLECTION_FIELDS.callerPhone]);
  const heardPhone = heard === undefined ? undefined : normalizePhone(heard, country);
  const written = [
    ...texts(dataCollection),
    ...(Array.isArray(item.transcript) ? (item.transcript as StoredVoiceCall['transcript']) : []).flatMap((turn) => [
      turn.message ?? '',
      ...(turn.toolCalls ?? []).map((call) => call.parameters),
    ]),
  ].join('\n');
  return {
    phones: [
      ...texts(item.contactsConfirmed),
      // A value the library cannot read still counts, as its digits (person-keys.ts).
      ...(heard === undefined ? [] : [heardPhone?.ok ? heardPhone.e164 : heard]),
      ...phonesIn(written, country),
    ],
    emails: emailsIn(written),
  };
}

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
    identities: callIdentities,
    // 2: every phone and e-mail written in the record, not only the phones the agent took.
    indexRules: 2,
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

/** What an item of this store indexed by today's rules is marked with (`PERSON_INDEXED`). */
export function indexMarkOf(store: StoreId): true | number {
  return (PERSONAL_DATA_STORES[store] as PersonalDataStore).indexRules ?? true;
}
