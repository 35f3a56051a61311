import * as z from 'zod/mini';
import { LANGUAGES } from '@site/model';
import { API_PATHS, type ApiPath } from './api';
import { apiErrorBodySchema } from './api-error';
import { clientSignalRequestSchema, clientSignalResponseSchema } from './client-signal';
import { CSP_REPORTS_MEDIA_TYPE, cspReportsSchema } from './csp-report';
import { AGENT_TOOL_KEY_HEADER, estimateToolRequestSchema, estimateToolResponseSchema } from './estimate-tool';
import { productFactsRequestSchema, productFactsResponseSchema } from './product-facts-tool';
import {
  callBookMeetingRequestSchema,
  callBookMeetingResponseSchema,
  callMeetingTimesRequestSchema,
  callMeetingTimesResponseSchema,
} from './call-meeting-tools';
import { LIMITS } from './limits';
import { leadRequestSchema, leadResponseSchema } from './lead';
import {
  MEETING_PAGE_QUERY,
  meetingChangeRequestSchema,
  meetingKeyReusedBodySchema,
  meetingRequestSchema,
  meetingResponseSchema,
  meetingTimesRequestSchema,
  meetingTimesResponseSchema,
  timeUnavailableBodySchema,
} from './meeting';
import {
  doNotCallRequestSchema,
  doNotCallResponseSchema,
  phoneCallRequestSchema,
  phoneCallResponseSchema,
  phoneCallStatusRequestSchema,
  phoneCallStatusResponseSchema,
} from './phone-call';
import { postCallWebhookSchema } from './voice-call-record';
import { voiceConversationRequestSchema, voiceConversationResponseSchema } from './voice-conversation';
import { voiceFeedbackRequestSchema, voiceFeedbackResponseSchema } from './voice-feedback';
import { voiceNotificationRequestSchema, voiceNotificationResponseSchema } from './voice-notification';
import { voiceConversationEndRequestSchema, voiceConversationEndResponseSchema, voiceTokenRequestSchema, voiceTokenResponseSchema } from './voice-token';

/**
 * The public API as an OpenAPI 3.1 document, generated from the schemas the forms and the functions
 * validate with (zod's own JSON Schema generator, draft 2020-12, which OpenAPI 3.1 speaks): a field
 * cannot change here without changing there. `npm run openapi` writes it to `shell/public/openapi.json`,
 * which every release serves at `/openapi.json`; Redocly lints it in `npm test` (`npm run lint:openapi`),
 * and the tests hold the CDK's and the twin's routes to its paths.
 */

/** Where the site serves the document. */
export const OPENAPI_PATH = '/openapi.json';

type JsonSchema = Record<string, unknown>;

/** A request body the route takes, by media type. */
export interface OperationBody {
  readonly mediaType: string;
  /** The body's schema; the property tests draw valid bodies from its JSON Schema. */
  readonly schema: z.ZodMiniType;
}

export interface ApiOperation {
  readonly path: ApiPath;
  readonly method: 'post' | 'get';
  readonly operationId: string;
  readonly summary: string;
  readonly description: string;
  readonly bodies: readonly OperationBody[];
  /** The answer when the request is taken. */
  readonly success: { readonly status: number; readonly description: string; readonly schema?: z.ZodMiniType };
  /** The refusals this route gives besides the ones every route may give (400, 403, 413, 415, 429). */
  readonly refusals: readonly number[];
  /** What a refusal means on this route, where the API's usual words for its status do not say it. */
  readonly refusalDescriptions?: Readonly<Record<number, string>>;
  /** The header that proves who sent the request (a security scheme of the document): a signature, or the agent's tool key. */
  readonly signedBy?: 'elevenLabsSignature' | 'agentToolKey';
  /** Called by a server, not by the site's pages: not judged by Origin or Sec-Fetch-Site. */
  readonly fromServer?: boolean;
  /** A GET's query parameters, each a string: its name and what it is. */
  readonly query?: Readonly<Record<string, { readonly description: string; readonly required?: boolean }>>;
  /** The answer is a page (HTML) for a browser without JavaScript, not JSON. */
  readonly answersWithPage?: boolean;
  /** Refusals whose body is not the usual error (`ApiError`), by status. */
  readonly refusalSchemas?: Readonly<Record<number, z.ZodMiniType>>;
  /** Refusals a form the browser posted gets as a page (HTML), a script's JSON still the usual error. */
  readonly formRefusalsAsPage?: readonly number[];
}

