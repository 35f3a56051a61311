import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, insertMultiple, search, type AnyOrama, type DefaultTokenizerConfig, type Tokenizer } from '@orama/orama';
import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as russianStemmer } from '@orama/stemmers/russian';
import { stemmer as ukrainianStemmer } from '@orama/stemmers/ukrainian';
import { stopwords as englishStopwords } from '@orama/stopwords/english';
import { stopwords as russianStopwords } from '@orama/stopwords/russian';
import { stopwords as ukrainianStopwords } from '@orama/stopwords/ukrainian';
import {
  PAGE_LABEL,
  PRODUCT_SECTION_TITLES,
  productSectionHeading,
  readAskedAsLine,
  readPageLine,
  SITE_SECTION_TITLES,
  type KnowledgeDocumentEntry,
  type ProductFactsDocument,
  type KnowledgeSection,
  type KnowledgeTopic,
  type ProductSection,
  type SiteSection,
} from '@site/contracts';
import { matchRoute, PRODUCT_NAMES, splitLanguage, type Language, type ProductSlug } from '@site/model';
import { AGENT_PROJECT_DIR } from './definition';
import { polishTokenizer } from './polish-words';

/**
 * The knowledge the cloud agent is given (`agent/knowledge_base/<language>/<topic>.md` and the products' documents of its `product_facts` tool, generated
 * from the site's documents and model by `npm run agent -- generate`, listed with their topics in
 * `knowledge_base.json`), read as the local agent's memory: each document's sections by what they
 * answer (a product's price, its pilot, who a client signs with…, by the titles `@site/contracts`
 * gives them), and one Orama index per language, with that language's stemmer and stop words, over
 * passages (a paragraph, a list item or a question's answer) that keep their headings and page.
 */

/** Where a passage's page leads in the site, by route table: what `open_page` is called with. */
export interface PageRef {
  /** The path without its language prefix (`/cases/medical-center-ukraine`). */
  readonly path: string;
  readonly id: string;
  readonly slug?: string;
  /** The page's title, as a person names it ("Prices", "Lumi AI"). */
  readonly title: string;
}

export type PassageKind = 'product' | 'case' | 'article' | 'team' | 'about';

export interface Passage {
  readonly text: string;
  /** The headings above it, nearest last, and a question it answers. */
  readonly heading: string;
  readonly kind: PassageKind;
  readonly page?: PageRef;
  /** The document's topic, and the product a product's document is about. */
  readonly topic: KnowledgeTopic;
  readonly product?: ProductSlug;
}

/** A section of a document: what it answers, its page, its answer (first paragraph) and the details that follow. */
export interface Section {
  readonly topic: KnowledgeTopic;
  readonly product?: ProductSlug;
  /** What the section answers, when its heading is one of the knowledge base's titles. */
  readonly kind?: KnowledgeSection;
  readonly heading: string;
  readonly page?: PageRef;
  readonly lead: string;
  readonly details: readonly string[];
  /** The other words buyers ask it by (`BUYER_WORDS`), as its document lists them. */
  readonly askedAs: readonly string[];
}

export interface Found {
  readonly passage: Passage;
  readonly score: number;
  /**
   * The share of the question's words (stemmed, stop words aside) the passage or its headings hold,
   * each word weighed by how rare it is in the knowledge base (a word in every other passage says little).
   */
  readonly coverage: number;
}

/** Words Orama's lists lack that a visitor's question is full of: articles, pronouns, prepositions, "is there". Polish keeps its whole list with its tokenizer (polish-words.ts). */
const MORE_STOP_WORDS: Readonly<Record<Exclude<Language, 'pl'>, string[]>> = {
  en: ['a', 'an', 'among', 'behind', 'tell', 'please', 'much', 'many'],
  ru: ['есть', 'ли', 'у', 'в', 'вас', 'вы', 'мой', 'мои', 'моя', 'мне', 'ваш', 'ваши', 'среди', 'расскажите', 'пожалуйста', 'какая', 'какой', 'какие'],
  uk: [
    'є',
    'чи',
    'у',
    'в',
    'вас',
    'ви',
    'мій',
    'мої',
    'моя',
    'мені',
    'ваш',
    'ваші',
    'серед',
    'з',
    'із',
    'зі',
    'на',
    'яку',
    'можна',
    'розкажіть',
    'будь',
    'ласка',
    'яка',
    'який',
    'які',
  ],
};

/**
 * Words a visitor asks with that the site writes otherwise ("how much does it cost" where a page
 * says "how is it priced"): a question's word counts as held where any word of its group is.
 */
