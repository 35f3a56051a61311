/**
 * The backend's functions: the one list the CDK app, the local twin and the tests read. A
 * function's folder holds its thin handler (`<name>/index.ts`); shared domain code and adapters
 * live in `shared/`. Tables are described in `tables.ts`.
 */
import { API_PATHS } from '@site/contracts';
import { CONTROL_ITEMS, type TableId } from './tables';

export type HttpMethod = 'POST' | 'GET';

/**
 * The header in which CloudFront tells the API the viewer's address (`ip:port`), overwriting any a
 * client sent: the distribution forwards it to the API, the twin sets it from the socket, and the
 * functions count per-client quotas by it (`shared/client-network.ts`).
 */
export const VIEWER_ADDRESS_HEADER = 'CloudFront-Viewer-Address';

/** What a function may do with a table; `Query` covers the table's indexes too. */
export type TableAction = 'PutItem' | 'GetItem' | 'UpdateItem' | 'Query';

/** Only the actions the function's code performs, so its role grants nothing more. */
export interface TableGrant {
  readonly table: TableId;
  readonly actions: readonly TableAction[];
  /**
   * Only the items whose partition key matches one of these patterns (`*`: any characters), as
   * IAM's `dynamodb:LeadingKeys` condition: a function that touches one item of a shared table
   * cannot change another's.
   */
  readonly leadingKeys?: readonly string[];
}

export interface SecretSpec {
  /** The environment variable that carries the secret's ARN (or name) in the cloud. */
  readonly arnEnv: string;
  readonly description: string;
  /** The secret's JSON value, with placeholders. */
  readonly jsonShape: string;
  /** Plain environment variables that stand in for the secret where there is no Secrets Manager (the twin). */
  readonly localEnv: readonly string[];
  /**
   * A secret of the site's own rather than a vendor's: the CDK app generates this field's value at
   * the first deployment, and the twin uses `localDefault` for it unless its variable is set.
   */
  readonly generated?: { readonly field: string; readonly localDefault: string };
}

export type SecretId = 'elevenlabs' | 'elevenlabs-webhook' | 'telegram' | 'personalData';

export const SECRETS: Readonly<Record<SecretId, SecretSpec>> = {
  elevenlabs: {
    arnEnv: 'ELEVENLABS_SECRET_ARN',
    description: 'The ElevenLabs API key that signs conversation URLs; it never reaches the browser.',
    jsonShape: '{"apiKey": "<ElevenLabs API key>"}',
    localEnv: ['ELEVENLABS_API_KEY'],
  },
  'elevenlabs-webhook': {
    arnEnv: 'ELEVENLABS_WEBHOOK_SECRET_ARN',
    description: "The signing secret of ElevenLabs' post-call webhook (shown once when `npm run agent -- push` creates the webhook).",
    jsonShape: '{"secret": "<the post-call webhook\'s signing secret>"}',
    localEnv: ['ELEVENLABS_WEBHOOK_SECRET'],
  },
  telegram: {
    arnEnv: 'TELEGRAM_SECRET_ARN',
    description: 'The Telegram bot that notifies managers, and the chat it writes to.',
    jsonShape: '{"botToken": "<bot token from @BotFather>", "chatId": "<chat id, e.g. -1001234567890>"}',
    localEnv: ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_CHAT_ID'],
  },
  personalData: {
    arnEnv: 'PERSONAL_DATA_SECRET_ARN',
    description:
      "The key of the keyed hash (HMAC-SHA256) by which a person's records are indexed for erasure. Never rotate it: the index would lose every record (see lambdas/README.md).",
    jsonShape: '{"hmacKey": "<generated at the first deployment>"}',
    localEnv: ['PERSONAL_DATA_HMAC_KEY'],
    generated: { field: 'hmacKey', localDefault: 'the-local-twin-personal-data-key' },
  },
};

export type TopicId = 'managerDigest';

/** An SNS topic a function publishes to; the CDK app creates it and subscribes the operators' address. */
export interface TopicSpec {
  /** The environment variable that carries the topic's ARN; unset (the twin), the function writes to its log instead. */
  readonly arnEnv: string;
  readonly description: string;
}

export const TOPICS: Readonly<Record<TopicId, TopicSpec>> = {
  managerDigest: {
    arnEnv: 'MANAGER_DIGEST_TOPIC_ARN',
    description: "Manager notifications Telegram did not deliver in time, e-mailed to the operators' address as a digest.",
  },
};

/** A plain (non-secret) environment variable a deployment may set. */
export interface SettingSpec {
  readonly name: string;
  readonly description: string;
  /** Used when the variable is unset; a setting without a default must be set. */
  readonly default?: string;
}

