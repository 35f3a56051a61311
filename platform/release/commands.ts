import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_NAMES, type AppName } from '@site/model';
import { POINTER_KEY, releaseKey, type Pointer, type ReleaseRef } from '../edge/release-routing';
import { ConflictException, LocalKeyValueStore } from './key-value-store';
import { LocalReleaseStore, type SiteRelease } from './store';

/**
 * What `npm run release` does on the twin's data: the release store, the KeyValueStore stand-in
 * holding the pointer, and an audit ledger of every change to it. The twin reads the same
 * directory at every request, so a change is live at the next one.
 */
export interface ReleaseContext {
  readonly store: LocalReleaseStore;
  readonly kvs: LocalKeyValueStore;
  /** Who acts: the git user's email, or the OS user. */
  readonly who: string;
  readonly now?: () => Date;
}

export interface LedgerEntry {
  readonly at: string;
  readonly by: string;
  readonly action: string;
  readonly from: { stable: string | null; candidate: string | null; percent: number };
  readonly to: { stable: string | null; candidate: string | null; percent: number };
  readonly reason: string;
}

export function openReleases(dir: string, who: string): ReleaseContext {
  return { store: new LocalReleaseStore(dir), kvs: new LocalKeyValueStore(dir), who };
}

export function ledgerPath(context: ReleaseContext): string {
  return join(context.store.root, 'ledger.jsonl');
}

export function ledger(context: ReleaseContext): LedgerEntry[] {
  const path = ledgerPath(context);
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LedgerEntry);
}

export function readPointer(context: ReleaseContext): { pointer: Pointer | null; etag: string } {
  const { ETag } = context.kvs.describe();
  const item = context.kvs.getKey(POINTER_KEY);
  return { pointer: item ? (JSON.parse(item.Value) as Pointer) : null, etag: ETag };
}

/** A refusal the operator can act on: nothing was changed. */
export class ReleaseRefused extends Error {}

function ref(context: ReleaseContext, id: string): ReleaseRef {
  const site = context.store.site(id);
  if (!site) throw new ReleaseRefused(`No release ${id} is stored (npm run release -- status lists them).`);
  return { id: site.id, builds: site.builds };
}

const summary = (pointer: Pointer | null) => ({
  stable: pointer?.stable.id ?? null,
  candidate: pointer?.candidate?.id ?? null,
  percent: pointer?.percent ?? 0,
});

/**
 * Changes the pointer from what was read, with that read's ETag as If-Match: if anyone changed the
 * store meanwhile, the write is refused and nothing is lost; the operator reads status and decides.
 */
export function changePointer(
  context: ReleaseContext,
  action: string,
  reason: string,
  change: (pointer: Pointer | null) => Pointer,
  read = readPointer(context),
): Pointer {
  const next = change(read.pointer);
  try {
    context.kvs.putKey(POINTER_KEY, JSON.stringify(next), read.etag);
  } catch (error) {
    if (error instanceof ConflictException) {
      throw new ReleaseRefused(
        `Someone changed the releases while you acted (${error.message}). Nothing was changed: check npm run release -- status and run the command again.`,
      );
    }
    throw error;
  }
  const entry: LedgerEntry = {
    at: (context.now?.() ?? new Date()).toISOString(),
    by: context.who,
    action,
    from: summary(read.pointer),
    to: summary(next),
    reason,
  };
  appendFileSync(ledgerPath(context), `${JSON.stringify(entry)}\n`);
  return next;
}

/** Makes a stored release readable by the edge (preview, open tabs): its builds under its own key. */
export function announce(context: ReleaseContext, release: SiteRelease): void {
  const key = releaseKey(release.id);
  if (context.kvs.getKey(key)) return;
  context.kvs.putKey(key, JSON.stringify(release.builds), context.kvs.describe().ETag);
}

export function canary(context: ReleaseContext, id: string, percent: number, reason = ''): Pointer {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new ReleaseRefused('The share is a whole percentage, 0 to 100.');
  const release = ref(context, id);
  return changePointer(context, `canary ${id} ${percent}%`, reason, (pointer) => {
    if (!pointer) throw new ReleaseRefused('Nothing is stable yet: promote a first release.');
    if (pointer.stable.id === id) throw new ReleaseRefused(`${id} is already stable.`);
    return { ...pointer, candidate: release, percent };
  });
}

