import type { CaseSlug, ProductSlug } from './catalogue';
import { FACTS, formatDays, PILOT_DAYS, SAMPLE_REPORT_DAY, type FigureRange } from './facts';
import type { Language } from './languages';
import { MARKETS } from './markets';

/**
 * What each product costs, written once: the pricing page (mfe-products), each product page's
 * "How much does it cost?" answer, the structured data (schema.org `Offer`) and the voice agent's
 * knowledge all read `PRICING` and print it with the formatters below, so a figure a buyer reads
 * on one page is the figure on every other page and in the assistant's answer.
 *
 * Every amount is in euros, VAT excluded, billed monthly. The figures are the vendor's list prices
 * for 2026, set against what the market charges: the raw voice of ElevenLabs, Vapi or Retell costs
 * about €0.08–0.15 a minute before telephony and the language model; Intercom's Fin charges $0.99 a
 * resolved conversation; conversation-intelligence tools cost €30–120 a seat a month; a B2B
 * vendor's platform fee is a few hundred euros a month. The example buyer is a network of 40 clinics.
 *
 * The words that go with the figures (what a fee is called, what is included) are the pricing
 * page's document in each language (`mfe-products/src/pages/content/pricing/page.<lang>.ts`),
 * keyed by the names used here.
 */

export const CURRENCY = 'EUR';

/** What a price is counted by. */
export type PriceUnit =
  'month' | 'minute' | 'conversation' | 'manager' | 'module' | 'branch' | 'doctor' | 'agent' | 'card' | 'test' | 'hour' | 'thousand-operations' | 'once';

/** An amount in euros and what it is counted by: €390 a month, €0.12 a minute, €1,500 once. */
export interface Price {
  readonly amount: number;
  readonly per: PriceUnit;
}

/** A rate that falls with volume: each step's rate applies to the units up to `upTo` (the last step has none). */
export interface Tier {
  readonly upTo: number | null;
  readonly amount: number;
}

/** A part of the monthly bill: a platform fee, a seat, a minute of conversation. */
export interface Fee {
  readonly price: Price;
  /** Cheaper steps at higher volumes, the first at `price.amount`. */
  readonly tiers?: readonly Tier[];
}

/** How a product is priced: what the bill is counted by. */
export type PricingModel = 'per-seat' | 'platform-and-conversations' | 'platform-and-minutes' | 'per-module' | 'per-branch' | 'per-agent';

/**
 * How a buyer starts before any contract. A pilot lasts `PILOT_DAYS` of its product (the one fact
 * of its length) and costs a fixed fee, which counts towards the first month if the buyer goes on.
 * AI Sales Manager starts with a free sample report on the buyer's own calls; MediFlow AI goes
 * live in one branch first, at the branch price, month to month.
 */
export type StartTerms =
  | { readonly kind: 'pilot'; readonly fee: number; readonly creditedToFirstMonth: true }
  | { readonly kind: 'sample-report'; readonly fee: 0; readonly calls: number }
  | { readonly kind: 'first-branch' };

export interface ProductPricing {
  readonly model: PricingModel;
  /** The lowest price a buyer can start at, as the pricing page heads the product's card with it. */
  readonly from: Price;
  /** The parts of the monthly bill, by name. */
  readonly fees: Readonly<Record<string, Fee>>;
  /** What the fees include that has a number (languages, phone numbers, hours, operations), by name. */
  readonly allowances: Readonly<Record<string, number>>;
  /** What costs extra, by name; `at-cost` is passed on as the provider bills it (Meta's WhatsApp fees). */
  readonly extras: Readonly<Record<string, Price | 'at-cost'>>;
  readonly start: StartTerms;
}

/** Lumi AI's minute, which MediFlow AI's FrontDesk pays too: on the phone it speaks in Lumi AI's voice. */
const VOICE_MINUTE = {
  // Voice, speech recognition, the language model and calls to EU numbers; about €0.06 over the raw cost.
  price: { amount: 0.12, per: 'minute' },
  tiers: [
    { upTo: 20_000, amount: 0.12 },
    { upTo: null, amount: 0.09 },
  ],
} as const satisfies Fee;

/** A custom integration: a system not on the product's list, connected through its API. */
const CUSTOM_INTEGRATION = { amount: 1_200, per: 'once' } as const satisfies Price;

/**
 * The prices a product's card starts from that are also a fee of its bill: written once, so the
 * card's "from" and the bill cannot disagree.
 */
const SEAT = { amount: 39, per: 'manager' } as const satisfies Price;
const SELLER_PLATFORM = { amount: 290, per: 'month' } as const satisfies Price;
const LUMI_PLATFORM = { amount: 390, per: 'month' } as const satisfies Price;
const BRANCH = { amount: 190, per: 'branch' } as const satisfies Price;
const AGENT = { amount: 490, per: 'agent' } as const satisfies Price;

