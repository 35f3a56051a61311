import { SHELL_PAGES } from '@site/content';
import type { Language } from '@site/model';

/**
 * The shell's pages' copy: one folder per page (`home/`, `trust/`, `legal/`, `security/`,
 * `contacts/`, `privacy/`, `thank-you/`, `not-found/`), its text per language, one chunk per
 * language, so a page downloads its own language's words only. The trust page's DPA text
 * (`trust/dpa.<lang>.ts`) is the build's, for the PDF; no page loads it.
 */
const PAGES = SHELL_PAGES.from(import.meta.glob('./*/page.*.ts'));

/** A page whose copy is a document of the collection: the name of its folder. */
export type PageId = Parameters<typeof PAGES.load>[0];

/** The copy of page `id` in `lang`, typed by the page's schema. */
export function loadPageCopy<Id extends PageId>(id: Id, lang: Language) {
  return PAGES.load(id, 'page', lang);
}
