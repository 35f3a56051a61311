import type { ApiErrorBody, BOOK_MEETING_REFUSALS } from '@site/contracts';

/**
 * The metrics the functions emit with Powertools (`shared/powertools.ts`), which the CDK app's
 * alarms and dashboard read: the backend's, and what visitors' browsers report.
 */

/** Business metrics, all in this CloudWatch namespace with the dimension `service` = `METRICS_SERVICE`. */
export const METRICS_NAMESPACE = 'Site/Backend';
export const METRICS_SERVICE = 'site-backend';

/** The metrics the functions emit (Count). `NotificationsParked` > 0 means a manager missed a lead: alarm on it. */
export const METRIC_NAMES = {
  leadsCreated: 'LeadsCreated',
  /**
   * Contacts the widget posted during a call and kept as early copies, each conversation and phone
   * once. Not alarmed.
   */
  voiceContactsPosted: 'VoiceContactsPosted',
  /**
   * Recorded calls in which the agent passed save_contact a phone the visitor never said (in their
   * own turns of the transcript): `hold` of `verdictsOf` (`shared/records/voice-call.ts`). Once a call.
   * Alarmed (`VoiceContactsUnsaid`) only past what one client network's conversations of a day
   * could make: a stranger can talk a model into it in their own calls, a broken prompt or
   * transcription does it in everybody's.
   */
  voiceCallsWithUnsaidContact: 'VoiceCallsWithUnsaidContact',
  /**
   * The same in typed chats (the text-only agent's conversations), counted apart: one network may
   * hold nineteen times as many typed chats as calls a day (`typedChatsFor`), so they would let one
   * stranger set off the calls' alarm. Alarmed (`TypedChatsUnsaid`) past one network's typed chats.
   */
  typedChatsWithUnsaidContact: 'TypedChatsWithUnsaidContact',
  /**
   * Voice contacts refused before anything was stored (a conversation ElevenLabs does not know as
   * ours, a made-up id), and early copies the call's record does not show, or of a conversation
   * that turned out not to be ours. Not alarmed: one token and one post from anybody make one, and
   * nothing of a caller is lost (the record makes the contacts it holds).
   */
  voiceContactsRefused: 'VoiceContactsRefused',
  /**
   * Contacts a call's record holds that no manager is sent because the number's callee told Lumi they
   * did not ask for its call (the do-not-call list's `callee` listing; a privacy-page listing holds
   * none). The visitor is told so in the conversation. Not alarmed: on the dashboard beside the contacts.
   */
  voiceContactsHeldDoNotCall: 'VoiceContactsHeldDoNotCall',
  /** Conversations recorded from ElevenLabs' post-call record. */
  voiceCalls: 'VoiceCalls',
  /** Recorded conversations in which the agent took a contact (called save_contact). */
  voiceCallsWithContact: 'VoiceCallsWithContact',
  /** Visitors' rates of their conversations once they ended: thumbs up, and thumbs down (the dashboard shows the share of each). */
  voiceFeedbackLiked: 'VoiceFeedbackLiked',
  voiceFeedbackDisliked: 'VoiceFeedbackDisliked',
  /** Evaluation criteria a recorded conversation failed (a contact not taken, an invented price). */
  voiceEvaluationFailures: 'VoiceEvaluationFailures',
  /**
   * Post-call webhooks refused for their signature: missing, stale or forged. Alarmed only together
   * with `voiceCallsWithoutWebhook`: anybody can post a forged one.
   */
  webhookSignatureFailures: 'WebhookSignatureFailures',
  /**
   * The agent's conversations ElevenLabs lists as done, ended over 30 minutes ago (and started
   * within the last 3 hours: `CALLS_WITHOUT_WEBHOOK_WINDOW_MINUTES`), whose post-call webhook never
   * reached the voice-calls table; after each sweep (a gauge). Alarmed: nobody but ElevenLabs makes
   * a conversation of the site's agent end.
   */
  voiceCallsWithoutWebhook: 'VoiceCallsWithoutWebhook',
  /**
   * Contacts a call's record holds (phones the agent passed to save_contact) that no manager was told
   * of, by Telegram or the e-mail digest, 15 minutes after the record was kept; after each sweep (a
   * gauge over the conversations that started within the last 3 hours). Alarmed: only a call of the
   * site's agent makes a record.
   */
  voiceContactsUntold: 'VoiceContactsUntold',
  /** Telegram refused the bot or the chat (401, 403, chat not found): every notification waits. Alarmed. */
  notificationChannelDown: 'NotificationChannelDown',
  /** Token requests refused because the day's cap was reached. Alarmed. */
  tokenCapReached: 'TokenCapReached',
  /** Token requests refused because their client network used up its own day's quota. */
  tokenClientQuotaReached: 'TokenClientQuotaReached',
  /** Lead or voice-contact posts refused because their client network used up its hour's allowance (shared/network-allowance.ts). */
  networkLimitReached: 'NetworkLimitReached',
  /** Leads sent anyway once their network's hour was spent, kept and told to the managers as for review (G6). Not alarmed: a flood's are bounded by their own allowance. */
  leadsHeldForReview: 'LeadsHeldForReview',
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
  /** Valid token requests the allowances paid for (a conversation asked of ElevenLabs); refusals are not counted. Alarmed when high. */
  tokenRequests: 'TokenRequests',
  /** Outbound calls ElevenLabs accepted to place ("Have Lumi call me"), now or at the callee's morning. */
  phoneCallsPlaced: 'PhoneCallsPlaced',
  /** Calls booked for the callee's next morning (asked for at night in the callee's zone). */
  phoneCallsScheduled: 'PhoneCallsScheduled',
  /** Calls Lumi placed whose callee said they did not ask for them: each number is put on the do-not-call list. On the dashboard beside the calls placed. */
  phoneCalleesRefused: 'PhoneCalleesRefused',
  /** Calls ElevenLabs did not place (it refused, failed or could not be reached), or a booked call the morning could not place. Alarmed. */
  phoneCallsFailed: 'PhoneCallsFailed',
  /**
   * Calls refused before anything was spent, with the dimension `reason` (`REASON_DIMENSION`)
   * = one of the contracts' `PHONE_CALL_REFUSALS`. Alarmed by reason: a burst of one reason is an attack's
   * shape (premium ranges, far countries, one number again and again).
   */
  phoneCallsRefused: 'PhoneCallsRefused',
  /** The share of the day's call minutes reserved, in percent, after each call placed (a gauge). Alarmed at 80. */
  phoneCallBudgetUsedPercent: 'PhoneCallBudgetUsedPercent',
  tokenErrors: 'TokenErrors',
  requestsRefused: 'RequestsRefused',
  /** Meetings booked (a visitor's time claimed and the meeting stored). */
  meetingsBooked: 'MeetingsBooked',
  /** Times refused as taken, past or outside the hours, each answered with fresh times. Not alarmed: two visitors racing make one. */
  meetingTimesRefused: 'MeetingTimesRefused',
  /** Bookings, moves or cancellations that failed with our error (nothing stored, or a change not applied). Alarmed. */
  meetingsFailed: 'MeetingsFailed',
  /** Calls to a manager's calendar that failed or timed out: the meeting is kept and its write retried. Alarmed when it goes on. */
  calendarUnanswered: 'CalendarUnanswered',
  /** Meetings whose calendar write or e-mail is still not done after every retry of the last hour (a gauge after each sweep). Alarmed. */
  meetingWorkOverdue: 'MeetingWorkOverdue',
  /** Invitations, moves, cancellations and reminders sent to visitors. */
  meetingMailsSent: 'MeetingMailsSent',
  /** E-mails SES refused or that failed to leave: retried by the sweeper. */
  meetingMailsFailed: 'MeetingMailsFailed',
  /** Bookings refused because an e-mail's or a provider's day was spent (shared/meetings/allowances.ts). */
  meetingsLimitReached: 'MeetingsLimitReached',
  /** A booking's idempotency key sent again with other fields, answered with the stored status only (I3): someone holds another's key. */
  meetingKeyReused: 'MeetingKeyReused',
  /**
   * The phone agent's meeting tools (`agent-meetings`) refused, with the dimension `reason`
   * (`REASON_DIMENSION`) = one of `AGENT_MEETING_REFUSALS`: a booking under a name or e-mail the
   * callee never said, or a call that is not one the site placed. Not alarmed (docs/runbook.md,
   * "Metrics without an alarm"): the refusal is the guard working, and nothing is booked or sent.
   */
  agentMeetingsRefused: 'AgentMeetingsRefused',
  /**
   * Questions an agent (the cloud's or the twin's) could not answer from the knowledge base, from
   * the calls' data collection, with the dimensions `language` (`LANGUAGE_DIMENSION`) and `page`
   * (`PAGE_DIMENSION`): the content to write. On the dashboard; not alarmed.
   */
  unansweredQuestions: 'UnansweredQuestions',
} as const;

