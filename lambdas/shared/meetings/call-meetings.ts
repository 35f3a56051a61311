import {
  AGENT_VARIABLES,
  BOOK_MEETING_REFUSALS,
  givenByVisitor,
  meetingRequestSchema,
  OFFERED_MEETING_TIMES,
  offeredToolTimes,
  REQUESTED_CALL,
  sayMeetingTime,
  type CallBookMeetingRequest,
  type CallBookMeetingResponse,
  type ApiErrorBody,
  type CallMeetingTimesResponse,
  type ElevenLabsConversation,
  type OfferedDay,
} from '@site/contracts';
import { DEFAULT_LANGUAGE, DEFAULT_MEETING_TIME_ZONE, href, isLanguage, pageUrl, type Language } from '@site/model';
import { lookUpConversation } from '../elevenlabs';
import { HttpError } from '../http';
import { calleeZone } from '../phone-calls/callee-time';
import { judgeDestination } from '../phone-calls/destination';
import { countAgentMeetingRefused, logger } from '../powertools';
import { elevenLabsSettings } from '../read-settings';
import { VOICE_VERIFICATION } from '../voice/conversation-check';
import { callRequester } from '../phone-calls/call-requester';
import { book, meetingView, timesFor, type Booked } from './booking';
import { callMeetingKey, meetingOfCall } from './call-meeting';
import { MEETINGS_LIMIT_REACHED } from './allowances';

/**
 * A meeting booked in a call Lumi placed ("Have Lumi call me"), by the phone agent's server tools.
 * The tool's caller is ElevenLabs, not the callee's browser, so nothing of the request but the
 * conversation's id is taken on trust: the conversation is looked up with the server's key, and it
 * must be a call of the site's agent that the site placed at a visitor's request and that is still
 * going on. Its language is the call's, its clock the number rung's (as the call's night rule reads
 * it), and the name and e-mail must be in the callee's own turns of its transcript: the model cannot
 * book under words it made up or was told by anybody but the person on the phone. One meeting a
 * call: its idempotency key is the conversation's, so the tool called again answers the meeting
 * booked, and the call's record finds it when it comes (`call-meeting.ts`).
 */

/** A call the site placed, as the tools read it: its language, the callee's zone and words, the page it was asked from. */
export interface PlacedCall {
  readonly conversationId: string;
  readonly language: Language;
  readonly timeZone: string;
  readonly pagePath: string;
  /** What the person rung said, turn by turn, as ElevenLabs transcribed it. */
  readonly calleeWords: readonly string[];
}

const refusal = (status: number, error: ApiErrorBody['error'], message: string) => new HttpError(status, { error, message });

/** The zone of the number rung (its country's, or its area's), else the language's usual one. */
function zoneOfNumber(number: string | undefined, language: Language): string {
  const rung = number ? judgeDestination(number) : undefined;
  if (rung?.ok) {
    try {
      return calleeZone(rung.country, rung.nationalNumber);
    } catch {
      // A market added without its zone: the language's zone is the best guess left.
    }
  }
  return DEFAULT_MEETING_TIME_ZONE[language];
}

function languageOf(conversation: ElevenLabsConversation): Language {
  const asked = conversation.conversation_initiation_client_data?.conversation_config_override?.agent?.language;
  if (asked && isLanguage(asked)) return asked;
  const heard = conversation.metadata.main_language;
  return heard && isLanguage(heard) ? heard : DEFAULT_LANGUAGE;
}

/** The call `conversationId` names, or the refusal that says why the tools do not work in it. */
export async function placedCall(conversationId: string, now = Date.now()): Promise<PlacedCall> {
  const settings = await elevenLabsSettings();
  if (!settings) throw refusal(503, 'voice_not_configured', 'voice assistant not configured');
  const lookup = await lookUpConversation({ apiUrl: settings.apiUrl, apiKey: settings.apiKey, conversationId });
  if (lookup.found === 'unknown') throw refusal(503, 'upstream_failed', 'ElevenLabs did not answer; try again');
  if (!lookup.found || !settings.allowedAgentIds.includes(lookup.conversation.agent_id)) {
    countAgentMeetingRefused('unknown_conversation');
    throw refusal(404, 'unknown_conversation', 'no such conversation of the site’s agent');
  }
  const conversation = lookup.conversation;
  const variables: Readonly<Record<string, unknown>> = conversation.conversation_initiation_client_data?.dynamic_variables ?? {};
  const line = conversation.metadata.phone_call;
  const age = now - conversation.metadata.start_time_unix_secs * 1000;
  const over = conversation.status === 'done' || conversation.status === 'failed';
  if (line?.direction !== 'outbound' || variables[AGENT_VARIABLES.callOrigin] !== REQUESTED_CALL || over || age > VOICE_VERIFICATION.maxCallAgeMs) {
    countAgentMeetingRefused('not_a_placed_call');
    logger.warn('a meeting tool was called outside a call the site placed', { conversationId, direction: line?.direction, status: conversation.status });
    throw refusal(422, 'not_a_placed_call', 'the meeting tools work only in a call the site placed at a visitor’s request, while it lasts');
  }
  const language = languageOf(conversation);
  const page = variables[AGENT_VARIABLES.pagePath];
  return {
    conversationId,
    language,
    timeZone: zoneOfNumber(line.external_number, language),
    pagePath: typeof page === 'string' && page.startsWith('/') ? page : pageUrl(href('home'), language),
    calleeWords: (conversation.transcript ?? []).flatMap((turn) => (turn.role === 'user' && turn.message ? [turn.message] : [])),
  };
}

