import { createHash } from 'node:crypto';
import { SITE_TOPICS, type KnowledgeTopic } from '@site/contracts';
import { ELEVENLABS_KNOWLEDGE_BASE, LANGUAGES, PRODUCT_SLUGS, type Language, type ProductSlug } from '@site/model';
import { productDocument } from './knowledge-products';
import { siteDocuments } from './knowledge-site';
import { loadSiteSources, type SiteSources } from './site-sources';

/**
 * The agent's knowledge base: one small document per topic and language (the company and its
 * contract, data and certificates, prices, how a project runs, cases, articles, the team, the home
 * page, and each product on its own), written from the site's own documents and model, so the agent
 * answers from what the pages say today. Small documents retrieve well, as the cloud agent's RAG
 * chunks and in the local agent's search; a new product, case or language adds documents, and the
 * budget below says how much of ElevenLabs' limit they take.
 */
export interface KnowledgeBaseDocument {
  readonly language: Language;
  readonly topic: KnowledgeTopic;
  readonly product?: ProductSlug;
  /** Its name on ElevenLabs: what it is, and a digest of its text, so a changed text is a visible change. */
  readonly name: string;
  /** Its file, relative to the project's folder. */
  readonly file: string;
  readonly text: string;
}

function documentOf(language: Language, topic: KnowledgeTopic, text: string, product?: ProductSlug): KnowledgeBaseDocument {
  const what = product ?? topic;
  const digest = createHash('sha256').update(text).digest('hex').slice(0, 12);
  return {
    language,
    topic,
    ...(product && { product }),
    name: `Synthra ${what} (${language}) ${digest}`,
    file: `knowledge_base/${language}/${what}.md`,
    text,
  };
}

/** The documents of one language. */
export function knowledgeDocumentsOf(sources: SiteSources): KnowledgeBaseDocument[] {
  const site = siteDocuments(sources);
  return [
    ...SITE_TOPICS.map((topic) => documentOf(sources.language, topic, site[topic])),
    ...PRODUCT_SLUGS.map((product) => documentOf(sources.language, 'product', productDocument(sources, product), product)),
  ];
}

/** Every document of every language. */
export async function knowledgeBaseDocuments(): Promise<KnowledgeBaseDocument[]> {
  const languages = await Promise.all(LANGUAGES.map(async (language) => knowledgeDocumentsOf(await loadSiteSources(language))));
  return languages.flat();
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
