/**
 * The site's release pointer: which stored site release is stable, which is the candidate and for
 * what share of visitors. It lives in a CloudFront KeyValueStore (the twin: a stand-in with the
 * same API) that the edge function reads at every request. The release command and the automatic
 * rollback change it through `changePointer` alone, with the KeyValueStore's ETag as If-Match, and
 * write every change to the audit ledger.
 */

/** The builds a site release is made of, by app (shell, products, content, voice). */
export type ReleaseBuilds = Record<string, string>;

export interface ReleaseRef {
  readonly id: string;
  readonly builds: ReleaseBuilds;
}

/**
 * The KeyValueStore's `pointer` value. It carries the stable and candidate releases' builds, so a
 * visitor on either costs the function one read; only a preview or an open tab on an older release
 * reads that release's own key.
 */
export interface Pointer {
  readonly stable: ReleaseRef;
  readonly candidate: ReleaseRef | null;
  /** Share of visitors (0–100) on the candidate. */
  readonly percent: number;
  /** The stable release before this one, which `rollback` returns to. */
  readonly previous: string | null;
}

export const POINTER_KEY = 'pointer';
export const releaseKey = (id: string): string => `release:${id}`;

/**
 * What `release:<id>` holds once that release was rolled back, in place of its builds (G2): the
 * edge reads a falsy value as no release, so no preview link, cookie or open tab is served it
 * again. A `canary` or `promote` of it writes its builds back.
 */
export const ROLLED_BACK = 'false';

/** A release id as `publish` makes them; anything else in a cookie, query or beacon is ignored. */
export const RELEASE_ID = /^r-[0-9a-f]{10}$/;

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

export interface PointerSummary {
  readonly stable: string | null;
  readonly candidate: string | null;
  readonly percent: number;
}

/** One change of the pointer: who, when, from → to, why. */
export interface LedgerEntry {
  readonly at: string;
  readonly by: string;
  readonly action: string;
  readonly from: PointerSummary;
  readonly to: PointerSummary;
  readonly reason: string;
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

export const pointerSummary = (pointer: Pointer | null): PointerSummary => ({
  stable: pointer?.stable.id ?? null,
  candidate: pointer?.candidate?.id ?? null,
  percent: pointer?.percent ?? 0,
});

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

/** The candidate serves nobody: what `rollback` and the automatic rollback do to a live candidate. */
export function withoutCandidate(pointer: Pointer | null): Pointer {
  if (!pointer) throw new Error('Nothing is released yet.');
  return { ...pointer, candidate: null, percent: 0 };
}