const sayTimes = (days: readonly OfferedDay[], call: PlacedCall) => offeredToolTimes(days, call.language, call.timeZone);

/** Two or three free times for the call's language, on the callee's clock, said in that language. */
export async function offerCallTimes(call: PlacedCall, now = Date.now()): Promise<CallMeetingTimesResponse> {
  const times = sayTimes(await timesFor(call.language, call.timeZone, now, OFFERED_MEETING_TIMES), call);
  logger.info('meeting times offered in a call', {
    conversationId: call.conversationId,
    language: call.language,
    timeZone: call.timeZone,
    times: times.length,
  });
  return { timeZone: call.timeZone, times };
}

/**
 * Books the meeting the callee chose, under the name and e-mail they said in the call: the picker's
 * booking (`book`: the time claimed once, the meeting stored, its invitation, calendar and managers'
 * notice, the e-mail's daily allowance), with the call's key, so it is the call's one meeting.
 */
async function callsMeeting(conversationId: string): Promise<Booked> {
  const meeting = (await meetingOfCall(conversationId))!;
  return { meeting, calendarDone: meeting.calendarVersion >= meeting.version };
}

export async function bookInCall(call: PlacedCall, request: CallBookMeetingRequest, now = Date.now()): Promise<CallBookMeetingResponse> {
  const log = { conversationId: call.conversationId };
  if (!givenByVisitor(request.name, call.calleeWords) || !givenByVisitor(request.email, call.calleeWords)) {
    countAgentMeetingRefused(BOOK_MEETING_REFUSALS.notGiven);
    logger.warn('a booking in a call refused: the callee did not say that name or e-mail', log);
    return { booked: false, reason: BOOK_MEETING_REFUSALS.notGiven, times: [] };
  }
  const order = meetingRequestSchema.safeParse({
    start: request.start,
    language: call.language,
    timeZone: call.timeZone,
    name: request.name,
    email: request.email,
    source: 'phone-call',
    pagePath: call.pagePath,
    // The callee confirmed the booking as the agent read it back, the privacy notice named.
    consent: true,
    idempotencyKey: await callMeetingKey(call.conversationId),
  });
  if (!order.success) return { booked: false, reason: BOOK_MEETING_REFUSALS.invalid, times: [] };
  try {
    // Counted against the allowances of the visitor who asked for the call, as their form's booking would be.
    const booked = await book(order.data, { now, conversationId: call.conversationId, requester: await callRequester(call.conversationId) });
    if ('refused' in booked) return { booked: false, reason: booked.refused, times: sayTimes(booked.days, call) };
    // The call's one meeting, asked for again in the same call: the callee hears the one they booked.
    const outcome = 'keyReused' in booked ? await callsMeeting(call.conversationId) : booked;
    const view = meetingView(outcome.meeting, outcome.calendarDone);
    logger.info('meeting booked in a call', { ...log, meetingId: outcome.meeting.meetingId });
    return {
      booked: true,
      time: { start: outcome.meeting.start, say: sayMeetingTime(outcome.meeting.start, call.language, call.timeZone) },
      manager: view.manager,
      email: view.email,
      calendar: view.calendar,
    };
  } catch (error) {
    // The requester's network, /16 or provider spent its hour of bookings, as a form's booking from it would have.
    const networkSpent = error instanceof HttpError && error.body.error === 'network_limit_reached';
    if (error === MEETINGS_LIMIT_REACHED || networkSpent) return { booked: false, reason: BOOK_MEETING_REFUSALS.limit, times: [] };
    logger.error('a booking in a call failed', { ...log, error: error as Error });
    return { booked: false, reason: BOOK_MEETING_REFUSALS.failed, times: [] };
  }
}