const JSON_MEDIA_TYPE = 'application/json';
const HTML_MEDIA_TYPE = 'text/html';
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/** The refusals of the phone agent's meeting tools. */
const CALL_TOOL_REFUSALS: Readonly<Record<number, string>> = {
  401: 'The agent’s tool key is missing or wrong (`invalid_tool_key`).',
  404: 'ElevenLabs knows no such conversation of the site’s agent (`unknown_conversation`).',
  422: 'The conversation is not a call the site placed at a visitor’s request, or it ended or started too long ago (`not_a_placed_call`).',
  503: 'No tool key or voice assistant is configured here, or ElevenLabs did not answer (`tool_key_not_configured`, `voice_not_configured`, `upstream_failed`).',
};

/** Every operation of the API, in the order the document lists them. */
export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    path: API_PATHS.leads,
    method: 'post',
    operationId: 'createLead',
    summary: 'Send a lead form',
    description:
      'Every lead form of the site. A script posts JSON and gets the lead id; a browser without JavaScript posts the form itself and is redirected (303) to the thank-you page, or given the form back (400, 413 or 429, `text/html`) with each error named. `pagePath` must be a page of the route table (else 400 `invalid_path`). The `website` field is a honeypot people never see: a request that fills it is answered 201 with an id like any lead (a form post: 303), kept flagged for the operators and sent to nobody, so a bot learns nothing.',
    bodies: [
      { mediaType: JSON_MEDIA_TYPE, schema: leadRequestSchema },
      { mediaType: FORM_MEDIA_TYPE, schema: leadRequestSchema },
    ],
    success: {
      status: 201,
      description:
        'The lead is stored; a manager is told. Sent anyway (`keepForReview`) after `network_limit_reached`, it is kept for a manager to check first (`heldForReview`), within an allowance of its own (`review_limit_reached`).',
      schema: leadResponseSchema,
    },
    refusals: [303, 422],
    formRefusalsAsPage: [400, 413, 429],
  },
  {
    path: API_PATHS.voiceToken,
    method: 'post',
    operationId: 'signVoiceConversation',
    summary: 'Get a signed URL for one voice conversation',
    description: "A signed WebSocket URL for a conversation with the site's agent (or another allow-listed one); it expires 15 minutes after issue.",
    bodies: [{ mediaType: JSON_MEDIA_TYPE, schema: voiceTokenRequestSchema }],
    success: { status: 200, description: 'The signed URL, and the place among the open conversations it holds.', schema: voiceTokenResponseSchema },
    refusals: [502, 503],
  },
  {
    path: API_PATHS.voiceConversationEnd,
    method: 'post',
    operationId: 'endVoiceConversation',
    summary: 'Give back the place of a conversation that ended',
    description:
      "The widget's word, as its conversation ends or its page is left, that the conversation started with the URL `place` came with has ended. The place counts among the conversations open at once until ElevenLabs says that this conversation, of the same agent and started after the URL was signed, is no longer going; then it is given back, once, and a conversation gives back one place. Anything else (a place given back already, another's conversation, one still going) gives nothing back. Said with `phase: \"started\"` as the conversation opens, it only binds the conversation to the place, looking nothing up (the answer's `released` is false): the place then comes back when ElevenLabs' post-call webhook brings the conversation's record, or the sweeper finds it ended in the agent's list, even if the widget's word of the end never comes.",
    bodies: [{ mediaType: JSON_MEDIA_TYPE, schema: voiceConversationEndRequestSchema }],
    success: { status: 200, description: 'Whether the place was given back.', schema: voiceConversationEndResponseSchema },
    refusals: [503],
  },
  {
    path: API_PATHS.saveVoiceConversation,
    method: 'post',
    operationId: 'saveVoiceContact',
    summary: 'Keep a contact the voice agent took',
    description: "The widget's early copy of a contact; the conversation's own record (ElevenLabs' post-call webhook) decides whether a manager is told.",
    bodies: [{ mediaType: JSON_MEDIA_TYPE, schema: voiceConversationRequestSchema }],
    success: {
      status: 201,
      description: "The early copy is kept. `passedOn` is false when the number's callee told Lumi in a call that they want no calls: no manager is sent it.",
      schema: voiceConversationResponseSchema,
    },
    refusals: [502, 503],
  },
  {
    path: API_PATHS.sendTelegramNotification,
    method: 'post',
    operationId: 'notifyVoiceContact',
    summary: 'Ask for a manager to be told of a voice contact',
    description: 'The acknowledgement the widget needs; the notification follows from the conversation’s record.',
    bodies: [{ mediaType: JSON_MEDIA_TYPE, schema: voiceNotificationRequestSchema }],
    success: { status: 202, description: 'Queued; `passedOn` as the conversation route answers it.', schema: voiceNotificationResponseSchema },
    refusals: [502, 503],
  },
  {
    path: API_PATHS.voiceFeedback,
    method: 'post',
    operationId: 'rateVoiceConversation',
    summary: 'Rate a voice conversation that ended',
    description: 'Thumbs up or down and an optional comment, sent to ElevenLabs’ feedback of the conversation and kept on its record.',
    bodies: [{ mediaType: JSON_MEDIA_TYPE, schema: voiceFeedbackRequestSchema }],
    success: { status: 200, description: 'The rate is kept.', schema: voiceFeedbackResponseSchema },
    refusals: [409, 502, 503],
  },
  {
    path: API_PATHS.phoneCall,
    method: 'post',
    operationId: 'requestPhoneCall',
    summary: 'Have Lumi call a number',
    description:
      "Lumi rings the visitor's number (ElevenLabs' outbound call from the agent's phone line) in the page's language, as the persona asked, opening with who calls and why. Only numbers of the site's markets, of mobile or fixed-line ranges and not on the do-not-call list, one call a number a day, within the requester's shares (its network's hour, its /16's or /48's and its provider's day) and the site's hour and day's budget of minutes (each refusal its own `error` code: 422 for the number, 429 for the allowances, 503 with no line configured). A number on the do-not-call list, or one another network asked a call of today, is answered as an accepted call (200 or 202) that never rings, and its status goes as an unanswered call's. At night where the number rings, 409 `night_in_callee_zone` names the next morning there (`next_morning`, `time_zone`); asked again with `when: next_morning`, the call is booked for it (202). Asked from a lead form's thank-you page (`page_path`) while no manager who speaks the page's language is at work, 409 `outside_managers_hours` names their next working morning the same way. Behind the WAF's Challenge action: a request without its token gets 202 with `x-amzn-waf-action: challenge`.",
    bodies: [{ mediaType: JSON_MEDIA_TYPE, schema: phoneCallRequestSchema }],
    success: { status: 200, description: "Lumi is ringing the number (200), or will at the callee's next morning (202).", schema: phoneCallResponseSchema },
    refusals: [409, 422, 502, 503],
    refusalDescriptions: {
      409: "Night where the number rings (`night_in_callee_zone`), or outside the managers' hours for a lead form's call (`outside_managers_hours`), with `next_morning` and `time_zone`: ask again with `when: next_morning` to book it.",
      422: "The number's country is not one of the site's markets (`country_not_served`), or its range is not a mobile or fixed line (`number_type_not_called`).",
      429: "An allowance is spent: the network's hour (`network_calls_spent`), the /16's, /48's or provider's share of the day (`network_day_spent`), the morning's places for bookings (`morning_calls_booked`), the site's hour (`site_calls_spent`), the day's minutes (`daily_budget_spent`), or the number was called today (`number_called_today`, only to the network that asked for that call, and only while the hour and the day have room); or too many requests (`rate_limited`).",
      502: 'ElevenLabs did not place the call (`upstream_failed`).',
      503: 'No phone line is assigned to the agent (`calls_not_configured`), or the voice assistant is not configured (`voice_not_configured`).',
    },
  },
  {
    path: API_PATHS.phoneCallStatus,
    method: 'post',
    operationId: 'getPhoneCallStatus',
    summary: 'How a call Lumi was asked for goes',
    description:
      'Booked for the morning, ringing, in call, ended, not answered, or failed to ring; with the conversation to rate once it started. Only for the browser that asked for the call: `status_token` is the token its request answered (the server keeps only its hash and compares in constant time).',
    bodies: [{ mediaType: JSON_MEDIA_TYPE, schema: phoneCallStatusRequestSchema }],
    success: { status: 200, description: 'The call’s state.', schema: phoneCallStatusResponseSchema },
    refusals: [404, 503],
    refusalDescriptions: {
      404: 'No such call, or not this token’s (`validation_failed`, `call_id`): the same answer either way, so it never says that a call exists.',
      503: 'The voice assistant is not configured here (`voice_not_configured`).',
    },
  },
  {
    path: API_PATHS.doNotCall,
    method: 'post',
    operationId: 'listDoNotCall',
    summary: 'Put a number on the do-not-call list, or ask to lift its listing',
    description:
      "Lumi never rings a listed number; a contact its owner gives in a conversation still reaches a manager (only a callee's own \"I did not ask for this\" in a call from Lumi holds those). Anyone may list one, ten a network an hour, twenty its /16 (/48) an hour and fifty its provider a day; the answer never says whether it was listed already. `action: lift` asks to lift a listing: Lumi places one confirmation call to a listed number (within the requester's call shares, the site's hour and the day's minutes, once a day a number) and lifts the listing only when the person who answers says yes in it; listed or not, the answer is the same (`lift_requested`). The privacy page's form is the browser's own post (`application/x-www-form-urlencoded`), answered 303 with the privacy page at `#do-not-call-listed`, `#do-not-call-lift-requested`, `#do-not-call-invalid` or `#do-not-call-busy`; a script's JSON gets 202.",
    bodies: [
      { mediaType: JSON_MEDIA_TYPE, schema: doNotCallRequestSchema },
      { mediaType: FORM_MEDIA_TYPE, schema: doNotCallRequestSchema },
    ],
    success: { status: 202, description: 'Listed, or the lift asked.', schema: doNotCallResponseSchema },
    refusals: [303],
    refusalDescriptions: {
      303: "The browser's own post, whatever happened: the privacy page at the anchor that says it (listed, the lift asked, not a phone number, or the network's, its /16's or its provider's share spent).",
      429: 'The network, its /16 (/48) or its provider listed all the numbers it may, or asked all the calls it may, for now (`network_limit_reached`), or too many requests (`rate_limited`).',
    },
  },
  {
    path: API_PATHS.clientSignals,
    method: 'post',
    operationId: 'reportClientSignals',
    summary: 'Report what a browser met',
    description:
      "A page's beacon (remote failures, script errors, Web Vitals; no personal data), or the browser's own CSP violation reports (`application/reports+json`).",
    bodies: [
      { mediaType: JSON_MEDIA_TYPE, schema: clientSignalRequestSchema },
      { mediaType: CSP_REPORTS_MEDIA_TYPE, schema: cspReportsSchema },
    ],
    success: { status: 202, description: 'Recorded.', schema: clientSignalResponseSchema },
    refusals: [],
  },
  {
    path: API_PATHS.meetingTimes,
    method: 'post',
    operationId: 'listMeetingTimes',
    summary: 'The times a meeting with a manager can be booked',
    description:
      "Thirty-minute meetings over the managers' next working days, with a minimum notice and buffers around their calendars' busy times, only with managers who speak `language`, on the visitor's clock (`timeZone`), grouped by the visitor's day. `count` keeps a few, spread over the days (the assistant offers two or three). A visitor who just sent a lead (the thank-you page's cookie) is named in `visitor`, to fill the booking in.",
    bodies: [{ mediaType: JSON_MEDIA_TYPE, schema: meetingTimesRequestSchema }],
    success: { status: 200, description: 'The times, by day.', schema: meetingTimesResponseSchema },
    refusals: [],
  },
  {
    path: API_PATHS.meetings,
    method: 'post',
    operationId: 'bookMeeting',
    summary: 'Book a meeting with a manager',
    description:
      "Claims the time for the fairest free manager (a conditional write per manager and time: it is booked once), stores the meeting, writes it into the manager's calendar, e-mails the invitation (iCalendar REQUEST, with links to move or cancel it) and tells the managers. A calendar that does not answer leaves the meeting booked (`calendar: pending`): the write is retried and the e-mail confirms it. A time taken meanwhile, past or outside the hours is 409 `time_unavailable` with fresh times. `consent` is needed unless the visitor just sent a lead (the thank-you page). A browser without JavaScript posts the form and is redirected (303) to the meeting's page, or given the form back (HTML).",
    bodies: [
      { mediaType: JSON_MEDIA_TYPE, schema: meetingRequestSchema },
      { mediaType: FORM_MEDIA_TYPE, schema: meetingRequestSchema },
    ],
    success: { status: 201, description: 'Booked.', schema: meetingResponseSchema },
    refusals: [303, 409],
    refusalDescriptions: {
      303: "A form the browser posted booked the meeting: on to the meeting's page.",
      409: "The time cannot be booked (`time_unavailable`): `reason` is `taken`, `past` or `outside_hours`, and `days` are the times that can. Or the idempotency key was sent before with other fields (`idempotency_key_reused`): only the stored meeting's `status`, never its e-mail, manager or a link.",
      429: "An allowance is spent: the network's hour (`network_limit_reached`), or the mailbox's, its domain's or the provider's day (`meetings_limit_reached`); or too many requests (`rate_limited`).",
    },
    refusalSchemas: { 409: z.union([timeUnavailableBodySchema, meetingKeyReusedBodySchema]) },
  },
  {
    path: API_PATHS.meetingChanges,
    method: 'post',
    operationId: 'changeMeeting',
    summary: "Move or cancel a meeting by its invitation's link",
    description:
      "The link stands for one version of the meeting: a move or a cancellation by it makes the next version (a new invitation, SEQUENCE one higher, or a CANCEL), and an older link then changes nothing (409 `link_replayed`). A link the site did not sign is 400 `link_invalid`; an expired one 410 `link_expired`. A browser without JavaScript posts the meeting page's form and is redirected (303) back to it.",
    bodies: [
      { mediaType: JSON_MEDIA_TYPE, schema: meetingChangeRequestSchema },
      { mediaType: FORM_MEDIA_TYPE, schema: meetingChangeRequestSchema },
    ],
    success: { status: 200, description: 'Moved or cancelled.', schema: meetingResponseSchema },
    refusals: [303, 409, 410],
    refusalDescriptions: {
      303: "A form the browser posted: back to the meeting's page, which shows what became of it.",
      400: 'The body is no valid request (`validation_failed`, `invalid_json`), or the link is not one the site signed (`link_invalid`).',
      409: 'The meeting changed since the link was sent (`link_replayed`), or the new time cannot be booked (`time_unavailable`, with fresh times).',
      410: 'The link has expired (`link_expired`): the meeting began, or the e-mail is older than the links last.',
    },
  },
  {
    path: API_PATHS.meetingPicker,
    method: 'post',
    operationId: 'showMeetingPicker',
    summary: 'The times as a page, for a browser without JavaScript',
    description:
      "The thank-you or contacts page's \"choose a time\" posts here without JavaScript: a page of the times on the visitor's clock (the form's zone, else the viewer's from CloudFront), with a form that books one.",
    bodies: [
      {
        mediaType: FORM_MEDIA_TYPE,
        schema: z.object({ language: z.string(), source: z.string(), pagePath: z.string(), timeZone: z.optional(z.string()) }),
      },
    ],
    success: { status: 200, description: 'The page of times (HTML).' },
    refusals: [],
    answersWithPage: true,
  },
  {
    path: API_PATHS.meetingPage,
    method: 'get',
    operationId: 'showMeeting',
    summary: "The meeting's own page, where the invitation's links lead",
    description:
      'The meeting, the times to move it to and the cancel button, each a form that posts to `/api/meeting-changes`. Opening it changes nothing. A link the site did not sign, an expired one, or one the meeting has moved on from gets a page that says so.',
    bodies: [],
    query: {
      [MEETING_PAGE_QUERY.link]: { description: "The invitation's signed link", required: true },
      [MEETING_PAGE_QUERY.language]: { description: `The page language: ${LANGUAGES.join(', ')}` },
      [MEETING_PAGE_QUERY.done]: { description: 'What just happened: booked or moved' },
      [MEETING_PAGE_QUERY.action]: {
        description: "What the invitation's link was for: move (the times to move to) or cancel (the cancel button); without it, both",
      },
    },
    success: { status: 200, description: "The meeting's page (HTML)." },
    refusals: [409, 410],
    refusalDescriptions: {
      400: 'The link is not one the site signed (a page that says so).',
      409: 'The meeting changed since the link was sent (a page that says so).',
      410: 'The link has expired (a page that says so).',
    },
    answersWithPage: true,
  },
  {
    path: API_PATHS.elevenLabsWebhook,
    method: 'post',
    operationId: 'receivePostCallWebhook',
    summary: "ElevenLabs' post-call webhook",
    description: `What happened in a conversation once it ended, signed by ElevenLabs. Bodies up to ${LIMITS.webhookBodyMaxBytes} bytes.`,
    bodies: [{ mediaType: JSON_MEDIA_TYPE, schema: postCallWebhookSchema }],
    success: {
      status: 200,
      description: 'Recorded, or acknowledged and ignored (another event type).',
      schema: z.object({ status: z.enum(['recorded', 'ignored']) }),
    },
    refusals: [401, 503],
    signedBy: 'elevenLabsSignature',
    fromServer: true,
  },
  {
    path: API_PATHS.estimateTool,
    method: 'post',
    operationId: 'estimateForVolume',
    summary: "The voice agent's estimate tool",
    description:
      "What a product would cost a month for the volume the visitor described, in the visitor's words, from the price list and the pricing page's calculator: the bill line by line and a sentence in the conversation's language. ElevenLabs calls it as the agent's server tool, with the agent's tool key.",
    bodies: [{ mediaType: JSON_MEDIA_TYPE, schema: estimateToolRequestSchema }],
    success: { status: 200, description: 'The estimate, or the question to ask for the volume the product is priced by.', schema: estimateToolResponseSchema },
    refusals: [401, 503],
    refusalDescriptions: {
      401: 'The agent’s tool key is missing or wrong (`invalid_tool_key`).',
      503: 'No tool key is configured here (`tool_key_not_configured`).',
    },
    signedBy: 'agentToolKey',
    fromServer: true,
  },
  {
    path: API_PATHS.productFactsTool,
    method: 'post',
    operationId: 'productFacts',
    summary: "The voice agent's product facts tool",
    description:
      "What the site says about one product, in the conversation's language: the section of its document a question is about (its price, pilot, launch, integrations, what it does, where its data is kept, its clients, buyers' questions), or the whole document. ElevenLabs calls it as the agent's server tool, with the agent's tool key.",
    bodies: [{ mediaType: JSON_MEDIA_TYPE, schema: productFactsRequestSchema }],
    success: {
      status: 200,
      description: 'The section asked for, or the whole document when no topic is given or the product has no such section.',
      schema: productFactsResponseSchema,
    },
    refusals: [401, 503],
    refusalDescriptions: {
      401: 'The agent’s tool key is missing or wrong (`invalid_tool_key`).',
      503: 'No tool key is configured here (`tool_key_not_configured`).',
    },
    signedBy: 'agentToolKey',
    fromServer: true,
  },
  {
    path: API_PATHS.agentMeetingTimes,
    method: 'post',
    operationId: 'offerMeetingTimesInCall',
    summary: "The phone agent's meeting times",
    description:
      "On a call Lumi placed at a visitor's request: the next free times for a meeting with a manager who speaks the call's language, on the callee's clock (the number rung names its zone), each said in that language. ElevenLabs calls it as the agent's server tool, with the agent's tool key and the conversation's id; the site reads the rest from the conversation.",
    bodies: [{ mediaType: JSON_MEDIA_TYPE, schema: callMeetingTimesRequestSchema }],
    success: { status: 200, description: 'Two or three times, on different days where it can.', schema: callMeetingTimesResponseSchema },
    refusals: [401, 404, 422, 503],
    refusalDescriptions: CALL_TOOL_REFUSALS,
    signedBy: 'agentToolKey',
    fromServer: true,
  },
  {
    path: API_PATHS.agentMeetings,
    method: 'post',
    operationId: 'bookMeetingInCall',
    summary: "The phone agent's booking",
    description:
      "Books the meeting the callee chose in a call Lumi placed, under the name and e-mail they said in that call (its transcript must hold both, an address spoken aloud included), one meeting a call: the invitation is e-mailed, the manager's calendar holds it and the managers are told, in the person's thread. A time taken, past or outside the hours is answered with fresh times.",
    bodies: [{ mediaType: JSON_MEDIA_TYPE, schema: callBookMeetingRequestSchema }],
    success: {
      status: 200,
      description:
        'Booked (`booked: true`, with the manager), or not (`booked: false`): the time was taken, is past or outside the hours (with fresh times), the name or e-mail is not in what the callee said (`not_given_by_visitor`), the e-mail is no address (`invalid`), its allowance for the day is spent (`limit_reached`), or the booking failed (`failed`).',
      schema: callBookMeetingResponseSchema,
    },
    refusals: [401, 404, 422, 503],
    refusalDescriptions: CALL_TOOL_REFUSALS,
    signedBy: 'agentToolKey',
    fromServer: true,
  },
];

