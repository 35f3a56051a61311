import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import {
  DO_NOT_CALL_ANCHORS,
  doNotCallRequestSchema,
  normalizePhone,
  PHONE_COUNTRY_OF_LANGUAGE,
  isPhoneCountry,
  type DoNotCallAction,
  type DoNotCallRequest,
} from '@site/contracts';
import { DEFAULT_LANGUAGE, href, isLanguage, pageUrl } from '@site/model';
import { CONTROL_ITEMS } from '../tables';
import { clientNetwork, viewerAddress, viewerProvider, wideNetwork } from '../shared/client-network';
import { takeFromAllowance } from '../shared/counters';
import { HttpError, jsonResponse, mediaTypeOf, parsePayload, readJsonBody } from '../shared/http';
import { maskPhone } from '../shared/mask';
import { listDoNotCall } from '../shared/phone-calls/do-not-call';
import { logger } from '../shared/powertools';
import { requestLift } from './lift-request';

/**
 * `POST /api/do-not-call`: anyone may put a number on the do-not-call list from the privacy page
 * (and ask to lift a listing, which only the number's callee can grant: `lift-request.ts`).
 * Listing costs nobody anything but Lumi's calls to that number, so no proof of ownership is asked;
 * a network lists a few numbers an hour, its wider prefix (IPv4 /16, IPv6 /48) twice that, and its
 * provider (the viewer's ASN, as the call allowances take them) a few dozen a day, so nobody lists a
 * country's numbers from one place or by hopping prefixes. The answer never says whether the number
 * was listed already. The browser's own post (the page's form,
 * no script) is answered with the privacy page at the anchor whose note says what happened.
 */
export const DO_NOT_CALL_LISTINGS_PER_NETWORK_PER_HOUR = 10;
export const DO_NOT_CALL_LISTINGS_PER_WIDE_NETWORK_PER_HOUR = 20;
export const DO_NOT_CALL_LISTINGS_PER_PROVIDER_PER_DAY = 50;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

type Outcome = keyof typeof DO_NOT_CALL_ANCHORS;

export async function listNumber(event: APIGatewayProxyEvent): Promise<APIGatewayProxyResult> {
  if (mediaTypeOf(event) === FORM_MEDIA_TYPE) {
    const raw = event.body ?? '';
    const fields = new URLSearchParams(event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw);
    const language = fields.get('language') ?? '';
    const lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
    const outcome = await tryListing(event, {
      phone: fields.get('phone') ?? '',
      language: lang,
      ...(fields.get('country') && { country: fields.get('country')! }),
      ...(fields.get('action') && { action: fields.get('action') as DoNotCallAction }),
    });
    return {
      statusCode: 303,
      headers: { location: `${pageUrl(href('privacy'), lang)}#${DO_NOT_CALL_ANCHORS[outcome]}`, 'cache-control': 'no-store' },
      body: '',
    };
  }
  const request = parsePayload(doNotCallRequestSchema, readJsonBody(event));
  const outcome = await tryListing(event, request);
  if (outcome === 'invalid') throw HttpError.validation({ phone: 'invalid_phone' });
  if (outcome === 'busy')
    throw new HttpError(429, { error: 'network_limit_reached', message: 'this network has listed the numbers it may this hour: try again later' });
  return jsonResponse(202, { status: outcome });
}

async function tryListing(event: APIGatewayProxyEvent, request: DoNotCallRequest): Promise<Outcome> {
  const parsed = doNotCallRequestSchema.safeParse(request);
  if (!parsed.success) return 'invalid';
  const country = parsed.data.country && isPhoneCountry(parsed.data.country) ? parsed.data.country : PHONE_COUNTRY_OF_LANGUAGE[parsed.data.language];
  if (parsed.data.action === 'lift') return requestLift(event, parsed.data.phone, country, parsed.data.language);
  const read = normalizePhone(parsed.data.phone, country);
  if (!read.ok) return 'invalid';
  if (!(await takeListingShares(event))) return 'busy';
  await listDoNotCall(read.e164, 'privacy-page');
  logger.info('a number was put on the do-not-call list from the privacy page', { phone: maskPhone(read.e164) });
  return 'listed';
}

/** The requester's shares of listings, each counted on every well-formed request and never given back: its network's, its wider prefix's and its provider's. */
async function takeListingShares(event: APIGatewayProxyEvent): Promise<boolean> {
  const address = viewerAddress(event);
  const now = Date.now();
  const counter = `${CONTROL_ITEMS.phoneCallsPrefix}listings#`;
  return (
    (await takeFromAllowance(`${counter}${clientNetwork(address)}`, DO_NOT_CALL_LISTINGS_PER_NETWORK_PER_HOUR, now, HOUR_MS)) !== undefined &&
    (await takeFromAllowance(`${counter}wide#${wideNetwork(address)}`, DO_NOT_CALL_LISTINGS_PER_WIDE_NETWORK_PER_HOUR, now, HOUR_MS)) !== undefined &&
    (await takeFromAllowance(`${counter}provider#${viewerProvider(event.headers, address)}`, DO_NOT_CALL_LISTINGS_PER_PROVIDER_PER_DAY, now, DAY_MS)) !==
      undefined
  );
}
