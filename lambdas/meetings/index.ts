import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import {
  API_PATHS,
  fieldErrorsOf,
  isTimeZone,
  MEETING_SOURCES,
  meetingChangeRequestSchema,
  meetingRequestSchema,
  meetingTimesRequestSchema,
  type FieldErrorCode,
  type MeetingKeyReusedBody,
  type MeetingResponse,
  type MeetingSource,
  type MeetingTimesResponse,
  type TimeUnavailableBody,
} from '@site/contracts';
import { DEFAULT_LANGUAGE, DEFAULT_MEETING_TIME_ZONE, href, isLanguage, pageUrl, type Language } from '@site/model';
import { fill } from '@site/contracts';
import { meetingWords } from '../shared/meetings/words';
import { apiHandler, HttpError, jsonResponse, mediaTypeOf, parsePayload, readJsonBody } from '../shared/http';
import { book, changeByLink, meetingView, timesFor, type Booked, type LinkRefused, type Refused } from '../shared/meetings/booking';
import { knownVisitor } from '../shared/meetings/lead-cookie';
import { signMeetingLink } from '../shared/meetings/links';
import { meetingLinkKey } from '../shared/read-settings';
import { MEETING_POLICY } from '@site/model';
import { FORM_MEDIA_TYPE, readFormBody } from '../leads/form-post';
import { htmlResponse, meetingPagePath, pickerPage } from './pages';
import { siteChrome } from './site-chrome';
import { refuseCrossSite } from '../shared/same-origin';
import { logger } from '../shared/powertools';
import { takeNetworkAllowance } from '../shared/network-allowance';
import { viewerTimeZone } from '../shared/meetings/viewer-time-zone';

/**
 * Meetings with a manager: the times offered on the visitor's clock (`/api/meeting-times`), the
 * booking (`/api/meetings`), a move or cancellation by the invitation's link (`/api/meeting-changes`),
 * and, for a browser without JavaScript, the times as a page with a form (`/api/meeting-picker`).
 * A script sends JSON and reads JSON; a browser's own post is answered with pages.
 */
export const handler = apiHandler(async (event) => {
  refuseCrossSite(event);
  const form = mediaTypeOf(event) === FORM_MEDIA_TYPE;
  switch (event.resource) {
    case API_PATHS.meetingTimes:
      return offerTimes(event);
    case API_PATHS.meetingPicker:
      return pickerForPost(event);
    case API_PATHS.meetingChanges:
      return form ? changeForPost(event) : changeForJson(event);
    default:
      return form ? bookForPost(event) : bookForJson(event);
  }
});

async function offerTimes(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const order = parsePayload(meetingTimesRequestSchema, readJsonBody(event));
  // Each ask reads the managers' calendars: a few networks asking in a loop must not deny the picker to everyone (I7).
  await takeNetworkAllowance('meetingTimes', event);
  const [days, visitor] = await Promise.all([timesFor(order.language, order.timeZone, Date.now(), order.count), knownVisitor(event)]);
  return jsonResponse(200, {
    timeZone: order.timeZone,
    days,
    ...(visitor && { visitor: { name: visitor.name, ...(visitor.email && { email: visitor.email }) } }),
  } satisfies MeetingTimesResponse);
}

/** The consent a booking needs: a visitor who just sent a lead gave it with the lead; anybody else gives it here. */
function consentIssue(body: unknown, known: boolean): Record<string, FieldErrorCode> {
  return known || (body as { consent?: unknown } | null)?.consent === true ? {} : { consent: 'consent_required' };
}

function refusedBody(outcome: Refused, zone: string): TimeUnavailableBody {
  return {
    error: 'time_unavailable',
    reason: outcome.refused,
    message: `the time cannot be booked (${outcome.refused}): choose one of days`,
    timeZone: zone,
    days: outcome.days,
  };
}

async function linkOf(outcome: Booked, now = Date.now()): Promise<string> {
  const expires = Math.floor(Math.min(Date.parse(outcome.meeting.start), now + MEETING_POLICY.linkDays * 24 * 60 * 60_000) / 1000);
  return signMeetingLink({ meetingId: outcome.meeting.meetingId, version: outcome.meeting.version, expires }, await meetingLinkKey());
}