export const SETTINGS = {
  elevenLabsAgentId: {
    name: 'ELEVENLABS_AGENT_ID',
    description: 'The ElevenLabs agent the site talks to; the token endpoint answers 503 without it.',
  },
  elevenLabsAllowedAgentIds: {
    name: 'ELEVENLABS_ALLOWED_AGENT_IDS',
    description: 'Comma-separated further agents a page may ask a signed URL for (e.g. the Lumi demo).',
    default: '',
  },
  elevenLabsApiUrl: {
    name: 'ELEVENLABS_API_URL',
    description: 'Base URL of the ElevenLabs REST API.',
    default: 'https://api.elevenlabs.io',
  },
  telegramApiUrl: {
    name: 'TELEGRAM_API_URL',
    description: 'Base URL of the Telegram Bot API.',
    default: 'https://api.telegram.org',
  },
  voiceTokensPerDay: {
    name: 'VOICE_TOKENS_PER_DAY',
    description: 'Signed voice URLs (each a billable conversation) the token endpoint gives out per UTC day, site-wide; past it, 429.',
    default: '500',
  },
  voiceTokensPerClientPerDay: {
    name: 'VOICE_TOKENS_PER_CLIENT_PER_DAY',
    description:
      'Signed voice URLs one client network (an IPv4 /24, an IPv6 /56) gets per UTC day, so no one network can spend the site-wide cap; past it, 429.',
    default: '10',
  },
  notificationChannel: {
    name: 'NOTIFICATION_CHANNEL',
    description: "'telegram' sends manager notifications; 'log' writes them to the function's log instead (the twin without a bot).",
    default: 'telegram',
  },
} as const satisfies Record<string, SettingSpec>;

export type SettingId = keyof typeof SETTINGS;

export interface FunctionSpec {
  /** Folder name and the function's name in logs and metrics. */
  readonly name: string;
  readonly description: string;
  /** Handler file, relative to `lambdas/`; it exports `handler`. */
  readonly entry: string;
  readonly timeoutSeconds: number;
  readonly memoryMb: number;
  /** Each grant's table name reaches the function in the table's `tableNameEnv`. */
  readonly tables: readonly TableGrant[];
  /** Each secret's ARN reaches the function in its `arnEnv`; the function reads it with GetSecretValue. */
  readonly secrets: readonly SecretId[];
  readonly settings: readonly SettingId[];
  /** Each topic's ARN reaches the function in its `arnEnv`; the function may publish to it. */
  readonly topics?: readonly TopicId[];
}

export interface ApiFunctionSpec extends FunctionSpec {
  readonly method: HttpMethod;
  /** The path under the site's origin, e.g. `/api/leads`. */
  readonly path: `/api/${string}`;
  /**
   * API Gateway's limits for this method alone (requests per second, burst), under the stage's, so
   * a flood on one endpoint cannot use up the others' share: leads get the most, tokens the least.
   */
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
}

export interface ScheduledFunctionSpec extends FunctionSpec {
  /** Runs every this many minutes (an EventBridge rate rule in the cloud, an interval in the twin). */
  readonly rateMinutes: number;
}

/** Functions that send a notification right after storing it wait at most a few seconds for Telegram. */
const NOTIFYING = { timeoutSeconds: 15, memoryMb: 256 } as const;

const ELEVENLABS_SETTINGS = ['elevenLabsAgentId', 'elevenLabsAllowedAgentIds', 'elevenLabsApiUrl'] as const satisfies readonly SettingId[];
const TELEGRAM_SETTINGS = ['telegramApiUrl', 'notificationChannel'] as const satisfies readonly SettingId[];

/** A sender reads whether the channel is paused, and pauses it when Telegram says so: that item only. */
const CHANNEL_SWITCH: TableGrant = { table: 'control', actions: ['GetItem', 'UpdateItem'], leadingKeys: [CONTROL_ITEMS.notificationChannel] };

/** A function that stores a person's contacts indexes them for erasure first (lambdas/shared/personal-data). */
const PERSONAL_DATA_INDEX: TableGrant = { table: 'personalDataIndex', actions: ['PutItem'] };

/**
 * Voice contacts: checked with ElevenLabs, indexed for erasure, stored with their outbox state (at
 * most three phones a conversation, counted in the control table), and confirmed by the
 * conversation's record once it ended, which may already be there, before anyone is told.
 */
const VOICE_CONTACT: Pick<FunctionSpec, 'tables' | 'secrets' | 'settings'> = {
  tables: [
    { table: 'voiceConversations', actions: ['PutItem', 'UpdateItem'] },
    { table: 'voiceCalls', actions: ['GetItem', 'PutItem'] },
    PERSONAL_DATA_INDEX,
    { table: 'control', actions: ['UpdateItem'], leadingKeys: [`${CONTROL_ITEMS.voiceContactsPrefix}*`] },
    CHANNEL_SWITCH,
  ],
  secrets: ['elevenlabs', 'telegram', 'personalData'],
  settings: [...ELEVENLABS_SETTINGS, ...TELEGRAM_SETTINGS],
};

