/// <reference types="vite/client" />
import type { Language } from '@site/model';

/**
 * The site's copy as its pages read it: every content document and every translation catalogue,
 * by file (relative to the repository's root), with the language of the file.
 */
const documents = import.meta.glob<unknown>(['../../mfe-*/src/content/**/{en,ru,uk}.ts', '../../mfe-*/src/content/**/*.{en,ru,uk}.ts', '!**/card-sets/**'], {
  eager: true,
  import: 'default',
});
const catalogs = import.meta.glob<unknown>(['../../{shell,mfe-*,packages/*}/src/**/locales/*.json'], { eager: true, import: 'default' });

const LANGUAGE_OF_FILE = /(?:^|[/.])(en|ru|uk)\.(?:ts|json)$/;

export interface CopyDocument {
  readonly file: string;
  readonly lang: Language;
  readonly value: unknown;
}

export const SITE_COPY: readonly CopyDocument[] = Object.entries({ ...documents, ...catalogs }).flatMap(([path, value]) => {
  const lang = LANGUAGE_OF_FILE.exec(path)?.[1] as Language | undefined;
  return lang ? [{ file: path.replace(/^(\.\.\/)+/, ''), lang, value }] : [];
});