async function bookForJson(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const body = readJsonBody(event);
  const visitor = await knownVisitor(event);
  const parsed = meetingRequestSchema.safeParse(body);
  const fields = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...consentIssue(body, !!visitor) };
  if (!parsed.success || Object.keys(fields).length) throw HttpError.validation(fields);
  const outcome = await book(parsed.data, { event, ...(visitor && { leadId: visitor.leadId }) });
  if ('refused' in outcome) return jsonResponse(409, refusedBody(outcome, parsed.data.timeZone));
  if ('keyReused' in outcome)
    return jsonResponse(409, {
      error: 'idempotency_key_reused',
      message: 'this idempotency key booked a meeting with other fields: send a new key to book another',
      status: outcome.keyReused,
    } satisfies MeetingKeyReusedBody);
  return jsonResponse(201, { meeting: meetingView(outcome.meeting, outcome.calendarDone) } satisfies MeetingResponse);
}

async function changeForJson(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const order = parsePayload(meetingChangeRequestSchema, readJsonBody(event));
  if (order.change === 'move' && !order.start) throw HttpError.validation({ start: 'required' });
  const outcome = await changeByLink(order, { event });
  if ('linkRefused' in outcome) throw linkRefusal(outcome);
  if ('refused' in outcome) return jsonResponse(409, refusedBody(outcome, order.timeZone));
  return jsonResponse(200, { meeting: meetingView(outcome.meeting, outcome.calendarDone) } satisfies MeetingResponse);
}

const LINK_STATUS = { link_invalid: 400, link_expired: 410, link_replayed: 409 } as const;

function linkRefusal({ linkRefused }: LinkRefused): HttpError {
  const messages = {
    link_invalid: 'the link is not one the site signed, or it is incomplete: nothing was changed',
    link_expired: 'the link has expired: nothing was changed',
    link_replayed: 'the meeting was moved or cancelled since this link was sent: nothing was changed',
  } as const;
  return new HttpError(LINK_STATUS[linkRefused], { error: linkRefused, message: messages[linkRefused] });
}

/** What a posted form says, each field as the visitor sent it. */
function postedFields(event: APIGatewayProxyEvent): { fields: URLSearchParams; lang: Language; zone: string } {
  const { fields } = readFormBody(event);
  const language = fields.get('language') ?? '';
  const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const posted = fields.get('timeZone') ?? '';
  const zone = isTimeZone(posted) ? posted : (viewerTimeZone(event) ?? DEFAULT_MEETING_TIME_ZONE[lang]);
  return { fields, lang, zone };
}

const sourceOf = (fields: URLSearchParams): MeetingSource => {
  const source = fields.get('source') ?? '';
  return (MEETING_SOURCES as readonly string[]).includes(source) ? (source as MeetingSource) : 'contacts';
};

/** The page a form came from, when it is one of the site's; else the contacts page. */
const backTo = (fields: URLSearchParams, lang: Language): string => {
  const path = fields.get('pagePath') ?? '';
  return path.startsWith('/') && !path.startsWith('//') ? path : pageUrl(href('contacts'), lang);
};

/** `/api/meeting-picker`: the thank-you or contacts page's "choose a time", without JavaScript. */
async function pickerForPost(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const { fields, lang, zone } = postedFields(event);
  await takeNetworkAllowance('meetingTimes', event);
  const [days, visitor, chrome] = await Promise.all([timesFor(lang, zone), knownVisitor(event), siteChrome(event, lang)]);
  return htmlResponse(
    200,
    pickerPage({
      lang,
      source: sourceOf(fields),
      pagePath: backTo(fields, lang),
      zone,
      days,
      idempotencyKey: randomUUID(),
      values: { name: visitor?.name, email: visitor?.email },
      consentGiven: !!visitor,
      chrome,
    }),
  );
}

