import { createHmac } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  APP_NAMES,
  PREVIEW_HOURS,
  previewToken,
  releaseKey,
  ROLLED_BACK,
  withoutCandidate,
  type AppName,
  type LedgerEntry,
  type Pointer,
  type ReleaseRef,
} from '@site/model';
import {
  changePointer as changeSharedPointer,
  markRolledBack,
  PointerConflict,
  readPointer as readSharedPointer,
  type PointerAccess,
  type PointerRead,
  type ReleaseLedger,
} from '@site/lambdas/pointer-changes';
import { localVariable, SECRETS } from '@site/lambdas/settings';
import { LocalKeyValueStore } from '@site/stand-ins/local-key-value-store';
import { LocalReleaseStore, type SiteRelease } from './store';

/**
 * What `npm run release` does, on the twin's data or on AWS: the release store (a catalogue of the
 * site releases stored), the KeyValueStore holding the pointer, and the audit ledger of every change
 * to it. The pointer changes through `changePointer` (@site/lambdas/pointer-changes), the one code the automatic
 * rollback uses too. The twin reads its directory at every request, so a change is live at the next one.
 */
export interface ReleaseCatalogue {
  site(id: string): Promise<SiteRelease | null>;
  sites(): Promise<SiteRelease[]>;
}

export interface ReleaseContext extends PointerAccess {
  readonly catalogue: ReleaseCatalogue;
  /**
   * The edge's signing key, for preview links: on AWS its secret, which only the release operator
   * role reads (H6: no team's role can mint proofs or previews, or replace the key); on the twin's
   * data the twin's own (`localEdgeKey`).
   */
  readonly edgeKey: () => Promise<string>;
  /** The twin's store on disk; absent on AWS, where only the pointer commands and status act. */
  readonly store?: LocalReleaseStore;
}

export type { LedgerEntry } from '@site/model';

/** The twin's ledger: one JSON line a change in `<store>/ledger.jsonl`. */
export function localLedger(root: string): ReleaseLedger {
  const path = join(root, 'ledger.jsonl');
  return {
    append: async (entry) => appendFileSync(path, `${JSON.stringify(entry)}\n`),
    entries: async () =>
      existsSync(path)
        ? readFileSync(path, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line) as LedgerEntry)
        : [],
  };
}

/**
 * The twin's edge key: its secret's local variable (`EDGE_KEY`), else the fixed local value the twin's
 * functions use too (`SECRETS.edgeKey`), so the twin's edge, its client-signals function and the
 * release command on its data sign alike.
 */
export function localEdgeKey(): string {
  return process.env[localVariable('edgeKey', 'k')]?.trim() || SECRETS.edgeKey.generated!.localDefault;
}

export function openReleases(dir: string, who: string): ReleaseContext & { readonly store: LocalReleaseStore } {
  const store = new LocalReleaseStore(dir);
  return {
    store,
    edgeKey: async () => localEdgeKey(),
    catalogue: { site: async (id) => store.site(id), sites: async () => store.sites() },
    kvs: new LocalKeyValueStore(dir).api(),
    ledger: localLedger(dir),
    who,
  };
}

export function ledger(context: Pick<ReleaseContext, 'ledger'>): Promise<LedgerEntry[]> {
  return context.ledger.entries();
}

export function readPointer(context: Pick<ReleaseContext, 'kvs'>): Promise<PointerRead> {
  return readSharedPointer(context.kvs);
}

/** A refusal the operator can act on: nothing was changed. */
export class ReleaseRefused extends Error {}

async function ref(context: ReleaseContext, id: string): Promise<ReleaseRef> {
  const site = await context.catalogue.site(id);
  if (!site) throw new ReleaseRefused(`No release ${id} is stored (npm run release -- status lists them).`);
  return { id: site.id, builds: site.builds };
}

/**
 * Changes the pointer from what was read, with that read's ETag as If-Match: if anyone changed the
 * store meanwhile, the write is refused and nothing is lost; the operator reads status and decides.
 */
export async function changePointer(
  context: ReleaseContext,
  action: string,
  reason: string,
  change: (pointer: Pointer | null) => Pointer,
  read?: PointerRead,
): Promise<Pointer> {
  try {
    return await changeSharedPointer(context, action, reason, change, read);
  } catch (error) {
    if (error instanceof PointerConflict) {
      throw new ReleaseRefused(
        `Someone changed the releases while you acted (${error.message}). Nothing was changed: check npm run release -- status and run the command again.`,
      );
    }
    throw error;
  }
}

/**
 * Makes a stored release readable by the edge (preview, open tabs): its builds under its own key.
 * The edge's signing key is no key of this store (H6): the deployment generates it as a secret.
 */
