import { DATA_POLICY, ELEVENLABS_ENVIRONMENTS, PHONE_CALL_COUNTRIES } from '@site/model';

/**
 * What reaches a function through its environment besides its tables (`tables.ts`): the secrets
 * whose ARNs it gets, the topics it may publish to, and the plain settings a deployment may set.
 * The CDK app creates and passes them; the twin stands in for them with plain variables.
 */
export interface SecretSpec {
  /** The environment variable that carries the secret's ARN (or name) in the cloud. */
  readonly arnEnv: string;
  readonly description: string;
  /** The secret's JSON value, with placeholders. */
  readonly jsonShape: string;
  /**
   * Where there is no Secrets Manager (the twin), each field of the secret's JSON comes from a plain
   * environment variable of this name; the one table of those names, which `shared/read-settings.ts` reads.
   */
  readonly localEnv: Readonly<Record<string, string>>;
  /**
   * A secret of the site's own rather than a vendor's: the CDK app generates this field's value at
   * the first deployment, and the twin uses `localDefault` for it unless its variable is set.
   */
  readonly generated?: {
    readonly field: string;
    readonly localDefault: string;
    /** Why it is never rotated automatically, as cdk-nag's rule on rotation is answered. */
    readonly notRotated: string;
  };
}

export type SecretId = 'elevenlabs' | 'elevenlabs-webhook' | 'telegram' | 'personalData' | 'meetingLinks' | 'meetingCalendars' | 'agentTools' | 'edgeKey';

export const SECRETS: Readonly<Record<SecretId, SecretSpec>> = {
  elevenlabs: {
    arnEnv: 'ELEVENLABS_SECRET_ARN',
    description: 'The ElevenLabs API key that signs conversation URLs; it never reaches the browser.',
    jsonShape: '{"apiKey": "<ElevenLabs API key>"}',
    localEnv: { apiKey: 'ELEVENLABS_API_KEY' },
  },
  'elevenlabs-webhook': {
    arnEnv: 'ELEVENLABS_WEBHOOK_SECRET_ARN',
    description: "The signing secret of ElevenLabs' post-call webhook (shown once when `npm run agent -- push` creates the webhook).",
    jsonShape: '{"secret": "<the post-call webhook\'s signing secret>"}',
    localEnv: { secret: 'ELEVENLABS_WEBHOOK_SECRET' },
  },
  telegram: {
    arnEnv: 'TELEGRAM_SECRET_ARN',
    description: 'The Telegram bot that notifies managers, and the chat it writes to.',
    jsonShape: '{"botToken": "<bot token from @BotFather>", "chatId": "<chat id, e.g. -1001234567890>"}',
    localEnv: { botToken: 'TELEGRAM_BOT_TOKEN', chatId: 'TELEGRAM_CHAT_ID' },
  },
  personalData: {
    arnEnv: 'PERSONAL_DATA_SECRET_ARN',
    description:
      "The key of the keyed hash (HMAC-SHA256) by which a person's records are indexed for erasure. Never rotate it: the index would lose every record (see lambdas/README.md).",
    jsonShape: '{"hmacKey": "<generated at the first deployment>"}',
    localEnv: { hmacKey: 'PERSONAL_DATA_HMAC_KEY' },
    generated: {
      field: 'hmacKey',
      localDefault: 'the-local-twin-personal-data-key',
      notRotated: 'The key of a keyed hash that indexes stored records: a rotated key would find none of them, so it is never rotated.',
    },
  },
  agentTools: {
    arnEnv: 'AGENT_TOOLS_SECRET_ARN',
    description:
      "The key ElevenLabs sends with every call of the voice agent's server tools (the X-Agent-Tool-Key header): `npm run agent -- push` stores the same value as a workspace secret of ElevenLabs, from AGENT_TOOLS_KEY.",
    jsonShape: '{"key": "<generated at the first deployment>"}',
    localEnv: { key: 'AGENT_TOOLS_KEY' },
    generated: {
      field: 'key',
      localDefault: 'the-local-twin-agent-tools-key',
      notRotated: 'Shared with ElevenLabs as a workspace secret: a rotation is a new value put there by `npm run agent -- push` at the same time, by hand.',
    },
  },
  meetingLinks: {
    arnEnv: 'MEETING_LINKS_SECRET_ARN',
    description:
      "The key (HMAC-SHA256) that signs a meeting's move and cancel links and the cookie by which a thank-you page's picker knows the lead just sent. Rotating it voids every link already e-mailed.",
    jsonShape: '{"linkKey": "<generated at the first deployment>"}',
    localEnv: { linkKey: 'MEETING_LINK_KEY' },
    generated: {
      field: 'linkKey',
      localDefault: 'the-local-twin-meeting-link-key',
      notRotated: 'It signs the move and cancel links already e-mailed: a rotated key would void every one of them, so it is never rotated automatically.',
    },
  },
  edgeKey: {
    arnEnv: 'EDGE_KEY_SECRET_ARN',
    description:
      "The edge's signing key (HMAC-SHA256): the viewer-request function signs pages' release proofs, draws canary buckets and checks preview links with it. Resolved into the function's code at deployment; read by the client-signals function and the release operator role, never by a team's release role (H6).",
    jsonShape: '{"k": "<generated at the first deployment>"}',
    localEnv: { k: 'EDGE_KEY' },
    generated: {
      field: 'k',
      localDefault: 'the-local-twin-edge-key',
      notRotated:
        "CloudFormation resolves it into the viewer-request function's code at deployment, and only then: a rotation is a new value put here followed by a deployment of the edge stack, which also voids every preview link and page proof signed before.",
    },
  },
  meetingCalendars: {
    arnEnv: 'MEETING_CALENDARS_SECRET_ARN',
    description:
      "How the functions reach the managers' calendars (packages/model's MEETING_MANAGERS names each one's): Google Workspace's service account with domain-wide delegation for the calendar.freebusy and calendar.events.owned scopes, and each CalDAV manager's user name and app password.",
    jsonShape:
      '{"google": {"clientEmail": "<service account e-mail>", "privateKey": "<its PEM private key>"}, "caldav": {"<manager id>": {"username": "<user>", "password": "<app password>"}}}',
    localEnv: { google: 'MEETING_GOOGLE_CREDENTIALS', caldav: 'MEETING_CALDAV_CREDENTIALS' },
  },
};

