import { POINTER_KEY, pointerSummary, releaseKey, ROLLED_BACK, type LedgerEntry, type Pointer } from '@site/model';

/**
 * How the release pointer (`@site/model`'s `Pointer`) is read and changed: with the KeyValueStore's
 * ETag as If-Match, each change written to the audit ledger. The one code `npm run release` (on
 * the twin's stores or on AWS, `release-pointer.ts`) and the automatic rollback (`release-rollback/`)
 * change it through; it lives with the functions because a function may import no host of them.
 */

/**
 * The part of the CloudFront KeyValueStore API (`@aws-sdk/client-cloudfront-keyvaluestore`) the
 * pointer needs; the twin's stand-in and the AWS client both implement it. A write whose `ifMatch`
 * is not the store's current ETag rejects with `PointerConflict`.
 */
export interface KeyValueStoreApi {
  describe(): Promise<{ readonly ETag: string }>;
  getKey(key: string): Promise<{ readonly Value: string } | null>;
  putKey(key: string, value: string, ifMatch: string): Promise<{ readonly ETag: string }>;
  deleteKey(key: string, ifMatch: string): Promise<{ readonly ETag: string }>;
}

/** The store changed since it was read (the service's ConflictException): nothing was written. */
export class PointerConflict extends Error {
  override readonly name: string = 'PointerConflict';
}

export interface ReleaseLedger {
  append(entry: LedgerEntry): Promise<void>;
  entries(): Promise<LedgerEntry[]>;
}

export interface PointerAccess {
  readonly kvs: KeyValueStoreApi;
  readonly ledger: ReleaseLedger;
  /** Who acts: a person's git e-mail, or the automatic rollback. */
  readonly who: string;
  readonly now?: () => Date;
}

export interface PointerRead {
  readonly pointer: Pointer | null;
  readonly etag: string;
}

/** The ETag is read first: a write between the two reads makes the later put refused, never lost. */
export async function readPointer(kvs: KeyValueStoreApi): Promise<PointerRead> {
  const { ETag } = await kvs.describe();
  const item = await kvs.getKey(POINTER_KEY);
  return { pointer: item ? (JSON.parse(item.Value) as Pointer) : null, etag: ETag };
}

/**
 * Changes the pointer from what was read, with that read's ETag as If-Match, then writes the change
 * to the ledger. If anyone changed the store meanwhile, the put rejects with `PointerConflict` and
 * nothing is written: the caller reads again and decides, never retries blindly.
 */
export async function changePointer(
  access: PointerAccess,
  action: string,
  reason: string,
  change: (pointer: Pointer | null) => Pointer,
  read?: PointerRead,
): Promise<Pointer> {
  const current = read ?? (await readPointer(access.kvs));
  const next = change(current.pointer);
  await access.kvs.putKey(POINTER_KEY, JSON.stringify(next), current.etag);
  await access.ledger.append({
    at: (access.now?.() ?? new Date()).toISOString(),
    by: access.who,
    action,
    from: pointerSummary(current.pointer),
    to: pointerSummary(next),
    reason,
  });
  return next;
}

/**
 * Marks a release the pointer no longer names as rolled back (`ROLLED_BACK`), after the pointer's
 * change: a write made meanwhile by someone else only moves the ETag, so the mark is put again on
 * the new one, a few times at most.
 */
export async function markRolledBack(kvs: KeyValueStoreApi, id: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await kvs.putKey(releaseKey(id), ROLLED_BACK, (await kvs.describe()).ETag);
      return;
    } catch (error) {
      if (!(error instanceof PointerConflict) || attempt === 3) throw error;
    }
  }
}