export const API_FUNCTIONS: readonly ApiFunctionSpec[] = [
  {
    name: 'elevenlabs-token',
    description: 'Signs an ElevenLabs conversation URL for an allow-listed agent.',
    entry: 'elevenlabs-token/index.ts',
    method: 'POST',
    path: API_PATHS.voiceToken,
    throttle: { rateLimit: 2, burstLimit: 5 },
    timeoutSeconds: 10,
    memoryMb: 256,
    // The token counters only: a flood of token requests can never touch the notification channel.
    tables: [{ table: 'control', actions: ['UpdateItem'], leadingKeys: [`${CONTROL_ITEMS.voiceTokensPrefix}*`] }],
    secrets: ['elevenlabs'],
    settings: [...ELEVENLABS_SETTINGS, 'voiceTokensPerDay', 'voiceTokensPerClientPerDay'],
  },
  {
    name: 'save-voice-conversation',
    description: 'Stores a voice contact of a conversation ElevenLabs confirms, once per conversation and phone, and notifies a manager.',
    entry: 'save-voice-conversation/index.ts',
    method: 'POST',
    path: API_PATHS.saveVoiceConversation,
    throttle: { rateLimit: 3, burstLimit: 6 },
    ...NOTIFYING,
    ...VOICE_CONTACT,
  },
  {
    name: 'send-telegram-notification',
    description: 'Queues the manager notification of a voice contact; the same contact as save-voice-conversation, stored and sent once.',
    entry: 'send-telegram-notification/index.ts',
    method: 'POST',
    path: API_PATHS.sendTelegramNotification,
    throttle: { rateLimit: 3, burstLimit: 6 },
    ...NOTIFYING,
    ...VOICE_CONTACT,
  },
  {
    name: 'elevenlabs-webhook',
    description:
      "Receives ElevenLabs' signed post-call webhook: records the conversation, confirms or rejects the contacts it left, and sends the confirmed ones to a manager.",
    entry: 'elevenlabs-webhook/index.ts',
    method: 'POST',
    path: API_PATHS.elevenLabsWebhook,
    // One call a conversation; ElevenLabs' own daily limit bounds them far below this.
    throttle: { rateLimit: 5, burstLimit: 10 },
    ...NOTIFYING,
    // A long call's transcript is large: parsing it takes more memory than a form.
    memoryMb: 512,
    tables: [
      { table: 'voiceCalls', actions: ['PutItem'] },
      PERSONAL_DATA_INDEX,
      { table: 'voiceConversations', actions: ['UpdateItem', 'Query'] },
      CHANNEL_SWITCH,
    ],
    secrets: ['elevenlabs-webhook', 'telegram', 'personalData'],
    settings: [...ELEVENLABS_SETTINGS, ...TELEGRAM_SETTINGS],
  },
  {
    name: 'leads',
    description: 'Accepts every lead form of the site.',
    entry: 'leads/index.ts',
    method: 'POST',
    path: API_PATHS.leads,
    throttle: { rateLimit: 10, burstLimit: 20 },
    ...NOTIFYING,
    tables: [{ table: 'leads', actions: ['PutItem', 'UpdateItem'] }, PERSONAL_DATA_INDEX, CHANNEL_SWITCH],
    secrets: ['telegram', 'personalData'],
    settings: [...TELEGRAM_SETTINGS],
  },
  {
    name: 'client-signals',
    description: "Records what visitors' browsers meet (remote failures, script errors, Web Vitals, CSP violations) as metrics and log lines.",
    entry: 'client-signals/index.ts',
    method: 'POST',
    path: API_PATHS.clientSignals,
    // Beacons are sampled and lost without harm when throttled; forms keep their share.
    throttle: { rateLimit: 5, burstLimit: 10 },
    timeoutSeconds: 5,
    memoryMb: 256,
    tables: [],
    secrets: [],
    settings: [],
  },
];

export const SCHEDULED_FUNCTIONS: readonly ScheduledFunctionSpec[] = [
  {
    name: 'notification-sweeper',
    description:
      'Delivers due manager notifications with retry and back-off; verifies voice contacts stored unverified; parks those that keep failing; e-mails a digest of those that wait too long.',
    entry: 'notification-sweeper/index.ts',
    rateMinutes: 1,
    timeoutSeconds: 60,
    memoryMb: 256,
    tables: [
      { table: 'leads', actions: ['UpdateItem', 'Query'] },
      { table: 'voiceConversations', actions: ['UpdateItem', 'Query'] },
      { table: 'voiceCalls', actions: ['GetItem', 'PutItem'] },
      PERSONAL_DATA_INDEX,
      CHANNEL_SWITCH,
    ],
    secrets: ['telegram', 'elevenlabs', 'personalData'],
    settings: [...TELEGRAM_SETTINGS, ...ELEVENLABS_SETTINGS],
    topics: ['managerDigest'],
  },
];

