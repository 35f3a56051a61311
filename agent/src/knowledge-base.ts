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
 * The share of ElevenLabs' limit past which `npm run agent -- check` fails: the rest is room for the
 * next product, case or language, so the limit is never met by surprise on a push.
 */
export const KNOWLEDGE_BUDGET_SHARE = 0.9;

export interface KnowledgeBudget {
  readonly characters: number;
  readonly limit: number;
  readonly share: number;
  readonly byLanguage: Readonly<Partial<Record<Language, number>>>;
  /** The documents too small for ElevenLabs to index, which it would put into the prompt whole. */
  readonly unindexable: readonly string[];
  readonly overBudget: boolean;
}

export function knowledgeBudget(documents: readonly Pick<KnowledgeBaseDocument, 'language' | 'file' | 'text'>[]): KnowledgeBudget {
  const limit = ELEVENLABS_KNOWLEDGE_BASE.maxCharacters;
  const byLanguage: Partial<Record<Language, number>> = {};
  for (const document of documents) byLanguage[document.language] = (byLanguage[document.language] ?? 0) + charactersOf(document.text);
  const characters = Object.values(byLanguage).reduce((sum, count) => sum + count, 0);
  const unindexable = documents
    .filter((document) => Buffer.byteLength(document.text) < ELEVENLABS_KNOWLEDGE_BASE.minIndexedBytes)
    .map((document) => document.file);
  return { characters, limit, share: characters / limit, byLanguage, unindexable, overBudget: characters > limit * KNOWLEDGE_BUDGET_SHARE };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** The budget as `npm run agent -- check` prints it, with the ways out when it is spent. */
export function describeBudget(budget: KnowledgeBudget): string {
  const languages = Object.entries(budget.byLanguage)
    .map(([language, count]) => `${language} ${count.toLocaleString('en')}`)
    .join(', ');
  const lines = [
    `Knowledge base: ${budget.characters.toLocaleString('en')} of ElevenLabs' ${budget.limit.toLocaleString('en')} characters (${percent(budget.share)}; fails past ${percent(KNOWLEDGE_BUDGET_SHARE)}): ${languages}.`,
  ];
  if (budget.unindexable.length)
    lines.push(
      `Too small for ElevenLabs to index (under ${ELEVENLABS_KNOWLEDGE_BASE.minIndexedBytes} bytes, so it would sit in the prompt): ${budget.unindexable.join(', ')}.`,
    );
  if (budget.overBudget)
    lines.push(
      'The knowledge base is over its budget. Ways out:',
      '- summarise more: give a long section (a product’s questions, a case’s results, an article) by its opening and its page, as articles are, in agent/src/knowledge-products.ts or knowledge-site.ts;',
      '- move a topic the agent rarely needs out of the knowledge base, and let the agent offer its page instead;',
      '- or raise the limit with ElevenLabs (an enterprise plan keeps more) and set ELEVENLABS_KNOWLEDGE_BASE in packages/model/src/voice-provider.ts to it.',
    );
  return lines.join('\n');
}