/** The dimension of `phoneCallsRefused` and `agentMeetingsRefused`: why a call or a tool's call was refused. */
export const REASON_DIMENSION = 'reason';
/** The dimensions of `unansweredQuestions`: the call's language, and the site's path it started on (`other` for one a client made up). */
export const LANGUAGE_DIMENSION = 'language';
export const PAGE_DIMENSION = 'page';

/**
 * The refusals of the phone agent's meeting tools that `agentMeetingsRefused` counts: the name or
 * e-mail not in the callee's own turns, a conversation ElevenLabs does not know as the site's
 * agent's, one that is not a call the site placed (or is over). Each is a reason's line on the dashboard.
 */
export const AGENT_MEETING_REFUSALS = ['not_given_by_visitor', 'unknown_conversation', 'not_a_placed_call'] as const satisfies readonly (
  (typeof BOOK_MEETING_REFUSALS)[keyof typeof BOOK_MEETING_REFUSALS] | ApiErrorBody['error']
)[];
export type AgentMeetingRefusal = (typeof AGENT_MEETING_REFUSALS)[number];

/** `phoneCallBudgetUsedPercent` at or above this rings the budget alarm, before the hard stop at 100. */
export const PHONE_CALL_BUDGET_ALARM_PERCENT = 80;

/**
 * Which conversations `voiceCallsWithoutWebhook` counts: those that started within the look-back
 * and ended at least the grace ago. The alarm that joins it with refused signatures judges both
 * over the look-back, in which a refused webhook's conversation is counted (infra's backend alarms).
 */
