import * as z from 'zod/mini';
import type { Language } from '@site/model';
import { API_PATHS, postJson, type ApiAnswer, type ApiPath } from './api';
import { LIMITS } from './limits';
import { sayMeetingTime } from './meeting-time';
import { meetingResponseSchema, meetingTimesResponseSchema, timeUnavailableBodySchema, type OfferedDay } from './meeting';
import { toolParameters, type ToolParametersSchema } from './voice-contact-tool';

/**
 * The site's assistant books a meeting with a manager in the conversation, written once: two client
 * tools the voice widget answers against the site's own meetings API (`/api/meeting-times`,
 * `/api/meetings`), so the times are the slot logic's, the booking is the picker's (the same
 * conditional claim, allowances per network, invitation and managers' notice, joined to the
 * person's thread) and the visitor's clock is their browser's. The agent's definition (`agent/`)
 * publishes the tools' JSON-schema form; the widget and the twin's local agent read the same results.
 *
 * A client tool rather than a server tool: the booking is the visitor's own request from their
 * browser, so the network allowance counts the visitor's address (not ElevenLabs'), the lead they
 * just sent (the thank-you page's cookie) is known, and no new authenticated route is needed.
 */
export const MEETING_TIMES_TOOL_NAME = 'meeting_times';
export const BOOK_MEETING_TOOL_NAME = 'book_meeting';

/** How many times the agent offers at once: two or three, on different days. */
export const OFFERED_MEETING_TIMES = 3;

export const MEETING_TIMES_TOOL_DESCRIPTION =
  'Finds the next free times for a 30-minute video meeting with a Synthra manager who speaks the conversation’s language, on the visitor’s own clock. ' +
  'Call it when the visitor wants a meeting, a call or a demo with a person at a set time, and again when they want other times. ' +
  'It answers JSON: times (each with start, to pass to book_meeting, and say, the time in the visitor’s language), the visitor’s time zone, and the visitor’s name and e-mail if they sent a form on the site.';

export const BOOK_MEETING_TOOL_DESCRIPTION =
  'Books the meeting at one of the times meeting_times offered, and sends the invitation to the visitor’s e-mail. ' +
  'Call it only after the visitor chose the time and confirmed their name and e-mail as you read them back. ' +
  'It answers JSON: booked true with the time and the manager’s name; or booked false with the reason and fresh times to offer instead.';

export const meetingTimesToolParametersSchema = z.object({});

export const bookMeetingToolParametersSchema = z.object({
  start: z
    .string()
    .check(z.describe('The chosen time’s start exactly as meeting_times gave it, for example 2026-12-01T10:00:00+02:00.'), z.trim(), z.maxLength(40)),
  name: z
    .string()
    .check(z.describe('The visitor’s name, as they said or typed it in this conversation.'), z.trim(), z.minLength(1), z.maxLength(LIMITS.nameMaxLength)),
  email: z.string().check(z.describe('The visitor’s e-mail, as they said or typed it in this conversation.'), z.trim(), z.minLength(3), z.maxLength(254)),
});
export type BookMeetingToolParameters = z.output<typeof bookMeetingToolParametersSchema>;

export function meetingTimesToolParameters(): ToolParametersSchema {
  return toolParameters(meetingTimesToolParametersSchema, MEETING_TIMES_TOOL_NAME);
}

export function bookMeetingToolParameters(): ToolParametersSchema {
  return toolParameters(bookMeetingToolParametersSchema, BOOK_MEETING_TOOL_NAME);
}

/** A time as the tools offer it: its start (what `book_meeting` takes) and how the visitor's language says it on their clock. */
export interface ToolMeetingTime {
  readonly start: string;
  readonly say: string;
}

/** What `meeting_times` answers. */
export interface MeetingTimesToolResult {
  readonly timeZone: string;
  readonly times: readonly ToolMeetingTime[];
  readonly visitor?: { readonly name: string; readonly email?: string };
}

/** What `book_meeting` answers. */
export type BookMeetingToolResult =
  | { readonly booked: true; readonly time: ToolMeetingTime; readonly manager: string; readonly email: string; readonly calendar: 'written' | 'pending' }
  | { readonly booked: false; readonly reason: string; readonly times: readonly ToolMeetingTime[] };

/** Why a booking was not attempted or not taken, besides the API's own time reasons. */
export const BOOK_MEETING_REFUSALS = {
  /** The name or e-mail is not in what the visitor said or typed (nor in the form they sent). */
  notGiven: 'not_given_by_visitor',
  /** The start is not a time `meeting_times` offered in this conversation. */
  notOffered: 'not_offered',
  invalid: 'invalid',
  limit: 'limit_reached',
  failed: 'failed',
} as const;

/** The times to offer (the widget's tool and the phone's): the first of each day, then the next ones, at most `OFFERED_MEETING_TIMES`, so the visitor has a choice of days. */
export function offeredToolTimes(days: readonly OfferedDay[], language: Language, timeZone: string): ToolMeetingTime[] {
  const firsts = days.flatMap((day) => day.times.slice(0, 1));
  const rest = days.flatMap((day) => day.times.slice(1));
  return [...firsts, ...rest]
    .slice(0, OFFERED_MEETING_TIMES)
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .map((time) => ({ start: time.start, say: sayMeetingTime(time.start, language, timeZone) }));
}

/**
 * An e-mail or a name as the visitor's words hold it, compared loosely: case, spaces, and an
 * address spoken aloud ("anna at example dot com", «анна собака пример точка ком»).
 */
function spoken(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+(?:at|собака|собачка|равлик|małpa|malpa)\s+/giu, '@')
    .replace(/\s+(?:dot|точка|крапка|kropka)\s+/giu, '.');
}

