import * as z from 'zod/mini';
import { LIMITS } from './limits';
import { CALENDAR_STATES, TIME_UNAVAILABLE_REASONS } from './meeting';
import { BOOK_MEETING_REFUSALS } from './meeting-tools';

/**
 * Lumi books a meeting with a manager in a call it places ("Have Lumi call me"): no browser is on a
 * phone call to answer the widget's client tools (`meeting-tools.ts`), so the agent has two server
 * tools there, which ElevenLabs calls with the agent's tool key (`AGENT_TOOL_KEY_HEADER`):
 * `/api/agent-meeting-times` and `/api/agent-meetings`. The model passes only the time, the name and
 * the e-mail; ElevenLabs fills in the conversation's id itself (a system dynamic variable), and the
 * site reads everything else from that conversation as ElevenLabs holds it: that it is a call the
 * site placed, its language, the callee's clock (the number rung), and the callee's own words, which
 * must hold the name and the e-mail (`givenByVisitor`). The answers have the widget's tools' shapes,
 * so the prompt's rules and the twin's local agent read both alike.
 */
export const CALL_MEETING_TIMES_TOOL_NAME = 'call_meeting_times';
export const CALL_BOOK_MEETING_TOOL_NAME = 'call_book_meeting';

/** The field ElevenLabs fills with the conversation's id, and the system variable it takes it from. */
export const CALL_CONVERSATION_FIELD = 'conversation_id';
export const CALL_CONVERSATION_VARIABLE = 'system__conversation_id';

export const CALL_MEETING_TIMES_TOOL_DESCRIPTION =
  'Only on a call you placed: finds the next free times for a 30-minute video meeting with a Synthra manager who speaks the call’s language, on the callee’s own clock. ' +
  'Call it when the person you called wants a meeting, a demo or a talk with a person at a set time, and again when they want other times. ' +
  'It answers JSON: times (each with start, to pass to call_book_meeting, and say, the time in the call’s language) and the callee’s time zone.';

export const CALL_BOOK_MEETING_TOOL_DESCRIPTION =
  'Only on a call you placed: books the meeting at one of the times call_meeting_times offered and e-mails the invitation. ' +
  'Call it only after the person chose the time, said their name and e-mail in this call, and confirmed them as you read them back. ' +
  'It answers JSON: booked true with the time and the manager’s name; or booked false with the reason and fresh times to offer instead.';

/** An ElevenLabs conversation id (`conv_…`), as the system variable gives it. */
const conversationIdSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/));

/** `POST /api/agent-meeting-times`: the times to offer in the call. */
export const callMeetingTimesRequestSchema = z.object({ [CALL_CONVERSATION_FIELD]: conversationIdSchema });
export type CallMeetingTimesRequest = z.output<typeof callMeetingTimesRequestSchema>;

/** `POST /api/agent-meetings`: the booking, with the name and e-mail as the callee said them. */
export const callBookMeetingRequestSchema = z.object({
  [CALL_CONVERSATION_FIELD]: conversationIdSchema,
  start: z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.nameMaxLength)),
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
});
export type CallBookMeetingRequest = z.output<typeof callBookMeetingRequestSchema>;

/** What the model is asked to fill in, by field: the conversation's id is ElevenLabs' to fill. */
export const CALL_BOOK_MEETING_FIELDS = {
  start: 'The chosen time’s start exactly as call_meeting_times gave it, for example 2026-12-01T10:00:00+02:00.',
  name: 'The name the person you called said in this call, as they said it.',
  email: 'The e-mail the person you called said in this call, as an address (name@company.com), exactly as they spelled it.',
} as const;

const toolTimeSchema = z.object({ start: z.string(), say: z.string() });

export const callMeetingTimesResponseSchema = z.object({ timeZone: z.string(), times: z.array(toolTimeSchema) });
export type CallMeetingTimesResponse = z.infer<typeof callMeetingTimesResponseSchema>;

/** Why a booking in a call was not made: the time's own reasons, or the tool's. */
export const CALL_BOOKING_REASONS = [
  ...TIME_UNAVAILABLE_REASONS,
  ...(Object.values(BOOK_MEETING_REFUSALS) as (typeof BOOK_MEETING_REFUSALS)[keyof typeof BOOK_MEETING_REFUSALS][]),
];

export const callBookMeetingResponseSchema = z.union([
  z.object({ booked: z.literal(true), time: toolTimeSchema, manager: z.string(), email: z.string(), calendar: z.enum(CALENDAR_STATES) }),
  z.object({ booked: z.literal(false), reason: z.enum(CALL_BOOKING_REASONS), times: z.array(toolTimeSchema) }),
]);
export type CallBookMeetingResponse = z.infer<typeof callBookMeetingResponseSchema>;