const SYNONYMS: Readonly<Record<Language, readonly (readonly string[])[]>> = {
  en: [
    ['cost', 'costs', 'price', 'priced', 'pricing', 'prices', 'fee'],
    ['long', 'take', 'takes', 'launch'],
    ['data', 'information'],
    ['company', 'companies', 'firm', 'business'],
    // A "line" to "ring" is the site's phone.
    ['phone', 'line', 'ring'],
  ],
  ru: [
    ['стоит', 'стоимость', 'цена', 'цену', 'цены', 'прайс', 'тариф'],
    ['займёт', 'займет', 'занимает', 'длится', 'времени', 'запуск'],
    ['фирма', 'компания', 'компании'],
    ['телефон', 'линия', 'линию', 'позвонить'],
  ],
  uk: [
    ['коштує', 'вартість', 'ціна', 'ціну', 'ціни', 'тариф'],
    ['займе', 'займає', 'триває', 'часу', 'запуск'],
    ['фірма', 'компанія', 'компанії'],
    ['телефон', 'лінія', 'лінію', 'подзвонити', 'зателефонувати'],
    // Orama's Ukrainian stemmer cuts «кейси» to «ке»; «кейс» and its forms are one word.
    ['кейс', 'кейси', 'кейсів', 'кейсом', 'кейсах'],
    // «Медицина» and «медичний» stem apart in Ukrainian, where Russian's «медицина» and «медицинский» meet.
    ['медицина', 'медицини', 'медицині', 'медичний', 'медичного', 'медичні', 'медичних'],
  ],
  pl: [
    ['kosztuje', 'kosztują', 'koszt', 'cena', 'cenę', 'ceny', 'cennik', 'opłata'],
    ['trwa', 'potrwa', 'długo', 'czasu', 'uruchomienie', 'start'],
    ['firma', 'firmy', 'spółka', 'spółki', 'przedsiębiorstwo'],
    ['telefon', 'telefonu', 'linia', 'linię', 'zadzwonić'],
    ['dane', 'danych', 'informacje'],
  ],
};

/** Each language's tokenizer: Orama's own with its stemmer and stop words, or Polish's, which Orama lacks (polish-words.ts). */
const TOKENIZERS: Readonly<Record<Language, (DefaultTokenizerConfig & { language: string }) | Tokenizer>> = {
  en: { language: 'english', stemming: true, stemmer: englishStemmer, stopWords: [...englishStopwords, ...MORE_STOP_WORDS.en] },
  ru: { language: 'russian', stemming: true, stemmer: russianStemmer, stopWords: [...russianStopwords, ...MORE_STOP_WORDS.ru] },
  uk: { language: 'ukrainian', stemming: true, stemmer: ukrainianStemmer, stopWords: [...ukrainianStopwords, ...MORE_STOP_WORDS.uk] },
  pl: polishTokenizer,
};

/** How many of the index's best hits are weighed again by how much of the question they hold. */
const CANDIDATES = 40;
/** An article's passages are mostly its sections' titles: a product's, a case's or the company's own answer is worth more. */
const ARTICLE_WEIGHT = 0.85;

const SCHEMA = { text: 'string', heading: 'string', kind: 'enum', at: 'number' } as const;
/** A question and its answer on one line: `**How long does a launch take?** Most projects…`. */
const QUESTION_LINE = /^\*\*(.+?)\*\*\s*(.*)$/;

function pageOf(line: string, language: Language): PageRef | undefined {
  const named = readPageLine(line, language);
  if (!named) return undefined;
  const match = matchRoute(splitLanguage(named.path).path);
  if (!match) return undefined;
  const slug = Object.values(match.params)[0];
  return { path: splitLanguage(named.path).path, id: match.route.id, title: named.title, ...(slug !== undefined && { slug }) };
}

function kindOf(page: PageRef | undefined): PassageKind {
  return page && (['product', 'case', 'article', 'team'] as readonly string[]).includes(page.id) ? (page.id as PassageKind) : 'about';
}

/** What a heading says the section answers: a product's section ("Lumi AI: integrations") or a site-wide one ("Who you sign with"). */
function sectionKindOf(heading: string, language: Language, product: ProductSlug | undefined): KnowledgeSection | undefined {
  if (product) {
    const titles = PRODUCT_SECTION_TITLES[language];
    return (Object.keys(titles) as ProductSection[]).find((kind) => heading === productSectionHeading(PRODUCT_NAMES[product], kind, language));
  }
  const titles = SITE_SECTION_TITLES[language];
  return (Object.keys(titles) as SiteSection[]).find((kind) => titles[kind] === heading);
}

