import * as z from 'zod/mini';
import { CASE_INDUSTRIES, CASE_PRODUCTS, CLIENT_SYMBOLS, PRODUCT_SLUGS } from '@site/model';
import { listOf, metric, paragraphs, seo, text } from './text';

/**
 * A case study (spec §3) is a folder named by its id, holding three parts, so that a page loads only what it shows:
 * its facts (`facts.ts`, the same in every language; the site model's catalogue, `CASES`, is generated from them), its card (what the case library, the home page and the
 * product pages show, one document per language for all cases) and its story (what its own page
 * adds, one document per case and language). A case is complete when each part is.
 */

/** A case's `facts.ts`; its id is its folder's name. */
export const caseFactsSchema = z.object({
  /** Where the case library lists it, from 1. */
  position: z.number().check(z.int(), z.positive()),
  /** Older slugs that show the same case page (with its canonical URL). */
  aliases: z.array(z.string().check(z.regex(/^[a-z0-9-]+$/))),
  industry: z.enum(CASE_INDUSTRIES),
  /** The product the case is about; its page links here and the product filter finds it by it. */
  product: z.enum(CASE_PRODUCTS),
  /** Other product pages whose related cases include this one (products the story also uses). */
  relatedProducts: z.array(z.enum(PRODUCT_SLUGS)),
  /** The client's wordmark in the strip of clients: the brand as it writes it, its symbol, its place in the strip (from 1). */
  client: z.object({ brand: z.string().check(z.minLength(1)), symbol: z.enum(CLIENT_SYMBOLS), stripPosition: z.number().check(z.int(), z.positive()) }),
  /** Where the client is based. */
  country: z.string().check(z.regex(/^[A-Z]{2}$/)),
});

export const caseCardSchema = z.object({
  shortTitle: text,
  badge: text,
  preview: text,
  /** The figure the card leads with; the story's metrics follow it on the case page. */
  headline: metric,
});

export const caseStorySchema = z.object({
  title: text,
  fullTitle: text,
  meta: seo,
  company: z.object({ name: text, industry: text, size: text, market: text }),
  problem: z.object({ title: text, items: listOf(text, 3) }),
  solution: z.object({ title: text, description: paragraphs, features: listOf(text, 3), integrations: listOf(text, 2) }),
  results: z.object({ title: text, metrics: listOf(metric, 2), details: paragraphs }),
  testimonial: z.object({ quote: text, author: text }),
  cta: z.object({ title: text, button: text }),
});

export type CaseFactsDocument = z.infer<typeof caseFactsSchema>;
export type CaseCard = z.infer<typeof caseCardSchema>;
export type CaseStory = z.infer<typeof caseStorySchema>;
