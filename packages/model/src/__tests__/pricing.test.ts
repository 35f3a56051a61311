import { describe, expect, it } from 'vitest';
import { PILOT_DAYS } from '../facts';
import { PRODUCT_SLUGS } from '../catalogue';
import {
  ESTIMATE_ASSUMPTIONS,
  ESTIMATE_DEFAULTS,
  ESTIMATE_LIMITS,
  EXAMPLE_NETWORK,
  COST_REGIONS,
  PRICING,
  STAFF_HOURLY_COST,
  estimateMonthly,
  formatEstimate,
  formatEuros,
  formatFromPrice,
  formatPilotDays,
  formatPrice,
  mediflowMonthly,
  offerOf,
  pilotOf,
  tieredCost,
} from '../pricing';

const NBSP = '\u00a0';

describe('a tiered rate', () => {
  const minute = PRICING['lumi-ai'].fees.minute;

  it('charges every unit at the first step’s rate up to its limit', () => {
    expect(tieredCost(6_000, minute)).toBeCloseTo(720);
    expect(tieredCost(20_000, minute)).toBeCloseTo(2_400);
  });

  it('charges the units past a step at the next step’s rate', () => {
    expect(tieredCost(30_000, minute)).toBeCloseTo(20_000 * 0.12 + 10_000 * 0.09);
  });

  it('charges nothing for no units, and a flat fee’s units at its one price', () => {
    expect(tieredCost(0, minute)).toBe(0);
    expect(tieredCost(7, PRICING['mediflow-ai'].fees.doctor)).toBeCloseTo(7 * 49);
  });

  it('prices a 40-clinic network’s branches at 10 × €190 and 30 × €140', () => {
    expect(tieredCost(40, PRICING['mediflow-ai'].fees.branch)).toBe(10 * 190 + 30 * 140);
  });
});

describe('the monthly estimate', () => {
  const hourlyCost = STAFF_HOURLY_COST[ESTIMATE_DEFAULTS.market];

  it('prices the worked example’s 2,000 calls of 3 minutes with Lumi AI: €390 and 6,000 minutes at €0.12', () => {
    const estimate = estimateMonthly({ ...ESTIMATE_DEFAULTS, hourlyCost });
    expect(estimate.assistant).toEqual({ platform: 390, languages: 0, usage: expect.closeTo(720, 6), total: expect.closeTo(1_110, 6) });
  });

  it('counts the staff’s paid hours as the conversation, the work after it and the share of hours spent on calls', () => {
    const { staff, saving } = estimateMonthly({ ...ESTIMATE_DEFAULTS, hourlyCost });
    // 2,000 × (3 + 1) minutes = 133⅓ hours on calls, paid as 177⅞ at 75% occupancy.
    expect(staff.hours).toBeCloseTo((2_000 * 4) / 60 / 0.75);
    expect(staff.total).toBeCloseTo(staff.hours * 11);
    expect(saving).toBeCloseTo(staff.total - 1_110);
  });

  it('prices AI Seller 24/7 by the chat, and a person takes two chats at once', () => {
    const estimate = estimateMonthly({ product: 'ai-seller', conversations: 12_000, minutes: 5, languages: 1, hourlyCost: 20 });
    expect(estimate.assistant.usage).toBeCloseTo(10_000 * 0.25 + 2_000 * 0.18);
    expect(estimate.assistant.total).toBeCloseTo(290 + 2_860);
    expect(estimate.staff.hours).toBeCloseTo((12_000 * 6) / ESTIMATE_ASSUMPTIONS.concurrent['ai-seller'] / 60 / 0.75);
  });

  it('adds each language past the ones the fee includes at the product’s price', () => {
    const one = estimateMonthly({ ...ESTIMATE_DEFAULTS, hourlyCost });
    const three = estimateMonthly({ ...ESTIMATE_DEFAULTS, languages: 3, hourlyCost });
    expect(three.assistant.languages).toBe(2 * 90);
    expect(three.assistant.total - one.assistant.total).toBe(180);
    expect(three.staff).toEqual(one.staff);
  });

  it('says when the assistant costs more than the staff it stands for', () => {
    expect(estimateMonthly({ product: 'lumi-ai', conversations: 10, minutes: 2, languages: 1, hourlyCost: 4 }).saving).toBeLessThan(0);
  });

  it('starts from defaults its own limits accept', () => {
    for (const field of ['conversations', 'minutes', 'languages'] as const) {
      const { min, max } = ESTIMATE_LIMITS[field];
      expect(ESTIMATE_DEFAULTS[field]).toBeGreaterThanOrEqual(min);
      expect(ESTIMATE_DEFAULTS[field]).toBeLessThanOrEqual(max);
    }
    for (const market of COST_REGIONS) {
      expect(STAFF_HOURLY_COST[market]).toBeGreaterThanOrEqual(ESTIMATE_LIMITS.hourlyCost.min);
      expect(STAFF_HOURLY_COST[market]).toBeLessThanOrEqual(ESTIMATE_LIMITS.hourlyCost.max);
    }
  });
});