export const ALL_FUNCTIONS: readonly FunctionSpec[] = [...API_FUNCTIONS, ...SCHEDULED_FUNCTIONS];

/** Business metrics, all in this CloudWatch namespace with the dimension `service` = `METRICS_SERVICE`. */
export const METRICS_NAMESPACE = 'Site/Backend';
export const METRICS_SERVICE = 'site-backend';

/** The metrics the functions emit (Count). `NotificationsParked` > 0 means a manager missed a lead: alarm on it. */
export const METRIC_NAMES = {
  leadsCreated: 'LeadsCreated',
  voiceConversationsSaved: 'VoiceConversationsSaved',
  /**
   * Voice contacts never sent: refused (a conversation ElevenLabs does not know as ours, or past its
   * three contacts) or denied (the conversation's record does not show the agent taking that phone). Alarmed.
   */
  voiceNotificationsRejected: 'VoiceNotificationsRejected',
  /** Conversations recorded from ElevenLabs' post-call record. */
  voiceCalls: 'VoiceCalls',
  /** Recorded conversations in which the agent took a contact (called save_contact). */
  voiceCallsWithContact: 'VoiceCallsWithContact',
  /** Evaluation criteria a recorded conversation failed (a contact not taken, an invented price). */
  voiceEvaluationFailures: 'VoiceEvaluationFailures',
  /** Post-call webhooks refused for their signature: missing, stale or forged. Alarmed. */
  webhookSignatureFailures: 'WebhookSignatureFailures',
  /** Telegram refused the bot or the chat (401, 403, chat not found): every notification waits. Alarmed. */
  notificationChannelDown: 'NotificationChannelDown',
  /** Token requests refused because the day's cap was reached. Alarmed. */
  tokenCapReached: 'TokenCapReached',
  /** Token requests refused because their client network used up its own day's quota. */
  tokenClientQuotaReached: 'TokenClientQuotaReached',
  /** Lead posts with the hidden honeypot field filled: bots, kept flagged and never notified. */
  honeypotHits: 'HoneypotHits',
  notificationsSent: 'NotificationsSent',
  notificationsFailed: 'NotificationsFailed',
  /** Each time a notification is parked (an event count). */
  notificationsParked: 'NotificationsParked',
  /** Notifications parked and not replayed yet, after each sweep (a gauge): alarmed for as long as it is above 0. */
  notificationsParkedWaiting: 'NotificationsParkedWaiting',
  /** Notifications waiting for delivery after each sweep (a gauge). */
  notificationsPending: 'NotificationsPending',
  /** Records stored without their personal-data index entries (the key or the index could not be written). Alarmed: run `npm run personal-data -- reindex`. */
  personalDataUnindexed: 'PersonalDataUnindexed',
  /** Notifications e-mailed to the operators in a digest because Telegram did not deliver them in time. */
  notificationsEmailed: 'NotificationsEmailed',
  /** A notification Telegram accepted twice: its sender lost track of the first delivery. Alarmed. */
  notificationsDuplicated: 'NotificationsDuplicated',
  tokenRequests: 'TokenRequests',
  tokenErrors: 'TokenErrors',
  requestsRefused: 'RequestsRefused',
} as const;

/**
 * What visitors' browsers report (`client-signals`), in a namespace of its own with the dimension
 * `service` = `BROWSER_METRICS_SERVICE` and, per app, `app` = shell | products | content | voice.
 */
export const BROWSER_METRICS_NAMESPACE = 'Site/Browser';
export const BROWSER_METRICS_SERVICE = 'site-browser';
export const BROWSER_APP_DIMENSION = 'app';

/**
 * Per app: `remoteLoadFailures` (the remote's own `app`), `clientErrors` (the app whose script
 * threw), each Web Vital (the app that owns the page; ms, CLS unitless). Site-wide: `visits` (page
 * loads that reported, what failures are judged against) and `cspViolations`.
 */
export const BROWSER_METRIC_NAMES = {
  visits: 'Visits',
  remoteLoadFailures: 'RemoteLoadFailures',
  clientErrors: 'ClientErrors',
  cspViolations: 'CspViolations',
  LCP: 'LCP',
  INP: 'INP',
  CLS: 'CLS',
  FCP: 'FCP',
  TTFB: 'TTFB',
} as const;