export function promote(context: ReleaseContext, id: string, reason = ''): Pointer {
  const release = ref(context, id);
  return changePointer(context, `promote ${id}`, reason, (pointer) => {
    if (pointer?.stable.id === id) throw new ReleaseRefused(`${id} is already stable.`);
    return { stable: release, candidate: null, percent: 0, previous: pointer?.stable.id ?? null };
  });
}

/**
 * A candidate with a share loses it; with none, the previous stable is stable again. Only the
 * pointer moves: no build, no deployment, live at the next request.
 */
export function rollback(context: ReleaseContext, reason = ''): { pointer: Pointer; did: string } {
  let did = '';
  const pointer = changePointer(context, 'rollback', reason, (current) => {
    if (!current) throw new ReleaseRefused('Nothing is released yet.');
    if (current.candidate && current.percent > 0) {
      did = `${current.candidate.id} serves nobody now; everybody is on ${current.stable.id}.`;
      return { ...current, candidate: null, percent: 0 };
    }
    if (!current.previous) throw new ReleaseRefused(`No candidate serves anyone and nothing was stable before ${current.stable.id}.`);
    did = `${current.previous} is stable again (was ${current.stable.id}).`;
    return { stable: ref(context, current.previous), candidate: null, percent: 0, previous: null };
  });
  return { pointer, did };
}

export interface Status {
  readonly stable: string | null;
  readonly candidate: string | null;
  readonly percent: number;
  readonly previous: string | null;
  /** The ledger's latest change of each. */
  readonly stableSet: LedgerEntry | null;
  readonly candidateSet: LedgerEntry | null;
  readonly releases: readonly SiteRelease[];
}

export function status(context: ReleaseContext): Status {
  const { pointer } = readPointer(context);
  const entries = ledger(context);
  const last = (test: (e: LedgerEntry) => boolean) => [...entries].reverse().find(test) ?? null;
  return {
    stable: pointer?.stable.id ?? null,
    candidate: pointer?.candidate?.id ?? null,
    percent: pointer?.percent ?? 0,
    previous: pointer?.previous ?? null,
    stableSet: last((e) => e.from.stable !== e.to.stable),
    candidateSet: last((e) => e.from.candidate !== e.to.candidate || e.from.percent !== e.to.percent),
    releases: context.store.sites(),
  };
}

/** Retention: the newest `keep` releases and whatever the pointer names stay; their keys go with them. */
export function retain(context: ReleaseContext, keep: number): ReturnType<LocalReleaseStore['retain']> {
  const { pointer } = readPointer(context);
  const named = new Set([pointer?.stable.id, pointer?.candidate?.id, pointer?.previous].filter((id): id is string => Boolean(id)));
  const result = context.store.retain(keep, named);
  for (const id of result.sites) if (context.kvs.getKey(releaseKey(id))) context.kvs.deleteKey(releaseKey(id), context.kvs.describe().ETag);
  return result;
}

/**
 * Stores a site release from build directories: every app's build (stored once) and the pages.
 * The first release of a site becomes stable; any later one serves nobody until a canary or
 * promote, but can be previewed at once.
 */
export function storeRelease(
  context: ReleaseContext,
  dirs: { readonly pagesDir: string; readonly appDirs: Readonly<Record<AppName, string>> },
  source: string,
  /** Store ids for the builds, in place of the ids their build.json give. */
  buildIds?: Readonly<Record<AppName, string>>,
): { release: SiteRelease; added: boolean; stable: boolean } {
  const builds = {} as Record<AppName, string>;
  for (const app of APP_NAMES) builds[app] = context.store.storeBuild(app, dirs.appDirs[app], buildIds?.[app]).build.buildId;
  const { release, added } = context.store.storeSite(dirs.pagesDir, builds, context.who, source, context.now?.());
  announce(context, release);
  const { pointer } = readPointer(context);
  if (!pointer) promote(context, release.id, 'the first release of the site');
  return { release, added, stable: !pointer };
}

export { ConflictException, LocalKeyValueStore } from './key-value-store';
export { contentBuildId, LocalReleaseStore, releaseIdOf, type SiteRelease } from './store';