export async function announce(context: ReleaseContext, release: ReleaseRef): Promise<void> {
  const key = releaseKey(release.id);
  const builds = JSON.stringify(release.builds);
  // A release rolled back (ROLLED_BACK) and now offered again gets its builds back.
  if ((await context.kvs.getKey(key))?.Value === builds) return;
  await context.kvs.putKey(key, builds, (await context.kvs.describe()).ETag);
}

/** Whether a release was rolled back since it last served (its key holds `ROLLED_BACK`). */
export async function isRolledBack(context: Pick<ReleaseContext, 'kvs'>, id: string): Promise<boolean> {
  return (await context.kvs.getKey(releaseKey(id)))?.Value === ROLLED_BACK;
}

/**
 * HMAC-SHA256 (hex) under the edge's key, as the edge signs: preview links, and whoever must know
 * which client networks the edge puts in a candidate's share (`visitorBucket`, the e2e tests).
 */
export async function edgeSigner(context: Pick<ReleaseContext, 'edgeKey'>): Promise<(text: string) => string> {
  let key: string;
  try {
    key = await context.edgeKey();
  } catch (error) {
    if (error instanceof Error && error.name === 'AccessDeniedException')
      throw new ReleaseRefused(
        'Preview links are signed with the edge\'s key, which only the <site>-release-operator role reads (infra/README.md, "Releasing an app"): ask an operator to run npm run release -- preview <id> --aws.',
      );
    throw error;
  }
  return (text) => createHmac('sha256', key).update(text).digest('hex');
}

export interface PreviewLink {
  readonly release: string;
  /** The path to append to the site's origin: `/?release=<token>`. */
  readonly path: string;
  readonly expires: Date;
}

/**
 * A signed link that shows a stored release to whoever holds it, for `hours` (PREVIEW_HOURS), under
 * the edge's key (G2): nobody can make one without the key, and an old one stops working by itself.
 * Refused for a release that was rolled back: the edge serves it to nobody.
 */
export async function previewLink(context: ReleaseContext, id: string, hours: number = PREVIEW_HOURS.default): Promise<PreviewLink> {
  if (!Number.isInteger(hours) || hours < 1 || hours > PREVIEW_HOURS.max)
    throw new ReleaseRefused(`A preview link lasts a whole number of hours, 1 to ${PREVIEW_HOURS.max}.`);
  const release = await ref(context, id);
  if (await isRolledBack(context, id))
    throw new ReleaseRefused(
      `${id} was rolled back, and the edge serves it to nobody, previews included. Canary or promote it to offer it again, or publish a fix.`,
    );
  // A release stored before the edge knew it (or whose key retention took) is made known first.
  await announce(context, release);
  const expires = Math.floor((context.now?.() ?? new Date()).getTime() / 1000) + hours * 3600;
  const token = previewToken(await edgeSigner(context), id, expires);
  return { release: id, path: `/?release=${token}`, expires: new Date(expires * 1000) };
}

export async function canary(context: ReleaseContext, id: string, percent: number, reason = ''): Promise<Pointer> {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new ReleaseRefused('The share is a whole percentage, 0 to 100.');
  const release = await ref(context, id);
  const pointer = await changePointer(context, `canary ${id} ${percent}%`, reason, (current) => {
    if (!current) throw new ReleaseRefused('Nothing is stable yet: promote a first release.');
    if (current.stable.id === id) throw new ReleaseRefused(`${id} is already stable.`);
    return { ...current, candidate: release, percent };
  });
  await announce(context, release);
  return pointer;
}

export async function promote(context: ReleaseContext, id: string, reason = ''): Promise<Pointer> {
  const release = await ref(context, id);
  const pointer = await changePointer(context, `promote ${id}`, reason, (current) => {
    if (current?.stable.id === id) throw new ReleaseRefused(`${id} is already stable.`);
    return { stable: release, candidate: null, percent: 0, previous: current?.stable.id ?? null };
  });
  await announce(context, release);
  return pointer;
}

/**
 * A candidate with a share loses it; with none, the previous stable is stable again. Only the
 * pointer moves: no build, no deployment, live at the next request. The release rolled back is
 * then marked so (`markRolledBack`): no preview link, cookie or open tab is served it again.
 */