/** What each refusal status means, for every route that can give it. */
const REFUSAL_DESCRIPTIONS: Record<number, string> = {
  400: 'The body is no valid request: `validation_failed` names each bad field, or `invalid_json`.',
  401: 'The signature is missing, malformed, stale or wrong (`invalid_signature`).',
  409: "The conversation's rate is its first rater's, who may change it a few times (`already_rated`).",
  403: "A browser's request from another site (`cross_site_request`), a call that skipped the site, or a method the route does not take (`request_refused`, API Gateway's: no 405).",
  413: 'The body is too large (`payload_too_large`).',
  415: 'The body is not of a media type the route takes (`unsupported_media_type`).',
  422: 'An idempotency key came again with another lead (`idempotency_key_reused`).',
  429: 'Too many requests (`rate_limited`, with Retry-After), or an allowance is spent (`network_limit_reached`, `daily_limit_reached`), or the voice agent holds all the conversations it can at once (`assistant_busy`).',
  502: 'ElevenLabs failed (`upstream_failed`).',
  503: 'The voice assistant or the webhook is not configured here (`voice_not_configured`, `webhook_not_configured`).',
};

const COMMON_REFUSALS = [400, 403, 413, 415, 429] as const;

/** A body's JSON Schema as the request is written (a pipe's input side), without the dialect line OpenAPI sets once. */
export function requestJsonSchema(schema: z.ZodMiniType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function responseJsonSchema(schema: z.ZodMiniType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'output', target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/**
 * A form the browser posts is the same lead with every value a string: a checkbox is present
 * (`consent=on`) or absent, and the interests repeat.
 */
function formFieldsOf(schema: JsonSchema): JsonSchema {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, field]) => [
        name,
        field.type === 'array' ? { type: 'array', items: { type: 'string' } } : field.type === 'boolean' ? { type: 'string', const: 'on' } : { type: 'string' },
      ]),
    ),
    required: ((schema.required ?? []) as string[]).filter((name) => name !== 'idempotencyKey'),
  };
}

