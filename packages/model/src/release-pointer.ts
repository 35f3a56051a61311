/**
 * The site's release pointer as data: which stored site release is stable, which is the candidate
 * and for what share of visitors, and what a change of it records. It lives in a CloudFront
 * KeyValueStore (the twin: a stand-in with the same API) that the edge function reads at every
 * request; the reads and If-Match writes, and the audit ledger, are the release code's
 * (`lambdas/shared/pointer-changes.ts`).
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

export const pointerSummary = (pointer: Pointer | null): PointerSummary => ({
  stable: pointer?.stable.id ?? null,
  candidate: pointer?.candidate?.id ?? null,
  percent: pointer?.percent ?? 0,
});

/** The candidate serves nobody: what `rollback` and the automatic rollback do to a live candidate. */
export function withoutCandidate(pointer: Pointer | null): Pointer {
  if (!pointer) throw new Error('Nothing is released yet.');
  return { ...pointer, candidate: null, percent: 0 };
}