/** The sections of one document (Markdown: headings, page lines, paragraphs, lists, questions). */
export function sectionsOf(markdown: string, language: Language, topic: KnowledgeTopic, product?: ProductSlug): Section[] {
  const sections: Section[] = [];
  let current: { heading: string; page?: PageRef; lines: string[]; askedAs: string[] } | undefined;
  const close = () => {
    if (!current) return;
    const [lead = '', ...details] = current.lines;
    const kind = sectionKindOf(current.heading, language, product);
    sections.push({
      topic,
      ...(product && { product }),
      ...(kind && { kind }),
      heading: current.heading,
      ...(current.page && { page: current.page }),
      lead,
      details,
      askedAs: current.askedAs,
    });
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const heading = /^#{1,3} (.+)$/.exec(line);
    if (heading) {
      close();
      current = { heading: heading[1]!, lines: [], askedAs: [] };
      continue;
    }
    current ??= { heading: '', lines: [], askedAs: [] };
    const askedAs = readAskedAsLine(line, language);
    if (askedAs) {
      current.askedAs.push(...askedAs);
      continue;
    }
    const page = current.lines.length === 0 && !current.page ? pageOf(line.split(' · ')[0]!, language) : undefined;
    if (page) current.page = page;
    else current.lines.push(line);
  }
  close();
  return sections;
}

/** A list item that ends with its own page: `… . Page: Multi-branch medical centre in Kyiv (/cases/medical-center-ukraine)`. */
function ownPage(text: string, language: Language): { text: string; page?: PageRef } {
  const at = text.lastIndexOf(` ${PAGE_LABEL[language]}: `);
  const page = at > 0 ? pageOf(text.slice(at + 1), language) : undefined;
  return page ? { text: text.slice(0, at).trim(), page } : { text };
}

/** The passages of a document's sections: each paragraph, list item or question, with its headings and page. */
export function passagesOf(sections: readonly Section[], title: string, language: Language): Passage[] {
  return sections.flatMap((section) =>
    [section.lead, ...section.details].flatMap((line) => {
      const item = ownPage(line.replace(/^(?:- |\d+\. )/, ''), language);
      const page = item.page ?? section.page;
      const question = QUESTION_LINE.exec(item.text);
      const context = [title, section.heading, ...(section.askedAs.length ? [section.askedAs.join('; ')] : [])]
        .filter((part, at, all) => part && all.indexOf(part) === at)
        .join(' › ');
      const text = question ? question[2]! : item.text;
      if (!text || /:$/u.test(text)) return [];
      return [
        {
          text,
          heading: question ? `${context} › ${question[1]}` : context,
          kind: kindOf(page),
          topic: section.topic,
          ...(section.product && { product: section.product }),
          ...(page && { page }),
        },
      ];
    }),
  );
}

interface Index {
  readonly db: AnyOrama;
  readonly passages: readonly Passage[];
  /** Each passage's words, as indexed. */
  readonly words: readonly ReadonlySet<string>[];
  /** In how many passages each word is. */
  readonly frequency: ReadonlyMap<string, number>;
}

/** A document of the knowledge base as the local agent reads it. */
export interface KnowledgeDocument {
  readonly language: Language;
  readonly topic: KnowledgeTopic;
  readonly product?: ProductSlug;
  readonly text: string;
}

export class Knowledge {
  private constructor(
    private readonly indexes: ReadonlyMap<Language, Index>,
    private readonly bySection: ReadonlyMap<Language, readonly Section[]>,
  ) {}

  /**
   * What the cloud agent knows, from the agent's project: the knowledge base's documents
   * (`knowledge_base.json` names them, with their topics) and each product's document, which the
   * cloud agent reads through its `product_facts` tool (`product_facts.json`, the file that tool's
   * function bundles).
   */
  static read(dir = AGENT_PROJECT_DIR): Knowledge {
    const { documents } = JSON.parse(readFileSync(join(dir, 'knowledge_base.json'), 'utf8')) as { documents: KnowledgeDocumentEntry[] };
    const products = JSON.parse(readFileSync(join(dir, 'product_facts.json'), 'utf8')) as { documents: ProductFactsDocument[] };
    return Knowledge.of([
      ...documents.map((document) => ({ language: document.language, topic: document.topic, text: readFileSync(join(dir, document.file), 'utf8') })),
      ...products.documents.map((document) => ({ ...document, topic: 'product' as const })),
    ]);
  }

