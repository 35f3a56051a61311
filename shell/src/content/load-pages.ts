import { collection, type HomePage, type LegalPage, type SecurityPage } from '@site/content';
import type { Language } from '@site/model';

/** Each page whose copy is a document of the collection, by its folder, with the document's type. */
export interface PageCopy {
  readonly home: HomePage;
  readonly legal: LegalPage;
  readonly security: SecurityPage;
}

/**
 * The shell's pages' copy through the one loader: one folder per page (`home/`, `legal/`,
 * `security/`), its text per language, one chunk per language, so a page downloads its own
 * language's words only.
 */
const PAGES = collection<{ page: PageCopy[keyof PageCopy] }>('pages', import.meta.glob('./*/page.*.ts'));

export function loadPageCopy<Id extends keyof PageCopy>(id: Id, lang: Language): Promise<PageCopy[Id]> {
  return PAGES.load(id, 'page', lang) as Promise<PageCopy[Id]>;
}
