import { createHash } from 'node:crypto';
import { SITE_TOPICS, type ProductFactsDocument, type SiteTopic } from '@site/contracts';
import { ELEVENLABS_KNOWLEDGE_BASE, LANGUAGES, PRODUCT_SLUGS, type Language } from '@site/model';
import { productDocument } from './knowledge-products';
import { siteDocuments } from './knowledge-site';
import { loadSiteSources, type SiteSources } from './site-sources';

/**
 * The agent's knowledge: one small document per topic and language (the company and its contract,
 * data and certificates, prices, how a project runs, cases, articles, the team, the home page) in
 * ElevenLabs' knowledge base, and each product's own document, which the `product_facts` tool
 * answers from, so the knowledge base's characters do not grow with every product (agent/README.md,
 * "The budget"). All are written from the site's own documents and model, so the agent answers from
 * what the pages say today; a new case or language adds characters, and the budget below says how
 * much of ElevenLabs' limit they take.
 */
export interface KnowledgeBaseDocument {
  readonly language: Language;
  readonly topic: SiteTopic;
  /** Its name on ElevenLabs: what it is, and a digest of its text, so a changed text is a visible change. */
  readonly name: string;
  /** Its file, relative to the project's folder. */
  readonly file: string;
  readonly text: string;
}

function documentOf(language: Language, topic: SiteTopic, text: string): KnowledgeBaseDocument {
  const digest = createHash('sha256').update(text).digest('hex').slice(0, 12);
  return {
    language,
    topic,
    name: `Synthra ${topic} (${language}) ${digest}`,
    file: `knowledge_base/${language}/${topic}.md`,
    text,
  };
}

/** The knowledge base's documents of one language: the site-wide topics (a product's own document is the `product_facts` tool's). */
export function knowledgeDocumentsOf(sources: SiteSources): KnowledgeBaseDocument[] {
  const site = siteDocuments(sources);
  return SITE_TOPICS.map((topic) => documentOf(sources.language, topic, site[topic]));
}

/** Each product's document in one language, which the `product_facts` tool answers from rather than the knowledge base. */
export function productFactsOf(sources: SiteSources): ProductFactsDocument[] {
  return PRODUCT_SLUGS.map((product) => ({ language: sources.language, product, text: productDocument(sources, product) }));
}

/** Every language's knowledge base documents and product documents. */
export async function agentDocuments(): Promise<{ readonly knowledgeBase: KnowledgeBaseDocument[]; readonly productFacts: ProductFactsDocument[] }> {
  const languages = await Promise.all(LANGUAGES.map(loadSiteSources));
  return { knowledgeBase: languages.flatMap(knowledgeDocumentsOf), productFacts: languages.flatMap(productFactsOf) };
}

/** Characters as ElevenLabs counts them against its limit: code points. */
export const charactersOf = (text: string) => [...text].length;

/**
 * The share of ElevenLabs' limit the knowledge base may take as it would grow with a fifth language
 * and a seventh product, so today's share is lower still (agent/README.md, "The budget"): past it
 * `npm run agent -- check` fails and `push` refuses, so the next language or product never meets
 * the limit by surprise.
 */
export const KNOWLEDGE_BUDGET_SHARE = 0.75;

export interface KnowledgeBudget {
  readonly characters: number;
  readonly limit: number;
  readonly share: number;
  readonly byLanguage: Readonly<Partial<Record<Language, number>>>;
  /**
   * The characters with one more language as large as the largest, and one more product: a
   * product's own document is the `product_facts` tool's, so a product adds only its lines in the
   * site-wide documents (its price list, how it starts, its cases), taken at most as every
   * language's share per product today (its characters over the products' number), an upper bound.
   */
  readonly projected: number;
  readonly projectedShare: number;
  /** The documents too small for ElevenLabs to index, which it would put into the prompt whole. */
  readonly unindexable: readonly string[];
  readonly overBudget: boolean;
}

export function knowledgeBudget(documents: readonly Pick<KnowledgeBaseDocument, 'language' | 'file' | 'text'>[]): KnowledgeBudget {
  const limit = ELEVENLABS_KNOWLEDGE_BASE.maxCharacters;
  const byLanguage: Partial<Record<Language, number>> = {};
  for (const document of documents) byLanguage[document.language] = (byLanguage[document.language] ?? 0) + charactersOf(document.text);
  const counts = Object.values(byLanguage);
  const characters = counts.reduce((sum, count) => sum + count, 0);
  const withLanguage = characters + Math.max(0, ...counts);
  const projected = Math.ceil((withLanguage * (PRODUCT_SLUGS.length + 1)) / PRODUCT_SLUGS.length);
  const unindexable = documents
    .filter((document) => Buffer.byteLength(document.text) < ELEVENLABS_KNOWLEDGE_BASE.minIndexedBytes)
    .map((document) => document.file);
  return {
    characters,
    limit,
    share: characters / limit,
    byLanguage,
    projected,
    projectedShare: projected / limit,
    unindexable,
    // The projection holds today's characters, so within it today's share is within it too.
    overBudget: projected > limit * KNOWLEDGE_BUDGET_SHARE,
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The budget as `npm run agent -- check` prints it: each language's share, the projection, and the ways out when it is spent. */
export function describeBudget(budget: KnowledgeBudget): string {
  const count = (characters: number) => characters.toLocaleString('en');
  const languages = Object.entries(budget.byLanguage)
    .map(([language, characters]) => `${language} ${count(characters)} (${percent(characters / budget.limit)})`)
    .join(', ');
  const lines = [
    `Knowledge base: ${count(budget.characters)} of ElevenLabs' ${count(budget.limit)} characters (${percent(budget.share)}): ${languages}.`,
    `With a fifth language and a seventh product: at most ${count(budget.projected)} (${percent(budget.projectedShare)}; fails past ${percent(KNOWLEDGE_BUDGET_SHARE)}).`,
  ];
  if (budget.unindexable.length)
    lines.push(
      `Too small for ElevenLabs to index (under ${ELEVENLABS_KNOWLEDGE_BASE.minIndexedBytes} bytes, so it would sit in the prompt): ${budget.unindexable.join(', ')}.`,
    );
  if (budget.overBudget)
    lines.push(
      'The knowledge base is over its budget. Ways out:',
      '- summarise more: give a long section (a case’s results, an article, the home page’s questions) by its opening and its page, as articles are, in agent/src/knowledge-site.ts;',
      '- move reference material out of the knowledge base into a server tool the agent calls, as the products’ documents are (product_facts, agent/README.md);',
      '- or raise the limit with ElevenLabs (an enterprise plan keeps more) and set ELEVENLABS_KNOWLEDGE_BASE in packages/model/src/voice-provider.ts to it.',
    );
  return lines.join('\n');
}