export const PRICING = {
  'ai-sales-manager': {
    model: 'per-seat',
    from: SEAT,
    // Gong and its peers ask €100+ a seat; speech analytics of Eastern European telephony vendors €20–40.
    fees: { seat: { price: SEAT } },
    allowances: { minimumManagers: 5, hoursPerManager: 40 },
    extras: { hour: { amount: 0.9, per: 'hour' }, scorecard: { amount: 190, per: 'once' } },
    start: { kind: 'sample-report', fee: 0, calls: 20 },
  },
  'ai-seller': {
    model: 'platform-and-conversations',
    from: SELLER_PLATFORM,
    fees: {
      platform: { price: SELLER_PLATFORM },
      // A quarter of Fin's price per resolution: a sales chat is shorter and we count every conversation, resolved or not.
      conversation: {
        price: { amount: 0.25, per: 'conversation' },
        tiers: [
          { upTo: 10_000, amount: 0.25 },
          { upTo: null, amount: 0.18 },
        ],
      },
    },
    allowances: { bots: 1, channels: 4, languages: 1 },
    extras: { language: { amount: 50, per: 'month' }, bot: { amount: 90, per: 'month' }, integration: CUSTOM_INTEGRATION, messengerFees: 'at-cost' },
    start: { kind: 'pilot', fee: 290, creditedToFirstMonth: true },
  },
  'lumi-ai': {
    model: 'platform-and-minutes',
    from: LUMI_PLATFORM,
    fees: { platform: { price: LUMI_PLATFORM }, minute: VOICE_MINUTE },
    allowances: { languages: 1, phoneNumbers: 3 },
    extras: { language: { amount: 90, per: 'month' }, phoneNumber: { amount: 15, per: 'month' }, integration: CUSTOM_INTEGRATION },
    start: { kind: 'pilot', fee: 490, creditedToFirstMonth: true },
  },
  'ai-commerce': {
    model: 'per-module',
    from: { amount: 190, per: 'module' },
    fees: {
      snapCard: { price: { amount: 190, per: 'month' } },
      focusGroup: { price: { amount: 290, per: 'month' } },
      sellMate: { price: { amount: 290, per: 'month' } },
    },
    // A copywriter's card costs €4–8 by hand (12–15 a day); SnapCard AI's beyond the allowance costs €0.40.
    allowances: { cards: 300, tests: 10, conversations: 1_000 },
    extras: { card: { amount: 0.4, per: 'card' }, test: { amount: 25, per: 'test' }, conversation: { amount: 0.2, per: 'conversation' } },
    start: { kind: 'pilot', fee: 190, creditedToFirstMonth: true },
  },
  'mediflow-ai': {
    model: 'per-branch',
    from: BRANCH,
    fees: {
      // A network's eleventh branch and every one after it costs less: a 40-clinic network pays 10 × €190 + 30 × €140.
      branch: {
        price: BRANCH,
        tiers: [
          { upTo: 10, amount: 190 },
          { upTo: null, amount: 140 },
        ],
      },
      doctor: { price: { amount: 49, per: 'doctor' } },
      minute: VOICE_MINUTE,
    },
    // Clinics answer patients in two languages at least (Ukrainian and Russian, Polish and English).
    allowances: { languages: 2 },
    extras: { language: { amount: 90, per: 'month' }, integration: { amount: 1_500, per: 'once' } },
    start: { kind: 'first-branch' },
  },
  'agentlab-ai': {
    model: 'per-agent',
    from: AGENT,
    fees: { agent: { price: AGENT } },
    allowances: { operations: 5_000 },
    extras: { operations: { amount: 15, per: 'thousand-operations' }, customAgent: { amount: 1_500, per: 'once' } },
    start: { kind: 'pilot', fee: 990, creditedToFirstMonth: true },
  },
} as const satisfies Readonly<Record<ProductSlug, ProductPricing>>;

/** How every product is billed: monthly in arrears, month to month once it runs. */
export const BILLING_TERMS = {
  /** Days of notice to stop a product, from any month's end. */
  noticeDays: 30,
  /** Days an invoice may be paid in, by bank transfer. */
  paymentDays: 14,
  /** Per cent off every monthly fee for a year paid in advance. */
  annualDiscountPercent: 10,
} as const;

/** The pilot of a product that has one, with its length from `PILOT_DAYS`; null for a product that starts another way. */
export function pilotOf(product: ProductSlug): { readonly days: FigureRange; readonly fee: number } | null {
  const start: StartTerms = PRICING[product].start;
  const days = PILOT_DAYS[product];
  return start.kind === 'pilot' && days ? { days, fee: start.fee } : null;
}

