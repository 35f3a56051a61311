import * as z from 'zod/mini';
import { CEILING_MEASURES } from '@site/model';
import { listOf, metric, sitePath, text } from './text';

/** A section of the page: its h2 and the paragraph under it. */
const section = z.object({ title: text, lead: text });

/** A demo the page offers: what it is, and the link that opens it. */
const demo = z.object({ title: text, text, action: text });

/**
 * The home page's copy in one language (`shell/src/content/home/page.<lang>.ts`), in the order the
 * page shows it. The figures it quotes are the site's facts (`@site/model`), which each document
 * formats for its language as a product page does, so no text carries a placeholder to fill.
 */
export const homePageSchema = z.object({
  /** The search snippet; the page's title is the hero's eyebrow, after the site's name. */
  description: text,
  hero: z.object({
    eyebrow: text,
    title: text,
    lead: text,
    primaryCta: text,
    talk: text,
    write: text,
    /**
     * What stands in for the assistant's two buttons in a browser that runs no scripts, where they
     * could not start: the sales phone (a `tel:` link) and the e-mail address, from the company's record.
     */
    reach: z.object({ call: text, write: text }),
    claimsLabel: text,
    /** The spec's four headline claims (conversion, cost, launch, pilot): a visitor's expectations. */
    claims: listOf(metric, 4).check(z.maxLength(4, 'more than four claims')),
    /**
     * Under the claims: that the conversion and cost figures are ceilings (`note`), then the cases'
     * best results against them (`CEILING_RESULTS`), each its figure, what it measured (`results`)
     * and its client, linking to its case.
     */
    ceilings: z.object({ note: text, results: z.record(z.enum(CEILING_MEASURES), text) }),
    /** The picture of three products at work beside the title: what each card says. */
    visual: z.object({
      summary: text,
      chatTime: text,
      customer: text,
      reply: text,
      orderBadge: text,
      callTime: text,
      booked: text,
      crmBadge: text,
      scoreDay: text,
      scoreLabel: text,
      /** How many managers the sample report's day scored. */
      tips: text,
    }),
  }),
  clients: z.object({ title: text, caseLabel: text }),
  products: section,
  problems: z.object({ title: text, lead: text, items: listOf(z.object({ title: text, text }), 2) }),
  cases: section,
  demos: z.object({
    title: text,
    lead: text,
    voice: demo,
    seller: z.object({ ...demo.shape, open: text }),
    report: demo,
  }),
  team: z.object({ title: text }),
  /** Questions and answers; an answer may lead on to the page that says more (the price question to the pricing page). */
  faq: z.object({ title: text, items: listOf(z.object({ question: text, answer: text, link: z.optional(z.object({ to: sitePath, label: text })) }), 3) }),
  benefits: z.object({ title: text, items: listOf(metric, 2) }),
  contact: section,
});

export type HomePage = z.infer<typeof homePageSchema>;
