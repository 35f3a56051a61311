/**
 * Where each collection lives, from the repository's root. Each app owns its pages' content, so the
 * folders sit in the apps; readers outside them (the voice agent's generator, the catalogue's
 * generator, the tests) find them here and read them as documents, never importing an app.
 */
export const COLLECTION_FOLDERS = {
  products: 'mfe-products/src/content',
  cases: 'mfe-content/src/content/cases',
  articles: 'mfe-content/src/content/blog',
  team: 'mfe-content/src/content/team',
  /** The products remote's pages other than the product pages, one folder per page (`pricing/`). */
  productsPages: 'mfe-products/src/pages/content',
  /** The shell's pages' copy, one folder per page (`home/`, `legal/`, `security/`). */
  pages: 'shell/src/content',
} as const;

export type CollectionName = keyof typeof COLLECTION_FOLDERS;
