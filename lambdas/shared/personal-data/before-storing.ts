import { count, logger } from '../powertools';
import { PERSON_INDEXED, type IndexMark } from '../records/index-mark';
import { writeIndexEntries } from './person-index';
import { THREAD_ATTRIBUTE, type PersonThread } from './person-thread';
import { indexMarkOf, type PersonalDataStore, type StoredItem } from './stores';

/**
 * What a writer calls before it stores an item of a personal-data store: apart from the index
 * (`person-index.ts`), which the operator commands also use outside any function, where the
 * functions' metrics cannot run.
 */

/**
 * Indexes an item for erasure, before its writer stores it, so a stored record is always findable;
 * with it, the item's person thread (what the same person left before), which the writer stores
 * on the item for its notice.
 * It never fails the write: a lead is never lost to the index. An item it could not index is stored
 * without the mark, counted (`PersonalDataUnindexed`, alarmed) and logged, and
 * `npm run personal-data -- reindex` indexes it later.
 */
export async function indexForErasure(store: PersonalDataStore, item: StoredItem): Promise<IndexMark & { readonly [THREAD_ATTRIBUTE]?: PersonThread }> {
  try {
    const thread = await writeIndexEntries(store, item);
    return { [PERSON_INDEXED]: indexMarkOf(store), ...(thread && { [THREAD_ATTRIBUTE]: thread }) };
  } catch (error) {
    count('personalDataUnindexed');
    logger.error('record stored without its personal-data index entries: run npm run personal-data -- reindex', { store: store.id, error: error as Error });
    return {};
  }
}
