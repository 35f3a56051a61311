import { LANGUAGES, type Language } from '@site/model';
import type * as z from 'zod/mini';

/**
 * A collection is one kind of content (products, cases, articles, the team, the shell's pages):
 * one folder per entry, named by the entry's id, holding its documents side by side, `facts.ts`
 * (what is the same in every language) and `<part>.<lang>.ts` (its text in one language). Each is
 * declared once (`collections.ts`: its name, folder, parts and their schemas, as Astro's
 * `defineCollection`); a reader passes only what its bundler needs, the pages `import.meta.glob`'s
 * modules, Node readers `modulesIn(folder)` (`@site/content/node`), and gets the typed collection:
 * `PRODUCTS.from(import.meta.glob('./*\/page.*.ts'))`. Adding an entry is adding a folder.
 */

/** A module as `import.meta.glob` gives it: a function that loads it, or (eager) the module itself. */
export type Modules = Readonly<Record<string, unknown>>;

/** The schema of each part of an entry, by the part's name. */
export type PartSchemas = { readonly [part: string]: z.ZodMiniType };
/** The documents' types of those parts. */
export type PartsOf<Schemas extends PartSchemas> = { -readonly [K in keyof Schemas]: z.output<Schemas[K]> };

/** The documents of a collection whose entries each have parts of their own (the shell's pages), by entry id. */
export interface EntryCollection<Entries> {
  readonly name: string;
  /** The entries' ids: the names of the folders that hold a document. */
  readonly ids: readonly string[];
  /** Every document, by its entry, part and language, with the path it was given as. */
  readonly documents: readonly DocumentAddress[];
  /** One document of one entry: its `facts` (no language) or a part in one language. */
  load<Id extends keyof Entries & string, K extends keyof Entries[Id] & string>(id: Id, part: K, lang?: Language): Promise<Entries[Id][K]>;
  /**
   * Loads every document, each checked against its part's schema, and fails naming every file that
   * is not a declared part or does not match; resolves to the number of documents.
   */
  check(): Promise<number>;
}

/** The documents of a collection whose entries all have the same parts. */
export interface Collection<Parts> extends EntryCollection<{ readonly [id: string]: Parts }> {
  /** One part of every entry, by id. */
  loadEvery<K extends keyof Parts & string>(part: K, lang?: Language): Promise<ReadonlyMap<string, Parts[K]>>;
}

/** A collection as it is declared once: its name, its folder and each part's schema. */
export interface CollectionDeclaration<Documents> {
  readonly name: string;
  /** Where its entries' folders are, from the repository's root (the app that shows them owns them). */
  readonly folder: string;
  /** The collection over `modules`, keyed by their paths (`import.meta.glob`'s, or `modulesIn(folder)`). */
  from(modules: Modules): Documents;
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

/** The schema a document is checked against, or why it has none. */
type SchemaOf = (address: DocumentAddress) => Promise<z.ZodMiniType>;

function collection(name: string, modules: Modules, schemaOf: SchemaOf | undefined): Collection<Record<string, unknown>> {
  const documents = new Map<string, { readonly address: DocumentAddress; readonly module: unknown }>();
  for (const [path, module] of Object.entries(modules)) {
    const address = addressOf(path);
    if (address) documents.set(keyOf(address.id, address.part, address.lang), { address, module });
  }
  const ids = [...new Set([...documents.values()].map(({ address }) => address.id))].sort();

  async function loadDocument({ address, module }: { readonly address: DocumentAddress; readonly module: unknown }): Promise<unknown> {
    // A lazy glob, or a Node import, gives the module; an eager glob with `import: 'default'` the value.
    const value = typeof module === 'function' ? ((await module()) as { default: unknown }).default : isModule(module) ? module.default : module;
    if (!schemaOf) return value;
    const parsed = (await schemaOf(address)).safeParse(value);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'the document'}: ${issue.message}`);
      throw new Error(`${address.path} does not match the ${name} collection's ${address.part} schema (${issues.join('; ')})`);
    }
    return parsed.data;
  }

  async function load(id: string, part: string, lang?: Language): Promise<never> {
    const document = documents.get(keyOf(id, part, lang));
    if (!document) throw new Error(`The ${name} collection has no ${part}${lang ? ` in "${lang}"` : ''} for "${id}"`);
    return (await loadDocument(document)) as never;
  }

  return {
    name,
    ids,
    documents: [...documents.values()].map((document) => document.address),
    load,
    async loadEvery(part, lang) {
      const values = await Promise.all(ids.map(async (id) => [id, await load(id, part, lang)] as const));
      return new Map(values);
    },
    async check() {
      const failures = (await Promise.allSettled([...documents.values()].map(loadDocument))).flatMap((result) =>
        result.status === 'rejected' ? [(result.reason as Error).message] : [],
      );
      if (failures.length) throw new Error(`${failures.length} document(s) of the ${name} collection fail their schema:\n${failures.join('\n')}`);
      return documents.size;
    },
  };
}