/** What a volume costs at a tiered rate: each step's units at that step's rate. */
export function tieredCost(units: number, fee: Fee): number {
  const tiers = fee.tiers ?? [{ upTo: null, amount: fee.price.amount }];
  let cost = 0;
  let counted = 0;
  for (const { upTo, amount } of tiers) {
    const inStep = Math.max(0, Math.min(units, upTo ?? Infinity) - counted);
    cost += inStep * amount;
    counted += inStep;
    if (counted >= units) break;
  }
  return cost;
}

// ————— The estimate calculator —————

/** Where the calculator knows what staff cost: each market, and the EU's average for anywhere else. */
export const COST_REGIONS = [...MARKETS, 'EU'] as const;
export type CostRegion = (typeof COST_REGIONS)[number];

export function isCostRegion(code: string): code is CostRegion {
  return (COST_REGIONS as readonly string[]).includes(code);
}

/**
 * What an hour of a contact-centre or front-desk employee costs the employer, in euros, in 2026:
 * gross pay plus the employer's taxes and contributions, over the hours actually paid. Our own
 * estimates from 2025 pay surveys and each country's contribution rates, rounded; the calculator
 * takes them as defaults, and a visitor enters their own.
 */
export const STAFF_HOURLY_COST: Readonly<Record<CostRegion, number>> = {
  /** An operator earns UAH 18,000–25,000 gross a month; the employer adds 22% (ЄСВ): about €600 over 160 hours. */
  UA: 4,
  /** PLN 5,500–6,500 gross (the minimum is PLN 4,666 in 2025); the employer adds about 20.5% (ZUS): about €1,700 over 160 hours. */
  PL: 11,
  /** €2,600–2,900 gross; the employer adds about 21%; holidays and sick pay bring the paid hour to about €24. */
  DE: 24,
  /** €1,400–1,600 gross in 14 payments; the employer adds about 31% (Seguridad Social): about €2,300 a month. */
  ES: 14,
  /** About €2,700 gross, 8% holiday allowance, the employer adds about 25%. */
  NL: 23,
  /** €1,300–1,500 gross; since 2019 the employer adds under 2%: about €1,450 a month. */
  LT: 9,
  /** KZT 250,000–350,000 gross (€480–670); the employer adds about 13% (social tax and contributions). */
  KZ: 4,
  /** About £24,000 a year; employer's National Insurance (15% above the threshold) and 3% pension, over 1,700 paid hours. */
  GB: 19,
  /**
   * Eurostat's average labour cost is €33.5 an hour across the EU's economy (2024); contact-centre
   * work pays well below the average, so the default sits at €20.
   */
  EU: 20,
};

/** The products the calculator estimates: every one, each by its own volume. */
export const ESTIMATE_PRODUCTS = [
  'lumi-ai',
  'mediflow-ai',
  'ai-seller',
  'ai-commerce',
  'ai-sales-manager',
  'agentlab-ai',
] as const satisfies readonly ProductSlug[];
export type EstimateProduct = (typeof ESTIMATE_PRODUCTS)[number];

/** AI Commerce Suite's modules, by the names of their fees; a buyer takes one, two or all three. */
export const COMMERCE_MODULES = ['snapCard', 'focusGroup', 'sellMate'] as const;
export type CommerceModule = (typeof COMMERCE_MODULES)[number];
/** The modules' names: brands, the same in every language. */
export const COMMERCE_MODULE_NAMES: Readonly<Record<CommerceModule, string>> = {
  snapCard: 'SnapCard AI',
  focusGroup: 'AI Focus Group',
  sellMate: 'SellMate AI',
};

/**
 * The share of conversations the assistant finishes without a person, in per cent, as the
 * vendor's own cases measured it; the calculator counts a person's time saved only on that share
 * (a conversation handed over is paid for and still takes the person's time), says the figure and
 * lets the visitor change it. Where two cases measure the same product, the lower figure: Lumi AI
 * resolves 68% of Qala Electronics' calls (AutoOcena's claims reach 78%). SellMate AI answers
 * shoppers in chat as AI Seller 24/7 does, in the same shop's case.
 */
export const RESOLVED_PERCENT = {
  'lumi-ai': { percent: 68, case: 'retail-kazakhstan' },
  'mediflow-ai': { percent: 61, case: 'medical-center-ukraine' },
  'ai-seller': { percent: 81, case: 'ecommerce-poland' },
  'ai-commerce': { percent: 81, case: 'ecommerce-poland' },
} as const satisfies Partial<Record<EstimateProduct, { readonly percent: number; readonly case: CaseSlug }>>;
/** The products that answer conversations, whose saving depends on the share they resolve. */
export type ConversationProduct = keyof typeof RESOLVED_PERCENT;

