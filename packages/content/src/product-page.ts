import * as z from 'zod/mini';
import { CASE_SLUGS } from '@site/model';
import { leadCallbackBlock } from './lead-callback';
import { listOf, metric, paragraphs, portrait, seo, sitePath, text, titledText } from './text';

/** A YouTube video id: eleven characters of the URL-safe alphabet. */
export const youtubeId = z.string().check(z.regex(/^[A-Za-z0-9_-]{11}$/, 'not a YouTube video id'));

/**
 * A figure of the page. A result a client reached names its evidence: the case it comes from and
 * the client as that case names it, so the page can say where the figure comes from and a test
 * can hold it to the case's own figures.
 */
export const productFigure = z.object({ ...metric.shape, source: z.optional(z.object({ case: z.enum(CASE_SLUGS), client: text })) });

/** A product's `facts.ts`; its id is its folder's name. */
export const productFactsSchema = z.object({
  /** Where the site lists it (the menu, the grid, the footer), from 1. */
  position: z.number().check(z.int(), z.positive()),
  /** Its name: a brand, the same in every language. */
  name: z.string().check(z.minLength(1)),
  /**
   * The id of its page's lead form, which its posts carry and its thank-you page (`/thank-you/<form>`)
   * is named by; the forms' words (`packages/forms/src/locales`) are keyed by it, typed, so a new one fails tsc until they are written.
   */
  formId: z.string().check(z.regex(/^[a-z][a-z-]*$/)),
});
export type ProductFactsDocument = z.infer<typeof productFactsSchema>;

/** A block of the page: its own section with an h2 and, where it has one, a lead paragraph. */
const block = <T extends z.core.$ZodLooseShape>(shape: T) => z.object({ title: text, lead: z.optional(text), ...shape });

/**
 * One product page in one language: every block of the spec (§3), in the order the page shows
 * them. The product's name stays in English in every language.
 */
export const productPageSchema = z.object({
  seo,
  hero: z.object({
    eyebrow: text,
    title: text,
    lead: text,
    primaryCta: text,
    secondaryCta: text,
    /** Two to four facts beside the title (launch time, pilot length, figures of §9, a client's result). */
    highlights: listOf(productFigure, 2).check(z.maxLength(4, 'more than four highlights')),
    /** The texts inside the hero's illustration, by the illustration's own keys. */
    visual: z.record(z.string(), text),
  }),
  /** Who has which problem, what the product does about it, and what changes. */
  problems: block({ items: listOf(z.object({ role: text, problem: text, solution: text, result: text }), 3) }),
  /** What the business gets, in figures and words. */
  value: block({ items: listOf(titledText, 3), figures: z.optional(listOf(productFigure, 2)) }),
  /** How the product works, in order. */
  steps: block({ items: listOf(titledText, 3) }),
  /** Outbound lead callback, on the product that rings leads back (Lumi AI). */
  leadCallback: z.optional(leadCallbackBlock),
  integrations: block({
    categories: listOf(
      z.object({
        name: text,
        items: listOf(text, 2),
        /** How many more integrations of this category are not named. */
        more: z.optional(z.number().check(z.int(), z.positive())),
      }),
      2,
    ),
  }),
  /** What it does, feature by feature; a module of a suite is a feature with its points. */
  features: block({ items: listOf(z.object({ title: text, text, points: z.optional(listOf(text, 2)) }), 3) }),
  /** Why this product rather than another way. */
  advantages: block({ items: listOf(titledText, 3) }),
  launch: block({ items: listOf(z.object({ step: z.number().check(z.int(), z.positive()), title: text, duration: text, text }), 3) }),
  /** The heading of the related case studies, which the content remote shows. */
  cases: block({}),
  /**
   * Clients speaking of this product, each a person of one of its cases: the case names the
   * company, whose mark and case the testimonial shows, so `position` is the role alone.
   */
  testimonials: block({ items: listOf(z.object({ case: z.enum(CASE_SLUGS), quote: text, author: text, position: text, image: portrait }), 1) }),
  /**
   * Questions buyers ask. The price question answers with the product's figures from `PRICING`
   * and names the pricing page (`pricing: href('pricing', { hash: <product> })`), which the page
   * links after the answer.
   */
  faq: block({ items: listOf(z.object({ question: text, answer: paragraphs, pricing: z.optional(sitePath) }), 4) }),
  cta: z.object({
    title: text,
    text,
    badge: text,
    badgeNote: text,
    button: text,
    /** The link to a sample of what the product delivers, on a product that has one (AI Sales Manager's report). */
    sample: z.optional(text),
  }),
  /** The heading beside the product's lead form. */
  form: z.object({ title: text, lead: text }),
  /** A product video on YouTube, shown behind a click-to-load facade; no id, no block. */
  video: z.optional(z.object({ id: youtubeId, title: text, lead: z.optional(text) })),
});

export type ProductPageContent = z.infer<typeof productPageSchema>;
export type ProductFigure = z.infer<typeof productFigure>;
