import * as z from 'zod/mini';
import { codes, emailAddress, oneOf, optionalText, payloadObject, requiredText } from './fields';
import { languageSchema } from './language';
import { LIMITS } from './limits';
import { pagePathSchema } from './page-path';

/**
 * A meeting with a manager, booked on the spot: the times offered in the visitor's zone, the
 * booking, and its move or cancellation by the signed link of the invitation. The picker of the
 * thank-you and contacts pages, the assistant's tool and the functions validate with these.
 */

/** Where a meeting was booked from: a form's thank-you page, the contacts page, the site's assistant, Lumi's phone call. */
export const MEETING_SOURCES = ['thank-you', 'contacts', 'assistant', 'phone-call'] as const;
export type MeetingSource = (typeof MEETING_SOURCES)[number];

/** Whether `zone` names a time zone the runtime knows (an IANA name such as `Europe/Kyiv`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** The visitor's IANA time zone, as the browser's `Intl` names it; the times are shown on its clock. */
export const timeZoneSchema = z.string(codes()).check(z.maxLength(64, 'too_long'), z.refine(isTimeZone, 'invalid_value'));

const startSchema = z.iso.datetime({ offset: true, error: (issue) => (issue.input === undefined ? 'required' : 'invalid_datetime') });

/** An e-mail the invitation is sent to (through SES): required here, unlike a lead's. */
const inviteeEmail = emailAddress({ required: true, mailed: true });

/** `POST /api/meeting-times`: the times a visitor may book, on their clock. `count`: at most so many (the assistant offers a few). */
export const meetingTimesRequestSchema = payloadObject({
  language: languageSchema,
  timeZone: timeZoneSchema,
  count: z.optional(z.int(codes()).check(z.minimum(1, 'too_small'), z.maximum(200, 'too_large'))),
});
export type MeetingTimesRequest = z.input<typeof meetingTimesRequestSchema>;

const offeredDay = z.object({
  /** `YYYY-MM-DD` on the visitor's clock. */
  date: z.string(),
  times: z.array(z.object({ start: z.iso.datetime({ offset: true }), time: z.string() })),
});
export type OfferedDay = z.infer<typeof offeredDay>;

export const meetingTimesResponseSchema = z.object({
  timeZone: z.string(),
  days: z.array(offeredDay),
  /** The visitor the site already knows (a lead they sent this session): what the booking form starts with. */
  visitor: z.optional(z.object({ name: z.string(), email: z.optional(z.string()) })),
});
export type MeetingTimesResponse = z.infer<typeof meetingTimesResponseSchema>;

/**
 * `POST /api/meetings`: a 30-minute meeting at `start`, with a manager who speaks `language`.
 * `consent` (the privacy notice) is asked where the visitor is not yet known; on a form's thank-you
 * page the lead they just sent gave it.
 */
export const meetingRequestSchema = payloadObject({
  start: startSchema,
  language: languageSchema,
  timeZone: timeZoneSchema,
  name: requiredText(LIMITS.nameMaxLength),
  email: inviteeEmail,
  company: optionalText(LIMITS.companyMaxLength),
  source: oneOf(MEETING_SOURCES),
  pagePath: pagePathSchema(),
  consent: z.optional(z.boolean(codes())),
  idempotencyKey: z.uuid(codes('invalid_uuid')),
  /** The honeypot: hidden from people, so only bots fill it. */
  website: z.optional(z.string(codes()).check(z.maxLength(0, 'must_be_empty'))),
});
export type MeetingRequest = z.input<typeof meetingRequestSchema>;
export type MeetingOrder = z.output<typeof meetingRequestSchema>;

/** Whether the calendar holds the meeting yet: `pending` when it did not answer and the write is being retried. */
export const CALENDAR_STATES = ['written', 'pending'] as const;

export const meetingSchema = z.object({
  id: z.string(),
  status: z.enum(['booked', 'cancelled']),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  timeZone: z.string(),
  /** The manager's name as the visitor's language writes it. */
  manager: z.string(),
  email: z.string(),
  calendar: z.enum(CALENDAR_STATES),
});
export type MeetingView = z.infer<typeof meetingSchema>;

export const meetingResponseSchema = z.object({ meeting: meetingSchema });
export type MeetingResponse = z.infer<typeof meetingResponseSchema>;

/** Why a time cannot be booked: another visitor took it, it is past (or within the notice), or it is outside every manager's hours. */
export const TIME_UNAVAILABLE_REASONS = ['taken', 'past', 'outside_hours'] as const;
export type TimeUnavailableReason = (typeof TIME_UNAVAILABLE_REASONS)[number];

/** The 409 of a time that cannot be booked: why, and the times that can, fresh. */
export const timeUnavailableBodySchema = z.object({
  error: z.literal('time_unavailable'),
  message: z.optional(z.string()),
  reason: z.enum(TIME_UNAVAILABLE_REASONS),
  timeZone: z.string(),
  days: z.array(offeredDay),
});
export type TimeUnavailableBody = z.infer<typeof timeUnavailableBodySchema>;

/**
 * The 409 of an idempotency key sent again with other fields: the stored meeting's status only,
 * never its e-mail, manager, time or a link (I3). The same fields again are the same booking's answer.
 */
export const meetingKeyReusedBodySchema = z.object({
  error: z.literal('idempotency_key_reused'),
  message: z.optional(z.string()),
  status: z.enum(['booked', 'cancelled']),
});
export type MeetingKeyReusedBody = z.infer<typeof meetingKeyReusedBodySchema>;

/** The signed link of an invitation: `<meeting id>.<version>.<expiry>.<signature>`, base64url parts. */
export const MEETING_LINK_PATTERN = /^[A-Za-z0-9_-]{8,64}\.\d{1,4}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/;

export const MEETING_CHANGES = ['move', 'cancel'] as const;
export type MeetingChange = (typeof MEETING_CHANGES)[number];

/**
 * `POST /api/meeting-changes`: moves the meeting to `start`, or cancels it, by the link the visitor
 * was sent. A link stands for one version of the meeting: once it was moved or cancelled, an older
 * link changes nothing.
 */
export const meetingChangeRequestSchema = payloadObject({
  link: z.string(codes()).check(z.maxLength(200, 'too_long'), z.regex(MEETING_LINK_PATTERN, 'invalid_format')),
  change: oneOf(MEETING_CHANGES),
  start: z.optional(startSchema),
  language: languageSchema,
  timeZone: timeZoneSchema,
});
export type MeetingChangeRequest = z.input<typeof meetingChangeRequestSchema>;

/** Why a link changes nothing: it is not one the site signed, it expired, or the meeting changed since it was sent. */
export const MEETING_LINK_REFUSALS = ['link_invalid', 'link_expired', 'link_replayed'] as const;
export type MeetingLinkRefusal = (typeof MEETING_LINK_REFUSALS)[number];

/** The query of the meeting's own page (`GET /api/meeting`), where the invitation's links lead. */
export const MEETING_PAGE_QUERY = { link: 'link', language: 'lang', done: 'done', action: 'action' } as const;

/**
 * What the invitation's link was for: its "move" link opens the page on the times to move to, its
 * "cancel" link on the cancel button alone. Both carry the same signed link, which allows both changes,
 * so the action needs no signature of its own; without one the page offers both.
 */
export const MEETING_PAGE_ACTIONS = ['move', 'cancel'] as const;
export type MeetingPageAction = (typeof MEETING_PAGE_ACTIONS)[number];

/** The lead a visitor just sent, for the picker of its thank-you page: an HttpOnly cookie the leads function sets. */
export const MEETING_LEAD_COOKIE = 'meeting_lead';
