/**
 * The backend's functions: the one list the CDK app, the local twin and the tests read. A
 * function's folder holds its thin handler (`<name>/index.ts`); shared domain code and adapters
 * live in `shared/`. Tables are described in `tables.ts`; secrets, topics and settings in
 * `settings.ts`; the metrics the functions emit in `metrics.ts`.
 */
import { AGENT_TOOL_KEY_HEADER, API_PATHS, MEETING_LEAD_COOKIE } from '@site/contracts';
import type { SecretId, SettingId, TopicId } from './settings';
import { VIEWER_ADDRESS_HEADER, VIEWER_ASN_HEADER } from './shared/client-network';
import type { AllowanceKind } from './shared/network-allowance';
import { FETCH_SITE_HEADER, ORIGIN_HEADER, SITE_HOST_HEADER } from './shared/same-origin';
import { VIEWER_COUNTRY_HEADER } from './shared/viewer-country';
import { SIGNATURE_HEADER } from './shared/webhook-signature';
import { VIEWER_TIME_ZONE_HEADER } from './shared/meetings/viewer-time-zone';
import { CONTROL_ITEMS, type TableId } from './tables';

export type HttpMethod = 'POST' | 'GET';

// The headers the functions read are named beside the code that reads them; the list forwards them.
export { VIEWER_ADDRESS_HEADER, VIEWER_ASN_HEADER } from './shared/client-network';
export { FETCH_SITE_HEADER, ORIGIN_HEADER, SITE_HOST_HEADER } from './shared/same-origin';

/** What a function may do with a table; `Query` covers the table's indexes too. */
export type TableAction = 'PutItem' | 'GetItem' | 'BatchGetItem' | 'UpdateItem' | 'Query' | 'DeleteItem';

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
  /** Sends the visitors' e-mail through SES (the CDK app grants `ses:SendRawEmail` from the site's identity and configuration set). */
  readonly sendsMail?: boolean;
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
  /** The viewer's cookies the function reads, by name; CloudFront forwards only these (`API_FORWARDED_COOKIES`), and the twin likewise. */
  readonly readsCookies?: readonly string[];
  /**
   * Only ElevenLabs' servers call it (a webhook, an agent's server tool): the firewall answers its
   * paths from ElevenLabs' addresses alone, so forged posts cannot use up its method throttle (F2).
   */
  readonly calledBy?: 'elevenlabs';
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

const ELEVENLABS_SETTINGS = [
  'elevenLabsAgentId',
  'elevenLabsTextAgentId',
  'elevenLabsAllowedAgentIds',
  'elevenLabsApiUrl',
] as const satisfies readonly SettingId[];
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
  'leadCallHours',
] as const satisfies readonly SettingId[];
const TELEGRAM_SETTINGS = ['telegramApiUrl', 'notificationChannel'] as const satisfies readonly SettingId[];
/** The managers' calendars and the visitors' e-mail: where they are reached, and the links the e-mails carry (the site's origin). */
const MEETING_SETTINGS = [
  'googleCalendarApiUrl',
  'googleTokenUrl',
  'caldavServerUrl',
  'meetingMailFrom',
  'sesConfigurationSet',
  'sesApiUrl',
  'siteOrigins',
] as const satisfies readonly SettingId[];

/** A sender reads whether the channel is paused, and pauses it when Telegram says so: that item only. */
const CHANNEL_SWITCH: TableGrant = { table: 'control', actions: ['GetItem', 'UpdateItem'], leadingKeys: [CONTROL_ITEMS.notificationChannel] };
/** The do-not-call list's items: read, and a number listed (shared/phone-calls/do-not-call.ts). */
const DO_NOT_CALL: TableGrant = { table: 'control', actions: ['GetItem', 'UpdateItem'], leadingKeys: [`${CONTROL_ITEMS.phoneCallsPrefix}do-not-call#*`] };

/**
 * Gives back the place among the open conversations that a conversation which ended still holds
 * (shared/voice/conversation-place.ts): its binding and its place read and marked, the open-conversation
 * counters given back, never a day's count of conversations. The sweeper also reads the bindings of the
 * agent's recent conversations at once (BatchGetItem).
 */