const errorResponse = (description: string) => ({ description, content: { [JSON_MEDIA_TYPE]: { schema: { $ref: '#/components/schemas/ApiError' } } } });

function operationObject(operation: ApiOperation): JsonSchema {
  const content = Object.fromEntries(
    operation.bodies.map((body) => {
      const schema = requestJsonSchema(body.schema);
      return [body.mediaType, { schema: body.mediaType === FORM_MEDIA_TYPE ? formFieldsOf(schema) : schema }];
    }),
  );
  const responses: Record<string, unknown> = {
    [String(operation.success.status)]: {
      description: operation.success.description,
      ...(operation.success.schema && { content: { [JSON_MEDIA_TYPE]: { schema: responseJsonSchema(operation.success.schema) } } }),
      ...(operation.answersWithPage && { content: { [HTML_MEDIA_TYPE]: { schema: { type: 'string' } } } }),
    },
  };
  for (const status of [...(operation.method === 'get' ? [400, 403, 429] : COMMON_REFUSALS), ...operation.refusals].sort((a, b) => a - b)) {
    if (status === 303) {
      responses['303'] = {
        description: operation.refusalDescriptions?.[303] ?? "A form the browser posted is kept: on to the form's thank-you page.",
        headers: {
          Location: {
            description: operation.refusalDescriptions?.[303]
              ? 'The page that answers'
              : operation.path === API_PATHS.leads
                ? 'The thank-you page'
                : "The meeting's page",
            schema: { type: 'string' },
          },
        },
      };
    } else if (status === 403 && operation.fromServer) {
      responses['403'] = errorResponse("A call from an address that is not ElevenLabs', or one that skipped the site (`request_refused`).");
    } else if (operation.refusalSchemas?.[status]) {
      responses[String(status)] = {
        description: operation.refusalDescriptions?.[status] ?? REFUSAL_DESCRIPTIONS[status]!,
        content: { [JSON_MEDIA_TYPE]: { schema: responseJsonSchema(operation.refusalSchemas[status]) } },
      };
    } else if (operation.answersWithPage && status !== 413 && status !== 415 && status !== 429) {
      responses[String(status)] = {
        description: operation.refusalDescriptions?.[status] ?? REFUSAL_DESCRIPTIONS[status]!,
        content: { [HTML_MEDIA_TYPE]: { schema: { type: 'string' } } },
      };
    } else if (operation.formRefusalsAsPage?.includes(status)) {
      const { description, content: json } = errorResponse(operation.refusalDescriptions?.[status] ?? REFUSAL_DESCRIPTIONS[status]!);
      responses[String(status)] = {
        description: `${description} A form the browser posted gets the form back as a page (HTML) instead.`,
        content: { ...json, [HTML_MEDIA_TYPE]: { schema: { type: 'string' } } },
      };
    } else {
      responses[String(status)] = errorResponse(operation.refusalDescriptions?.[status] ?? REFUSAL_DESCRIPTIONS[status]!);
    }
  }
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    description: operation.description,
    tags: [operation.fromServer ? 'webhooks' : 'site'],
    // The site's own routes are anonymous (no account exists); the webhook is signed, the agent's tools carry its key.
    security: operation.signedBy ? [{ [operation.signedBy]: [] }] : [],
    ...(operation.query && {
      parameters: Object.entries(operation.query).map(([name, query]) => ({
        name,
        in: 'query',
        required: query.required ?? false,
        description: query.description,
        schema: { type: 'string' },
      })),
    }),
    ...(operation.bodies.length && { requestBody: { required: true, content } }),
    responses,
  };
}

