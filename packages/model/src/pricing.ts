import type { ProductSlug } from './catalogue';
import { formatDays, PILOT_DAYS, type FigureRange } from './facts';
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

export const PRICING = {
  'ai-sales-manager': {
    model: 'per-seat',
    from: { amount: 39, per: 'manager' },
    // Gong and its peers ask €100+ a seat; speech analytics of Eastern European telephony vendors €20–40.
    fees: { seat: { price: { amount: 39, per: 'manager' } } },
    allowances: { minimumManagers: 5, hoursPerManager: 40 },
    extras: { hour: { amount: 0.9, per: 'hour' }, scorecard: { amount: 190, per: 'once' } },
    start: { kind: 'sample-report', fee: 0, calls: 20 },
  },
  'ai-seller': {
    model: 'platform-and-conversations',
    from: { amount: 290, per: 'month' },
    fees: {
      platform: { price: { amount: 290, per: 'month' } },
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
    from: { amount: 390, per: 'month' },
    fees: { platform: { price: { amount: 390, per: 'month' } }, minute: VOICE_MINUTE },
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
    from: { amount: 190, per: 'branch' },
    fees: {
      // A network's eleventh branch and every one after it costs less: a 40-clinic network pays 10 × €190 + 30 × €140.
      branch: {
        price: { amount: 190, per: 'branch' },
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
    from: { amount: 490, per: 'agent' },
    fees: { agent: { price: { amount: 490, per: 'agent' } } },
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

/**
 * The buyer the prices are set for: a network of 40 clinics with about 25,000 calls a month of two
 * and a half minutes each (some 30 calls a clinic on a working day), which the pricing page works
 * through with MediFlow AI.
 */
export const EXAMPLE_NETWORK = { branches: 40, calls: 25_000, minutes: 2.5 } as const;

/** MediFlow AI's month for a network: FrontDesk in every branch, its minutes on the phone, Doctor AI for `doctors`. */
export function mediflowMonthly({ branches, calls, minutes, doctors = 0 }: { branches: number; calls: number; minutes: number; doctors?: number }): {
  readonly branches: number;
  readonly minutes: number;
  readonly doctors: number;
  readonly total: number;
} {
  const { fees } = PRICING['mediflow-ai'];
  const parts = { branches: tieredCost(branches, fees.branch), minutes: tieredCost(calls * minutes, fees.minute), doctors: tieredCost(doctors, fees.doctor) };
  return { ...parts, total: parts.branches + parts.minutes + parts.doctors };
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

/** The products the calculator estimates: those priced by the volume of conversations, a call's minutes or a chat. */
export const ESTIMATE_PRODUCTS = ['lumi-ai', 'ai-seller'] as const satisfies readonly ProductSlug[];
export type EstimateProduct = (typeof ESTIMATE_PRODUCTS)[number];

/** What a visitor tells the calculator. */
export interface EstimateInput {
  readonly product: EstimateProduct;
  /** Calls (Lumi AI) or chats (AI Seller 24/7) a month. */
  readonly conversations: number;
  /** A conversation's average length, minutes. */
  readonly minutes: number;
  /** The languages the assistant speaks with customers. */
  readonly languages: number;
  /** What an hour of a person's work costs the employer, euros. */
  readonly hourlyCost: number;
}

/**
 * The calculator's assumptions, which the page writes under the result with these very figures.
 * A person's time is counted as contact centres count it: the conversation, the work after it,
 * and the share of paid hours spent on conversations at all.
 */
export const ESTIMATE_ASSUMPTIONS = {
  /** Minutes a person spends after each conversation writing it into the CRM. */
  wrapUpMinutes: 1,
  /** Conversations a person handles at once: one call, or two chats. */
  concurrent: { 'lumi-ai': 1, 'ai-seller': 2 } satisfies Record<EstimateProduct, number>,
  /** Share of paid hours a person spends on conversations; breaks, training and waiting take the rest (contact centres plan for 75–85%). */
  occupancy: 0.75,
} as const;

/** What the calculator starts with, and what the page shows as its worked example without JavaScript. */
export const ESTIMATE_DEFAULTS = {
  product: 'lumi-ai',
  conversations: 2_000,
  minutes: 3,
  languages: 1,
  /** The vendor's home market (Warsaw), and the market of the example buyer, a clinic network in Poland and Ukraine. */
  market: 'PL',
} as const satisfies Omit<EstimateInput, 'hourlyCost'> & { readonly market: CostRegion };

/** What each field accepts; the page says so beside a field that holds anything else. */
export const ESTIMATE_LIMITS = {
  conversations: { min: 1, max: 1_000_000, whole: true },
  minutes: { min: 0.5, max: 60, whole: false },
  languages: { min: 1, max: 10, whole: true },
  hourlyCost: { min: 1, max: 200, whole: false },
} as const satisfies Readonly<Record<Exclude<keyof EstimateInput, 'product'>, { min: number; max: number; whole: boolean }>>;

export interface Estimate {
  /** The assistant's month: the platform fee, the further languages, the usage, and their sum. */
  readonly assistant: { readonly platform: number; readonly languages: number; readonly usage: number; readonly total: number };
  /** The same volume handled by people: the paid hours it takes and what they cost. */
  readonly staff: { readonly hours: number; readonly total: number };
  /** What the assistant saves a month (negative when it costs more). */
  readonly saving: number;
}

/** The monthly estimate for `input`, at the prices of `PRICING` and the assumptions of `ESTIMATE_ASSUMPTIONS`. */
export function estimateMonthly(input: EstimateInput): Estimate {
  const pricing = PRICING[input.product];
  const platform = pricing.fees.platform.price.amount;
  const languages = Math.max(0, input.languages - pricing.allowances.languages) * pricing.extras.language.amount;
  const usage =
    input.product === 'lumi-ai'
      ? tieredCost(input.conversations * input.minutes, PRICING['lumi-ai'].fees.minute)
      : tieredCost(input.conversations, PRICING['ai-seller'].fees.conversation);
  const { wrapUpMinutes, concurrent, occupancy } = ESTIMATE_ASSUMPTIONS;
  const hours = (input.conversations * (input.minutes + wrapUpMinutes)) / concurrent[input.product] / 60 / occupancy;
  const assistant = { platform, languages, usage, total: platform + languages + usage };
  const staff = { hours, total: hours * input.hourlyCost };
  return { assistant, staff, saving: staff.total - assistant.total };
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
