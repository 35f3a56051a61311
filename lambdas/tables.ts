/**
 * The backend's DynamoDB tables: the one description the CDK app and the local twin both build
 * from. Items carry `expiresAt` (epoch seconds) for the personal-data retention below; readers
 * never rely on deletion, since DynamoDB's TTL removes expired items only eventually.
 */
import { DATA_POLICY } from '@site/model';

export type AttributeType = 'S' | 'N';

export interface KeySpec {
  readonly name: string;
  readonly type: AttributeType;
}

export interface IndexSpec {
  readonly indexName: string;
  readonly partitionKey: KeySpec;
  readonly sortKey: KeySpec;
  /** Queries on the index read whole items, so it projects all attributes. */
  readonly projection: 'ALL';
}

export interface TableSpec {
  /**
   * Logical name: the CDK construct id and, in the twin, the table's name. Never renamed with the
   * code's id: a new construct id would make CloudFormation replace the table and its data (the
   * voice contacts' table is still `voice-conversations`).
   */
  readonly name: string;
  readonly description: string;
  readonly partitionKey: KeySpec;
  readonly sortKey?: KeySpec;
  readonly globalSecondaryIndexes: readonly IndexSpec[];
  /** The TTL attribute (epoch seconds). */
  readonly timeToLiveAttribute: string;
  /** The environment variable through which functions learn the table's real name. */
  readonly tableNameEnv: string;
}

/**
 * Days a lead, a voice contact or a conversation's record (its transcript included) is kept before
 * DynamoDB's TTL deletes it: the data policy's figure, which the privacy and trust pages print.
 */
export const RETENTION_DAYS = DATA_POLICY.retentionDays.records;

/**
 * The notification outbox index. An item waiting for delivery has `notifyStatus` 'pending' and
 * `notifyAfter` (epoch ms, when it is next due); a parked one has 'parked'. Delivery removes
 * `notifyAfter`, so sent items drop out of this sparse index and it holds only open work.
 */
export const NOTIFY_QUEUE_INDEX: IndexSpec = {
  indexName: 'notify-queue',
  partitionKey: { name: 'notifyStatus', type: 'S' },
  sortKey: { name: 'notifyAfter', type: 'N' },
  projection: 'ALL',
};

export type TableId = 'leads' | 'voiceContacts' | 'voiceCalls' | 'control' | 'personalDataIndex' | 'phoneCalls' | 'meetings';

/**
 * A manager's booked times: each claim of a time (`slot#<manager>#<start>`) carries `slotManager`
 * and `slotStart`, so the times a manager holds over the next days are one query.
 */
export const MANAGER_SLOTS_INDEX: IndexSpec = {
  indexName: 'manager-slots',
  partitionKey: { name: 'slotManager', type: 'S' },
  sortKey: { name: 'slotStart', type: 'S' },
  projection: 'ALL',
};

/**
 * Meetings with work left (the calendar to write, an e-mail to send, the reminder): `workStatus`
 * 'due' and `workAfter` (epoch ms, when it is next due or its lease ends); removed once nothing is
 * left, so this sparse index holds only open work.
 */
export const MEETING_WORK_INDEX: IndexSpec = {
  indexName: 'meeting-work',
  partitionKey: { name: 'workStatus', type: 'S' },
  sortKey: { name: 'workAfter', type: 'N' },
  projection: 'ALL',
};

/**
 * The calls booked for the callee's morning: `dueStatus` 'due' and `dueAt` (epoch ms) while one
 * waits; placing it removes both, so this sparse index holds only calls still to place.
 */
export const DUE_CALLS_INDEX: IndexSpec = {
  indexName: 'due-calls',
  partitionKey: { name: 'dueStatus', type: 'S' },
  sortKey: { name: 'dueAt', type: 'N' },
  projection: 'ALL',
};

/**
 * The control table's items by their `id`: the notification channel's pause, the voice-token
 * counters (`voice-tokens#<day>` site-wide, `voice-tokens#<network>#<day>` per client, and per
 * wider prefix and open conversation: shared/token-quota.ts), each client network's hourly
 * allowance of leads, voice contacts and the rest (`network-allowance#…`), which client networks'
 * browser reports were counted in an alarm's window (`client-signals#…`), a release's health
 * (`release-health#…`) and the phone calls' allowances (`phone-calls#…`). A function is granted only the
 * ids it uses (IAM `dynamodb:LeadingKeys`, `functions.ts`).
 */
