import type { APIGatewayProxyEvent } from 'aws-lambda';
import {
  API_PATHS,
  isThankYouPage,
  PHONE_COUNTRY_OF_LANGUAGE,
  phoneCallRequestSchema,
  phoneCallStatusRequestSchema,
  type NightRefusalBody,
  type PhoneCallRefusal,
  type PhoneCallResponse,
  type PhoneCallStatusResponse,
} from '@site/contracts';
import { clientNetwork, viewerAddress, viewerProvider, wideNetwork } from '../shared/client-network';
import { apiHandler, HttpError, jsonResponse, parsePayload, readJsonBody } from '../shared/http';
import { countPhoneCallRefused, logger } from '../shared/powertools';
import { refuseCrossSite } from '../shared/same-origin';
import {
  giveBackAll,
  noteNumberCall,
  reserveCall,
  reserveMorning,
  takeNumber,
  takeRequesterShares,
  type AnsweredRefusal,
} from '../shared/phone-calls/allowances';
import {
  bookCall,
  callState,
  keepPlacedCall,
  keepWithheldCall,
  phoneLine,
  placeReserved,
  readCall,
  type KeptCall,
  type NewCall,
} from '../shared/phone-calls/calls';
import { calleeZone, isNightIn, nextMorningIn } from '../shared/phone-calls/callee-time';
import { leadCallMorning } from '../shared/phone-calls/managers-hours';
import { judgeDestination } from '../shared/phone-calls/destination';
import { followLeadCall } from '../shared/phone-calls/missed-calls';
import { statusTokenOpens } from '../shared/phone-calls/status-token';
import { requiredElevenLabsSettings } from '../shared/voice/required-settings';
import { listNumber } from './do-not-call-request';

/**
 * "Have Lumi call me" (`POST /api/phone-call`) and how that call goes (`POST /api/phone-call-status`).
 *
 * Nothing is spent before every guard has passed, in this order: the site's pages only (same
 * origin; the WAF's challenge in front), a number of one of the site's markets and of a type a
 * person answers (mobile, fixed line), the requester's shares (its network's hour, its /16's or
 * /48's and its provider's day, its provider's hour), night where the number rings (the next
 * morning is offered and, when taken, booked within the morning's places and that day's minutes;
 * a lead form's call out of the managers' hours is offered and booked for their next working
 * morning the same way), the site's hour and the day's budget of minutes, and
 * only then the number itself: its one call a day and the do-not-call list. So once the hour or the
 * day is spent, every number gets the same answer, and none tells whether it was rung today (H7).
 * While they have room, a listed number, or one another network had called today, is answered as
 * an accepted call that never rings, which spends what a call would: only the network that asked
 * for the day's call hears `number_called_today` (I8). Each refusal has its own code, which the form
 * shows beside the field.
 */

/** What each refusal answers, with the message operators read (the page shows its own, translated). */
const REFUSALS: Readonly<Record<AnsweredRefusal, { status: number; message: string }>> = {
  country_not_served: { status: 422, message: "the number's country is not one the site calls" },
  number_type_not_called: { status: 422, message: 'only mobile and fixed-line numbers are called' },
  number_called_today: { status: 429, message: 'this number was called today already' },
  network_calls_spent: { status: 429, message: "your network asked for this hour's calls already" },
  network_day_spent: { status: 429, message: "your network or provider asked for its share of today's calls already: try again tomorrow" },
  morning_calls_booked: { status: 429, message: "that morning's calls are all booked: ask for a call in the day" },
  site_calls_spent: { status: 429, message: "this hour's calls are taken: try again in an hour" },
  daily_budget_spent: { status: 429, message: "today's calls are taken: try again tomorrow" },
  night_in_callee_zone: { status: 409, message: 'it is night where the number rings' },
  calls_not_configured: { status: 503, message: 'the site places no calls' },
};

/**
 * A call accepted and never rung (`takeNumber`'s `withheld`): counted and logged as refused, for
 * operators, and answered as the call it would have been.
 */
function withhold(call: NewCall, reason: PhoneCallRefusal, ringsAt: number, now: number): Promise<KeptCall> {
  countPhoneCallRefused(reason);
  logger.info('call withheld: answered as accepted, never rung', { reason });
  return keepWithheldCall(call, ringsAt, now);
}

function refuse(reason: AnsweredRefusal): never {
  countPhoneCallRefused(reason);
  logger.info('call refused', { reason });
  const { status, message } = REFUSALS[reason];
  throw new HttpError(status, { error: reason, message });
}