/** What a comparison with people's time needs: what their hour costs, and the share the product resolves (the model's, unless given). */
interface StaffTerms {
  /** What an hour of a person's work costs the employer, euros (`STAFF_HOURLY_COST` has each market's). */
  readonly hourlyCost: number;
  /** Per cent of conversations finished without a person; `RESOLVED_PERCENT` when left out. */
  readonly resolvedPercent?: number;
}

/** What a visitor tells the calculator of each product: the volume it is billed by. */
export interface EstimateVolumes {
  readonly 'lumi-ai': StaffTerms & {
    /** Calls a month, and their average length in minutes. */
    readonly calls: number;
    readonly minutes: number;
    /** Languages it speaks with callers. */
    readonly languages: number;
    /** Phone numbers or lines it answers; the fee includes three. */
    readonly lines: number;
  };
  readonly 'mediflow-ai': StaffTerms & {
    /** Branches with FrontDesk. */
    readonly branches: number;
    /** Doctors who use Doctor AI; none is a FrontDesk-only network. */
    readonly doctors: number;
    /** Calls FrontDesk answers a month, and their average length in minutes. */
    readonly calls: number;
    readonly minutes: number;
    /** Languages it speaks with patients; the fee includes two. */
    readonly languages: number;
  };
  readonly 'ai-seller': StaffTerms & {
    /** Chats a month, and their average length in minutes. */
    readonly conversations: number;
    readonly minutes: number;
    readonly languages: number;
  };
  readonly 'ai-commerce': StaffTerms & {
    /** The modules taken; the volumes of a module not taken are not counted. */
    readonly modules: readonly CommerceModule[];
    /** SnapCard AI's cards, AI Focus Group's tests and SellMate AI's conversations a month. */
    readonly cards: number;
    readonly tests: number;
    readonly conversations: number;
    /** A SellMate AI conversation's average length, minutes. */
    readonly minutes: number;
  };
  readonly 'ai-sales-manager': {
    /** Managers whose calls and chats it scores. */
    readonly managers: number;
    /** Hours of calls and chats a manager has a month. */
    readonly hoursPerManager: number;
  };
  readonly 'agentlab-ai': {
    /** Agents at work. */
    readonly agents: number;
    /** Operations all of them perform a month: leads processed, documents read, orders placed. */
    readonly operations: number;
  };
}

/** What the calculator is asked: a product and its volume. */
export type EstimateInput = { readonly [P in EstimateProduct]: { readonly product: P } & EstimateVolumes[P] }[EstimateProduct];

/** The name of a fee or an extra in a product's price list (`PRICING[product].fees`, `.extras`). */
export type FeeName = { [P in ProductSlug]: keyof (typeof PRICING)[P]['fees'] | keyof (typeof PRICING)[P]['extras'] }[ProductSlug];

/** A line of the month's bill: a fee or an extra of the price list, how many units it counts and what they cost. */
export interface EstimateLine {
  readonly fee: FeeName;
  /** Units billed: minutes, branches, seats, further languages, operations past the allowance; 1 for a flat fee. */
  readonly quantity: number;
  readonly amount: number;
}

export interface Estimate {
  readonly product: EstimateProduct;
  /** The month's bill, line by line in the price list's order; a line of nothing is left out. */
  readonly lines: readonly EstimateLine[];
  /** The month's bill, VAT excluded. */
  readonly total: number;
  /**
   * The work the product takes over, done by people instead: the paid hours and their cost. Null
   * for AI Sales Manager and AgentLab AI, whose worth is measured on the buyer's own data (the
   * sample report, the pilot's report on hours saved) rather than assumed.
   */
  readonly staff: { readonly hours: number; readonly total: number } | null;
  /** The share of conversations counted as resolved without a person, per cent; null for a product that holds no conversations. */
  readonly resolvedPercent: number | null;
  /** What the product saves a month, the staff's cost less the bill (negative when it costs more); null without a staff side. */
  readonly saving: number | null;
}

/** The lines an estimate's bill may have, by product, in the order `estimateMonthly` writes them: a page lays out one place for each. */
export const ESTIMATE_LINES = {
  'lumi-ai': ['platform', 'minute', 'language', 'phoneNumber'],
  'mediflow-ai': ['branch', 'doctor', 'minute', 'language'],
  'ai-seller': ['platform', 'conversation', 'language'],
  'ai-commerce': ['snapCard', 'card', 'focusGroup', 'test', 'sellMate', 'conversation'],
  'ai-sales-manager': ['seat', 'hour'],
  'agentlab-ai': ['agent', 'operations'],
} as const satisfies { readonly [P in EstimateProduct]: readonly FeeName[] };

