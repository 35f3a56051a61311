/** Marks an item whose personal-data index entries were written; `npm run personal-data -- reindex` finds the others. */
export const PERSON_INDEXED = 'personIndexed';
/**
 * The mark's value: `true`, or the version of its store's rules when they changed (`indexRules` in
 * `personal-data/stores.ts`, each feature's `personal-data.ts`), so that `reindex` indexes again what older rules left unfound.
 */
export type IndexMark = { readonly [PERSON_INDEXED]?: true | number };
