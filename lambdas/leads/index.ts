import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { fieldErrorsOf, leadRequestSchemaFor, type FieldErrorCode, type LeadResponse } from '@site/contracts';
import { href, pageUrl } from '@site/model';
import { apiHandler, HttpError, jsonResponse, mediaTypeOf, readJsonBody } from '../shared/http';
import { caughtByHoneypot, storedSince, storeLead } from '../shared/leads/store';
import { LEADS_OUTBOX } from '../shared/leads/notification';
import { NETWORK_LIMIT_REACHED, REVIEW_LIMIT_REACHED, takeNetworkAllowance, takeReviewAllowance } from '../shared/network-allowance';
import { refuseCrossSite } from '../shared/same-origin';
import { viewerCountry } from '../shared/viewer-country';
import { maskEmail, maskPhone } from '../shared/mask';
import { deliverRightAway } from '../shared/notifications/deliver';
import { count, logger } from '../shared/powertools';
import { earlierFormPostKey, FORM_MEDIA_TYPE, FORM_POST_WINDOW_MS, leadOfForm, postedForm, readFormBody } from './form-post';
import { refusalPage } from './refusal-page';
import { leadCallOffer } from './lead-call';
import { leadCookie } from '../shared/meetings/lead-cookie';

/**
 * Every lead form of the site. The forms' script sends JSON and reads a JSON answer; a form the
 * browser posts itself (no JavaScript) is the same lead, and is answered with pages: a redirect to
 * the thank-you page in the visitor's language, or a page that lists what to correct.
 */
export const handler = apiHandler(async (event) => {
  // Before anything is read: another site's page may not post leads through its visitors' browsers.
  refuseCrossSite(event);
  return mediaTypeOf(event) === FORM_MEDIA_TYPE ? acceptFormPost(event) : acceptJson(event);
});

/**
 * The network's hourly allowance of leads (`shared/network-allowance.ts`), taken before anything is
 * stored. Once it is spent, a lead the visitor sends anyway (`keepForReview`) is kept for a manager
 * to check, within the allowance of such leads (G6: a neighbour on a carrier's NAT or an office
 * network spent the hour): whether it is, is the answer.
 */
async function takeLeadAllowance(event: APIGatewayProxyEvent, anyway: boolean): Promise<boolean> {
  try {
    await takeNetworkAllowance('leads', event);
    return false;
  } catch (error) {
    if (error !== NETWORK_LIMIT_REACHED || !anyway) throw error;
    await takeReviewAllowance(event);
    return true;
  }
}

const sentAnyway = (body: unknown): boolean => (body as { keepForReview?: unknown } | null)?.keepForReview === true;

/** What became of a lead: its id and the morning its thank-you page's call would wait for, or the field errors it was refused with. */
type Outcome = { readonly id: string; readonly leadCall?: LeadResponse['leadCall'] } | { readonly fields: Record<string, FieldErrorCode> };

async function acceptJson(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const body = readJsonBody(event);
  const review = await takeLeadAllowance(event, sentAnyway(body));
  const outcome = await acceptLead(body, review, viewerCountry(event));
  if ('fields' in outcome) throw HttpError.validation(outcome.fields);
  const response = jsonResponse(201, {
    id: outcome.id,
    ...(review && { heldForReview: true as const }),
    ...(outcome.leadCall && { leadCall: outcome.leadCall }),
  } satisfies LeadResponse);
  return { ...response, headers: { ...response.headers, ...(await meetingCookieFor(outcome.id, event)) } };
}

/**
 * The cookie by which the thank-you page's meeting picker knows the lead just sent (its name and
 * e-mail fill the booking in): never in the way of the lead, which is stored whatever becomes of it.
 */
async function meetingCookieFor(leadId: string, event: APIGatewayProxyEvent): Promise<Record<string, string>> {
  try {
    return { 'set-cookie': await leadCookie(leadId, event) };
  } catch (error) {
    logger.error("the meeting picker's cookie could not be signed: the thank-you page will ask for the name and e-mail", error as Error);
    return {};
  }
}

