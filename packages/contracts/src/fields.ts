import * as z from 'zod/mini';
import { emailProblem, normalizeEmail } from './email';
import type { FieldErrorCode } from './error-codes';
import { LIMITS } from './limits';
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

/**
 * An e-mail address (`./email`): a domain in any script or in punycode, stored in one writing
 * (`normalizeEmail`, the personal-data index's). `invalid_email` for what is no address. Letters
 * beyond ASCII before the `@` (RFC 6531) are taken where nothing mails the address (a lead, which
 * a manager answers from their own mailbox, and which always has a phone), and refused with
 * `email_local_part_not_ascii` where the site mails it: Amazon SES takes no SMTPUTF8.
 */
export function emailAddress(options: { readonly required: boolean; readonly mailed: boolean }) {
  return z.pipe(
    z.string(codes()).check(
      z.trim(),
      ...(options.required ? [z.minLength(1, 'required')] : []),
      z.maxLength(254, 'too_long'),
      z.meta({ format: 'idn-email' }),
      z.refine<string>((value) => emailProblem(value) !== 'invalid_email', 'invalid_email'),
      ...(options.mailed ? [z.refine<string>((value) => emailProblem(value) === undefined, 'email_local_part_not_ascii')] : []),
    ),
    z.transform(normalizeEmail),
  );
}

/** A lead's e-mail: optional, and never mailed by the site. */
export const optionalEmail = optionalBlank(emailAddress({ required: false, mailed: false }));

/** A phone as typed, before it is read (`phoneNumberIn` of ./phone reads it): required, at most 40 characters of text a person could type. */
export const phoneText = z.string(codes()).check(z.trim(), z.minLength(1, 'required'), z.maxLength(40, 'invalid_phone'), typedText());

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, codes('invalid_value'));
}

/** A request payload: an object with exactly these fields; any other field is `unknown_field`. */
export function payloadObject<const Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? 'unknown_field' : issue.input === undefined ? 'required' : 'invalid_type'),
  });
}
