import { describe, expect, it } from 'vitest';
import { PILOT_DAYS } from '../facts';
import { PRODUCT_SLUGS } from '../catalogue';
import {
  COMMERCE_MODULES,
  ESTIMATE_ASSUMPTIONS,
  ESTIMATE_DEFAULTS,
  COST_REGIONS,
  ESTIMATE_LINES,
  ESTIMATE_PRODUCTS,
  PRICING,
  RESOLVED_PERCENT,
  STAFF_HOURLY_COST,
  acceptsFigure,
  cardMinutes,
  estimateMonthly,
  exampleInput,
  refusedFigures,
  type Estimate,
  type EstimateInput,
  formatEstimate,
  formatEuros,
  formatFromPrice,
  formatPilotDays,
  formatPrice,
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

/** Volumes past every allowance and tier, and every option taken: the bill has every line it can have. */
const BIG = {
  calls: 30_000,
  conversations: 20_000,
  minutes: 3,
  languages: 4,
  lines: 9,
  doctors: 5,
  cards: 900,
  tests: 30,
  managers: 9,
  hoursPerManager: 60,
  agents: 2,
  operations: 30_000,
};

describe('the monthly estimate', () => {
  const hourlyCost = STAFF_HOURLY_COST[ESTIMATE_DEFAULTS.market];
  const line = (estimate: Estimate, fee: string) => estimate.lines.find((candidate) => candidate.fee === fee);

  it('prices every product, each by its own volume', () => {
    expect([...ESTIMATE_PRODUCTS].sort()).toEqual([...PRODUCT_SLUGS].sort());
    for (const product of ESTIMATE_PRODUCTS) {
      const estimate = estimateMonthly(exampleInput(product));
      expect(estimate.product).toBe(product);
      expect(estimate.total, product).toBeGreaterThan(0);
      expect(estimate.total).toBeCloseTo(estimate.lines.reduce((sum, { amount }) => sum + amount, 0));
    }
  });

  it('prices 2,000 Lumi AI calls of 3 minutes: €390 and 6,000 minutes at €0.12, the three lines included', () => {
    const estimate = estimateMonthly({ product: 'lumi-ai', calls: 2_000, minutes: 3, languages: 1, lines: 3, hourlyCost });
    expect(estimate.lines).toEqual([
      { fee: 'platform', quantity: 1, amount: 390 },
      { fee: 'minute', quantity: 6_000, amount: expect.closeTo(720, 6) },
    ]);
    expect(estimate.total).toBeCloseTo(1_110);
  });

  it('adds Lumi AI’s lines past the three included, and each language past the first', () => {
    const estimate = estimateMonthly({ product: 'lumi-ai', calls: 12_000, minutes: 3, languages: 3, lines: 40, hourlyCost });
    expect(line(estimate, 'phoneNumber')).toEqual({ fee: 'phoneNumber', quantity: 37, amount: 37 * 15 });
    expect(line(estimate, 'language')).toEqual({ fee: 'language', quantity: 2, amount: 180 });
    // The clinic buyer's own sum: €390 + 36,000 minutes at €0.12 + two languages + 37 lines.
    expect(estimate.total).toBeCloseTo(390 + 3_840 + 180 + 555);
  });

  it('prices a 40-clinic network on MediFlow AI: 10 branches at €190, 30 at €140, its minutes, its doctors and its third language', () => {
    const network = estimateMonthly(exampleInput('mediflow-ai'));
    expect(line(network, 'branch')).toEqual({ fee: 'branch', quantity: 40, amount: 10 * 190 + 30 * 140 });
    // 62,500 minutes: 20,000 at €0.12 and 42,500 at €0.09.
    expect(line(network, 'minute')!.amount).toBeCloseTo(2_400 + 3_825);
    expect(network.total).toBeCloseTo(12_325);
    const withDoctors = estimateMonthly({ ...exampleInput('mediflow-ai'), doctors: 10, languages: 3 });
    expect(line(withDoctors, 'doctor')).toEqual({ fee: 'doctor', quantity: 10, amount: 490 });
    expect(withDoctors.total - network.total).toBeCloseTo(490 + 90);
  });

  it('prices AI Seller 24/7 by the chat, cheaper past 10,000, and a person takes two chats at once', () => {
    const estimate = estimateMonthly({ product: 'ai-seller', conversations: 12_000, minutes: 5, languages: 1, hourlyCost: 20, resolvedPercent: 100 });
    expect(line(estimate, 'conversation')!.amount).toBeCloseTo(10_000 * 0.25 + 2_000 * 0.18);
    expect(estimate.total).toBeCloseTo(290 + 2_860);
    expect(estimate.staff!.hours).toBeCloseTo((12_000 * 6) / ESTIMATE_ASSUMPTIONS.concurrent['ai-seller'] / 60 / 0.75);
  });

  it('prices AI Commerce Suite by the modules taken, each past its allowance, and ignores a module not taken', () => {
    const all = estimateMonthly({ product: 'ai-commerce', modules: COMMERCE_MODULES, cards: 500, tests: 12, conversations: 1_500, minutes: 4, hourlyCost });
    expect(all.lines.map(({ fee }) => fee)).toEqual(['snapCard', 'card', 'focusGroup', 'test', 'sellMate', 'conversation']);
    expect(all.total).toBeCloseTo(190 + 200 * 0.4 + 290 + 2 * 25 + 290 + 500 * 0.2);
    const cardsOnly = estimateMonthly({ product: 'ai-commerce', modules: ['snapCard'], cards: 500, tests: 12, conversations: 1_500, minutes: 4, hourlyCost });
    expect(cardsOnly.total).toBeCloseTo(190 + 80);
    // A card by hand takes a copywriter's day over the cards they write in it; checking a draft takes four minutes.
    const { byHand, checked } = cardMinutes();
    expect(byHand).toBeCloseTo((8 * 60) / 15);
    expect(cardsOnly.staff!.hours).toBeCloseTo((500 * (byHand - checked)) / 60);
  });

  it('prices AI Sales Manager by the manager, five at least, and the hours past each seat’s 40', () => {
    const estimate = estimateMonthly({ product: 'ai-sales-manager', managers: 9, hoursPerManager: 50 });
    expect(estimate.lines).toEqual([
      { fee: 'seat', quantity: 9, amount: 9 * 39 },
      { fee: 'hour', quantity: 90, amount: expect.closeTo(81, 6) },
    ]);
    expect(estimateMonthly({ product: 'ai-sales-manager', managers: 2, hoursPerManager: 30 }).lines).toEqual([{ fee: 'seat', quantity: 5, amount: 195 }]);
    expect(estimate.staff).toBeNull();
    expect(estimate.saving).toBeNull();
    expect(estimate.resolvedPercent).toBeNull();
  });

  it('prices AgentLab AI by the agent, and the operations past their 5,000 each by the thousand', () => {
    const estimate = estimateMonthly({ product: 'agentlab-ai', agents: 2, operations: 12_500 });
    expect(estimate.lines).toEqual([
      { fee: 'agent', quantity: 2, amount: 980 },
      { fee: 'operations', quantity: 2_500, amount: 37.5 },
    ]);
    expect(estimate.staff).toBeNull();
  });

  it('counts people’s time only on the conversations the product resolves, at the share its case measured unless told another', () => {
    const input = { product: 'lumi-ai', calls: 2_000, minutes: 3, languages: 1, lines: 3, hourlyCost } as const;
    const { staff, saving, resolvedPercent } = estimateMonthly(input);
    expect(resolvedPercent).toBe(RESOLVED_PERCENT['lumi-ai'].percent);
    // 2,000 × 68% × (3 + 1) minutes = 90⅔ hours on calls, paid as 120.9 at 75% occupancy.
    expect(staff!.hours).toBeCloseTo((2_000 * 0.68 * 4) / 60 / 0.75);
    expect(staff!.total).toBeCloseTo(staff!.hours * 11);
    expect(saving).toBeCloseTo(staff!.total - 1_110);
    const everyCall = estimateMonthly({ ...input, resolvedPercent: 100 });
    expect(everyCall.staff!.hours).toBeCloseTo((2_000 * 4) / 60 / 0.75);
    expect(everyCall.total).toBe(estimateMonthly(input).total);
    expect(estimateMonthly({ ...input, resolvedPercent: 0 }).saving).toBeCloseTo(-1_110);
  });

  it('says when the product costs more than the people it stands for', () => {
    expect(estimateMonthly({ product: 'lumi-ai', calls: 10, minutes: 2, languages: 1, lines: 1, hourlyCost: 4 }).saving).toBeLessThan(0);
  });

  it('refuses a figure its limits refuse, naming it', () => {
    expect(() => estimateMonthly({ product: 'lumi-ai', calls: 0, minutes: 3, languages: 1, lines: 3, hourlyCost })).toThrow(/calls = 0/);
    expect(() => estimateMonthly({ product: 'mediflow-ai', branches: 2.5, doctors: 0, calls: 10, minutes: 3, languages: 2, hourlyCost })).toThrow(
      /branches = 2.5/,
    );
    expect(() => estimateMonthly({ ...exampleInput('ai-seller'), resolvedPercent: 120 })).toThrow(/resolvedPercent = 120/);
    expect(refusedFigures(exampleInput('agentlab-ai'))).toEqual([]);
    expect(acceptsFigure('minutes', 2.5)).toBe(true);
    expect(acceptsFigure('languages', 1.5)).toBe(false);
    expect(acceptsFigure('calls', Number.NaN)).toBe(false);
  });

  it('writes only the lines a page lays out for the product, in their order', () => {
    for (const product of ESTIMATE_PRODUCTS) {
      const everything = estimateMonthly({ ...exampleInput(product), ...BIG } as EstimateInput);
      const fees = everything.lines.map(({ fee }) => fee);
      expect(fees, product).toEqual(ESTIMATE_LINES[product].filter((fee) => fees.includes(fee)));
      expect(fees.length, product).toBe(ESTIMATE_LINES[product].length);
    }
  });

  it('starts from worked examples and staff costs its own limits accept', () => {
    for (const product of ESTIMATE_PRODUCTS) expect(refusedFigures(exampleInput(product)), product).toEqual([]);
    for (const market of COST_REGIONS) expect(acceptsFigure('hourlyCost', STAFF_HOURLY_COST[market]), market).toBe(true);
    for (const { percent } of Object.values(RESOLVED_PERCENT)) expect(acceptsFigure('resolvedPercent', percent)).toBe(true);
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

describe("a product's card price", () => {
  it('is the fee of its bill it names, written once: raising the fee raises the card', () => {
    const feeOf = { 'ai-sales-manager': 'seat', 'ai-seller': 'platform', 'lumi-ai': 'platform', 'mediflow-ai': 'branch', 'agentlab-ai': 'agent' } as const;
    for (const [product, fee] of Object.entries(feeOf)) {
      const pricing = PRICING[product as keyof typeof feeOf];
      expect(pricing.from, product).toBe((pricing.fees as Record<string, { price: unknown }>)[fee]!.price);
    }
  });
});
