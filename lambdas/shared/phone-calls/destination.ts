import { parsePhoneNumberWithError, ParseError, type CountryCode, type NumberType } from 'libphonenumber-js/max';
import type { PhoneCallRefusal } from '@site/contracts';
import { readSetting } from '../read-settings';

/**
 * Where a call would ring, judged before anything is spent. The "max" metadata is the one that
 * knows each country's number ranges by type (the "min" the forms use knows only lengths), so a
 * premium-rate, shared-cost, personal, VoIP, pager or UAN range is told from a mobile or a fixed
 * line. It is the server's alone: no page or widget bundle carries it.
 */

/** The only types rung: a person's mobile or fixed line (some countries' ranges are either). */
const CALLED_TYPES: ReadonlySet<NumberType> = new Set<NumberType>(['MOBILE', 'FIXED_LINE', 'FIXED_LINE_OR_MOBILE']);

export type Destination =
  | { readonly ok: true; readonly e164: string; readonly country: CountryCode; readonly nationalNumber: string; readonly type: string }
  | {
      readonly ok: false;
      readonly refusal: Extract<PhoneCallRefusal, 'country_not_served' | 'number_type_not_called'> | 'invalid_phone';
      readonly type?: NumberType;
    };

/** The countries rung (`PHONE_CALL_COUNTRIES`), each an ISO 3166-1 alpha-2 code. */
export function calledCountries(): ReadonlySet<string> {
  const raw = readSetting('phoneCallCountries');
  const countries = raw
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  const bad = countries.filter((code) => !/^[A-Z]{2}$/.test(code));
  if (bad.length) throw new Error(`PHONE_CALL_COUNTRIES must be ISO 3166-1 alpha-2 codes, not ${bad.join(', ')}`);
  return new Set(countries);
}

/**
 * The number as typed, read in the phone field's country when written nationally: refused when it
 * is no valid number, its country is not one of the markets (a non-geographic range, such as
 * satellite phones' +881, has none), or its range is of a type nobody answers in person.
 */
export function judgeDestination(typed: string, fieldCountry?: string): Destination {
  let phone;
  try {
    phone = parsePhoneNumberWithError(typed.trim().replace(/^00/, '+'), fieldCountry as CountryCode | undefined);
  } catch (error) {
    if (error instanceof ParseError) return { ok: false, refusal: 'invalid_phone' };
    throw error;
  }
  if (phone.ext) return { ok: false, refusal: 'invalid_phone' };
  // Checked before validity: a valid number of a country not served is refused as such, and a number of a non-geographic range has no country.
  if (!phone.country || !calledCountries().has(phone.country)) return { ok: false, refusal: 'country_not_served' };
  if (!phone.isValid()) return { ok: false, refusal: 'invalid_phone' };
  const type = phone.getType();
  if (!type || !CALLED_TYPES.has(type)) return { ok: false, refusal: 'number_type_not_called', ...(type && { type }) };
  return { ok: true, e164: phone.number, country: phone.country, nationalNumber: phone.nationalNumber, type };
}