/** The OpenAPI 3.1 document of the public API. */
export function openApiDocument(): JsonSchema {
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Synthra site API',
      version: '1',
      summary: "The API behind the site's forms, voice assistant and browser reports.",
      description:
        "Every endpoint is under the site's own origin. Browsers' requests from another site are refused. A method a path does not list (GET, PUT, TRACE, …) is refused by API Gateway with 403 `request_refused`, not 405. Every error body is JSON with a stable code in `error`, except the pages a browser without JavaScript is given back (`text/html`, where the operation says so).",
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: "The site's own origin" }],
    tags: [
      { name: 'site', description: "What the site's pages call." },
      { name: 'webhooks', description: 'What ElevenLabs calls: the post-call webhook and the agent’s server tools.' },
    ],
    paths: Object.fromEntries(API_OPERATIONS.map((operation) => [operation.path, { [operation.method]: operationObject(operation) }])),
    security: [],
    components: {
      schemas: { ApiError: responseJsonSchema(apiErrorBodySchema) },
      securitySchemes: {
        elevenLabsSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'ElevenLabs-Signature',
          description: '`t=<unix seconds>,v0=<HMAC-SHA256 of "<t>.<body>" with the webhook secret>`, at most 5 minutes old.',
        },
        agentToolKey: {
          type: 'apiKey',
          in: 'header',
          name: AGENT_TOOL_KEY_HEADER,
          description: "The key ElevenLabs sends with the agent's server tools: a workspace secret of ElevenLabs, the backend's `agent-tools` secret.",
        },
      },
    },
  };
}
