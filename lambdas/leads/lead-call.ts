import { parsePhoneNumberWithError } from 'libphonenumber-js/min';
import type { LeadResponse } from '@site/contracts';
import { PHONE_CALL_COUNTRIES, type Language } from '@site/model';
import { calleeZone } from '../shared/phone-calls/callee-time';
import { leadCallMorning } from '../shared/phone-calls/managers-hours';

/**
 * What the lead's thank-you page should offer before its first tap: when "Lumi calls you now" would
 * wait for a morning (night where the number rings, or the managers' hours over), that morning, in
 * the number's zone, by the same rule the phone-call function applies when the call is asked for.
 * Nothing for a number of a country Lumi does not ring: the call panel refuses it as it does now.
 */
export function leadCallOffer(phone: string, lang: Language, now: number): LeadResponse['leadCall'] {
  let number;
  try {
    number = parsePhoneNumberWithError(phone);
  } catch {
    return undefined;
  }
  const country = number.country;
  if (!country || !(PHONE_CALL_COUNTRIES as readonly string[]).includes(country)) return undefined;
  const timeZone = calleeZone(country, number.nationalNumber);
  const waits = leadCallMorning(lang, timeZone, now);
  return waits && { morning: new Date(waits.at).toISOString(), timeZone, reason: waits.reason };
}
