import fc from 'fast-check';
import { LANGUAGES, URL_PREFIXES } from '@site/model';

/**
 * Values that are wrong for a field, built independently of the schemas they test, so a
 * property can say which field each case breaks.
 */

const notAString = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/** A string that stays longer than `max` however it is trimmed. */
const longerThan = (max: number) => fc.string({ minLength: max + 1, maxLength: max + 200 }).map((text) => `x${text}x`);

/**
 * Text no person typed: a control character (none that a multi-line text keeps) or half a
 * surrogate pair, somewhere among ordinary letters.
 */
export const untypeableText = fc
  .tuple(
    fc.string({ maxLength: 10 }),
    fc.oneof(
      fc.integer({ min: 0, max: 8 }),
      fc.integer({ min: 0x0e, max: 0x1f }),
      fc.integer({ min: 0x7f, max: 0x9f }),
      fc.integer({ min: 0xd800, max: 0xdfff }),
    ),
    fc.string({ maxLength: 10 }),
  )
  .map(([before, code, after]) => `a${before}${String.fromCharCode(code)}${after}z`);

/**
 * What only a one-line field refuses: a format character (bidi overrides and isolates, zero-width
 * spaces, the byte order mark, the soft hyphen) or a Unicode line or paragraph separator anywhere,
 * or a joiner (ZWNJ, ZWJ) at either end, where it joins nothing.
 */
export const offTheLineText = fc.oneof(
  fc
    .tuple(
      fc.string({ maxLength: 10 }),
      fc.constantFrom(0x2028, 0x2029, 0x202a, 0x202e, 0x2066, 0x2069, 0x200b, 0x200f, 0xfeff, 0xad, 0x61c),
      fc.string({ maxLength: 10 }),
    )
    .map(([before, code, after]) => `a${before}${String.fromCharCode(code)}${after}z`),
  fc.tuple(fc.constantFrom('\u200c', '\u200d'), fc.boolean()).map(([joiner, atStart]) => (atStart ? `${joiner}Anna` : `Anna${joiner}`)),
);

/** Required one-line text: missing-like, wrong type, too long, untypeable or off its line. */
export const badRequiredText = (max: number) =>
  fc.oneof(notAString, fc.constant(null), fc.constantFrom('', '   '), longerThan(max), untypeableText, offTheLineText);

/** Optional text: blank means "not given", so only wrong types, lengths and characters are bad; one line unless `multiline`. */
export const badOptionalText = (max: number, options: { multiline?: boolean } = {}) =>
  options.multiline ? fc.oneof(notAString, longerThan(max), untypeableText) : fc.oneof(notAString, longerThan(max), untypeableText, offTheLineText);

/** Not a phone in any country: what a payload that reads national numbers in its language's country refuses. */
export const badPhoneInAnyCountry = fc.oneof(
  notAString,
  fc.constant(null),
  fc.constant(''),
  fc.stringMatching(/^\+\d{1,7}$/),
  // Over E.164's 15 digits even once a national prefix written after the country code (+44 0…) is dropped.
  fc.stringMatching(/^\+[1-9]\d{17,20}$/),
  fc.stringMatching(/^\+\d{4,8}[a-z#*]\d{3}$/),
);

export const badEmail = fc.oneof(
  notAString,
  fc.string({ minLength: 1, maxLength: 40 }).filter((text) => !text.includes('@') && text.trim() !== ''),
  fc.constantFrom('a@', '@example.com', 'a@b', 'a b@example.com'),
);

export const badChoice = (allowed: readonly string[]) =>
  fc.oneof(
    notAString,
    fc.constant(null),
    fc.string({ maxLength: 20 }).filter((text) => !allowed.includes(text)),
  );

export const badUuid = fc.oneof(
  notAString,
  fc.constant(null),
  fc.string({ maxLength: 40 }).filter((text) => !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)),
);

export const badPath = fc.oneof(
  notAString,
  fc.constant(null),
  fc.string({ minLength: 1, maxLength: 30 }).filter((text) => !text.startsWith('/')),
  fc.constantFrom('/with space', '/tab\there', '//evil.com', '/ru/thank-you', '/en/contacts', '/cases/no-such-case'),
  fc.stringMatching(new RegExp(`^/(${LANGUAGES.flatMap((lang) => URL_PREFIXES[lang] || []).join('|')}/)?zz-[a-z0-9-]{1,20}$`)),
);

export const badBoolean = fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null), fc.array(fc.boolean(), { maxLength: 2 }));

export const badNumber = (min: number, max: number) =>
  fc.oneof(
    fc.string({ maxLength: 5 }),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.integer(), { maxLength: 2 }),
    // -0 counts as below 0 for fast-check but is 0 in JSON.
    fc.double({ max: min, maxExcluded: true, noNaN: true, noDefaultInfinity: true }).filter((value) => value < min),
    fc.double({ min: max, minExcluded: true, noNaN: true, noDefaultInfinity: true }),
  );

export const badConversationId = fc.oneof(
  notAString,
  fc.constant(null),
  fc.constant(''),
  fc.stringMatching(/^[a-z0-9_]{0,10}[ /.:@][a-z0-9_]{0,10}$/),
  fc.string({ minLength: 129, maxLength: 200 }).map(() => 'c'.repeat(129)),
);

/** A field name the payload does not have. */
export const unknownFieldName = (known: readonly string[]) =>
  fc.string({ minLength: 1, maxLength: 20 }).filter((name) => !known.includes(name) && name !== '__proto__');

export interface BrokenPayload {
  readonly body: Record<string, unknown>;
  /** The fields the answer must name. */
  readonly broken: readonly string[];
}

/**
 * A valid payload with one to three fields broken (a required one maybe left out) and maybe an
 * unknown field added.
 */
export function brokenPayload(
  valid: () => Record<string, unknown>,
  badValues: Record<string, fc.Arbitrary<unknown>>,
  required: readonly string[],
): fc.Arbitrary<BrokenPayload> {
  const fields = Object.keys(badValues);
  const breakage = fc
    .uniqueArray(fc.constantFrom(...fields), { minLength: 1, maxLength: 3 })
    .chain((names) =>
      fc.tuple(
        ...names.map((name) => fc.tuple(fc.constant(name), required.includes(name) ? fc.option(badValues[name]!, { nil: undefined }) : badValues[name]!)),
      ),
    );
  const extra = fc.option(fc.tuple(unknownFieldName([...fields, ...Object.keys(valid())]), fc.jsonValue()), { nil: undefined });
  return fc.tuple(breakage, extra).map(([changes, unknown]) => {
    const body = valid();
    for (const [name, value] of changes) {
      if (value === undefined) delete body[name];
      else body[name] = value;
    }
    if (unknown) body[unknown[0]] = unknown[1];
    return { body, broken: [...changes.map(([name]) => name), ...(unknown ? [unknown[0]] : [])] };
  });
}