function isModule(value: unknown): value is { default: unknown } {
  return typeof value === 'object' && value !== null && Object.prototype.toString.call(value) === '[object Module]';
}

interface Declared {
  readonly name: string;
  readonly folder: string;
}

/** `defineCollection` over one module of schemas, which only a reader that checks documents loads. */
export interface DefineCollection<SchemaModule> {
  /** A collection whose entries all have the same parts (products, cases, …). */
  <Schemas extends PartSchemas>(
    declaration: Declared & { readonly parts: (schemas: SchemaModule) => Schemas },
  ): CollectionDeclaration<Collection<PartsOf<Schemas>>>;
  /** A collection whose entries each have parts of their own (the shell's pages): each entry's, by its id. */
  <Entries extends { readonly [id: string]: PartSchemas }>(
    declaration: Declared & { readonly entries: (schemas: SchemaModule) => Entries },
  ): CollectionDeclaration<EntryCollection<{ [Id in keyof Entries]: PartsOf<Entries[Id]> }>>;
}

/**
 * Where a reader's modules are: each path, as a glob gives it from the reader's file (`./<id>/…`
 * from the folder itself, `../../<app>/src/content/<id>/…` from a test) or from the repository's
 * root (`collectionIn`), must be a document `<id>/<part>[.<lang>].ts` of an entry of the declared
 * folder, the path before the entry's a part of the folder's end; and a reader that matched no
 * document at all has a glob that lost its folder. Throws naming what is wrong.
 */
function assertInFolder(name: string, folder: string, modules: Modules): void {
  const paths = Object.keys(modules);
  if (!paths.length) throw new Error(`No document of the ${name} collection was given: does the reader's glob still name ${folder}/?`);
  const outside = paths.filter((path) => {
    const segments = path.split('/').filter((segment) => segment !== '.' && segment !== '..');
    const before = segments.slice(0, -2).join('/');
    return !addressOf(path) || !`/${folder}`.endsWith(before ? `/${before}` : '');
  });
  if (outside.length)
    throw new Error(`The ${name} collection's documents are <id>/<part>[.<lang>].ts in ${folder}/, which these are not: ${outside.join(', ')}`);
}

/**
 * The `defineCollection` of collections whose schemas are in the module `loadSchemas` imports: each
 * document is checked against its part's schema as it loads, and the modules a reader gives against
 * the declared folder. Without `loadSchemas` (a production bundle), documents are taken as they are.
 */
export function collectionDefiner<SchemaModule>(loadSchemas: (() => Promise<SchemaModule>) | undefined): DefineCollection<SchemaModule> {
  return ((declaration: Declared & { parts?: (schemas: SchemaModule) => PartSchemas; entries?: (schemas: SchemaModule) => Record<string, PartSchemas> }) => {
    const { name, folder } = declaration;
    let schemas: Promise<SchemaModule> | undefined;
    const schemaOf: SchemaOf = async ({ id, part, path }) => {
      const module = await (schemas ??= loadSchemas!());
      let parts: PartSchemas;
      if (declaration.entries) {
        const entries = declaration.entries(module);
        const entry = entries[id];
        if (!entry) throw new Error(`${path}: the ${name} collection declares no entry "${id}" (it declares ${Object.keys(entries).join(', ')})`);
        parts = entry;
      } else {
        parts = declaration.parts!(module);
      }
      const schema = parts[part];
      if (!schema) throw new Error(`${path}: "${part}" is not a part of the ${name} collection's "${id}" (its parts: ${Object.keys(parts).join(', ')})`);
      return schema;
    };
    return {
      name,
      folder,
      from: (modules: Modules) => {
        if (loadSchemas) assertInFolder(name, folder, modules);
        return collection(name, modules, loadSchemas && schemaOf);
      },
    };
  }) as DefineCollection<SchemaModule>;
}