describe('the prices', () => {
  it('give every product its pricing, and a pilot to exactly the products the facts give one', () => {
    expect(Object.keys(PRICING).sort()).toEqual([...PRODUCT_SLUGS].sort());
    for (const product of PRODUCT_SLUGS) expect(pilotOf(product) !== null, product).toBe(PILOT_DAYS[product] !== undefined);
  });

  it('head each product with the price of one of its fees', () => {
    for (const product of PRODUCT_SLUGS) {
      const { from, fees } = PRICING[product];
      expect(
        Object.values(fees).map((fee) => fee.price.amount),
        product,
      ).toContain(from.amount);
    }
  });
});

describe('a price as each language writes it', () => {
  it('puts the euro where the language does, with cents only when there are any', () => {
    expect([formatEuros(390, 'en'), formatEuros(0.12, 'en'), formatEuros(1_500, 'en')]).toEqual(['€390', '€0.12', '€1,500']);
    expect([formatEuros(390, 'ru'), formatEuros(0.12, 'ru'), formatEuros(1_500, 'uk')]).toEqual([`390${NBSP}€`, `0,12${NBSP}€`, `1${NBSP}500${NBSP}€`]);
    expect(formatEstimate(1_109.6, 'en')).toBe('€1,110');
  });

  it('says what a price is counted by', () => {
    expect(formatPrice({ amount: 0.12, per: 'minute' }, 'en')).toBe(`€0.12${NBSP}a minute`);
    expect(formatPrice({ amount: 1_200, per: 'once' }, 'ru')).toBe(`1${NBSP}200${NBSP}€${NBSP}разово`);
    expect(formatPrice({ amount: 49, per: 'doctor' }, 'uk')).toBe(`49${NBSP}€${NBSP}за${NBSP}лікаря на${NBSP}місяць`);
  });

  it('writes a product’s “from” price, the figure its FAQ, its card and the assistant quote', () => {
    expect(formatFromPrice('lumi-ai', 'en')).toBe(`from${NBSP}€390${NBSP}a month`);
    expect(formatFromPrice('ai-sales-manager', 'ru')).toBe(`от${NBSP}39${NBSP}€${NBSP}за${NBSP}менеджера в${NBSP}месяц`);
    expect(formatFromPrice('mediflow-ai', 'uk')).toBe(`від${NBSP}190${NBSP}€${NBSP}за${NBSP}філію на${NBSP}місяць`);
  });

  it('writes a pilot’s length from the one fact, and refuses a product without a pilot', () => {
    expect(formatPilotDays('lumi-ai', 'en')).toBe(`7–10${NBSP}days`);
    expect(formatPilotDays('agentlab-ai', 'uk')).toBe(`14${NBSP}днів`);
    expect(() => formatPilotDays('mediflow-ai', 'en')).toThrow(/no pilot/);
  });

  it('gives the structured data a “from” offer in euros, VAT excluded', () => {
    expect(offerOf('lumi-ai', 'https://synthra.ai/pricing#lumi-ai')).toMatchObject({
      '@type': 'Offer',
      priceCurrency: 'EUR',
      priceSpecification: { minPrice: 390, valueAddedTaxIncluded: false, unitText: 'a month' },
    });
  });
});

describe('the example buyer, a network of 40 clinics', () => {
  it('pays for FrontDesk in every branch and its minutes on the phone', () => {
    const month = mediflowMonthly(EXAMPLE_NETWORK);
    expect(month.branches).toBe(6_100);
    // 62,500 minutes: 20,000 at €0.12 and 42,500 at €0.09.
    expect(month.minutes).toBeCloseTo(2_400 + 3_825);
    expect(month.total).toBeCloseTo(12_325);
    expect(mediflowMonthly({ ...EXAMPLE_NETWORK, doctors: 10 }).total - month.total).toBe(490);
  });
});
