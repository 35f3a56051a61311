/**
 * The backend's functions: the one list the CDK app, the local twin and the tests read. A
 * function's folder holds its thin handler (`<name>/index.ts`); shared domain code and adapters
 * live in `shared/`. Tables are described in `tables.ts`; secrets, topics and settings in
 * `settings.ts`; the metrics the functions emit in `metrics.ts`.
 */
import { API_PATHS } from '@site/contracts';
import type { SecretId, SettingId, TopicId } from './settings';
import { VIEWER_ADDRESS_HEADER, VIEWER_ASN_HEADER } from './shared/client-network';
import type { AllowanceKind } from './shared/network-allowance';
import { FETCH_SITE_HEADER, ORIGIN_HEADER, SITE_HOST_HEADER } from './shared/same-origin';
import { VIEWER_COUNTRY_HEADER } from './shared/viewer-country';
import { SIGNATURE_HEADER } from './shared/webhook-signature';
import { CONTROL_ITEMS, type TableId } from './tables';

export type HttpMethod = 'POST' | 'GET';

// The headers the functions read are named beside the code that reads them; the list forwards them.
export { VIEWER_ADDRESS_HEADER, VIEWER_ASN_HEADER } from './shared/client-network';
export { FETCH_SITE_HEADER, ORIGIN_HEADER, SITE_HOST_HEADER } from './shared/same-origin';

/** What a function may do with a table; `Query` covers the table's indexes too. */
export type TableAction = 'PutItem' | 'GetItem' | 'BatchGetItem' | 'UpdateItem' | 'Query';

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

export interface FunctionSpec {
  /** Folder name and the function's name in logs and metrics. */
  readonly name: string;
  readonly description: string;
  /** Handler file, relative to `lambdas/`: `<name>/index.ts`, which exports `handler`. */
  readonly entry: `${string}/index.ts`;
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
  /** Further paths the same function answers (the voice contact's second route), each with the same method and throttle. */
  readonly alsoAt?: readonly `/api/${string}`[];
  /**
   * API Gateway's limits for this method alone (requests per second, burst), under the stage's, so
   * a flood on one endpoint cannot use up the others' share: leads get the most, tokens the least.
   */
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
  /**
   * The viewer's request headers the function reads. CloudFront forwards to the API only the
   * headers some function lists here (`API_FORWARDED_HEADERS`), and the twin hands a handler
   * nothing else, so a header read but not listed is missing on the twin as it is in the cloud.
   */
  readonly readsHeaders: readonly string[];
}

export interface ScheduledFunctionSpec extends FunctionSpec {
  /** Runs every this many minutes (an EventBridge rate rule in the cloud, an interval in the twin). */
  readonly rateMinutes: number;
}

/** The functions as written below: each one's entry follows from its name. */
function withEntries<Spec extends FunctionSpec>(specs: readonly Omit<Spec, 'entry'>[]): readonly Spec[] {
  return specs.map((spec) => ({ ...spec, entry: `${spec.name}/index.ts` }) as Spec);
}

/** Functions that send a notification right after storing it wait at most a few seconds for Telegram. */
const NOTIFYING = { timeoutSeconds: 15, memoryMb: 256 } as const;

/** Every function with a body reads its media type (`shared/http.ts`); API Gateway picks the body's model by it too. */
const CONTENT_TYPE = 'Content-Type';

/**
 * A function the site's pages call from the browser refuses requests other sites' pages make
 * (`shared/same-origin.ts`): it reads where the request comes from, and the site's origins (the
 * configured ones, and the host the viewer addressed).
 */
const BROWSER_FACING = { headers: [CONTENT_TYPE, FETCH_SITE_HEADER, ORIGIN_HEADER, SITE_HOST_HEADER], settings: ['siteOrigins'] } as const satisfies {
  headers: readonly string[];
  settings: readonly SettingId[];
};

const ELEVENLABS_SETTINGS = ['elevenLabsAgentId', 'elevenLabsAllowedAgentIds', 'elevenLabsApiUrl'] as const satisfies readonly SettingId[];
/** The agent's number and the calls' allowances: the function that places calls now, and the sweeper that places booked ones. */
const PHONE_CALL_SETTINGS = [
  'elevenLabsPhoneNumberId',
  'elevenLabsPhoneProvider',
  'phoneCallCountries',
  'phoneCallsPerNetworkPerHour',
  'phoneCallsPerHour',
  'phoneCallMinutesPerDay',
  'phoneCallMaxMinutes',
  'phoneCallHours',
] as const satisfies readonly SettingId[];
const TELEGRAM_SETTINGS = ['telegramApiUrl', 'notificationChannel'] as const satisfies readonly SettingId[];

