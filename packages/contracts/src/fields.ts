import * as z from 'zod/mini';
import type { FieldErrorCode } from './error-codes';
import { LIMITS } from './limits';
import { normalizePhone, PHONE_COUNTRY_OF_LANGUAGE, type PhoneCountry } from './phone';
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_EXCEPT_LINES, FORMAT_OR_SEPARATOR, INVISIBLE_CHARACTERS, LONE_SURROGATE } from './typed-text';

// zod/mini: the same validation as classic zod at a fraction of the bytes, which matters because
// these schemas ship to the browser with every form. Jitless: zod would otherwise probe for
// `new Function`, which the site's CSP refuses (and reports) by design.
z.config({ jitless: true });

/** Reports a missing value as `required` and any other wrong type with `wrongType`. */
export function codes(wrongType: FieldErrorCode = 'invalid_type') {
  return { error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : wrongType) };
}

/** Forms send untouched optional inputs as '' (or null); both mean "not given". */
function optionalBlank<T extends z.core.$ZodType<string, string>>(schema: T) {
  return z.optional(
    z.pipe(
      z.transform((value: string | null | undefined) => (value === '' || value === null ? undefined : value)),
      z.optional(schema),
    ),
  );
}

/**
 * Text a person could have typed (`invalid_characters`): no control characters, no lone surrogates,
 * and on one line no format characters, line separators or invisible fillers either.
 */
function typedText(options: { multiline?: boolean } = {}) {
  const refused = options.multiline
    ? [CONTROL_CHARACTERS_EXCEPT_LINES, LONE_SURROGATE]
    : [CONTROL_CHARACTERS, LONE_SURROGATE, FORMAT_OR_SEPARATOR, INVISIBLE_CHARACTERS];
  return z.refine<string>((value) => !refused.some((pattern) => pattern.test(value)), 'invalid_characters');
}

export function requiredText(max: number) {
  return z.string(codes()).check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'too_long'), typedText());
}

export function optionalText(max: number, options: { multiline?: boolean } = {}) {
  return optionalBlank(z.string(codes()).check(z.trim(), z.maxLength(max, 'too_long'), typedText(options)));
}

/** A name the visitor may leave out (null, blank or absent), then `fallback`. */
export function optionalName<const Fallback extends string | null>(fallback: Fallback) {
  return z.pipe(
    z.nullish(z.string(codes()).check(z.trim(), z.maxLength(LIMITS.nameMaxLength, 'too_long'), typedText())),
    z.transform((name: string | null | undefined): string | Fallback => name || fallback),
  );
}

export const optionalEmail = optionalBlank(z.pipe(z.string(codes()).check(z.trim(), z.maxLength(254, 'too_long')), z.email({ error: 'invalid_email' })));

const phoneText = z.string(codes()).check(z.trim(), z.minLength(1, 'required'), z.maxLength(40, 'invalid_phone'), typedText());

/**
 * A phone as typed, kept as typed, for a payload whose backend reads it in the country of the
 * payload's own language (`normalizePhone` with `PHONE_COUNTRY_OF_LANGUAGE`); refused here
 * (`invalid_phone`, beside any other field's error) when no language of the site could read it.
 */
export const phoneAsTyped = phoneText.check(
  z.refine((value: string) => Object.values(PHONE_COUNTRY_OF_LANGUAGE).some((country) => normalizePhone(value, country).ok), 'invalid_phone'),
);

/**
 * A phone as people write it, stored in E.164 (`normalizePhone`); refused as `invalid_phone`,
 * whatever the reason (`normalizePhone` tells it). Without a default country it must carry its
 * country code (`+` or `00`).
 */
export function phoneNumberIn(defaultCountry?: PhoneCountry) {
  return z.pipe(
    phoneText,
    z.transform((value: string, context) => {
      const phone = normalizePhone(value, defaultCountry);
      if (phone.ok) return phone.e164;
      context.issues.push({ code: 'custom', message: 'invalid_phone', input: value, path: [] });
      return z.NEVER;
    }),
  );
}

export const phoneNumber = phoneNumberIn();

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, codes('invalid_value'));
}

/** A request payload: an object with exactly these fields; any other field is `unknown_field`. */
export function payloadObject<const Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'unknown_field' : issue.input === undefined ? 'required' : 'invalid_type'),
  });
}