export const CALLS_WITHOUT_WEBHOOK_WINDOW_MINUTES = { grace: 30, lookBack: 180 } as const;

/** `voiceContactsUntold` counts a record's contacts no manager was told of this long after the record was kept. */
export const VOICE_CONTACTS_UNTOLD_AFTER_MINUTES = 15;

/**
 * What visitors' browsers report (`client-signals`), in a namespace of its own with the dimension
 * `service` = `BROWSER_METRICS_SERVICE` and, per app, `app` = shell | products | content | voice.
 */
export const BROWSER_METRICS_NAMESPACE = 'Site/Browser';
export const BROWSER_METRICS_SERVICE = 'site-browser';
export const BROWSER_APP_DIMENSION = 'app';

/**
 * The alarms' windows over what browsers report (infra's browser alarms judge each metric over its
 * window): within one, each network counts a remote's failure, and an
 * INP sample, once, so one visitor cannot raise or hide an alarm (`shared/browser-signals.ts`); the
 * network is the wider prefix (IPv4 /16, IPv6 /48: `wideNetwork`), since one holder of a /48 has 256 /56s.
 */
export const CLIENT_SIGNAL_WINDOWS_MINUTES = { remoteFailure: 15, clientError: 60, inp: 60, releaseHealth: 60 } as const;

/**
 * What makes remotes' failures an outage, within a remote-failure window: failures in at least
 * `networksAtLeast` client networks (one visit at night is no outage) and in `percent` of the
 * networks that reported a visit (it takes visits, not beacons). The remote-failure alarms judge a
 * remote by it; the automatic rollback judges a candidate release by it against the stable.
 */
export const REMOTE_FAILURE_RULE = { percent: 10, networksAtLeast: 10, providersAtLeast: 3 } as const;