const conversationPlaces = (batch: boolean): TableGrant => ({
  table: 'control',
  actions: ['GetItem', ...(batch ? (['BatchGetItem'] as const) : []), 'UpdateItem'],
  leadingKeys: ['place#*', 'ended#*', 'open#*', 'open-wide#*', 'open-provider#*'].map((key) => `${CONTROL_ITEMS.voiceTokensPrefix}${key}`),
});

/** A function that stores a person's contacts indexes them for erasure first (lambdas/shared/personal-data): it writes the index, never reads it. */
const PERSONAL_DATA_INDEX: TableGrant = { table: 'personalDataIndex', actions: ['PutItem'] };

/**
 * A function whose records join a person's thread (a store with a `threadLabel`: leads, voice contacts,
 * meetings) also reads what the same person left before, by the keyed hash alone, to link their notices.
 */
const PERSONAL_DATA_THREAD: TableGrant = { table: 'personalDataIndex', actions: ['PutItem', 'Query'] };

/** A function that settles a call's record reads the one meeting booked in it, by its key (shared/meetings/call-meetings.ts). */
const CALL_MEETING: TableGrant = { table: 'meetings', actions: ['GetItem'], leadingKeys: ['meeting#*'] };

/** A function counts each request against its client network's hourly allowance (shared/network-allowance.ts): those counters only. */
const networkAllowance = (kind: AllowanceKind): TableGrant => ({
  table: 'control',
  actions: ['UpdateItem'],
  leadingKeys: [`${CONTROL_ITEMS.networkAllowancePrefix}${kind}#*`],
});

