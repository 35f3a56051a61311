import { describe, expect, it } from 'vitest';
import { pluralOf } from '../languages';

const COUNTRIES = { one: 'страна', few: 'страны', many: 'стран', other: 'страны' };

describe('a word’s plural form', () => {
  it('follows each language’s rule: one, few, many, and the fallback for a form a language does without', () => {
    expect([1, 3, 8, 21, 1.5].map((count) => pluralOf(count, 'ru', COUNTRIES))).toEqual(['страна', 'страны', 'стран', 'страна', 'страны']);
    expect([1, 8].map((count) => pluralOf(count, 'en', { one: 'country', other: 'countries' }))).toEqual(['country', 'countries']);
    expect(pluralOf(1, 'uk', { other: 'країни' })).toBe('країни');
  });
});
