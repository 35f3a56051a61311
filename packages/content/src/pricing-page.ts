import * as z from 'zod/mini';
import { COST_REGIONS, ESTIMATE_LIMITS, ESTIMATE_PRODUCTS, PRODUCT_SLUGS, RESOLVED_PERCENT, type ConversationProduct, type EstimateFigure } from '@site/model';
import { listOf, paragraphs, seo, text } from './text';

/**
 * The pricing page's words in one language (`mfe-products/src/pages/content/pricing/page.<lang>.ts`).
 * The figures are `PRICING` of `@site/model`: the page prints them with the model's formatters, and
 * a text that gives one (an allowance, a pilot's length or fee, the calculator's assumptions)
 * formats it from the model in its document, as a product page does, so no figure is typed twice.
 * A fee's or an extra's label is keyed by its name in `PRICING` (the content tests hold the keys
 * to the model's).
 */

/** A word's forms by the language's plural rules, for a count the page writes beside it. */
const pluralForms = z.object({
  one: z.optional(text),
  few: z.optional(text),
  many: z.optional(text),
  other: text,
});

/** One product's card: how it is priced, the labels of its fees and extras, what it includes, how to start. */
const productPrices = z.object({
  /** How the bill is counted: "A platform fee plus minutes of conversation". */
  model: text,
  /** Who pays what, in a sentence. */
  summary: text,
  fees: z.record(z.string(), text),
  included: listOf(text, 2),
  extras: z.record(z.string(), text),
  /** How a buyer starts before any contract (the pilot, the sample report, the first branch). */
  start: text,
});

const estimateProduct = z.enum(ESTIMATE_PRODUCTS);
/** The products whose estimate counts people's time on the conversations they resolve. */
const conversationProduct = z.enum(Object.keys(RESOLVED_PERCENT) as [ConversationProduct, ...ConversationProduct[]]);
/** Every figure the calculator takes, `ESTIMATE_LIMITS`' names. */
const figure = z.enum(Object.keys(ESTIMATE_LIMITS) as [EstimateFigure, ...EstimateFigure[]]);
/** The products that take no work from people the estimate could count: their worth is measured on the buyer's own data. */
const measuredProduct = z.enum(['ai-sales-manager', 'agentlab-ai']);

export const pricingPageSchema = z.object({
  seo,
  /** The page's name in the breadcrumbs. */
  breadcrumb: text,
  hero: z.object({ eyebrow: text, title: text, lead: text, terms: listOf(text, 2) }),
  products: z.object({
    title: text,
    lead: text,
    /** `after`: a cheaper step's volume ("€0.09 a minute after the first 20,000"); `product`: the link to the product's page, before its name. */
    labels: z.object({ fees: text, after: text, included: text, extras: text, start: text, atCost: text, product: text }),
    items: z.record(z.enum(PRODUCT_SLUGS), productPrices),
  }),
  calculator: z.object({
    title: text,
    lead: text,
    fields: z.object({
      product: text,
      /** Each figure's label, by its name in `ESTIMATE_LIMITS` (the staff's hourly cost among them). */
      figures: z.record(figure, text),
      modules: text,
      market: text,
      hourlyCostHint: text,
    }),
    /** Beside the share resolved: where its starting figure comes from, per product that resolves conversations. */
    resolvedHint: z.record(conversationProduct, text),
    /** What each product estimates, as its choice reads. */
    products: z.record(estimateProduct, text),
    markets: z.record(z.enum(COST_REGIONS), text),
    /** Said beside a field that holds what it does not accept, with the limits of `ESTIMATE_LIMITS`. */
    errors: z.record(figure, text),
    result: z.object({
      title: text,
      staff: text,
      paidHours: pluralForms,
      /** Around the share resolved, under the staff's hours: "counted on the 68% of conversations it resolves". */
      resolved: z.object({ before: text, after: text }),
      perMonth: text,
      saving: text,
      overspend: text,
      /** In place of a staff side, for a product whose worth the buyer's own data measures. */
      measured: z.record(measuredProduct, text),
      /** Shown while a field holds what it does not accept: the figures are the last good ones. */
      stale: text,
      /** Shown with JavaScript off: the figures are the worked example's. */
      example: text,
    }),
    assumptionsTitle: text,
    assumptions: listOf(text, 3),
  }),
  faq: z.object({ title: text, items: listOf(z.object({ question: text, answer: paragraphs }), 3) }),
  cta: z.object({ title: text, text, button: text }),
});

export type PricingPage = z.infer<typeof pricingPageSchema>;
