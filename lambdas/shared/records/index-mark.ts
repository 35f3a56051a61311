/** Marks an item whose personal-data index entries were written; `npm run personal-data -- reindex` finds the others. */
export const PERSON_INDEXED = 'personIndexed';
export type IndexMark = { readonly [PERSON_INDEXED]?: true };