async function orderCall(event: APIGatewayProxyEvent) {
  const order = parsePayload(phoneCallRequestSchema, readJsonBody(event));
  const settings = await requiredElevenLabsSettings();
  const line = phoneLine();
  if (!line) refuse('calls_not_configured');

  const destination = judgeDestination(order.phone, order.country ?? PHONE_COUNTRY_OF_LANGUAGE[order.language]);
  if (!destination.ok) {
    if (destination.refusal === 'invalid_phone') throw HttpError.validation({ phone: 'invalid_phone' });
    logger.info('destination refused', { type: destination.type });
    refuse(destination.refusal);
  }

  const now = Date.now();
  // Counted on every well-formed request past the number's checks, refused later or not: a flood spends its own shares.
  const address = viewerAddress(event);
  const network = clientNetwork(address);
  const requester = { network, wide: wideNetwork(address), provider: viewerProvider(event.headers, address) };
  const shares = await takeRequesterShares(requester, now);
  if (!shares.ok) refuse(shares.refusal);

  const timeZone = calleeZone(destination.country, destination.nationalNumber);
  // Night where the number rings waits for its morning; a lead form's call, out of the managers' hours, for their next working morning.
  const waits = isThankYouPage(order.page_path)
    ? leadCallMorning(order.language, timeZone, now)
    : isNightIn(timeZone, now)
      ? { at: nextMorningIn(timeZone, now), reason: 'night_in_callee_zone' as const }
      : undefined;
  const ringsAtMorning = waits?.at;
  if (waits && order.when === 'now') {
    const night = waits.reason === 'night_in_callee_zone';
    if (night) countPhoneCallRefused('night_in_callee_zone');
    else logger.info("call offered for the managers' morning", { country: destination.country });
    return jsonResponse(409, {
      error: waits.reason,
      message: night ? REFUSALS.night_in_callee_zone.message : "the managers' hours are over: the call is offered for their next working morning",
      next_morning: new Date(waits.at).toISOString(),
      time_zone: timeZone,
    } satisfies NightRefusalBody);
  }
  const call = {
    phone: destination.e164,
    country: destination.country,
    timeZone,
    numberType: destination.type,
    language: order.language,
    persona: order.persona,
    pagePath: order.page_path,
    ...(order.product && { product: order.product }),
    requester,
  };
  // The number's last call today, if it rang out unanswered, may be asked again (within the budget).
  const endedUnanswered = async (callId: string) => {
    const last = await readCall(callId);
    return !!last && (await callState(settings, last, now)).state === 'not_answered';
  };
  if (ringsAtMorning !== undefined) {
    // The morning offered may have come by the time it is taken: then the call is placed now.
    const ringsAt = ringsAtMorning;
    const morning = await reserveMorning(ringsAt, shares.firstOfWide);
    if (!morning.ok) refuse(morning.refusal);
    const number = await takeNumber(destination.e164, ringsAt, network, endedUnanswered);
    if (!number.ok) {
      await giveBackAll(morning.units);
      refuse(number.refusal);
    }
    const booked = number.ring ? await bookCall(call, ringsAt, [...morning.units, ...number.units], now) : await withhold(call, number.withheld, ringsAt, now);
    if (number.ring) await noteNumberCall(destination.e164, ringsAt, booked.id);
    logger.info('call booked for the morning', { callId: booked.id, country: call.country, timeZone });
    return jsonResponse(202, {
      status: 'scheduled',
      call_id: booked.id,
      status_token: booked.statusToken,
      at: new Date(ringsAt).toISOString(),
      time_zone: timeZone,
    } satisfies PhoneCallResponse);
  }

  const reservation = await reserveCall(now, { firstOfWide: shares.firstOfWide });
  if (!reservation.ok) refuse(reservation.refusal);
  const number = await takeNumber(destination.e164, now, network, endedUnanswered);
  if (!number.ok) {
    await giveBackAll(reservation.units);
    refuse(number.refusal);
  }
  let kept: KeptCall;
  if (number.ring) {
    const placement = await placeReserved(settings, line, call, reservation);
    if (!placement.ok) {
      await giveBackAll(number.units);
      throw new HttpError(502, { error: 'upstream_failed', message: 'the call could not be placed; try again later' });
    }
    kept = await keepPlacedCall(call, placement.conversationId, now);
    await noteNumberCall(destination.e164, now, kept.id);
    await followLeadCall(call, kept.id, placement.conversationId, now, now);
  } else kept = await withhold(call, number.withheld, now, now);
  return jsonResponse(200, { status: 'calling', call_id: kept.id, status_token: kept.statusToken } satisfies PhoneCallResponse);
}

/**
 * A call's state, for the browser that asked for it only: the token its request answered must match
 * (H3). A wrong token answers as an unknown call does, so the answer never says that a call exists.
 */
async function reportCall(event: APIGatewayProxyEvent) {
  const { call_id, status_token } = parsePayload(phoneCallStatusRequestSchema, readJsonBody(event));
  const call = await readCall(call_id);
  if (!call || !statusTokenOpens(call.statusTokenHash, status_token)) {
    throw new HttpError(404, { error: 'validation_failed', fields: { call_id: 'invalid_value' }, message: 'no such call' });
  }
  const settings = await requiredElevenLabsSettings();
  const { state, durationSeconds } = await callState(settings, call);
  return jsonResponse(200, {
    state,
    ...(durationSeconds !== undefined && { duration_seconds: durationSeconds }),
  } satisfies PhoneCallStatusResponse);
}

export const handler = apiHandler(async (event) => {
  refuseCrossSite(event);
  if (event.resource === API_PATHS.doNotCall) return listNumber(event);
  return event.resource === API_PATHS.phoneCallStatus ? reportCall(event) : orderCall(event);
});
