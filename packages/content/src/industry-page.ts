import * as z from 'zod/mini';
import { PRODUCT_SLUGS, ESTIMATE_PRODUCTS, refusedFigures, type EstimateInput } from '@site/model';
import { leadCallbackTeaser } from './lead-callback';
import { listOf, seo, text, titledText } from './text';

/** A block of the page: its own section with an h2 and, where it has one, a lead paragraph. */
const block = <T extends z.core.$ZodLooseShape>(shape: T) => z.object({ title: text, lead: z.optional(text), ...shape });

/** A volume the estimate prices: a product of the calculator and figures its limits accept. */
const estimateInput = z.custom<EstimateInput>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    (ESTIMATE_PRODUCTS as readonly unknown[]).includes((value as { product?: unknown }).product) &&
    refusedFigures(value as EstimateInput).length === 0,
  'not a volume the estimate prices (a product of ESTIMATE_PRODUCTS, figures within ESTIMATE_LIMITS)',
);

/** The trust page's sections an industry's page sends its buyers to (`/trust#trust-<section>`). */
export const INDUSTRY_TRUST_SECTIONS = ['patients', 'products', 'processors'] as const;

/** An industry's `facts.ts`: what is the same in every language. Its id is its folder's name, an industry of the case library. */
export const industryFactsSchema = z.object({
  /** Where the menu and the home page list it, from 1. */
  position: z.number().check(z.int(), z.positive()),
  /** The products that solve its problem, the one to start with first. */
  products: listOf(z.enum(PRODUCT_SLUGS), 1),
  /** The systems its businesses run on, which the products connect to: brands, the same in every language. */
  systems: listOf(text, 3),
  /** A business of a typical size, as the estimate prices it: the page prints its month from `estimateMonthly`. */
  estimate: estimateInput,
  /** The trust page's section on its data. */
  trust: z.enum(INDUSTRY_TRUST_SECTIONS),
});
export type IndustryFactsDocument = z.infer<typeof industryFactsSchema>;

/** One industry's page in one language. */
export const industryPageSchema = z.object({
  seo,
  /** The industry as its buyers name themselves, in the menu and on the home page's first screen ("Clinics"). */
  name: text,
  hero: z.object({ eyebrow: text, title: text, lead: text }),
  /** The problem in the industry's own words. */
  problems: block({ items: listOf(titledText, 3) }),
  /** What each product does in this industry, in the order of the facts' products, and how they fit together. */
  products: block({ roles: listOf(text, 1), together: text }),
  /** Outbound lead callback, on the industries that sell by calling leads (B2B sales, SaaS). */
  leadCallback: z.optional(leadCallbackTeaser),
  /** Which product to pick when, where more than one could do. */
  choose: z.optional(block({ items: listOf(z.object({ when: text, pick: text }), 2) })),
  /** The systems of the facts, introduced. */
  systems: block({}),
  cases: block({}),
  /** The typical business's month, in words around the estimate's figures. */
  price: block({ size: text, note: text, calculator: text }),
  /** What happens to the industry's data, and the link to the trust page's section. */
  data: block({ points: listOf(text, 2), link: text }),
  form: z.object({ title: text, lead: text }),
});
export type IndustryPageContent = z.infer<typeof industryPageSchema>;