/** A sender reads whether the channel is paused, and pauses it when Telegram says so: that item only. */
const CHANNEL_SWITCH: TableGrant = { table: 'control', actions: ['GetItem', 'UpdateItem'], leadingKeys: [CONTROL_ITEMS.notificationChannel] };

/**
 * A function that stores a person's contacts indexes them for erasure first, and reads what the
 * same person left before, by the keyed hash, to link their notices (lambdas/shared/personal-data).
 */
const PERSONAL_DATA_INDEX: TableGrant = { table: 'personalDataIndex', actions: ['PutItem', 'Query'] };

/** A function counts each request against its client network's hourly allowance (shared/network-allowance.ts): those counters only. */
const networkAllowance = (kind: AllowanceKind): TableGrant => ({
  table: 'control',
  actions: ['UpdateItem'],
  leadingKeys: [`${CONTROL_ITEMS.networkAllowancePrefix}${kind}#*`],
});

export const API_FUNCTIONS: readonly ApiFunctionSpec[] = withEntries<ApiFunctionSpec>([
  {
    name: 'elevenlabs-token',
    description: 'Signs an ElevenLabs conversation URL for an allow-listed agent.',
    method: 'POST',
    path: API_PATHS.voiceToken,
    throttle: { rateLimit: 2, burstLimit: 5 },
    // The provider, whose share of the day's conversations is bounded (shared/token-quota.ts).
    readsHeaders: [...BROWSER_FACING.headers, VIEWER_ASN_HEADER],
    timeoutSeconds: 10,
    memoryMb: 256,
    // The token counters only: a flood of token requests can never touch the notification channel.
    tables: [{ table: 'control', actions: ['UpdateItem'], leadingKeys: [`${CONTROL_ITEMS.voiceTokensPrefix}*`] }],
    secrets: ['elevenlabs'],
    settings: [...ELEVENLABS_SETTINGS, 'voiceTokensPerDay', 'voiceTokensPerClientPerDay', 'voiceConversationsOpenPerNetwork', ...BROWSER_FACING.settings],
  },
  {
    name: 'voice-contact',
    description:
      "The widget's two calls for a voice contact: keeps an early copy once a recent conversation of the site's agent is confirmed; the call's record settles it.",
    method: 'POST',
    path: API_PATHS.saveVoiceConversation,
    alsoAt: [API_PATHS.sendTelegramNotification],
    throttle: { rateLimit: 3, burstLimit: 6 },
    readsHeaders: BROWSER_FACING.headers,
    ...NOTIFYING,
    // Checked with ElevenLabs, indexed for erasure, and settled (made, sent) at once when the call's record is already there.
    tables: [
      { table: 'voiceContacts', actions: ['PutItem', 'UpdateItem', 'Query'] },
      { table: 'voiceCalls', actions: ['GetItem', 'UpdateItem'] },
      PERSONAL_DATA_INDEX,
      CHANNEL_SWITCH,
      networkAllowance('voiceContacts'),
    ],
    secrets: ['elevenlabs', 'telegram', 'personalData'],
    settings: [...ELEVENLABS_SETTINGS, ...TELEGRAM_SETTINGS, ...BROWSER_FACING.settings, 'voiceContactsPerNetworkPerHour'],
  },
  {
    name: 'voice-feedback',
    description:
      "The visitor's rate of a conversation that ended (thumbs up or down, a comment): for a recent conversation of the site's agent, sent to ElevenLabs' feedback and kept on the call's record.",
    method: 'POST',
    path: API_PATHS.voiceFeedback,
    // One rate a conversation: fewer than the contacts.
    throttle: { rateLimit: 2, burstLimit: 5 },
    readsHeaders: BROWSER_FACING.headers,
    timeoutSeconds: 15,
    memoryMb: 256,
    // UpdateItem only: the rate is set on the record, or on an item the record is later written around.
    // The comment is indexed for erasure (it may name a phone or an e-mail).
    tables: [{ table: 'voiceCalls', actions: ['UpdateItem'] }, PERSONAL_DATA_INDEX, networkAllowance('voiceFeedback')],
    secrets: ['elevenlabs', 'personalData'],
    settings: [...ELEVENLABS_SETTINGS, ...BROWSER_FACING.settings, 'voiceFeedbackPerNetworkPerHour'],
  },
  {
    name: 'phone-call',
    description:
      '"Have Lumi call me": refuses numbers outside the markets or of premium and other ranges, past the allowances and the day\'s budget; has ElevenLabs ring the rest, or books the callee\'s morning at night; says how the call goes.',
    method: 'POST',
    path: API_PATHS.phoneCall,
    alsoAt: [API_PATHS.phoneCallStatus],
    // The panel asks how the call goes every few seconds; a call is asked for once.
    throttle: { rateLimit: 5, burstLimit: 10 },
    readsHeaders: BROWSER_FACING.headers,
    timeoutSeconds: 10,
    memoryMb: 256,
    tables: [
      { table: 'phoneCalls', actions: ['PutItem', 'GetItem'] },
      // Its allowances only (shared/phone-calls/allowances.ts): UpdateItem takes a unit and gives one back.
      { table: 'control', actions: ['UpdateItem'], leadingKeys: [`${CONTROL_ITEMS.phoneCallsPrefix}*`] },
    ],
    // The key places the call and reads how it goes; the personal-data key hashes the number for its one call a day.
    secrets: ['elevenlabs', 'personalData'],
    settings: [...ELEVENLABS_SETTINGS, ...PHONE_CALL_SETTINGS, ...BROWSER_FACING.settings],
  },
  {
    name: 'elevenlabs-webhook',
    description:
      "Receives ElevenLabs' signed post-call webhook: makes and sends the contacts the conversation's record holds, rejects early copies it does not show, keeps the record.",
    method: 'POST',
    path: API_PATHS.elevenLabsWebhook,
    // One call a conversation; ElevenLabs' own daily limit bounds them far below this.
    throttle: { rateLimit: 5, burstLimit: 10 },
    // The body's signature: ElevenLabs signs every post-call webhook (shared/webhook-signature.ts).
    readsHeaders: [CONTENT_TYPE, SIGNATURE_HEADER],
    ...NOTIFYING,
    // A long call's transcript is large: parsing it takes more memory than a form.
    memoryMb: 512,
    tables: [
      // UpdateItem: the record is written around a rate that came first, and the webhook's witness on a record a lookup kept first (shared/voice/calls.ts).
      { table: 'voiceCalls', actions: ['UpdateItem'] },
      PERSONAL_DATA_INDEX,
      { table: 'voiceContacts', actions: ['UpdateItem', 'Query'] },
      CHANNEL_SWITCH,
    ],
    secrets: ['elevenlabs-webhook', 'telegram', 'personalData'],
    settings: [...ELEVENLABS_SETTINGS, ...TELEGRAM_SETTINGS],
  },
  {
    name: 'leads',
    description: 'Accepts every lead form of the site.',
    method: 'POST',
    path: API_PATHS.leads,
    throttle: { rateLimit: 10, burstLimit: 20 },
    // The viewer's country: a phone written without its code is read in it, as the page's form read it.
    readsHeaders: [...BROWSER_FACING.headers, VIEWER_COUNTRY_HEADER],
    ...NOTIFYING,
    tables: [
      { table: 'leads', actions: ['PutItem', 'UpdateItem'] },
      PERSONAL_DATA_INDEX,
      CHANNEL_SWITCH,
      networkAllowance('leads'),
      // Leads sent anyway once the network's hour is spent, kept for review (shared/network-allowance.ts).
      { table: 'control', actions: ['UpdateItem'], leadingKeys: [`${CONTROL_ITEMS.leadsForReviewPrefix}*`] },
    ],
    secrets: ['telegram', 'personalData'],
    settings: [...TELEGRAM_SETTINGS, ...BROWSER_FACING.settings, 'leadsPerNetworkPerHour'],
  },
  {
    name: 'client-signals',
    description: "Records what visitors' browsers meet (remote failures, script errors, Web Vitals, CSP violations) as metrics and log lines.",
    method: 'POST',
    path: API_PATHS.clientSignals,
    // Beacons are sampled and lost without harm when throttled; forms keep their share.
    throttle: { rateLimit: 5, burstLimit: 10 },
    // The provider: a remote's failures and script errors raise an alarm only from three (F7).
    readsHeaders: [...BROWSER_FACING.headers, VIEWER_ASN_HEADER],
    timeoutSeconds: 5,
    memoryMb: 256,
    // Which client networks' reports were counted in an alarm's window, and each site release's health: those items only.
    tables: [
      { table: 'control', actions: ['PutItem'], leadingKeys: [`${CONTROL_ITEMS.clientSignalsPrefix}*`] },
      { table: 'control', actions: ['PutItem', 'UpdateItem'], leadingKeys: [`${CONTROL_ITEMS.releaseHealthPrefix}*`] },
    ],
    secrets: [],
    // The release pointer's store, for the edge's key a beacon's release proof is checked with (GetKey only).
    settings: [...BROWSER_FACING.settings, 'releaseKeyValueStoreArn'],
  },
]);

