/** The site's name: a brand, the same in every language. */
export const SITE_NAME = 'Synthra';

/**
 * How a page's title names the site: once, set off by a bar, the one separator of every title, so
 * that it never reads as the dash the page's own title may hold (`Blog — AI for sales and
 * operations | Synthra`), and as every language writes it (a dash is „–” in Polish, «—» in Russian):
 * - `after` (every page but the home page): the name after the title (`Contacts | Synthra`);
 * - `first`: the home page's, the name leading (`Synthra | AI chatbots, voice assistants …`).
 */
export type TitleBrand = 'after' | 'first';

export const TITLE_SEPARATOR = ' | ';

export function brandedTitle(title: string, brand: TitleBrand = 'after'): string {
  return brand === 'first' ? `${SITE_NAME}${TITLE_SEPARATOR}${title}` : `${title}${TITLE_SEPARATOR}${SITE_NAME}`;
}

/** A search result shows about 70 characters of a title: the longest title a page may write, the site's name added with a bar. */
export const MAX_TITLE_LENGTH = 70 - brandedTitle('').length;
