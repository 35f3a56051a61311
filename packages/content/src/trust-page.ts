import * as z from 'zod/mini';
import { PROCESSING_SUBJECTS } from '@site/model';
import { listOf, metric, paragraphs, seo, text, titledText } from './text';

/** One value per ElevenLabs environment: the page prints the one the data policy names. */
const perEnvironment = z.object({ us: text, eu: text });

/** The sub-processors' table: per sub-processor, what it processes and where. */
const processorRow = z.object({ what: text, where: text });

/** A certificate or audit, with its status as it stands. */
const assuranceItem = z.object({ name: text, status: text, text });

/**
 * The trust page's copy in one language (`shell/src/content/trust/page.<lang>.ts`), in the order
 * the page shows it. Its figures (regions, periods, the model, the TLS versions) are the company's
 * record and the data policy's (`@site/model`), which each document formats for its language, so
 * the page and the infrastructure cannot disagree; where the policy has a choice (the ElevenLabs
 * environment), the document words every option and the page prints the one that holds. The DPA
 * (`dpa.<lang>.ts`) quotes the tables' cells, so it never words a fact differently.
 */
export const trustPageSchema = z.object({
  seo,
  title: text,
  lead: text,
  /** The hero's figures: where the site's data lives, and how long the main stores keep it. */
  claims: listOf(metric, 4).check(z.maxLength(4, 'more than four claims')),
  aside: z.object({
    /** The list of the page's sections. */
    contents: text,
    dpa: z.object({ title: text, text, download: text, format: text }),
    contacts: z.object({ title: text, privacy: text, security: text }),
    request: z.object({ text, action: text, subject: text }),
  }),
  site: z.object({
    title: text,
    storage: text,
    /** Where the site's assistant talks to ElevenLabs, for each environment the policy may name. */
    voice: perEnvironment,
    firewall: text,
  }),
  processors: z.object({
    title: text,
    lead: text,
    columns: z.object({ name: text, what: text, where: text, usedBy: text }),
    /** "Used by", for a sub-processor this site and every product use. */
    usedByAll: text,
    rows: z.object({
      aws: processorRow,
      elevenlabs: z.object({ what: text }),
      llm: processorRow,
      telegram: processorRow,
      ses: processorRow,
      calendar: processorRow,
      twilio: processorRow,
    }),
    /** ElevenLabs' "where", per environment, followed by what runs there. */
    environments: perEnvironment,
  }),
  products: z.object({
    title: text,
    lead: text,
    /** What the table calls this site, beside the products' names. */
    site: text,
    columns: z.object({ product: text, retention: text, environment: text, zeroRetention: text }),
    environments: perEnvironment,
    zeroRetention: z.object({ on: text, off: text }),
  }),
  encryption: z.object({ title: text, items: listOf(titledText, 3) }),
  access: z.object({ title: text, items: listOf(titledText, 3) }),
  retention: z.object({ title: text, lead: text }),
  assurance: z.object({ title: text, lead: text, items: listOf(assuranceItem, 5) }),
  aiAct: z.object({
    title: text,
    lead: text,
    /** One paragraph per product and this site, by the model's subject id. */
    subjects: z.record(z.enum(PROCESSING_SUBJECTS), text),
  }),
  patients: z.object({ title: text, lead: text, items: listOf(titledText, 3) }),
  gdpr: z.object({ title: text, text: paragraphs }),
});

export type TrustPage = z.infer<typeof trustPageSchema>;

/**
 * The DPA's own text in one language (`shell/src/content/trust/dpa.<lang>.ts`): its clauses; the
 * parties, the sub-processors and the products' defaults come from the company's record and the
 * trust page's tables, which the PDF quotes (`scripts/lib/dpa-pdf.ts`).
 */
export const dpaSchema = z.object({
  title: text,
  /** Under the title: what this document is and which version it is. */
  subtitle: text,
  parties: z.object({ title: text, processor: text, controller: text, controllerBlank: text }),
  clauses: listOf(z.object({ title: text, text: paragraphs }), 8),
  annexes: z.object({
    processors: z.object({ title: text, lead: text }),
    products: z.object({ title: text, lead: text }),
    security: z.object({ title: text, lead: text }),
  }),
  signatures: z.object({ title: text, processor: text, controller: text, line: text }),
  /** The footer of every page: "Page" 2 "of" 5. */
  page: z.object({ word: text, of: text }),
});

export type Dpa = z.infer<typeof dpaSchema>;
