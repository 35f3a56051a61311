import { describe, expect, it } from 'vitest';
import { CASE_FACTS } from '../catalogue.generated';
import { COMPANY } from '../company';
import { countryCode, flagOf, MARKET_COUNTRIES, viewerCountryOf, viewerCountryTiming } from '../viewer-country';

describe('the viewer’s country', () => {
  it('travels to the page as a Server-Timing metric and is read back from it', () => {
    expect(viewerCountryTiming('PL')).toBe('viewer-country;desc=PL');
    expect(
      viewerCountryOf([
        { name: 'cdn-cache-hit', description: '' },
        { name: 'viewer-country', description: 'PL' },
      ]),
    ).toBe('PL');
  });

  it('is two letters or nothing: a header a client forged with more says nothing', () => {
    expect(countryCode(' ua ')).toBe('UA');
    for (const value of ['', 'XXX', 'P1', 'PL;desc=UA', 'PL, UA', undefined, null]) {
      expect(countryCode(value), String(value)).toBeUndefined();
      expect(viewerCountryTiming(value), String(value)).toBeUndefined();
    }
    expect(viewerCountryOf(undefined)).toBeUndefined();
    expect(viewerCountryOf([{ name: 'viewer-country', description: 'Poland' }])).toBeUndefined();
  });

  it('is drawn as its flag', () => {
    expect(flagOf('UA')).toBe('🇺🇦');
    expect(flagOf('pl')).toBe('🇵🇱');
  });

  it('puts first the markets every case and the company come from', () => {
    const countries = new Set([...Object.values(CASE_FACTS).map((facts) => facts.country), COMPANY.address.country]);
    expect([...countries].filter((country) => !(MARKET_COUNTRIES as readonly string[]).includes(country))).toEqual([]);
  });
});
