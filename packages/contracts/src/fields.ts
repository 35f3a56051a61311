import * as z from 'zod';
import type { FieldErrorCode } from './error-codes';
import { LIMITS } from './limits';

/** Reports a missing value as `required` and any other wrong type with `wrongType`. */
export function codes(wrongType: FieldErrorCode = 'invalid_type') {
  return { error: (issue: { input?: unknown }) => (issue.input === undefined ? 'required' : wrongType) };
}

/** Forms send untouched optional inputs as '' (or null); both mean "not given". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export function requiredText(max: number) {
  return z.string(codes()).trim().min(1, 'required').max(max, 'too_long');
}

export function optionalText(max: number) {
  return z.preprocess(blankToUndefined, z.string(codes()).trim().max(max, 'too_long').optional());
}

/** A name the visitor may leave out (null, blank or absent), then `fallback`. */
export function optionalName<const Fallback extends string | null>(fallback: Fallback) {
  return z
    .string(codes())
    .trim()
    .max(LIMITS.nameMaxLength, 'too_long')
    .nullish()
    .transform((name): string | Fallback => name || fallback);
}

export const optionalEmail = z.preprocess(
  blankToUndefined,
  z.string(codes()).trim().max(254, 'too_long').pipe(z.email({ error: 'invalid_email' })).optional(),
);

/** What people type around the digits of a phone number: spaces, dashes, parentheses. */
export function normalizePhone(value: string): string {
  return value.replace(/[\s\-()]/g, '');
}

/** International form: a plus and 8 to 15 digits, the first not zero (E.164-like). */
const INTERNATIONAL_PHONE = /^\+[1-9]\d{7,14}$/;

export const phoneNumber = z
  .string(codes())
  .trim()
  .min(1, 'required')
  .max(40, 'invalid_phone')
  .transform(normalizePhone)
  .pipe(z.string().regex(INTERNATIONAL_PHONE, 'invalid_phone'));

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, codes('invalid_value'));
}

/** A request payload: an object with exactly these fields; any other field is `unknown_field`. */
export function payloadObject<const Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'unknown_field' : issue.input === undefined ? 'required' : 'invalid_type'),
  });
}