function squeezed(text: string): string {
  return spoken(text).replace(/[\s«»"'“”]+/gu, '');
}

/** Whether `text` holds `wanted` where the next character ends it (no letter or digit goes on). */
function endsIn(text: string, wanted: string): boolean {
  for (let at = text.indexOf(wanted); at >= 0; at = text.indexOf(wanted, at + 1)) if (!/[\p{L}\d]/u.test(text.charAt(at + wanted.length))) return true;
  return false;
}

/**
 * Whether the visitor's own words (typed or said in this conversation) hold `value`. An e-mail must
 * end where the visitor's did: "anna@firma.pl" is not given by «anna@firma.plus».
 */
export function givenByVisitor(value: string, words: readonly string[]): boolean {
  const wanted = squeezed(value);
  if (!wanted) return false;
  if (!wanted.includes('@')) return words.some((turn) => squeezed(turn).includes(wanted));
  // Spelled letter by letter the address is whole once squeezed; said in a sentence, the word after it ends it.
  return words.some((turn) => endsIn(squeezed(turn), wanted) || endsIn(spoken(turn), wanted));
}

export interface MeetingToolsContext {
  readonly language: Language;
  /** The visitor's IANA time zone (their browser's). */
  readonly timeZone: string;
  /** The page the conversation started on, which the booking records. */
  readonly pagePath: string;
  /** What the visitor said or typed in this conversation so far, turn by turn. */
  visitorWords(): readonly string[];
  /** Sends a request to the site's API; the browser's `fetch` unless a test hands in another. */
  readonly post?: (path: ApiPath, body: unknown) => Promise<ApiAnswer>;
  /** A new idempotency key (a UUID). */
  readonly newKey?: () => string;
}

/**
 * The two tools' handlers, by name, as the ElevenLabs SDK takes client tools: each answers the
 * agent a JSON text, never throws. A booking is refused before it is sent when the name or e-mail
 * is not the visitor's own (the agent may not book under words it made up) or the time is not one
 * offered in this conversation; one booking per time and address keeps its idempotency key, so a
 * repeated call is the same booking.
 */
export function createMeetingTools(context: MeetingToolsContext): Readonly<Record<string, (parameters: unknown) => Promise<string>>> {
  const post = context.post ?? ((path: ApiPath, body: unknown) => postJson(path, body));
  const newKey = context.newKey ?? (() => crypto.randomUUID());
  const keys = new Map<string, string>();
  const offeredStarts = new Set<string>();
  let known: MeetingTimesToolResult['visitor'];
  const answer = (result: MeetingTimesToolResult | BookMeetingToolResult) => JSON.stringify(result);
  const refused = (reason: string, times: readonly ToolMeetingTime[] = []) => answer({ booked: false, reason, times });

  const findTimes = async (): Promise<ToolMeetingTime[] | undefined> => {
    const reply = await post(API_PATHS.meetingTimes, { language: context.language, timeZone: context.timeZone, count: OFFERED_MEETING_TIMES }).catch(
      () => undefined,
    );
    const parsed = reply?.ok ? meetingTimesResponseSchema.safeParse(reply.body) : undefined;
    if (!parsed?.success) return undefined;
    known = parsed.data.visitor;
    return remember(offeredToolTimes(parsed.data.days, context.language, context.timeZone));
  };
  const remember = (times: ToolMeetingTime[]) => {
    for (const time of times) offeredStarts.add(time.start);
    return times;
  };

  return {
    [MEETING_TIMES_TOOL_NAME]: async () => {
      const times = await findTimes();
      if (!times) return refused(BOOK_MEETING_REFUSALS.failed);
      return answer({ timeZone: context.timeZone, times, ...(known && { visitor: known }) });
    },
    [BOOK_MEETING_TOOL_NAME]: async (parameters) => {
      const parsed = bookMeetingToolParametersSchema.safeParse(parameters);
      if (!parsed.success) return refused(BOOK_MEETING_REFUSALS.invalid);
      const { start, name, email } = parsed.data;
      const words = [...context.visitorWords(), ...(known ? [known.name, known.email ?? ''] : [])];
      if (!givenByVisitor(name, words) || !givenByVisitor(email, words)) return refused(BOOK_MEETING_REFUSALS.notGiven);
      if (!offeredStarts.has(start)) return refused(BOOK_MEETING_REFUSALS.notOffered, (await findTimes()) ?? []);
      const key = `${start} ${email.toLowerCase()}`;
      const idempotencyKey = keys.get(key) ?? newKey();
      keys.set(key, idempotencyKey);
      const reply = await post(API_PATHS.meetings, {
        start,
        language: context.language,
        timeZone: context.timeZone,
        name,
        email,
        source: 'assistant',
        pagePath: context.pagePath,
        // The agent read the name and e-mail back and the visitor confirmed the booking, with the privacy notice named.
        consent: true,
        idempotencyKey,
      }).catch(() => undefined);
      const booked = reply?.ok ? meetingResponseSchema.safeParse(reply.body) : undefined;
      if (booked?.success) {
        const { meeting } = booked.data;
        return answer({
          booked: true,
          time: { start: meeting.start, say: sayMeetingTime(meeting.start, context.language, context.timeZone) },
          manager: meeting.manager,
          email: meeting.email,
          calendar: meeting.calendar,
        });
      }
      const taken = reply?.status === 409 ? timeUnavailableBodySchema.safeParse(reply.body) : undefined;
      if (taken?.success) return refused(taken.data.reason, remember(offeredToolTimes(taken.data.days, context.language, context.timeZone)));
      if (reply?.status === 429) return refused(BOOK_MEETING_REFUSALS.limit);
      return refused(reply?.status === 400 ? BOOK_MEETING_REFUSALS.invalid : BOOK_MEETING_REFUSALS.failed);
    },
  };
}