export async function rollback(context: ReleaseContext, reason = ''): Promise<{ pointer: Pointer; did: string }> {
  const read = await readPointer(context);
  const current = read.pointer;
  if (!current) throw new ReleaseRefused('Nothing is released yet.');
  if (current.candidate && current.percent > 0) {
    const pointer = await changePointer(context, 'rollback', reason, withoutCandidate, read);
    await markRolledBack(context.kvs, current.candidate.id);
    return { pointer, did: `${current.candidate.id} serves nobody now, previews included; everybody is on ${current.stable.id}.` };
  }
  if (!current.previous) throw new ReleaseRefused(`No candidate serves anyone and nothing was stable before ${current.stable.id}.`);
  const previous = await ref(context, current.previous);
  const pointer = await changePointer(context, 'rollback', reason, () => ({ stable: previous, candidate: null, percent: 0, previous: null }), read);
  await markRolledBack(context.kvs, current.stable.id);
  await announce(context, previous);
  return { pointer, did: `${current.previous} is stable again (was ${current.stable.id}, which serves nobody now, previews included).` };
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

export async function status(context: ReleaseContext): Promise<Status> {
  const { pointer } = await readPointer(context);
  const entries = await ledger(context);
  const last = (test: (e: LedgerEntry) => boolean) => [...entries].reverse().find(test) ?? null;
  return {
    stable: pointer?.stable.id ?? null,
    candidate: pointer?.candidate?.id ?? null,
    percent: pointer?.percent ?? 0,
    previous: pointer?.previous ?? null,
    stableSet: last((e) => e.from.stable !== e.to.stable),
    candidateSet: last((e) => e.from.candidate !== e.to.candidate || e.from.percent !== e.to.percent),
    releases: await context.catalogue.sites(),
  };
}

/**
 * The releases retention never removes: what the pointer names (stable, candidate, previous) and
 * every release a ledger entry names, i.e. every release that served visitors: it can be promoted
 * again, and what anyone was served stays on record (≈10 MB a release: storage is not the constraint).
 */
export function namedReleases(pointer: Pointer | null, entries: readonly LedgerEntry[]): Set<string> {
  const ids = [
    pointer?.stable.id,
    pointer?.candidate?.id,
    pointer?.previous,
    ...entries.flatMap((e) => [e.from.stable, e.from.candidate, e.to.stable, e.to.candidate]),
  ];
  return new Set(ids.filter((id): id is string => Boolean(id)));
}

/** Whole releases to keep, at least one: the newest is what the next publish is compared with. */
export function keepCount(value: string | undefined): number {
  const keep = value === undefined ? 10 : Number(value);
  if (!Number.isInteger(keep) || keep < 1) throw new ReleaseRefused('--keep is a whole number of releases, 1 or more.');
  return keep;
}

/** Takes a removed release's key from the edge (a preview of it falls back to what the visitor's bucket gets). */
export async function forgetRelease(context: Pick<ReleaseContext, 'kvs'>, id: string): Promise<void> {
  if (!(await context.kvs.getKey(releaseKey(id)))) return;
  try {
    await context.kvs.deleteKey(releaseKey(id), (await context.kvs.describe()).ETag);
  } catch (error) {
    if (error instanceof PointerConflict)
      throw new ReleaseRefused(`Someone changed the releases while ${id} was being removed; run retain again (it carries on where it stopped).`);
    throw error;
  }
}

/** Retention on the twin: the newest `keep` releases and those `namedReleases` names stay; their keys go with the rest. */
export async function retain(context: ReleaseContext & { readonly store: LocalReleaseStore }, keep: number): Promise<ReturnType<LocalReleaseStore['retain']>> {
  const { pointer } = await readPointer(context);
  const result = context.store.retain(keep, namedReleases(pointer, await ledger(context)));
  for (const id of result.sites) await forgetRelease(context, id);
  return result;
}

/**
 * Stores a site release from build directories: every app's build (stored once) and the pages.
 * The first release of a site becomes stable; any later one serves nobody until a canary or
 * promote, but can be previewed at once.
 */
export async function storeRelease(
  context: ReleaseContext & { readonly store: LocalReleaseStore },
  dirs: { readonly pagesDir: string; readonly appDirs: Readonly<Record<AppName, string>> },
  source: string,
  /** Store ids for the builds, in place of the ids their build.json give. */
  buildIds?: Readonly<Record<AppName, string>>,
): Promise<{ release: SiteRelease; added: boolean; stable: boolean }> {
  const builds = {} as Record<AppName, string>;
  for (const app of APP_NAMES) builds[app] = context.store.storeBuild(app, dirs.appDirs[app], buildIds?.[app]).build.buildId;
  const { release, added } = context.store.storeSite(dirs.pagesDir, builds, context.who, source, context.now?.());
  await announce(context, release);
  const { pointer } = await readPointer(context);
  if (!pointer) await promote(context, release.id, 'the first release of the site');
  return { release, added, stable: !pointer };
}

export { contentBuildId, LocalReleaseStore, releaseIdOf, releasesToRemove, type SiteRelease } from './store';
export { contentTypeOf } from '../twin/static-files';
export type { StoredBuild } from './store';
