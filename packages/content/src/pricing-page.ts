import * as z from 'zod/mini';
import { COST_REGIONS, PRODUCT_SLUGS } from '@site/model';
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

/** The products the calculator's fields price. */
const estimateProduct = z.enum(['lumi-ai', 'ai-seller']);

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
      conversations: text,
      minutes: text,
      languages: text,
      market: text,
      hourlyCost: text,
      hourlyCostHint: text,
    }),
    /** What each product estimates, as its choice reads. */
    products: z.record(estimateProduct, text),
    markets: z.record(z.enum(COST_REGIONS), text),
    /** Said beside a field that holds what it does not accept, with the limits of `ESTIMATE_LIMITS`. */
    errors: z.object({ conversations: text, minutes: text, languages: text, hourlyCost: text }),
    result: z.object({
      title: text,
      /** The assistant's column: its name per product, its parts. */
      assistant: z.record(estimateProduct, text),
      platform: text,
      languages: text,
      usage: z.record(estimateProduct, text),
      staff: text,
      paidHours: pluralForms,
      perMonth: text,
      saving: text,
      overspend: text,
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
