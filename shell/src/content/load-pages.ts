import { collection, type HomePage } from '@site/content';
import type { Language } from '@site/model';

/**
 * The shell's pages' copy through the one loader: one folder per page (`home/`), its text per
 * language, one chunk per language, so the home page downloads its own language's words only.
 */
const PAGES = collection<{ page: HomePage }>('pages', import.meta.glob('./*/page.*.ts'));

export function loadHomePage(lang: Language): Promise<HomePage> {
  return PAGES.load('home', 'page', lang);
}
