import * as z from 'zod/mini';
import { LANGUAGES, PRODUCT_NAMES, PRODUCT_SLUGS, type Language, type ProductSlug } from '@site/model';
import { PRODUCT_SECTIONS, productSectionHeading, type ProductSection } from './agent-knowledge';

/**
 * A product's facts, as the cloud agent reads them: each product's document (its price, pilot,
 * launch, integrations, what it does, where its data is kept, its clients and the questions buyers
 * ask) is not in ElevenLabs' knowledge base, whose characters are the workspace's and would not
 * leave room for a fifth language, but is answered by the site's `/api/agent-product-facts`
 * (`product_facts`, a server tool) from the very documents the generator writes
 * (`agent/product_facts.json`), bundled into the function. The twin's local agent reads the same
 * documents beside its knowledge base.
 */
export const PRODUCT_FACTS_TOOL_NAME = 'product_facts';

export const PRODUCT_FACTS_TOOL_DESCRIPTION =
  "Gives what Synthra's site says about one product, in the conversation's language: its price and how it is charged, its pilot, how its launch runs, " +
  'its integrations by name, what it does, where its data is kept, its clients and the questions buyers ask. ' +
  'Call it before answering any question about a product, with the topic the question is about (or none, for the whole document), and answer from its text alone.';

/** What the tool is asked: the product, the topic of the question (every topic when none is given), and the conversation's language. */
export const productFactsRequestSchema = z.object({
  product: z.enum(PRODUCT_SLUGS).check(z.describe('The product asked about, by its id.')),
  topic: z.optional(z.enum(PRODUCT_SECTIONS).check(z.describe('The topic of the question; every topic when it is left out.'))),
  language: z.enum(LANGUAGES).check(z.describe('The language of the conversation, for the answer’s text.')),
});
export type ProductFactsRequest = z.output<typeof productFactsRequestSchema>;

/** What the tool answers: the product's name and the section asked for (its title, its page and its text), or its whole document. */
export const productFactsResponseSchema = z.object({
  product: z.enum(PRODUCT_SLUGS),
  name: z.string(),
  topic: z.nullable(z.enum(PRODUCT_SECTIONS)),
  text: z.string(),
});
export type ProductFactsResponse = z.output<typeof productFactsResponseSchema>;

/** A product's document in one language, as the generator writes it. */
export interface ProductFactsDocument {
  readonly language: Language;
  readonly product: ProductSlug;
  readonly text: string;
}

/** The section of a product's document that `topic` heads, up to the next section; none when the document has no such section. */
function sectionOf(text: string, product: ProductSlug, topic: ProductSection, language: Language): string | undefined {
  const heading = `## ${productSectionHeading(PRODUCT_NAMES[product], topic, language)}`;
  const lines = text.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) return undefined;
  const end = lines.findIndex((line, at) => at > start && line.startsWith('## '));
  return lines
    .slice(start, end < 0 ? undefined : end)
    .join('\n')
    .trim();
}

/**
 * The tool's answer from the documents: the section asked for, or the whole document when no topic
 * is given or the product has no such section (a product without clients yet), so the agent answers
 * from what the site says rather than from nothing.
 */
export function answerProductFacts(documents: readonly ProductFactsDocument[], request: ProductFactsRequest): ProductFactsResponse {
  const { product, language, topic } = request;
  const document = documents.find((candidate) => candidate.product === product && candidate.language === language);
  if (!document) throw new Error(`No document of ${product} in ${language}: run \`npm run agent -- generate\``);
  const section = topic && sectionOf(document.text, product, topic, language);
  return { product, name: PRODUCT_NAMES[product], topic: section ? topic! : null, text: section ?? document.text.trim() };
}
