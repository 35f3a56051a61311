import { LANGUAGES, type Language } from '@site/model';
import type * as z from 'zod/mini';

/**
 * A collection is one kind of content (products, cases, articles, the team, the shell's pages):
 * one folder per entry, named by the entry's id, holding its documents side by side, `facts.ts`
 * (what is the same in every language) and `<part>.<lang>.ts` (its text in one language). This is the one loader every reader
 * goes through: the pages (and so the prerender) hand it `import.meta.glob`'s modules, the voice
 * agent's generator and the scripts hand it `modulesIn(folder)` (`@site/content/node`), the tests
 * either. Adding an entry is adding a folder.
 */

/** A module as `import.meta.glob` gives it: a function that loads it, or (eager) the module itself. */
export type Modules = Readonly<Record<string, unknown>>;

/** Each part's schema, checked as its document loads. */
export type Schemas<Parts> = { readonly [K in keyof Parts]?: z.ZodMiniType<Parts[K]> };

export interface Collection<Parts> {
  /** The entries' ids: the names of the folders that hold a document. */
  readonly ids: readonly string[];
  /** Every document, by its entry, part and language, with the path it was given as. */
  readonly documents: readonly DocumentAddress[];
  /** One document of one entry: its `facts` (no language) or a part in one language. */
  load<K extends keyof Parts & string>(id: string, part: K, lang?: Language): Promise<Parts[K]>;
  /** One part of every entry, by id. */
  loadEvery<K extends keyof Parts & string>(part: K, lang?: Language): Promise<ReadonlyMap<string, Parts[K]>>;
}

/** `…/<id>/<part>.ts` or `…/<id>/<part>.<lang>.ts`; deeper files belong to the entry's own pages. */
const DOCUMENT = /(?:^|\/)([a-z0-9-]+)\/([a-z-]+)(?:\.([a-z]{2}))?\.ts$/;

export interface DocumentAddress {
  readonly id: string;
  readonly part: string;
  /** None for a part that is the same in every language (`facts`). */
  readonly lang: Language | undefined;
  readonly path: string;
}

function addressOf(path: string): DocumentAddress | undefined {
  const match = DOCUMENT.exec(path);
  if (!match) return undefined;
  const [, id, part, lang] = match;
  if (lang !== undefined && !(LANGUAGES as readonly string[]).includes(lang)) return undefined;
  return { id: id!, part: part!, lang: lang as Language | undefined, path };
}

const keyOf = (id: string, part: string, lang: string | undefined) => `${id}/${part}${lang ? `.${lang}` : ''}`;

/**
 * The collection `name` over `modules`, keyed by their paths. With `schemas`, a document that does not
 * match its part's schema fails to load, naming the file; the production pages leave them out so
 * visitors download no validator (the agent's generator, the catalogue's generator and the content
 * tests load every document with them).
 */
export function collection<Parts>(name: string, modules: Modules, schemas?: Schemas<Parts>): Collection<Parts> {
  const documents = new Map<string, { readonly address: DocumentAddress; readonly module: unknown }>();
  for (const [path, module] of Object.entries(modules)) {
    const address = addressOf(path);
    if (address) documents.set(keyOf(address.id, address.part, address.lang), { address, module });
  }
  const ids = [...new Set([...documents.keys()].map((key) => key.slice(0, key.indexOf('/'))))].sort();

  async function load<K extends keyof Parts & string>(id: string, part: K, lang?: Language): Promise<Parts[K]> {
    const document = documents.get(keyOf(id, part, lang));
    if (!document) throw new Error(`The ${name} collection has no ${part}${lang ? ` in "${lang}"` : ''} for "${id}"`);
    // A lazy glob, or a Node import, gives the module; an eager glob with `import: 'default'` the value.
    const value =
      typeof document.module === 'function'
        ? ((await document.module()) as { default: unknown }).default
        : isModule(document.module)
          ? document.module.default
          : document.module;
    const schema = schemas?.[part];
    if (!schema) return value as Parts[K];
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new Error(`${document.address.path} does not match the ${name} collection's ${part} schema: ${parsed.error.message}`);
    return parsed.data;
  }

  return {
    ids,
    documents: [...documents.values()].map((document) => document.address),
    load,
    async loadEvery(part, lang) {
      const values = await Promise.all(ids.map(async (id) => [id, await load(id, part, lang)] as const));
      return new Map(values);
    },
  };
}

function isModule(value: unknown): value is { default: unknown } {
  return typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object Module]';
}