/** The plain variable that stands in for one field of a secret where there is no Secrets Manager (the twin). */
export function localVariable(id: SecretId, field: string): string {
  const name = SECRETS[id].localEnv[field];
  if (!name) throw new Error(`SECRETS.${id} names no local variable for its field '${field}'`);
  return name;
}

export type TopicId = 'managerDigest' | 'releaseRollback';

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
  releaseRollback: {
    arnEnv: 'RELEASE_ROLLBACK_TOPIC_ARN',
    description: 'A candidate site release the automatic rollback took from visitors, with why and the runbook line, e-mailed to the operators.',
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
  elevenLabsTextAgentId: {
    name: 'ELEVENLABS_TEXT_AGENT_ID',
    description:
      "The text-only ElevenLabs agent typed chats are signed for (`npm run agent -- push` makes it beside the voice agent): the server, not the browser, decides that a typed chat's URL carries no speech. Without it, typed chats are refused with 503.",
    default: '',
  },
  elevenLabsAllowedAgentIds: {
    name: 'ELEVENLABS_ALLOWED_AGENT_IDS',
    description: 'Comma-separated further agents a page may ask a signed URL for (e.g. the Lumi demo).',
    default: '',
  },
  elevenLabsApiUrl: {
    name: 'ELEVENLABS_API_URL',
    description:
      "Base URL of the ElevenLabs REST API: that of the environment the data policy names (`DATA_POLICY.voiceEnvironment`, ElevenLabs' default or its EU data residency), which the CDK app refuses to override; the twin points it at its stand-in.",
    default: ELEVENLABS_ENVIRONMENTS[DATA_POLICY.voiceEnvironment].apiUrl,
  },
  telegramApiUrl: {
    name: 'TELEGRAM_API_URL',
    description: 'Base URL of the Telegram Bot API.',
    default: 'https://api.telegram.org',
  },
  voiceTokensPerDay: {
    name: 'VOICE_TOKENS_PER_DAY',
    description:
      'Signed voice URLs (each a billable conversation) the token endpoint gives out per UTC day, site-wide; past it, 429. Typed chats have a cap of their own, `typedChatsFor` of it (19 times).',
    default: '500',
  },
  voiceTokensPerClientPerDay: {
    name: 'VOICE_TOKENS_PER_CLIENT_PER_DAY',
    description:
      'Signed voice URLs one client network (an IPv4 /24, an IPv6 /56) gets per UTC day, so no one network can spend the site-wide cap; past it, 429. Its typed chats have `typedChatsFor` of it (19 times) of their own.',
    default: '10',
  },
  voiceConversationsOpenPerNetwork: {
    name: 'VOICE_CONVERSATIONS_OPEN_PER_NETWORK',
    description:
      "Voice conversations one client network may have open at once (signed in the last 10 minutes, the agent's longest conversation), so no network holds the agent's concurrent conversations; past it, 429 `rate_limited`.",
    default: '3',
  },
  voiceConversationsAtOnce: {
    name: 'VOICE_CONVERSATIONS_AT_ONCE',
    description:
      "Conversations the agent holds at once (ElevenLabs' `agent_concurrency_limit`, which `npm run agent -- push` sets from this default): a wider prefix (IPv4 /16, IPv6 /48) may have three tenths of them open, a provider (ASN) two fifths, so neither three /16s nor two providers hold them all; past it, 429 `rate_limited`.",
    default: '10',
  },
  leadsPerNetworkPerHour: {
    name: 'LEADS_PER_NETWORK_PER_HOUR',
    description:
      'Lead posts one client network (an IPv4 /24, an IPv6 /56) may send in a clock hour; past it, 429 `network_limit_reached`. The WAF counts single addresses, which an IPv6 /64 has without end.',
    default: '20',
  },
  voiceContactsPerNetworkPerHour: {
    name: 'VOICE_CONTACTS_PER_NETWORK_PER_HOUR',
    description: "The widget's contact posts one client network may send in a clock hour (two a contact); past it, 429 `network_limit_reached`.",
    default: '60',
  },
  elevenLabsPhoneNumberId: {
    name: 'ELEVENLABS_PHONE_NUMBER_ID',
    description:
      'The agent\'s phone number in ElevenLabs (`npm run agent -- push` imports the line of packages/model\'s LUMI_LINE and prints its id), which "Have Lumi call me" rings visitors from; unset, the site places no calls (503 `calls_not_configured`).',
  },
  elevenLabsPhoneProvider: {
    name: 'ELEVENLABS_PHONE_PROVIDER',
    description: "How that number reaches ElevenLabs: `twilio` or `sip_trunk` (LUMI_LINE's provider); it picks the outbound-call endpoint.",
    default: 'twilio',
  },
  phoneCallCountries: {
    name: 'PHONE_CALL_COUNTRIES',
    description:
      'The countries (ISO 3166-1 alpha-2, comma-separated) whose numbers "Have Lumi call me" rings: packages/model\'s reviewed `PHONE_CALL_COUNTRIES` by default; any other number is refused before anything is spent.',
    default: PHONE_CALL_COUNTRIES.join(','),
  },
  phoneCallsPerNetworkPerHour: {
    name: 'PHONE_CALLS_PER_NETWORK_PER_HOUR',
    description: 'Calls one client network (an IPv4 /24, an IPv6 /56) may ask for in a clock hour; past it, 429 `network_calls_spent`.',
    default: '3',
  },
  phoneCallsPerHour: {
    name: 'PHONE_CALLS_PER_HOUR',
    description: 'Calls the site places in a clock hour, whoever asks; past it, 429 `site_calls_spent`.',
    default: '12',
  },
  phoneCallMinutesPerDay: {
    name: 'PHONE_CALL_MINUTES_PER_DAY',
    description:
      "The day's budget of outbound call minutes (UTC day): each call reserves its longest possible length (PHONE_CALL_MAX_MINUTES) when placed, and past the budget nothing is placed (429 `daily_budget_spent`); the alarm rings at 80 %.",
    default: '200',
  },
  phoneCallHours: {
    name: 'PHONE_CALL_HOURS',
    description:
      "The hours calls ring in the callee's own time zone, `<from>-<until>` in whole hours (`9-21`: from 09:00 to 21:00); outside them it is night there, and the next morning (its `from`) is offered instead. `0-24` rings at any hour.",
    default: '9-21',
  },
  leadCallHours: {
    name: 'LEAD_CALL_HOURS',
    description:
      "When the call a lead form's thank-you page offers rings: `managers` rings at once while a manager who speaks the page's language is at work (their days and hours, `MEETING_MANAGERS`), and otherwise offers the start of their next working morning instead (409 `outside_managers_hours`); `always` rings at once at any hour (the callee's night still waits).",
    default: 'managers',
  },
  phoneCallMaxMinutes: {
    name: 'PHONE_CALL_MAX_MINUTES',
    description:
      "The longest a call lasts: the agent's own `max_duration_seconds` (agent/), which ElevenLabs enforces; what each call reserves of the day's budget.",
    default: '10',
  },
  voiceFeedbackPerNetworkPerHour: {
    name: 'VOICE_FEEDBACK_PER_NETWORK_PER_HOUR',
    description: 'Rates of conversations one client network may post in a clock hour (each costs two ElevenLabs calls); past it, 429 `network_limit_reached`.',
    default: '20',
  },
  siteOrigins: {
    name: 'SITE_ORIGINS',
    description:
      "The site's public origins (comma-separated, e.g. https://example.com), which the API is same-origin with: a browser's request that carries an Origin other than these and no Sec-Fetch-Site is refused as cross-site. Besides these, the host the viewer addressed (X-Site-Host, which the distribution's function on /api/* sets) is the site's. The CDK app sets it from site:domainName; the twin to its own address.",
    default: '',
  },
  releaseKeyValueStoreArn: {
    name: 'RELEASE_KVS_ARN',
    description:
      "The CloudFront KeyValueStore holding the site's release pointer, which the automatic rollback reads and changes; unset, there is no pointer to watch. The twin sets it to its stand-in's.",
    default: '',
  },
  releaseLedgerBucket: {
    name: 'RELEASE_LEDGER_BUCKET',
    description: "The bucket of the release pointer's audit ledger (`ledger/`), which the release command and the automatic rollback write every change to.",
    default: '',
  },
  meetingsPerNetworkPerHour: {
    name: 'MEETINGS_PER_NETWORK_PER_HOUR',
    description: 'Meetings one client network (an IPv4 /24, an IPv6 /56) may book or move in a clock hour; past it, 429 `network_limit_reached`.',
    default: '6',
  },
  meetingsPerProviderPerDay: {
    name: 'MEETINGS_PER_PROVIDER_PER_DAY',
    description:
      "Meetings the networks of one provider (its AS number, or the /16 or /48 where none is known) may book in a UTC day, so no one provider's addresses fill the managers' week (a B2B visitor books one); past it, 429 `meetings_limit_reached`.",
    default: '3',
  },
  meetingsPerHour: {
    name: 'MEETINGS_PER_HOUR',
    description:
      "New meetings the whole site may book in a clock hour, whoever books them; its last quarter is kept for wider prefixes (IPv4 /16, IPv6 /48) that have booked nothing today, so a flood that spent the hour still leaves a newcomer a time. Past it, 429 `meetings_limit_reached`. The figures of what it takes to fill the managers' week are in docs/runbook.md.",
    default: '8',
  },
  meetingTimesPerNetworkPerHour: {
    name: 'MEETING_TIMES_PER_NETWORK_PER_HOUR',
    description:
      "Times asked for (`/api/meeting-times`, the picker without JavaScript) by one client network (an IPv4 /24, an IPv6 /56) in a clock hour: each asks every manager's calendar (within the free/busy cache); past it, 429 `network_limit_reached`.",
    default: '60',
  },
  meetingFreeBusyCacheSeconds: {
    name: 'MEETING_FREE_BUSY_CACHE_SECONDS',
    description:
      "How long a manager's free/busy, read to offer times, is kept before it is read again (a booking always reads it afresh): many pickers opened at once cost the calendars one read per manager in this time. 0 reads it every time.",
    default: '30',
  },
  meetingsPerEmail: {
    name: 'MEETINGS_PER_EMAIL',
    description:
      'Meetings one mailbox may book in a UTC day (counted by a keyed hash of it, its spelling normalized: lower case, `+tag` stripped, dots ignored at Gmail); past it, 429 `meetings_limit_reached`.',
    default: '2',
  },
  meetingsPerEmailDomainPerDay: {
    name: 'MEETINGS_PER_EMAIL_DOMAIN_PER_DAY',
    description:
      "Meetings booked in a UTC day for addresses of one domain (the invitation is mailed there), so one catch-all domain cannot take the managers' week nor the site's mail be aimed at one organisation; past it, 429 `meetings_limit_reached`.",
    default: '6',
  },
  meetingMailFrom: {
    name: 'MEETING_MAIL_FROM',
    description: "The sender of invitations and reminders: an address of the SES identity's domain (the CDK app verifies the domain, with DKIM).",
    default: 'Synthra <meetings@synthra.ai>',
  },
  sesConfigurationSet: {
    name: 'SES_CONFIGURATION_SET',
    description:
      'The SES configuration set every invitation is sent through: its bounces and complaints reach the alarm and the suppression list. Unset, mail is sent without one.',
    default: '',
  },
  sesApiUrl: {
    name: 'SES_API_URL',
    description: "Base URL of the SES API v2; unset in the cloud (the region's endpoint), the twin points it at its mail stand-in.",
    default: '',
  },
  googleCalendarApiUrl: {
    name: 'GOOGLE_CALENDAR_API_URL',
    description: "Root URL of Google's APIs for the Calendar API (`https://www.googleapis.com/`); the twin points it at its calendar stand-in.",
    default: 'https://www.googleapis.com/',
  },
  googleTokenUrl: {
    name: 'GOOGLE_TOKEN_URL',
    description:
      "Google's OAuth 2.0 token endpoint, where the service account's signed assertion (RFC 7523) is exchanged for an access token; the twin points it at its calendar stand-in.",
    default: 'https://oauth2.googleapis.com/token',
  },
  caldavServerUrl: {
    name: 'CALDAV_SERVER_URL',
    description:
      "Where the CalDAV managers' calendars are reached instead of their own server (the origin of each one's URL is replaced): the twin's calendar stand-in. Unset in the cloud.",
    default: '',
  },
  notificationChannel: {
    name: 'NOTIFICATION_CHANNEL',
    description: "'telegram' sends manager notifications; 'log' writes them to the function's log instead (the twin without a bot).",
    default: 'telegram',
  },
} as const satisfies Record<string, SettingSpec>;

export type SettingId = keyof typeof SETTINGS;
