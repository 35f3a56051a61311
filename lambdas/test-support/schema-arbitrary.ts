import fc from 'fast-check';

/**
 * Values drawn from a JSON Schema (the subset zod's generator writes: types, enums, consts, lengths,
 * patterns, bounds, objects, arrays, anyOf/oneOf), for properties over what a route's document says
 * it takes. A number is drawn anywhere in its bounds and at its edges, tiny ones included (`5e-324`,
 * what DynamoDB cannot store, G4); a string field may be given values of its own (`hints`: a phone
 * that reads, a conversation ElevenLabs knows) so that bodies get past the checks a schema cannot say.
 */
type Schema = Record<string, unknown>;

export type Hints = Readonly<Record<string, fc.Arbitrary<unknown>>>;

const EDGE_NUMBERS = [0, Number.MIN_VALUE, 2.2e-309, 1e-200, 1e-131, 1e-130, 1e-129, 0.0004, 0.0005, 0.5, 1] as const;

function numberArbitrary(schema: Schema): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -1e15;
  const max = typeof schema.maximum === 'number' ? schema.maximum : 1e15;
  const integer = schema.type === 'integer';
  const edges = [min, max, ...EDGE_NUMBERS, ...EDGE_NUMBERS.map((n) => max - n)].filter((n) => n >= min && n <= max && (!integer || Number.isInteger(n)));
  const inside = integer
    ? fc.integer({ min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(inside, fc.constantFrom(...edges));
}

function stringArbitrary(schema: Schema): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 64;
  if (typeof schema.pattern === 'string') {
    return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length >= minLength && text.length <= maxLength);
  }
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  // An address in any script: the forms take a domain in Cyrillic or Polish letters as well as ASCII.
  if (schema.format === 'idn-email') return fc.oneof(fc.emailAddress(), fc.constantFrom('boss@пример.рф', 'olena@приклад.укр', 'jan@żółw.pl'));
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((date) => date.toISOString());
  return fc.string({ minLength, maxLength: Math.min(maxLength, minLength + 64), unit: 'grapheme' });
}

/** A value `schema` describes; `hints` by property name replace what a field's schema alone would give. */
export function arbitraryOf(schema: Schema, hints: Hints = {}): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const union = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (union) return fc.oneof(...union.map((part) => arbitraryOf(part, hints)));
  switch (schema.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
    case 'integer':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = (schema.items ?? {}) as Schema;
      return fc.array(arbitraryOf(items, hints), {
        minLength: typeof schema.minItems === 'number' ? schema.minItems : 0,
        maxLength: typeof schema.maxItems === 'number' ? Math.min(schema.maxItems, 5) : 5,
      });
    }
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) record[name] = hints[name] ?? arbitraryOf(property, hints);
      return fc.record(record, { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) });
    }
    default:
      return fc.jsonValue();
  }
}