/**
 * The calculator's assumptions, which the page writes under the result with these very figures.
 * A person's time is counted as contact centres count it: the conversation, the work after it,
 * and the share of paid hours spent on conversations at all.
 */
export const ESTIMATE_ASSUMPTIONS = {
  /** Minutes a person spends after each conversation writing it into the CRM. */
  wrapUpMinutes: 1,
  /** Conversations a person handles at once: one call, or two chats. */
  concurrent: { 'lumi-ai': 1, 'mediflow-ai': 1, 'ai-seller': 2, 'ai-commerce': 2 } satisfies Record<ConversationProduct, number>,
  /** Share of paid hours a person spends on conversations; breaks, training and waiting take the rest (contact centres plan for 75–85%). */
  occupancy: 0.75,
  /** A copywriter's working day, hours, in which they write `FACTS.cardsPerDayByHand` cards (the faster figure, so the saving is not overstated). */
  workdayHours: 8,
} as const;

/** What a product card costs a person by hand, minutes, and what checking SnapCard AI's draft of it costs. */
export function cardMinutes(): { readonly byHand: number; readonly checked: number } {
  return { byHand: (ESTIMATE_ASSUMPTIONS.workdayHours * 60) / FACTS.cardsPerDayByHand.max, checked: FACTS.minutesToCheckCard };
}

/**
 * Each product's worked example: what the calculator starts with, and what the page shows
 * without JavaScript. MediFlow AI's is the example buyer the prices are set for, a network of 40
 * clinics with about 25,000 calls a month of two and a half minutes (some 30 calls a clinic on a
 * working day), in two languages; the pricing page's question about such a network is answered
 * with this very estimate.
 */
export const ESTIMATE_EXAMPLES = {
  'lumi-ai': { calls: 2_000, minutes: 3, languages: 1, lines: 3 },
  'mediflow-ai': { branches: 40, doctors: 0, calls: 25_000, minutes: 2.5, languages: 2 },
  'ai-seller': { conversations: 2_000, minutes: 3, languages: 1 },
  'ai-commerce': { modules: COMMERCE_MODULES, cards: 500, tests: 10, conversations: 1_500, minutes: 4 },
  'ai-sales-manager': { managers: SAMPLE_REPORT_DAY.managers, hoursPerManager: 50 },
  'agentlab-ai': { agents: 2, operations: 8_000 },
} as const satisfies { readonly [P in EstimateProduct]: Omit<EstimateVolumes[P], keyof StaffTerms> };

/** What the calculator starts with: the product, and the market whose staff cost it assumes. */
export const ESTIMATE_DEFAULTS = {
  product: 'lumi-ai',
  /** The vendor's home market (Warsaw), and the market of the example buyer, a clinic network in Poland and Ukraine. */
  market: 'PL',
} as const satisfies { readonly product: EstimateProduct; readonly market: CostRegion };

/**
 * The market a page's calculator starts in: the one its readers work in. A Ukrainian page is read in
 * Ukraine and a Polish one in Poland; a Russian page, of the site's markets, in Kazakhstan; an
 * English page by anyone, so the vendor's home market.
 */
export const ESTIMATE_MARKET_OF_LANGUAGE: Readonly<Record<Language, CostRegion>> = { en: ESTIMATE_DEFAULTS.market, ru: 'KZ', uk: 'UA', pl: 'PL' };

/** A product's worked example as the calculator takes it, at a market's staff cost and the model's share resolved. */
export function exampleInput<P extends EstimateProduct>(product: P, market: CostRegion = ESTIMATE_DEFAULTS.market): Extract<EstimateInput, { product: P }> {
  const staff = product in RESOLVED_PERCENT ? { hourlyCost: STAFF_HOURLY_COST[market] } : {};
  return { product, ...ESTIMATE_EXAMPLES[product], ...staff } as Extract<EstimateInput, { product: P }>;
}

/** A figure the calculator takes: its range, and whether it is a whole number. */
export interface FigureLimit {
  readonly min: number;
  readonly max: number;
  readonly whole: boolean;
}

/** What each figure accepts; the page says so beside a field that holds anything else, and `estimateMonthly` refuses it. */
export const ESTIMATE_LIMITS = {
  calls: { min: 1, max: 1_000_000, whole: true },
  conversations: { min: 1, max: 1_000_000, whole: true },
  minutes: { min: 0.5, max: 60, whole: false },
  languages: { min: 1, max: 10, whole: true },
  lines: { min: 1, max: 1_000, whole: true },
  branches: { min: 1, max: 1_000, whole: true },
  doctors: { min: 0, max: 10_000, whole: true },
  cards: { min: 0, max: 100_000, whole: true },
  tests: { min: 0, max: 1_000, whole: true },
  managers: { min: 1, max: 1_000, whole: true },
  hoursPerManager: { min: 1, max: 300, whole: false },
  agents: { min: 1, max: 100, whole: true },
  operations: { min: 0, max: 10_000_000, whole: true },
  hourlyCost: { min: 1, max: 200, whole: false },
  resolvedPercent: { min: 0, max: 100, whole: false },
} as const satisfies Readonly<Record<string, FigureLimit>>;
export type EstimateFigure = keyof typeof ESTIMATE_LIMITS;

