import { describe, expect, it } from 'vitest';
import { CASE_FACTS } from '../catalogue.generated';
import { COMPANY } from '../company';
import { isMarket, MARKETS } from '../markets';

describe('the markets', () => {
  it('hold the country of every case and the company’s own', () => {
    const countries = new Set([...Object.values(CASE_FACTS).map((facts) => facts.country), COMPANY.address.country]);
    expect([...countries].filter((country) => !isMarket(country))).toEqual([]);
  });

  it('are countries, each once', () => {
    expect(MARKETS.filter((code) => !/^[A-Z]{2}$/.test(code))).toEqual([]);
    expect(new Set(MARKETS).size).toBe(MARKETS.length);
  });
});