/** CloudFront's quota of headers in an origin request policy's allow list. */
export const CLOUDFRONT_MAX_FORWARDED_HEADERS = 10;

/** Every route of an API function: its path and those it also answers. */
export function routesOf(spec: Pick<ApiFunctionSpec, 'path' | 'alsoAt'>): readonly `/api/${string}`[] {
  return [spec.path, ...(spec.alsoAt ?? [])];
}

/**
 * The headers `/api/*` requests carry from CloudFront to the functions: every viewer header some
 * function reads, once (names are case-insensitive), and the viewer's address, which CloudFront
 * adds. The distribution's origin request policy allows exactly these; the twin passes exactly
 * these; nothing else a viewer sends reaches a function.
 */
export const API_FORWARDED_HEADERS: readonly string[] = forwardedHeaders(API_FUNCTIONS);

/** The union of what `functions` read and the viewer's address, each name once; refused past CloudFront's quota. */
export function forwardedHeaders(functions: readonly Pick<ApiFunctionSpec, 'readsHeaders'>[]): string[] {
  const byName = new Map<string, string>();
  for (const header of [...functions.flatMap((spec) => spec.readsHeaders), VIEWER_ADDRESS_HEADER]) {
    if (!byName.has(header.toLowerCase())) byName.set(header.toLowerCase(), header);
  }
  const headers = [...byName.values()];
  if (headers.length > CLOUDFRONT_MAX_FORWARDED_HEADERS) {
    throw new Error(
      `The functions read ${headers.length} headers (${headers.join(', ')}), more than the ${CLOUDFRONT_MAX_FORWARDED_HEADERS} CloudFront can forward in one origin request policy.`,
    );
  }
  return headers;
}