/**
 * A browser's own post is answered with a page whatever happens, never with JSON: a body over the
 * limit and a failure of ours get the form back, filled in, with what to do, in the visitor's language.
 */
async function acceptFormPost(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  const { fields, tooLarge } = readFormBody(event);
  const country = viewerCountry(event);
  const form = postedForm(fields, country);
  if (tooLarge) {
    count('requestsRefused');
    logger.info('form post refused', { formId: form.formId, error: 'payload_too_large' });
    return htmlResponse(413, refusalPage(form, {}, 'tooLarge'));
  }
  let outcome: Outcome;
  try {
    const now = Date.now();
    const lead = leadOfForm(fields, now);
    const review = await takeLeadAllowance(event, sentAnyway(lead));
    const earlier = await storedSince(earlierFormPostKey(fields, now), now - FORM_POST_WINDOW_MS);
    if (earlier) logger.info('lead was already stored', { formId: form.formId, leadId: earlier });
    outcome = earlier ? { id: earlier } : await acceptLead(lead, review, country);
  } catch (error) {
    if (error === NETWORK_LIMIT_REACHED) return htmlResponse(429, refusalPage(form, {}, 'busyNetwork'));
    if (error === REVIEW_LIMIT_REACHED) return htmlResponse(429, refusalPage(form, {}, 'busyReview'));
    logger.error('form post failed', error as Error);
    return htmlResponse(500, refusalPage(form, {}, 'failed'));
  }
  if ('fields' in outcome) {
    count('requestsRefused');
    logger.info('form post refused', { formId: form.formId, fields: outcome.fields });
    return htmlResponse(400, refusalPage(form, outcome.fields));
  }
  // 303: the browser follows with a GET, so going back or reloading never posts the lead again.
  return {
    statusCode: 303,
    headers: {
      location: pageUrl(href('form-sent', { form: form.formId }), form.language),
      'cache-control': 'no-store',
      ...(await meetingCookieFor(outcome.id, event)),
    },
    body: '',
  };
}

/**
 * Validates, stores and notifies a lead, whichever way it came; the same rules for both. A phone
 * without its code is read in the country of its form's picker, or else in the viewer's. One kept
 * for `review` says so to the managers.
 */
async function acceptLead(body: unknown, review: boolean, country: string | undefined): Promise<Outcome> {
  const schema = leadRequestSchemaFor(country);
  // The honeypot first, before validation: a bot is answered like a person.
  const caught = await caughtByHoneypot(body, schema);
  if (caught) return caught;

  const parsed = schema.safeParse(body);
  if (!parsed.success) return { fields: fieldErrorsOf(parsed.error) };
  const lead = parsed.data;
  const stored = await storeLead(lead, review);
  const leadCall = leadCallOffer(lead.phone, lead.language, Date.now());
  const log = { formId: lead.formId, phone: maskPhone(lead.phone), email: lead.email && maskEmail(lead.email) };
  if (stored.outcome === 'conflict') {
    logger.warn('idempotency key reused for a different lead', { ...log, leadId: stored.id });
    throw new HttpError(422, { error: 'idempotency_key_reused', message: 'this idempotency key was already used for a different request' });
  }
  if (stored.outcome === 'repeated') {
    logger.info('lead was already stored', { ...log, leadId: stored.id });
    return { id: stored.id, leadCall };
  }
  logger.info(review ? "lead stored for a manager's review: sent anyway once its network's hour was spent" : 'lead stored', {
    ...log,
    leadId: stored.item.id,
  });
  count('leadsCreated');
  if (review) count('leadsHeldForReview');
  await deliverRightAway(LEADS_OUTBOX, stored.item);
  return { id: stored.item.id, leadCall };
}

function htmlResponse(statusCode: number, body: string): APIGatewayProxyResult {
  return { statusCode, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, body };
}
