/// <reference types="vite/client" />
import { ARTICLES, CASE_STUDIES, INDUSTRIES, PRODUCTS, PRODUCTS_PAGES, SAMPLE_REPORTS, SHELL_PAGES, TEAM, type EntryCollection } from '@site/content';
import { LANGUAGES, type Language } from '@site/model';
import { copyFiles } from '../../scripts/lib/copy-files';

/**
 * The site's copy as its pages read it: every content document of every collection, and every
 * translation catalogue, by file (relative to the repository's root), with the language of the file.
 */
const COLLECTIONS: readonly EntryCollection<Record<string, Record<string, unknown>>>[] = [
  PRODUCTS.from(import.meta.glob('../../mfe-products/src/content/*/*.ts')),
  SAMPLE_REPORTS.from(import.meta.glob('../../mfe-products/src/content/*/sample-report/*.ts')),
  PRODUCTS_PAGES.from(import.meta.glob('../../mfe-products/src/pages/content/*/*.ts')),
  INDUSTRIES.from(import.meta.glob('../../mfe-products/src/industries/content/*/*.ts')),
  CASE_STUDIES.from(import.meta.glob('../../mfe-content/src/content/cases/*/*.ts')),
  ARTICLES.from(import.meta.glob('../../mfe-content/src/content/blog/*/*.ts')),
  TEAM.from(import.meta.glob('../../mfe-content/src/content/team/*/*.ts')),
  SHELL_PAGES.from(import.meta.glob('../../shell/src/content/*/*.ts')),
];
const catalogs = import.meta.glob<unknown>(['../../{shell,mfe-*,packages/*}/src/**/locales/*.json'], { eager: true, import: 'default' });

const LANGUAGE_OF_FILE = new RegExp(`(?:^|[/.])(${LANGUAGES.join('|')})\\.json$`);
const fileOf = (path: string) => path.replace(/^(\.\.\/)+/, '');

export interface CopyDocument {
  readonly file: string;
  readonly lang: Language;
  readonly value: unknown;
}

const documents: CopyDocument[] = await Promise.all(
  COLLECTIONS.flatMap((documents) =>
    documents.documents.flatMap(({ id, part, lang, path }) =>
      lang ? [documents.load(id, part, lang).then((value) => ({ file: fileOf(path), lang, value }))] : [],
    ),
  ),
);

// A document outside every collection would escape the lints: each copy file of the repository is one of them.
const loaded = new Set(documents.map(({ file }) => file));
const outside = copyFiles().filter(({ path }) => path.endsWith('.ts') && !loaded.has(path));
if (outside.length) throw new Error(`Copy outside the collections the lints read: ${outside.map(({ path }) => path).join(', ')}`);

export const SITE_COPY: readonly CopyDocument[] = [
  ...documents,
  ...Object.entries(catalogs).flatMap(([path, value]) => {
    const lang = LANGUAGE_OF_FILE.exec(path)?.[1] as Language | undefined;
    return lang ? [{ file: fileOf(path), lang, value }] : [];
  }),
];