export const CONTROL_ITEMS = {
  notificationChannel: 'notification-channel',
  voiceTokensPrefix: 'voice-tokens#',
  /** `network-allowance#<kind>#<network>#<hour>`: what a client network sent a function in the hour (shared/network-allowance.ts). */
  networkAllowancePrefix: 'network-allowance#',
  /** `network-allowance#leadsForReview#<network | site>#<hour>`: leads sent anyway once their network's hour was spent, kept for review. */
  leadsForReviewPrefix: 'network-allowance#leadsForReview#',
  /** `client-signals#<kind>#<network>#<window>`: a client network's report counted in an alarm's window, kept until the window ends. */
  clientSignalsPrefix: 'client-signals#',
  /**
   * `release-health#<release>#<window>`: the client networks that reported a visit, and a failure, on a
   * site release in a window; `release-health#<release>#<kind>#<network>#<window>`: that a network was counted.
   */
  releaseHealthPrefix: 'release-health#',
  /**
   * `phone-calls#number#<keyed hash>#<day>` (one call a number a day), `phone-calls#network#<network>#<hour>`,
   * `phone-calls#site#<hour>` and `phone-calls#minutes#<day>` (the day's budget, in calls of the longest
   * length): "Have Lumi call me"'s allowances (shared/phone-calls/allowances.ts).
   */
  phoneCallsPrefix: 'phone-calls#',
  /**
   * `meetings#email#<keyed hash>#<day>` (what one e-mail may book) and `meetings#provider#<provider>#<day>`
   * (what one provider's networks may book): the meetings' allowances (shared/meetings/allowances.ts).
   */
  meetingsPrefix: 'meetings#',
} as const;

export const TABLES: Readonly<Record<TableId, TableSpec>> = {
  leads: {
    name: 'leads',
    description: 'Leads from every site form, each with its manager notification state.',
    partitionKey: { name: 'id', type: 'S' },
    globalSecondaryIndexes: [NOTIFY_QUEUE_INDEX],
    timeToLiveAttribute: 'expiresAt',
    tableNameEnv: 'LEADS_TABLE_NAME',
  },
  voiceContacts: {
    name: 'voice-conversations',
    description: 'Contacts captured by the voice assistant, one per conversation and phone, each with its manager notification state.',
    partitionKey: { name: 'conversationId', type: 'S' },
    sortKey: { name: 'phone', type: 'S' },
    globalSecondaryIndexes: [NOTIFY_QUEUE_INDEX],
    timeToLiveAttribute: 'expiresAt',
    tableNameEnv: 'VOICE_CONTACTS_TABLE_NAME',
  },
  voiceCalls: {
    name: 'voice-calls',
    description:
      'What ElevenLabs reported of each conversation once it ended (its post-call webhook, or a lookup): agent, language, start, duration, how it ended, summary, data collection, evaluation, the contacts it confirmed, and its transcript, kept no longer than the privacy page says.',
    partitionKey: { name: 'conversationId', type: 'S' },
    globalSecondaryIndexes: [],
    timeToLiveAttribute: 'expiresAt',
    tableNameEnv: 'VOICE_CALLS_TABLE_NAME',
  },
  personalDataIndex: {
    name: 'personal-data-index',
    description:
      "Where a person's records are, by a keyed hash (HMAC) of their normalized phone or e-mail: one entry per record and identity, no personal data in the clear (lambdas/shared/personal-data).",
    partitionKey: { name: 'personKey', type: 'S' },
    sortKey: { name: 'ref', type: 'S' },
    globalSecondaryIndexes: [],
    timeToLiveAttribute: 'expiresAt',
    tableNameEnv: 'PERSONAL_DATA_INDEX_TABLE_NAME',
  },
  phoneCalls: {
    name: 'phone-calls',
    description:
      'Each call a visitor asked Lumi for ("Have Lumi call me"): when, in which language and persona, from which page, and the conversation ElevenLabs started for it; the number itself only while a call booked for the morning waits, and gone once it is placed; a lead’s call nobody answered carries the managers’ notice of it.',
    partitionKey: { name: 'id', type: 'S' },
    globalSecondaryIndexes: [DUE_CALLS_INDEX, NOTIFY_QUEUE_INDEX],
    timeToLiveAttribute: 'expiresAt',
    tableNameEnv: 'PHONE_CALLS_TABLE_NAME',
  },
  meetings: {
    name: 'meetings',
    description:
      "Meetings booked with the managers (`meeting#<id>`: when, with whom, the visitor's name and e-mail, what is left to do: the calendar, the e-mails, the reminder), the claim of each booked time (`slot#<manager>#<start>`, written only if absent: a time is booked once) and the managers' notices of each booking, move and cancellation (`notice#<id>#<version>`).",
    partitionKey: { name: 'id', type: 'S' },
    globalSecondaryIndexes: [NOTIFY_QUEUE_INDEX, MANAGER_SLOTS_INDEX, MEETING_WORK_INDEX],
    timeToLiveAttribute: 'expiresAt',
    tableNameEnv: 'MEETINGS_TABLE_NAME',
  },
  control: {
    name: 'control',
    description:
      'Counters and switches the functions share: voice tokens signed per day (site-wide and per client), what each client network sent a function in the hour, the client networks whose browser reports were counted in an alarm window, the health of a site release, the allowances of the phone calls, the pause of the notification channel.',
    partitionKey: { name: 'id', type: 'S' },
    globalSecondaryIndexes: [],
    timeToLiveAttribute: 'expiresAt',
    tableNameEnv: 'CONTROL_TABLE_NAME',
  },
};
