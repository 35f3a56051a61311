import { describe, expect, it } from 'vitest';
import { formatPeriod, type PeriodUnit } from '../facts';
import { pluralOf, type Language } from '../languages';

const COUNTRIES = { one: 'страна', few: 'страны', many: 'стран', other: 'страны' };

describe('a word’s plural form', () => {
  it('follows each language’s rule: one, few, many, and the fallback for a form a language does without', () => {
    expect([1, 3, 8, 21, 1.5].map((count) => pluralOf(count, 'ru', COUNTRIES))).toEqual(['страна', 'страны', 'стран', 'страна', 'страны']);
    expect([1, 8].map((count) => pluralOf(count, 'en', { one: 'country', other: 'countries' }))).toEqual(['country', 'countries']);
    expect(pluralOf(1, 'uk', { other: 'країни' })).toBe('країни');
  });
});

describe('a period of the data policy', () => {
  const written = (unit: PeriodUnit, lang: Language) => [1, 2, 5, 21].map((count) => formatPeriod(count, unit, lang).replace('\u00a0', ' '));

  it('takes in Russian the form of each count, as it follows «через» or «в течение»', () => {
    expect(written('days', 'ru')).toEqual(['1 день', '2 дня', '5 дней', '21 день']);
    expect(written('hours', 'ru')).toEqual(['1 час', '2 часа', '5 часов', '21 час']);
    expect(written('minutes', 'ru')).toEqual(['1 минуту', '2 минуты', '5 минут', '21 минуту']);
  });

  it('takes in Ukrainian the form of each count, as it follows «через» or «протягом»', () => {
    expect(written('days', 'uk')).toEqual(['1 день', '2 дні', '5 днів', '21 день']);
    expect(written('hours', 'uk')).toEqual(['1 годину', '2 години', '5 годин', '21 годину']);
    expect(written('minutes', 'uk')).toEqual(['1 хвилину', '2 хвилини', '5 хвилин', '21 хвилину']);
  });

  it('is singular in English for one only, and keeps the number to its unit on one line', () => {
    expect(written('hours', 'en')).toEqual(['1 hour', '2 hours', '5 hours', '21 hours']);
    expect(formatPeriod(365, 'days', 'en')).toBe('365\u00a0days');
  });
});