  static of(documents: readonly KnowledgeDocument[]): Knowledge {
    const indexes = new Map<Language, Index>();
    const bySection = new Map<Language, Section[]>();
    for (const language of new Set(documents.map((document) => document.language))) {
      const tokenizer = TOKENIZERS[language];
      const db = create({ schema: SCHEMA, components: { tokenizer } });
      const sections = documents
        .filter((document) => document.language === language)
        .map((document) => ({
          title: /^# (.+)$/m.exec(document.text)?.[1] ?? '',
          sections: sectionsOf(document.text, language, document.topic, document.product),
        }));
      bySection.set(
        language,
        sections.flatMap((document) => document.sections),
      );
      const passages = sections.flatMap((document) => passagesOf(document.sections, document.title, language));
      void insertMultiple(
        db,
        passages.map((passage, at) => ({ text: passage.text, heading: passage.heading, kind: passage.kind, at })),
      );
      const words = passages.map((passage) => new Set(db.tokenizer.tokenize(`${passage.heading} ${passage.text}`, tokenizer.language) as string[]));
      const frequency = new Map<string, number>();
      for (const held of words) for (const word of held) frequency.set(word, (frequency.get(word) ?? 0) + 1);
      indexes.set(language, { db, passages, words, frequency });
    }
    return new Knowledge(indexes, bySection);
  }

  /** Every section of a language's documents. */
  sections(language: Language): readonly Section[] {
    return this.bySection.get(language) ?? [];
  }

  /** The section that answers `kind`, for a product when it is a product's section. */
  section(language: Language, kind: KnowledgeSection, product?: ProductSlug): Section | undefined {
    return this.sections(language).find((section) => section.kind === kind && section.product === product);
  }

  /**
   * The sections a question asks for in a buyer's other words (`BUYER_WORDS`): those with a phrase
   * whose every word (stemmed) the question holds, the longest phrase first.
   */
  askedIn(language: Language, question: string): Section[] {
    const held = new Set(this.wordsOf(language, question));
    const matched = this.sections(language).flatMap((section) =>
      section.askedAs
        .map((phrase) => this.wordsOf(language, phrase))
        .filter((words) => words.length && words.every((word) => held.has(word)))
        .map((words) => ({ section, length: words.length })),
    );
    return [...new Set(matched.sort((a, b) => b.length - a.length).map((match) => match.section))];
  }

  /** The words of a question, each with its synonyms, stemmed as the index holds them. */
  wordGroupsOf(language: Language, text: string): readonly (readonly string[])[] {
    return this.wordsOf(language, text).map((word) => this.synonymsOf(language, word));
  }

  /** Each word's group of synonyms, stemmed as the index holds them. */
  private synonymsOf(language: Language, word: string): readonly string[] {
    for (const group of SYNONYMS[language]) {
      const stems = group.flatMap((synonym) => this.wordsOf(language, synonym));
      if (stems.includes(word)) return [...new Set(stems)];
    }
    return [word];
  }

  /** The words of a text as the index holds them: lower-cased, stemmed, stop words left out. */
  wordsOf(language: Language, text: string): string[] {
    const index = this.indexes.get(language);
    if (!index) return [];
    return [...new Set(index.db.tokenizer.tokenize(text, TOKENIZERS[language].language) as string[])];
  }

  /**
   * The passages that best answer a question, best first: those that hold most of its words, then
   * by Orama's BM25 score (which alone favours a short passage holding one rare word); only of one
   * kind (cases, articles…) when asked.
   */
  search(language: Language, question: string, kind?: PassageKind, limit = 6): Found[] {
    const index = this.indexes.get(language);
    const words = this.wordsOf(language, question);
    if (!index || !words.length) return [];
    const groups = words.map((word) => this.synonymsOf(language, word));
    const results = search(index.db, {
      term: [...new Set(groups.flat())].join(' '),
      properties: ['text', 'heading'],
      boost: { heading: 1.5 },
      threshold: 1,
      limit: CANDIDATES,
      ...(kind && { where: { kind: { eq: kind } } }),
    }) as { hits: { score: number; document: { at: number } }[] };
    const weight = (word: string) => Math.log(1 + index.passages.length / (1 + (index.frequency.get(word) ?? 0)));
    const total = words.reduce((sum, word) => sum + weight(word), 0);
    const holds = (held: ReadonlySet<string>, at: number) => groups[at]!.some((synonym) => held.has(synonym));
    return results.hits
      .map((hit) => {
        const held = index.words[hit.document.at]!;
        const passage = index.passages[hit.document.at]!;
        const coverage = words.reduce((sum, word, at) => sum + (holds(held, at) ? weight(word) : 0), 0) / total;
        return { passage, score: hit.score, coverage, rank: coverage * (passage.kind === 'article' ? ARTICLE_WEIGHT : 1) };
      })
      .sort((a, b) => b.rank - a.rank || b.score - a.score)
      .slice(0, limit)
      .map(({ rank: _rank, ...found }) => found);
  }
}
