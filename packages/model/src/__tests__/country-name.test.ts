import { describe, expect, it } from 'vitest';
import { countryName } from '../company';

/** The country picker and the call panel name countries as the site writes them, not in CLDR's short forms (fourth copy review). */
describe('a country’s name', () => {
  it('is written out in Russian: no «о-ва», «о-в», «Св.», no hyphen between a country and its capital, «США»', () => {
    expect(countryName('CG', 'ru')).toBe('Конго (Браззавиль)');
    expect(countryName('KY', 'ru')).toBe('Острова Кайман');
    expect(countryName('IM', 'ru')).toBe('Остров Мэн');
    expect(countryName('SH', 'ru')).toBe('Остров Святой Елены');
    expect(countryName('US', 'ru')).toBe('США');
    expect(countryName('PL', 'ru')).toBe('Польша');
  });

  it('keeps Ukrainian’s typographic apostrophe and the same brackets', () => {
    expect(countryName('VN', 'uk')).toBe('В’єтнам');
    expect(countryName('AE', 'uk')).toBe('Об’єднані Арабські Емірати');
    expect(countryName('CD', 'uk')).toBe('Конго (Кіншаса)');
    expect(countryName('UA', 'uk')).toBe('Україна');
  });

  it('leaves English names as CLDR writes them, but for the same brackets', () => {
    expect(countryName('CG', 'en')).toBe('Congo (Brazzaville)');
    expect(countryName('US', 'en')).toBe('United States');
  });
});
