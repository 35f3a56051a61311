import type { ContactsPage, HomePage, LegalPage, NotFoundPage, PrivacyPage, SecurityPage, ThankYouPage, TrustPage } from '@site/content';
import { collection } from '@site/content';
import type { Language } from '@site/model';

/** Each page whose copy is a document of the collection, by its folder (the page's id), with the document's type. */
export interface PageCopy {
  readonly home: HomePage;
  readonly trust: TrustPage;
  readonly legal: LegalPage;
  readonly security: SecurityPage;
  readonly contacts: ContactsPage;
  readonly privacy: PrivacyPage;
  readonly 'thank-you': ThankYouPage;
  readonly 'not-found': NotFoundPage;
}

/**
 * The shell's pages' copy through the one loader: one folder per page (`home/`, `trust/`,
 * `legal/`, `security/`, `contacts/`, `privacy/`, `thank-you/`, `not-found/`), its text per
 * language, one chunk per language, so a page downloads its own language's words only. The trust
 * page's DPA text (`trust/dpa.<lang>.ts`) is the build's, for the PDF; no page loads it.
 */
const PAGES = collection<{ page: PageCopy[keyof PageCopy] }>('pages', import.meta.glob('./*/page.*.ts'));

export function loadPageCopy<Id extends keyof PageCopy>(id: Id, lang: Language): Promise<PageCopy[Id]> {
  return PAGES.load(id, 'page', lang) as Promise<PageCopy[Id]>;
}
