import { collection, type HomePage, type TrustPage } from '@site/content';
import type { Language } from '@site/model';

/**
 * The shell's pages' copy through the one loader: one folder per page (`home/`, `trust/`), its
 * text per language, one chunk per language, so a page downloads its own language's words only.
 * The trust page's DPA text (`trust/dpa.<lang>.ts`) is the build's, for the PDF; no page loads it.
 */
const PAGES = collection<{ page: HomePage | TrustPage }>('pages', import.meta.glob('./*/page.*.ts'));

export function loadHomePage(lang: Language): Promise<HomePage> {
  return PAGES.load('home', 'page', lang) as Promise<HomePage>;
}

export function loadTrustPage(lang: Language): Promise<TrustPage> {
  return PAGES.load('trust', 'page', lang) as Promise<TrustPage>;
}