export const SCHEDULED_FUNCTIONS: readonly ScheduledFunctionSpec[] = withEntries<ScheduledFunctionSpec>([
  {
    name: 'notification-sweeper',
    description:
      'Sends due notifications with back-off, parks those that keep failing, e-mails a digest of late ones; records calls the webhook missed, makes their contacts, settles held voice contacts, counts untold contacts; places calls booked for a morning.',
    rateMinutes: 1,
    timeoutSeconds: 60,
    memoryMb: 256,
    tables: [
      { table: 'leads', actions: ['UpdateItem', 'Query'] },
      // BatchGetItem: whether a manager was told of each contact a recent call's record holds (shared/voice/recent-calls.ts).
      { table: 'voiceContacts', actions: ['UpdateItem', 'Query', 'BatchGetItem'] },
      // BatchGetItem: which of the agent's recent conversations have a record, and their webhook's (shared/voice/recent-calls.ts).
      { table: 'voiceCalls', actions: ['GetItem', 'UpdateItem', 'BatchGetItem'] },
      PERSONAL_DATA_INDEX,
      CHANNEL_SWITCH,
      // Calls booked for the callee's morning: found by the due-calls index, claimed and settled by UpdateItem.
      { table: 'phoneCalls', actions: ['Query', 'UpdateItem'] },
      // The site's hour and the day's minutes a booked call takes, and the number's day it gives back when not placed.
      { table: 'control', actions: ['UpdateItem'], leadingKeys: [`${CONTROL_ITEMS.phoneCallsPrefix}*`] },
    ],
    secrets: ['telegram', 'elevenlabs', 'personalData'],
    settings: [...TELEGRAM_SETTINGS, ...ELEVENLABS_SETTINGS, ...PHONE_CALL_SETTINGS],
    topics: ['managerDigest'],
  },
  {
    name: 'release-rollback',
    description:
      "Every minute: when the candidate site release fails for more of visitors' client networks than the stable does (the remote-failure alarms' rule), sets its share to 0 through the release pointer, writes the ledger and tells the operators.",
    rateMinutes: 1,
    timeoutSeconds: 30,
    memoryMb: 256,
    // Reads each release's health; the pointer and the ledger are granted by the CDK app (its KeyValueStore and release bucket).
    tables: [{ table: 'control', actions: ['GetItem'], leadingKeys: [`${CONTROL_ITEMS.releaseHealthPrefix}*`] }],
    secrets: [],
    settings: ['releaseKeyValueStoreArn', 'releaseLedgerBucket'],
    topics: ['releaseRollback'],
  },
]);

export const ALL_FUNCTIONS: readonly FunctionSpec[] = [...API_FUNCTIONS, ...SCHEDULED_FUNCTIONS];