export const API_FUNCTIONS: readonly ApiFunctionSpec[] = withEntries<ApiFunctionSpec>([
  {
    name: 'elevenlabs-token',
    description: 'Signs an ElevenLabs conversation URL for an allow-listed agent, and gives its place among the open conversations back once it ended.',
    method: 'POST',
    path: API_PATHS.voiceToken,
    // The widget's word that a conversation ended, which gives its place back (shared/voice/conversation-place.ts).
    alsoAt: [API_PATHS.voiceConversationEnd],
    throttle: { rateLimit: 2, burstLimit: 5 },
    // The provider, whose share of the day's conversations is bounded (shared/token-quota.ts).
    readsHeaders: [...BROWSER_FACING.headers, VIEWER_ASN_HEADER],
    timeoutSeconds: 10,
    memoryMb: 256,
    // The token counters only: a flood of token requests can never touch the notification channel.
    // A place is read once, when its conversation ends.
    tables: [
      { table: 'control', actions: ['UpdateItem'], leadingKeys: [`${CONTROL_ITEMS.voiceTokensPrefix}*`] },
      { table: 'control', actions: ['GetItem'], leadingKeys: [`${CONTROL_ITEMS.voiceTokensPrefix}place#*`] },
    ],
    secrets: ['elevenlabs'],
    settings: [
      ...ELEVENLABS_SETTINGS,
      'voiceTokensPerDay',
      'voiceTokensPerClientPerDay',
      'voiceConversationsOpenPerNetwork',
      'voiceConversationsAtOnce',
      ...BROWSER_FACING.settings,
    ],
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
      PERSONAL_DATA_THREAD,
      CHANNEL_SWITCH,
      networkAllowance('voiceContacts'),
      CALL_MEETING,
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
    // A placed call is rated by its id and token: its conversation id is read from the call.
    tables: [
      { table: 'voiceCalls', actions: ['UpdateItem'] },
      { table: 'phoneCalls', actions: ['GetItem'] },
      PERSONAL_DATA_INDEX,
      networkAllowance('voiceFeedback'),
    ],
    secrets: ['elevenlabs', 'personalData'],
    settings: [...ELEVENLABS_SETTINGS, ...BROWSER_FACING.settings, 'voiceFeedbackPerNetworkPerHour'],
  },
  {
    name: 'phone-call',
    description:
      '"Have Lumi call me": refuses numbers out of the markets, of premium ranges, on the do-not-call list or past the allowances; has ElevenLabs ring the rest or books the morning; says how the call goes; takes numbers for the do-not-call list.',
    method: 'POST',
    path: API_PATHS.phoneCall,
    alsoAt: [API_PATHS.phoneCallStatus, API_PATHS.doNotCall],
    // The panel asks how the call goes every few seconds; a call is asked for once.
    throttle: { rateLimit: 5, burstLimit: 10 },
    // The provider: the calls' shares per ASN (shared/phone-calls/allowances.ts).
    readsHeaders: [...BROWSER_FACING.headers, VIEWER_ASN_HEADER],
    timeoutSeconds: 10,
    memoryMb: 256,
    tables: [
      { table: 'phoneCalls', actions: ['PutItem', 'GetItem'] },
      // A booked call holds its number until its morning: indexed so an erasure cancels it (shared/phone-calls/personal-data.ts).
      PERSONAL_DATA_INDEX,
      // Its allowances only (shared/phone-calls/allowances.ts): UpdateItem takes a unit and gives one back;
      // GetItem reads the do-not-call list, UpdateItem lists a number (shared/phone-calls/do-not-call.ts).
      { table: 'control', actions: ['UpdateItem', 'GetItem'], leadingKeys: [`${CONTROL_ITEMS.phoneCallsPrefix}*`] },
    ],
    // The key places the call and reads how it goes; the personal-data key hashes the number for its one call a day.
    secrets: ['elevenlabs', 'personalData'],
    settings: [...ELEVENLABS_SETTINGS, ...PHONE_CALL_SETTINGS, ...BROWSER_FACING.settings],
  },
  {
    name: 'elevenlabs-webhook',
    description:
      "Receives ElevenLabs' signed post-call webhook: makes and sends the contacts the conversation's record holds, rejects early copies it does not show, keeps the record.",
    calledBy: 'elevenlabs',
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
      PERSONAL_DATA_THREAD,
      { table: 'voiceContacts', actions: ['UpdateItem', 'Query'] },
      CHANNEL_SWITCH,
      // A callee who did not ask for Lumi's call is listed; a contact of a listed number is held (shared/phone-calls/do-not-call.ts).
      DO_NOT_CALL,
      // The conversation, ended, gives back its place among the open ones.
      conversationPlaces(false),
      CALL_MEETING,
    ],
    secrets: ['elevenlabs-webhook', 'telegram', 'personalData'],
    settings: [...ELEVENLABS_SETTINGS, ...TELEGRAM_SETTINGS],
  },
  {
    name: 'agent-tools',
    description:
      "The voice agent's server tools, called by ElevenLabs with the agent's tool key: the estimate of a month for the visitor's volume, and a product's facts from its document.",
    calledBy: 'elevenlabs',
    method: 'POST',
    path: API_PATHS.estimateTool,
    alsoAt: [API_PATHS.productFactsTool],
    // On each path: a conversation asks for an estimate a few times, and for a product's facts once a question; ElevenLabs' ten conversations at once and its daily limit bound them.
    throttle: { rateLimit: 5, burstLimit: 10 },
    readsHeaders: [CONTENT_TYPE, AGENT_TOOL_KEY_HEADER],
    timeoutSeconds: 5,
    memoryMb: 256,
    tables: [],
    secrets: ['agentTools'],
    settings: [],
  },
  {
    name: 'agent-meetings',
    description:
      "The phone agent's meeting tools, called by ElevenLabs with the agent's tool key in a call Lumi placed: the times on the callee's clock, and the booking under the name and e-mail the callee said (the call looked up with ElevenLabs).",
    calledBy: 'elevenlabs',
    method: 'POST',
    path: API_PATHS.agentMeetings,
    alsoAt: [API_PATHS.agentMeetingTimes],
    // A call books one meeting after a look or two at the times; the site's hour of calls bounds the calls.
    throttle: { rateLimit: 2, burstLimit: 5 },
    readsHeaders: [CONTENT_TYPE, AGENT_TOOL_KEY_HEADER],
    // ElevenLabs, the calendars and SES answer within seconds, or the meeting is kept and the rest retried.
    timeoutSeconds: 20,
    memoryMb: 512,
    tables: [
      // Claims and meetings written only where absent, changes conditional on the version; the notices are an outbox.
      { table: 'meetings', actions: ['PutItem', 'GetItem', 'UpdateItem', 'Query', 'DeleteItem'] },
      PERSONAL_DATA_THREAD,
      CHANNEL_SWITCH,
      // The e-mail's day of bookings (shared/meetings/allowances.ts); a call has no viewer network of its own.
      { table: 'control', actions: ['UpdateItem'], leadingKeys: [`${CONTROL_ITEMS.meetingsPrefix}*`] },
    ],
    secrets: ['agentTools', 'elevenlabs', 'meetingLinks', 'meetingCalendars', 'telegram', 'personalData'],
    settings: [
      ...ELEVENLABS_SETTINGS,
      ...MEETING_SETTINGS,
      ...TELEGRAM_SETTINGS,
      'phoneCallCountries',
      'meetingsPerEmail',
      'meetingsPerEmailDomainPerDay',
      'meetingsPerHour',
      'meetingFreeBusyCacheSeconds',
    ],
    sendsMail: true,
  },
  {
    name: 'leads',
    description: 'Accepts every lead form of the site.',
    method: 'POST',
    path: API_PATHS.leads,
    throttle: { rateLimit: 10, burstLimit: 20 },
    // The viewer's country: a phone written without its code is read in it, as the page's form read it.
    // The provider: leads' hourly share per ASN (shared/network-allowance.ts).
    readsHeaders: [...BROWSER_FACING.headers, VIEWER_COUNTRY_HEADER, VIEWER_ASN_HEADER],
    ...NOTIFYING,
    tables: [
      { table: 'leads', actions: ['PutItem', 'UpdateItem'] },
      PERSONAL_DATA_THREAD,
      CHANNEL_SWITCH,
      networkAllowance('leads'),
      // Leads sent anyway once the network's hour is spent, kept for review (shared/network-allowance.ts).
      { table: 'control', actions: ['UpdateItem'], leadingKeys: [`${CONTROL_ITEMS.leadsForReviewPrefix}*`] },
    ],
    // The link key signs the cookie by which the thank-you page's picker knows the lead (shared/meetings/lead-cookie.ts).
    secrets: ['telegram', 'personalData', 'meetingLinks'],
    // The answer says when the thank-you page's call would wait for a morning (leads/lead-call.ts).
    settings: [...TELEGRAM_SETTINGS, ...BROWSER_FACING.settings, 'leadsPerNetworkPerHour', 'phoneCallHours', 'leadCallHours'],
  },
  {
    name: 'meetings',
    description:
      "Meetings with a manager: the times on the visitor's clock from the managers' calendars, the booking (a time claimed once), a move or cancellation by the invitation's signed link; the invitation by SES and the managers' notice.",
    method: 'POST',
    path: API_PATHS.meetings,
    alsoAt: [API_PATHS.meetingTimes, API_PATHS.meetingChanges, API_PATHS.meetingPicker],
    throttle: { rateLimit: 5, burstLimit: 10 },
    // The viewer's zone shows a page without JavaScript the times on its clock; the provider counts its day's bookings.
    readsHeaders: [...BROWSER_FACING.headers, VIEWER_ASN_HEADER, VIEWER_TIME_ZONE_HEADER],
    readsCookies: [MEETING_LEAD_COOKIE],
    // The calendars and SES answer within seconds, or the meeting is kept and the rest retried.
    timeoutSeconds: 20,
    memoryMb: 512,
    tables: [
      // Claims and meetings written only where absent, changes conditional on the version; the notices are an outbox.
      { table: 'meetings', actions: ['PutItem', 'GetItem', 'UpdateItem', 'Query', 'DeleteItem'] },
      // The lead the thank-you page's cookie names: its name and e-mail fill the picker in.
      { table: 'leads', actions: ['GetItem'] },
      PERSONAL_DATA_THREAD,
      CHANNEL_SWITCH,
      networkAllowance('meetings'),
      networkAllowance('meetingTimes'),
      { table: 'control', actions: ['UpdateItem'], leadingKeys: [`${CONTROL_ITEMS.meetingsPrefix}*`] },
    ],
    secrets: ['meetingLinks', 'meetingCalendars', 'telegram', 'personalData'],
    settings: [
      ...MEETING_SETTINGS,
      ...TELEGRAM_SETTINGS,
      ...BROWSER_FACING.settings,
      'meetingsPerNetworkPerHour',
      'meetingsPerProviderPerDay',
      'meetingsPerEmail',
      'meetingsPerEmailDomainPerDay',
      'meetingsPerHour',
      'meetingTimesPerNetworkPerHour',
      'meetingFreeBusyCacheSeconds',
    ],
    sendsMail: true,
  },
  {
    name: 'meeting-pages',
    description:
      "The meeting's own page, where the invitation's move and cancel links lead: the meeting, the times to move it to and the cancel button, each a form; opening it changes nothing.",
    method: 'GET',
    path: API_PATHS.meetingPage,
    throttle: { rateLimit: 5, burstLimit: 10 },
    // The addressed host: the page wears the site's header, read from there (meetings/site-chrome.ts).
    readsHeaders: [VIEWER_TIME_ZONE_HEADER, SITE_HOST_HEADER],
    timeoutSeconds: 15,
    memoryMb: 256,
    tables: [{ table: 'meetings', actions: ['GetItem', 'Query'] }],
    secrets: ['meetingLinks', 'meetingCalendars'],
    settings: MEETING_SETTINGS,
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
    // The edge's key, which a beacon's release proof is checked with (H6: a secret, not the pointer's store).
    secrets: ['edgeKey'],
    // The release pointer's store, to know whether a release is published and pages are signed (GetKey only).
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

/** The cookies `/api/*` requests carry to the functions: those some function reads, each once; no other cookie reaches a function. */
export const API_FORWARDED_COOKIES: readonly string[] = [...new Set(API_FUNCTIONS.flatMap((spec) => spec.readsCookies ?? []))];

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
      PERSONAL_DATA_THREAD,
      CHANNEL_SWITCH,
      // The managers' notices of meetings booked, moved and cancelled (an outbox of their own); a call's meeting, read by its key.
      { table: 'meetings', actions: ['GetItem', 'UpdateItem', 'Query'] },
      // Calls booked for the callee's morning: found by the due-calls index, claimed and settled by UpdateItem;
      // a lead's call nobody answered carries the managers' notice (an outbox of its own, shared/phone-calls/missed-calls.ts).
      { table: 'phoneCalls', actions: ['Query', 'UpdateItem'] },
      // The site's hour and the day's minutes a booked call takes, and the number's day it gives back when not placed;
      // the do-not-call list, read before a booked call rings and listed from a call's record; a lead call's note, read once unanswered.
      { table: 'control', actions: ['UpdateItem', 'GetItem'], leadingKeys: [`${CONTROL_ITEMS.phoneCallsPrefix}*`] },
      // The agent's conversations that ended give back the places they still hold (shared/voice/recent-calls.ts).
      conversationPlaces(true),
    ],
    secrets: ['telegram', 'elevenlabs', 'personalData'],
    settings: [...TELEGRAM_SETTINGS, ...ELEVENLABS_SETTINGS, ...PHONE_CALL_SETTINGS],
    topics: ['managerDigest'],
  },
  {
    name: 'meeting-sweeper',
    description:
      "Every minute: the meetings' work still to do (a calendar that did not answer, an e-mail SES did not take), with back-off, and the reminders that fall due; counts what is still undone after an hour.",
    rateMinutes: 1,
    timeoutSeconds: 60,
    memoryMb: 512,
    tables: [{ table: 'meetings', actions: ['Query', 'UpdateItem', 'GetItem'] }],
    secrets: ['meetingLinks', 'meetingCalendars'],
    settings: MEETING_SETTINGS,
    sendsMail: true,
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
