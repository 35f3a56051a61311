import examples from 'libphonenumber-js/examples.mobile.json';
import {
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  isSupportedCountry,
  ParseError,
  parsePhoneNumberWithError,
  validatePhoneNumberLength,
  type CountryCode,
} from 'libphonenumber-js/min';
import * as z from 'zod/mini';
import { countryCode, countryName, LANGUAGE_PHONE_COUNTRY, MARKETS, type Language } from '@site/model';
import { phoneText } from './fields';

/**
 * Phone numbers as people write them, read into E.164 (`+447700900557`) with libphonenumber-js and
 * its smallest metadata that still knows every country's calling code and number lengths ("min":
 * no per-type patterns, so a number is judged by its length, not by whether its range is
 * assigned). A B2B visitor may call from any country, so no country is left out.
 */

/** An ISO 3166-1 alpha-2 country, whose national way of writing a number (`8 (999) …`, `050 …`) is read. */
export type PhoneCountry = CountryCode;

/** Why a phone was refused, for a form to say more than "invalid". */
export const PHONE_REFUSALS = [
  /** No digits to speak of, or text around them that is not a phone. */
  'not_a_number',
  /** Written nationally (no `+` or `00`) and no default country to read it in. */
  'country_code_required',
  /** A `+` and digits that start no country's calling code. */
  'unknown_country_code',
  'too_short',
  'too_long',
  /** Between the lengths the country uses, but none of them. */
  'invalid_length',
  /** An extension (`ext. 12`): E.164 has none, and a manager would reach only the switchboard. */
  'extension',
] as const;
export type PhoneRefusal = (typeof PHONE_REFUSALS)[number];

export type NormalizedPhone = { readonly ok: true; readonly e164: string } | { readonly ok: false; readonly reason: PhoneRefusal };

/** The model's `LANGUAGE_PHONE_COUNTRY`, as the phone rules' country codes. */
export const PHONE_COUNTRY_OF_LANGUAGE: Readonly<Record<Language, PhoneCountry | undefined>> = LANGUAGE_PHONE_COUNTRY;

/** Every country whose numbers the library knows: what a phone field's country picker offers. */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = /* @__PURE__ */ getCountries();

/** Whether a value names a country whose numbers can be read (`PL`, not `pl` or `XX`). */
export function isPhoneCountry(value: unknown): value is PhoneCountry {
  return typeof value === 'string' && countryCode(value) === value && isSupportedCountry(value);
}

/**
 * The country a phone field starts in: the visitor's, as CloudFront reports it (`VIEWER_COUNTRY_HEADER`
 * of the model), or else the page language's. The form and the server that checks what it sends
 * both start here, so they read a number alike. Undefined: no country, the number carries its code.
 */
export function startingPhoneCountry(viewerCountry: string | undefined, language: Language): PhoneCountry | undefined {
  return isPhoneCountry(viewerCountry) ? viewerCountry : PHONE_COUNTRY_OF_LANGUAGE[language];
}

/** A country's calling code, without the plus: `48` for Poland. */
export function callingCodeOf(country: PhoneCountry): string {
  return getCountryCallingCode(country);
}

/** How a mobile number of the country is written at home and abroad (`512 345 678`, `+48 512 345 678`): a field's example. */
export function phoneExampleOf(country: PhoneCountry): { readonly national: string; readonly international: string } {
  const example = getExampleNumber(country, examples);
  const international = example?.formatInternational() ?? `+${callingCodeOf(country)}`;
  return { national: example?.formatNational() ?? international, international };
}

/** Longer than any phone as written (the schemas allow 40 characters): not parsed at all. */
const MAX_INPUT_LENGTH = 64;

/** A plus and at most 15 digits. */
const E164_MAX_LENGTH = 16;
/**
 * A plus and at least 8 digits: a country's possible lengths include its short service codes
 * (Iran's four digits), which no caller leaves for a call-back.
 */
const E164_MIN_LENGTH = 9;

const LIBRARY_REASONS: Readonly<Record<string, PhoneRefusal>> = {
  NOT_A_NUMBER: 'not_a_number',
  TOO_SHORT: 'too_short',
  TOO_LONG: 'too_long',
  INVALID_LENGTH: 'invalid_length',
};

/**
 * A phone as written (`+44 (0) 7700 900557`, `+44.7700.900555`, `0044 7700 900555`, with `RU`
 * `8 (999) 123-45-67`) in E.164, or why it is not a phone. `00` is read as `+` whatever the
 * country: the ITU's international prefix, which no national number starts with, and which the
 * library would otherwise read as national digits for a country whose own prefix is another
 * (Russia's `8~10`).
 */