/** Whether `value` is a figure `field` accepts (`ESTIMATE_LIMITS`). */
export function acceptsFigure(field: EstimateFigure, value: number): boolean {
  const { min, max, whole } = ESTIMATE_LIMITS[field];
  return Number.isFinite(value) && value >= min && value <= max && (!whole || Number.isInteger(value));
}

/** The bill's lines from their parts: a line of no units or no amount is left out. */
function billOf(lines: readonly EstimateLine[]): { readonly lines: readonly EstimateLine[]; readonly total: number } {
  const billed = lines.filter((line) => line.quantity > 0 && line.amount > 0);
  return { lines: billed, total: billed.reduce((sum, line) => sum + line.amount, 0) };
}

/** A flat monthly fee, once. */
const flat = (fee: FeeName, amount: number): EstimateLine => ({ fee, quantity: 1, amount });
/** Units past an allowance, each at `price`. */
const past = (fee: FeeName, units: number, allowance: number, price: number): EstimateLine => {
  const quantity = Math.max(0, units - allowance);
  return { fee, quantity, amount: quantity * price };
};
/** Units at a fee's tiered rate. */
const tiered = (fee: FeeName, units: number, rate: Fee): EstimateLine => ({ fee, quantity: units, amount: tieredCost(units, rate) });

/** A person's paid hours for the conversations the product resolves: each with its wrap-up, at their concurrency and occupancy. */
function conversationHours(product: ConversationProduct, conversations: number, minutes: number, resolvedPercent: number): number {
  const { wrapUpMinutes, concurrent, occupancy } = ESTIMATE_ASSUMPTIONS;
  return (conversations * (resolvedPercent / 100) * (minutes + wrapUpMinutes)) / concurrent[product] / 60 / occupancy;
}

/** The bill and the people's hours of each product's volume. */
function priced(input: EstimateInput, resolved: number): { readonly lines: readonly EstimateLine[]; readonly hours: number | null } {
  switch (input.product) {
    case 'lumi-ai': {
      const { fees, allowances, extras } = PRICING['lumi-ai'];
      return {
        lines: [
          flat('platform', fees.platform.price.amount),
          tiered('minute', input.calls * input.minutes, fees.minute),
          past('language', input.languages, allowances.languages, extras.language.amount),
          past('phoneNumber', input.lines, allowances.phoneNumbers, extras.phoneNumber.amount),
        ],
        hours: conversationHours('lumi-ai', input.calls, input.minutes, resolved),
      };
    }
    case 'mediflow-ai': {
      const { fees, allowances, extras } = PRICING['mediflow-ai'];
      return {
        lines: [
          tiered('branch', input.branches, fees.branch),
          tiered('doctor', input.doctors, fees.doctor),
          tiered('minute', input.calls * input.minutes, fees.minute),
          past('language', input.languages, allowances.languages, extras.language.amount),
        ],
        hours: conversationHours('mediflow-ai', input.calls, input.minutes, resolved),
      };
    }
    case 'ai-seller': {
      const { fees, allowances, extras } = PRICING['ai-seller'];
      return {
        lines: [
          flat('platform', fees.platform.price.amount),
          tiered('conversation', input.conversations, fees.conversation),
          past('language', input.languages, allowances.languages, extras.language.amount),
        ],
        hours: conversationHours('ai-seller', input.conversations, input.minutes, resolved),
      };
    }
    case 'ai-commerce': {
      const { fees, allowances, extras } = PRICING['ai-commerce'];
      const taken = (module: CommerceModule) => input.modules.includes(module);
      const card = cardMinutes();
      const lines: EstimateLine[] = [];
      let hours = 0;
      if (taken('snapCard')) {
        lines.push(flat('snapCard', fees.snapCard.price.amount), past('card', input.cards, allowances.cards, extras.card.amount));
        hours += (input.cards * (card.byHand - card.checked)) / 60;
      }
      if (taken('focusGroup')) lines.push(flat('focusGroup', fees.focusGroup.price.amount), past('test', input.tests, allowances.tests, extras.test.amount));
      if (taken('sellMate')) {
        lines.push(
          flat('sellMate', fees.sellMate.price.amount),
          past('conversation', input.conversations, allowances.conversations, extras.conversation.amount),
        );
        hours += conversationHours('ai-commerce', input.conversations, input.minutes, resolved);
      }
      return { lines, hours };
    }
    case 'ai-sales-manager': {
      const { fees, allowances, extras } = PRICING['ai-sales-manager'];
      const seats = Math.max(input.managers, allowances.minimumManagers);
      const extraHours = input.managers * Math.max(0, input.hoursPerManager - allowances.hoursPerManager);
      return {
        lines: [
          { fee: 'seat', quantity: seats, amount: seats * fees.seat.price.amount },
          { fee: 'hour', quantity: extraHours, amount: extraHours * extras.hour.amount },
        ],
        hours: null,
      };
    }
    case 'agentlab-ai': {
      const { fees, allowances, extras } = PRICING['agentlab-ai'];
      const extraOperations = Math.max(0, input.operations - input.agents * allowances.operations);
      return {
        lines: [
          { fee: 'agent', quantity: input.agents, amount: input.agents * fees.agent.price.amount },
          { fee: 'operations', quantity: extraOperations, amount: (extraOperations / 1_000) * extras.operations.amount },
        ],
        hours: null,
      };
    }
  }
}