async function bookForPost(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const { fields, lang, zone } = postedFields(event);
  const visitor = await knownVisitor(event);
  const body: Record<string, unknown> = {
    start: fields.get('start') ?? '',
    language: lang,
    timeZone: zone,
    name: fields.get('name') ?? '',
    email: fields.get('email') ?? '',
    source: sourceOf(fields),
    pagePath: backTo(fields, lang),
    idempotencyKey: fields.get('idempotencyKey') ?? '',
    ...(fields.has('company') && { company: fields.get('company') }),
    ...(fields.has('website') && { website: fields.get('website') }),
    ...(fields.has('consent') && { consent: true }),
  };
  const values = { name: String(body.name), email: String(body.email), company: fields.get('company') ?? undefined, start: String(body.start) };
  const again = async (status: number, { freshKey, ...extra }: Pick<Parameters<typeof pickerPage>[0], 'errors' | 'problem'> & { freshKey?: boolean }) =>
    htmlResponse(
      status,
      pickerPage({
        lang,
        source: sourceOf(fields),
        pagePath: String(body.pagePath),
        zone,
        days: await timesFor(lang, zone),
        idempotencyKey: (!freshKey && String(body.idempotencyKey)) || randomUUID(),
        values,
        consentGiven: !!visitor,
        chrome: await siteChrome(event, lang),
        ...extra,
      }),
    );
  const parsed = meetingRequestSchema.safeParse(body);
  const issues = { ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...consentIssue(body, !!visitor) };
  if (!parsed.success || Object.keys(issues).length) {
    const words = meetingWords(lang).errors as Record<string, string>;
    const errors = Object.fromEntries(Object.entries(issues).map(([field, code]) => [field, words[code] ?? fill(words.invalid!, {})]));
    return again(400, { errors });
  }
  try {
    const outcome = await book(parsed.data, { event, ...(visitor && { leadId: visitor.leadId }) });
    if ('refused' in outcome) return again(409, { problem: outcome.refused });
    // Another booking's key with other fields: the form again with a key of its own, and nothing of that meeting (I3).
    if ('keyReused' in outcome) return again(409, { problem: 'taken', freshKey: true });
    // 303: the browser follows with a GET, so a reload never books again.
    return { statusCode: 303, headers: { location: meetingPagePath(await linkOf(outcome), lang, 'booked'), 'cache-control': 'no-store' }, body: '' };
  } catch (error) {
    if (error instanceof HttpError && (error.body.error === 'network_limit_reached' || error.body.error === 'meetings_limit_reached'))
      return again(429, { problem: error.body.error });
    logger.error('meeting form post failed', error as Error);
    return again(500, { problem: 'failed' });
  }
}

async function changeForPost(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const { fields, lang, zone } = postedFields(event);
  const link = fields.get('link') ?? '';
  const change = fields.get('change') === 'cancel' ? 'cancel' : 'move';
  const parsed = meetingChangeRequestSchema.safeParse({
    link,
    change,
    language: lang,
    timeZone: zone,
    ...(fields.get('start') && { start: fields.get('start') }),
  });
  const query = (extra: Record<string, string>) => `${API_PATHS.meetingPage}?${new URLSearchParams({ link, lang, ...extra })}`;
  if (!parsed.success) return { statusCode: 303, headers: { location: query({}), 'cache-control': 'no-store' }, body: '' };
  if (change === 'move' && !parsed.data.start) return { statusCode: 303, headers: { location: `${query({})}#move`, 'cache-control': 'no-store' }, body: '' };
  try {
    const outcome = await changeByLink(parsed.data, { event });
    if ('linkRefused' in outcome) return { statusCode: 303, headers: { location: query({}), 'cache-control': 'no-store' }, body: '' };
    if ('refused' in outcome)
      return { statusCode: 303, headers: { location: `${query({ refused: outcome.refused })}#move`, 'cache-control': 'no-store' }, body: '' };
    if (outcome.meeting.status === 'cancelled')
      return { statusCode: 303, headers: { location: query({ done: 'cancelled' }), 'cache-control': 'no-store' }, body: '' };
    return { statusCode: 303, headers: { location: meetingPagePath(await linkOf(outcome), lang, 'moved'), 'cache-control': 'no-store' }, body: '' };
  } catch (error) {
    if (error instanceof HttpError && error.body.error === 'network_limit_reached')
      return { statusCode: 303, headers: { location: `${query({ refused: 'network_limit_reached' })}#move`, 'cache-control': 'no-store' }, body: '' };
    throw error;
  }
}