export function normalizePhone(raw: string, defaultCountry?: PhoneCountry): NormalizedPhone {
  const text = raw.trim().replace(/^00/, '+');
  if (text.length > MAX_INPUT_LENGTH) return { ok: false, reason: 'too_long' };
  try {
    const phone = parsePhoneNumberWithError(text, defaultCountry);
    if (phone.ext) return { ok: false, reason: 'extension' };
    // E.164 allows 15 digits, which a few countries' possible lengths (+82's 14 national) overrun.
    if (phone.number.length > E164_MAX_LENGTH) return { ok: false, reason: 'too_long' };
    if (phone.number.length < E164_MIN_LENGTH) return { ok: false, reason: 'too_short' };
    if (phone.isPossible()) return { ok: true, e164: phone.number };
    return { ok: false, reason: LIBRARY_REASONS[validatePhoneNumberLength(text, defaultCountry) ?? ''] ?? 'invalid_length' };
  } catch (error) {
    if (!(error instanceof ParseError)) throw error;
    if (error.message === 'INVALID_COUNTRY') return { ok: false, reason: text.startsWith('+') ? 'unknown_country_code' : 'country_code_required' };
    return { ok: false, reason: LIBRARY_REASONS[error.message] ?? 'not_a_number' };
  }
}

/** A phone kept in E.164 as people write and read it back, grouped by its country's rules: `+48512345678` is `+48 512 345 678`. */
export function phoneAsWritten(e164: string): string {
  try {
    return parsePhoneNumberWithError(e164).formatInternational();
  } catch (error) {
    // A number that is not E.164 is said as it was given.
    if (error instanceof ParseError) return e164;
    throw error;
  }
}

/**
 * A phone as people write it, stored in E.164 (`normalizePhone`); refused as `invalid_phone`,
 * whatever the reason (`normalizePhone` tells it). Without a default country it must carry its
 * country code (`+` or `00`). It lives here, not beside the other fields, so that a page importing
 * the contracts for anything else never bundles the phone library.
 */
export function phoneNumberIn(defaultCountry?: PhoneCountry) {
  return z.pipe(
    phoneText,
    z.transform((value: string, context) => {
      const phone = normalizePhone(value, defaultCountry);
      if (phone.ok) return phone.e164;
      context.issues.push({ code: 'custom', message: 'invalid_phone', input: value });
      return z.NEVER;
    }),
  );
}

export const phoneNumber = /* @__PURE__ */ phoneNumberIn();

/**
 * A phone as typed, kept as typed, for a payload whose backend reads it in the country of the
 * payload's own language (`normalizePhone` with `PHONE_COUNTRY_OF_LANGUAGE`); refused here
 * (`invalid_phone`, beside any other field's error) when no language of the site could read it.
 */
export const phoneAsTyped = /* @__PURE__ */ phoneText.check(
  z.refine((value: string) => Object.values(PHONE_COUNTRY_OF_LANGUAGE).some((country) => normalizePhone(value, country).ok), 'invalid_phone'),
);

/** The country whose number a field with no country shows as its example: one with its code. */
const INTERNATIONAL_EXAMPLE: PhoneCountry = 'GB';

/**
 * What a phone field shows for its country (its example, in its hint and placeholder and in the
 * error that refuses a number): the calling code and a number as written there, or, with no country,
 * only a number written with its code.
 */
export function phoneFieldWords(country: PhoneCountry | undefined): { readonly code?: string; readonly national?: string; readonly international: string } {
  if (!country) return { international: phoneExampleOf(INTERNATIONAL_EXAMPLE).international };
  return { code: callingCodeOf(country), ...phoneExampleOf(country) };
}

/** A country as a phone field's picker offers it. */
export interface PhoneCountryChoice {
  readonly country: PhoneCountry;
  /** Its name in the page's language, then its calling code: `Польща (+48)`. The name comes first, so typing it in the list finds it. */
  readonly label: string;
  readonly callingCode: string;
}

const choicesByLanguage = new Map<Language, readonly PhoneCountryChoice[]>();

/**
 * Every country a phone field offers, named in the page's language (`countryName`): the
 * site's markets first (`MARKETS`), then all the others by name. The form and the page
 * that answers a form posted without JavaScript offer the same list.
 */
export function phoneCountryChoices(language: Language): readonly PhoneCountryChoice[] {
  let choices = choicesByLanguage.get(language);
  if (choices) return choices;
  const choice = (country: PhoneCountry): PhoneCountryChoice => {
    const callingCode = callingCodeOf(country);
    return { country, callingCode, label: `${countryName(country, language)} (+${callingCode})` };
  };
  const markets = MARKETS.filter(isPhoneCountry);
  const collator = new Intl.Collator([language]);
  const others = PHONE_COUNTRIES.filter((country) => !(markets as readonly string[]).includes(country))
    .map(choice)
    .sort((a, b) => collator.compare(a.label, b.label));
  choices = [...markets.map(choice), ...others];
  choicesByLanguage.set(language, choices);
  return choices;
}
