import type { APIGatewayProxyEvent } from 'aws-lambda';
import { LIFT_LISTING_CALL, type PhoneCountry } from '@site/contracts';
import { href, pageUrl, type Language } from '@site/model';
import { CONTROL_ITEMS } from '../tables';
import { clientNetwork, viewerAddress, viewerProvider, wideNetwork } from '../shared/client-network';
import { takeFromAllowance } from '../shared/counters';
import { maskPhone } from '../shared/mask';
import { personKey } from '../shared/personal-data/person-keys';
import { personalDataKey } from '../shared/read-settings';
import { logger } from '../shared/powertools';
import { takeRequesterShares } from '../shared/phone-calls/allowances';
import { bookCall, type NewCall } from '../shared/phone-calls/calls';
import { calleeZone, isNightIn, nextMorningIn } from '../shared/phone-calls/callee-time';
import { judgeDestination } from '../shared/phone-calls/destination';
import { onDoNotCallList } from '../shared/phone-calls/do-not-call';

/**
 * A request from the privacy page to lift a number's listing. Nobody proves a number is theirs by
 * typing it, so the request only has Lumi ask: one confirmation call to the number, booked for the
 * sweeper (placed within minutes, or at the callee's morning when it is night there), which says who
 * calls and why in the page's language and lifts the listing only when the person who answers says
 * yes (`numberLiftedByItsCallee`); an unanswered or declined call leaves the listing as it was.
 * The call is the one the list lets through, within the same bounds as any call Lumi places: the
 * requester's shares (its network's hour, its /16's and its provider's day), the site's hour and
 * the day's minutes (taken when it is placed), and once a day a number, however many ask.
 *
 * Every well-formed request takes the same shares and the number's day, listed or not, and is
 * answered the same, so the answer never says whether a number is listed: only the listed one is rung.
 */
export async function requestLift(
  event: APIGatewayProxyEvent,
  phone: string,
  country: PhoneCountry | undefined,
  language: Language,
): Promise<'lift_requested' | 'invalid' | 'busy'> {
  const destination = judgeDestination(phone, country);
  if (!destination.ok && destination.refusal === 'invalid_phone') return 'invalid';
  const now = Date.now();
  const address = viewerAddress(event);
  const shares = await takeRequesterShares(
    { network: clientNetwork(address), wide: wideNetwork(address), provider: viewerProvider(event.headers, address) },
    now,
  );
  if (!shares.ok) return 'busy';
  // A number Lumi never rings (a country it does not call, a premium line) has no call to confirm with: answered as any other.
  if (!destination.ok) return 'lift_requested';
  const numberDay = await takeFromAllowance(
    `${CONTROL_ITEMS.phoneCallsPrefix}lift#${personKey({ kind: 'phone', value: destination.e164 }, await personalDataKey())}`,
    1,
    now,
  );
  if (!numberDay || !(await onDoNotCallList(destination.e164))) return 'lift_requested';
  const timeZone = calleeZone(destination.country, destination.nationalNumber);
  const ringsAt = isNightIn(timeZone, now) ? nextMorningIn(timeZone, now) : now;
  const call: NewCall = {
    phone: destination.e164,
    country: destination.country,
    timeZone,
    numberType: destination.type,
    language,
    persona: 'assistant',
    pagePath: pageUrl(href('privacy'), language),
    purpose: LIFT_LISTING_CALL,
  };
  const booked = await bookCall(call, ringsAt, [], now);
  logger.info("a listing's confirmation call was booked", { callId: booked.id, phone: maskPhone(destination.e164), at: new Date(ringsAt).toISOString() });
  return 'lift_requested';
}
