/** The site's name: a brand, the same in every language. */
export const SITE_NAME = 'Synthra';

/**
 * How a page's title names the site. The page head adds it once to the title a page writes:
 * - `bar` (most pages): after the title, set off by a bar (`Blog — AI for sales and operations | Synthra`);
 * - `dash`: after a page's bare name, set off by a dash (`Contacts — Synthra`);
 * - `first`: the home page's, the name leading (`Synthra — AI chatbots, voice assistants …`).
 */
export type TitleBrand = 'bar' | 'dash' | 'first';

export function brandedTitle(title: string, brand: TitleBrand = 'bar'): string {
  if (brand === 'first') return `${SITE_NAME} — ${title}`;
  return `${title}${brand === 'dash' ? ' — ' : ' | '}${SITE_NAME}`;
}

/** A search result shows about 70 characters of a title: the longest title a page may write, the site's name added with a bar. */
export const MAX_TITLE_LENGTH = 70 - brandedTitle('').length;