/** The figures of `input` that `ESTIMATE_LIMITS` refuses, by name; none for an input `estimateMonthly` can price. */
export function refusedFigures(input: EstimateInput): readonly EstimateFigure[] {
  return Object.entries(input)
    .filter(([field, value]) => field in ESTIMATE_LIMITS && typeof value === 'number' && !acceptsFigure(field as EstimateFigure, value))
    .map(([field]) => field as EstimateFigure);
}

/**
 * The month of `input`'s product at `input`'s volume: its bill at the prices of `PRICING`, and
 * for a product that takes work from people, what that work costs them, counted only on the share
 * of conversations the product resolves (`RESOLVED_PERCENT` unless the visitor says otherwise).
 * Throws on a figure `ESTIMATE_LIMITS` refuses, naming it.
 */
export function estimateMonthly(input: EstimateInput): Estimate {
  const refused = refusedFigures(input);
  if (refused.length) {
    const figures = input as unknown as Readonly<Record<EstimateFigure, number>>;
    throw new RangeError(`The estimate refuses ${refused.map((field) => `${field} = ${figures[field]}`).join(', ')}: see ESTIMATE_LIMITS`);
  }
  const conversational = input.product in RESOLVED_PERCENT;
  const resolved = conversational
    ? 'resolvedPercent' in input && input.resolvedPercent !== undefined
      ? input.resolvedPercent
      : RESOLVED_PERCENT[input.product as ConversationProduct].percent
    : 0;
  const { lines, hours } = priced(input, resolved);
  const bill = billOf(lines);
  const staff = hours === null || !('hourlyCost' in input) ? null : { hours, total: hours * input.hourlyCost };
  return {
    product: input.product,
    ...bill,
    staff,
    resolvedPercent: conversational ? resolved : null,
    saving: staff ? staff.total - bill.total : null,
  };
}

/** What a line of an estimate's bill comes to; nothing for a fee the bill leaves out. */
export function amountOf(estimate: Estimate, fee: FeeName): number {
  return estimate.lines.find((line) => line.fee === fee)?.amount ?? 0;
}

// ————— Formatting, per language —————

const NBSP = '\u00a0';

/**
 * One formatter per language and kind, made once: a page prints a hundred prices, and making an
 * `Intl.NumberFormat` costs far more than using one.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(lang: Language, kind: 'whole' | 'cents' | 'count'): Intl.NumberFormat {
  const key = `${lang}:${kind}`;
  let made = formatters.get(key);
  if (!made) {
    made =
      kind === 'count'
        ? new Intl.NumberFormat(lang, { maximumFractionDigits: 1 })
        : new Intl.NumberFormat(lang, {
            style: 'currency',
            currency: CURRENCY,
            // Ukrainian's own symbol is "EUR" in some ICU versions, "€" in others: the narrow symbol is "€" in every one.
            currencyDisplay: 'narrowSymbol',
            minimumFractionDigits: kind === 'whole' ? 0 : 2,
            maximumFractionDigits: kind === 'whole' ? 0 : 2,
          });
    formatters.set(key, made);
  }
  return made;
}

/** "€390", "€0.12", "1 500 €": whole euros without cents, anything else with them. */
export function formatEuros(amount: number, lang: Language): string {
  return formatter(lang, Number.isInteger(amount) ? 'whole' : 'cents').format(amount);
}

/** Whole euros, for an estimate: "€1,110", "1 110 €". */
export function formatEstimate(amount: number, lang: Language): string {
  return formatEuros(Math.round(amount), lang);
}

/** "2,000", "2 000": a count as the language groups its digits. */
export function formatCount(value: number, lang: Language): string {
  return formatter(lang, 'count').format(value);
}