/**
 * What makes an app's script errors an alarm (`ClientErrors`), within an hour: errors from at least
 * `networksAtLeast` client networks (/16, /48) through `providersAtLeast` providers, and in `percent`
 * of the networks that reported a visit that hour; every count from beacons whose page the edge
 * proved it served to their network (F7). Why these: a stranger then needs pages fetched from five
 * /16s of three providers, and an hour's real traffic raises it at once for a bug that meets a tenth
 * of the visits: at ~50 reporting /16s an hour (the traffic the rollback rule's arithmetic assumes),
 * a tenth is five networks; in a quiet hour of ten, a bug meeting half the visits. A script error
 * of the site's own that a visit meets by chance (an old browser, a cut connection) is rarer than
 * one in twenty, so it stays below.
 */
export const CLIENT_ERROR_RULE = { percent: 10, networksAtLeast: 5, providersAtLeast: 3 } as const;

/**
 * What makes the automatic rollback take a candidate's share, judged over a release-health window
 * (an hour, once per /16 whose page the edge proved it served) and the one before:
 *
 * - failures in at least `networksAtLeast` client networks (/16s) through at least
 *   `providersAtLeast` providers (CloudFront-Viewer-ASN), the remote-failure alarms' condition: one
 *   stranger, one office, one provider's /16s or a quiet night's visit is never enough, and every
 *   failing network is one the edge put in the candidate's share (`visitorBucket`, G1);
 * - and `percent` points more of its networks failing than of the stable's, or `everywherePercent`
 *   of them whatever the stable reads (so nobody blocks the rollback of a release that fails
 *   everywhere by making the stable look as bad, G1).
 *
 * Why these: at a 10 % canary, the old rule (10 networks in 15 minutes) needed ~100 reporting /16s
 * every 15 minutes for 10 of them to reach the candidate: this site never has that. Five in an hour
 * at 10 % needs ~50 reporting /16s an hour (~13 every 15 minutes), and at a 25 % canary ~20 an hour;
 * the edge puts a tenth or a quarter of the networks in the candidate's share, and five /16s of a
 * real audience come through three providers or more unless one carrier holds most of it (then an
 * operator's `npm run release -- rollback` is the way). A stranger needs addresses in five /16s the
 * edge put in the share, through three providers: at 10 % about fifty /16s to find five, at 25 % about twenty.
 */
export const RELEASE_ROLLBACK_RULE = {
  networksAtLeast: 5,
  providersAtLeast: REMOTE_FAILURE_RULE.providersAtLeast,
  percent: 10,
  everywherePercent: 50,
} as const;

/** An INP longer than this is no person's tap: a made-up value, dropped rather than counted. */
export const INP_MAX_PLAUSIBLE_MS = 60_000;

/**
 * Per app: `remoteLoadFailures` and `remoteFailureProviders` (the client networks and the providers
 * that met the remote failing, each once in a remote failure's window; the remote's own `app`),
 * `clientErrors` and `clientErrorProviders` (the networks and providers that met a script error of
 * the app, each once in the hour), each Web Vital (the app that owns the page; ms, CLS unitless).
 * Site-wide: `visits` (page loads that reported), `reportingNetworks` and `reportingNetworksHourly`
 * (the client networks that reported a visit, each once in a remote failure's window and in the
 * hour: what failures and errors, counted the same way, are judged against) and `cspViolations`.
 * Failures, errors and reporting networks count only beacons the edge proved it served (F7).
 */
export const BROWSER_METRIC_NAMES = {
  visits: 'Visits',
  reportingNetworks: 'ReportingNetworks',
  reportingNetworksHourly: 'ReportingNetworksHourly',
  remoteLoadFailures: 'RemoteLoadFailures',
  remoteFailureProviders: 'RemoteFailureProviders',
  clientErrors: 'ClientErrors',
  clientErrorProviders: 'ClientErrorProviders',
  cspViolations: 'CspViolations',
  LCP: 'LCP',
  INP: 'INP',
  CLS: 'CLS',
  FCP: 'FCP',
  TTFB: 'TTFB',
} as const;