const PER: Readonly<Record<Language, Readonly<Record<PriceUnit, string>>>> = {
  en: {
    month: 'a month',
    minute: 'a minute',
    conversation: 'a conversation',
    manager: 'per manager a month',
    module: 'per module a month',
    branch: 'per branch a month',
    doctor: 'per doctor a month',
    agent: 'per agent a month',
    card: 'a card',
    test: 'a test',
    hour: 'an hour',
    'thousand-operations': `per 1,000${NBSP}operations`,
    once: 'one-off',
  },
  ru: {
    month: `в${NBSP}месяц`,
    minute: `за${NBSP}минуту`,
    conversation: `за${NBSP}диалог`,
    manager: `за${NBSP}менеджера в${NBSP}месяц`,
    module: `за${NBSP}модуль в${NBSP}месяц`,
    branch: `за${NBSP}филиал в${NBSP}месяц`,
    doctor: `за${NBSP}врача в${NBSP}месяц`,
    agent: `за${NBSP}агента в${NBSP}месяц`,
    card: `за${NBSP}карточку`,
    test: `за${NBSP}тест`,
    hour: `за${NBSP}час`,
    'thousand-operations': `за${NBSP}1${NBSP}000${NBSP}операций`,
    once: 'разово',
  },
  uk: {
    month: `на${NBSP}місяць`,
    minute: `за${NBSP}хвилину`,
    conversation: `за${NBSP}діалог`,
    manager: `за${NBSP}менеджера на${NBSP}місяць`,
    module: `за${NBSP}модуль на${NBSP}місяць`,
    branch: `за${NBSP}філію на${NBSP}місяць`,
    doctor: `за${NBSP}лікаря на${NBSP}місяць`,
    agent: `за${NBSP}агента на${NBSP}місяць`,
    card: `за${NBSP}картку`,
    test: `за${NBSP}тест`,
    hour: `за${NBSP}годину`,
    'thousand-operations': `за${NBSP}1${NBSP}000${NBSP}операцій`,
    once: 'разово',
  },
  pl: {
    month: 'miesięcznie',
    minute: `za${NBSP}minutę`,
    conversation: `za${NBSP}rozmowę`,
    manager: `za${NBSP}handlowca miesięcznie`,
    module: `za${NBSP}moduł miesięcznie`,
    branch: `za${NBSP}placówkę miesięcznie`,
    doctor: `za${NBSP}lekarza miesięcznie`,
    agent: `za${NBSP}agenta miesięcznie`,
    card: `za${NBSP}kartę produktu`,
    test: `za${NBSP}test`,
    hour: `za${NBSP}godzinę`,
    // Polish groups four digits only in tables: "1000 operacji" in a sentence.
    'thousand-operations': `za${NBSP}1000${NBSP}operacji`,
    once: 'jednorazowo',
  },
};

/** "€390 a month", "0,12 € за минуту", "1 200 € разово": a price with what it is counted by. */
export function formatPrice(price: Price, lang: Language): string {
  return `${formatEuros(price.amount, lang)}${NBSP}${PER[lang][price.per]}`;
}

const FROM: Readonly<Record<Language, string>> = { en: 'from', ru: 'от', uk: 'від', pl: 'od' };

/** "from €390 a month", "от 39 € за менеджера в месяц", "від 190 € за філію на місяць": a product's lowest price. */
export function formatFromPrice(product: ProductSlug, lang: Language): string {
  return `${FROM[lang]}${NBSP}${formatPrice(PRICING[product].from, lang)}`;
}

/** "7–10 days", "14 днів": a pilot's length, as every page writes it (the one fact is `PILOT_DAYS`). */
export function formatPilotDays(product: ProductSlug, lang: Language): string {
  const days = PILOT_DAYS[product];
  if (!days) throw new Error(`${product} has no pilot`);
  return formatDays(days, lang);
}

/** "7–10-day", "14-day": a pilot's length before the word it describes, as English writes it ("a 7–10-day pilot"). */
export function formatPilotAdjective(product: ProductSlug): string {
  const days = PILOT_DAYS[product];
  if (!days) throw new Error(`${product} has no pilot`);
  return `${days.min === days.max ? days.max : `${days.min}–${days.max}`}-day`;
}

/** The schema.org `Offer` of a product's lowest price, for a page's structured data. */
export function offerOf(product: ProductSlug, url: string): object {
  const { from } = PRICING[product];
  return {
    '@type': 'Offer',
    url,
    priceCurrency: CURRENCY,
    // A "from" price: the minimum of the product's price, per the unit it is counted by.
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      minPrice: from.amount,
      price: from.amount,
      priceCurrency: CURRENCY,
      valueAddedTaxIncluded: false,
      unitText: PER.en[from.per],
    },
  };
}
