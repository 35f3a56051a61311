import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { APP_NAMES, REMOTE_APPS, type AppName, type RemoteName } from '@site/model';
import { readBuildId } from '../build-info';
import { isPublished, listBuildFiles } from '../build-output';
import { CACHE_IMMUTABLE, cacheControlFor } from '../cache-control';
import type { ReleaseBuilds } from '../edge/release-routing';

/**
 * Immutable releases, as the release bucket holds them and the twin keeps them on disk:
 *
 * - `files/<url>`: every content-hashed file of every build, stored once and shared (a name never
 *   changes content), so an open tab finds its chunks whatever the pointer says;
 * - `builds/<app>/<build>/<path>`: each build's other files (entry files, `build.json`, unhashed
 *   assets), never overwritten;
 * - `sites/<release>/pages/<path>`: the pages rendered with one build of each app;
 * - `meta/`: what each build and release holds, for status and retention.
 *
 * The viewer-request function maps URLs to these paths (`storedUri`).
 */

export interface StoredBuild {
  readonly app: AppName;
  readonly buildId: string;
  /** The content-hashed files it uses from `files/`, by URL. */
  readonly files: readonly string[];
  readonly objects: number;
  readonly bytes: number;
}

export interface SiteRelease {
  readonly id: string;
  readonly builds: Record<AppName, string>;
  readonly createdAt: string;
  readonly createdBy: string;
  /** What was published: the app and the revision it was built from. */
  readonly source: string;
  /** Objects and bytes this release added to the store (files already stored count nothing). */
  readonly added: { readonly objects: number; readonly bytes: number };
}

export function basePathOf(app: AppName): string {
  return app === 'shell' ? '/' : REMOTE_APPS[app as RemoteName].basePath;
}

/** The id of the site release made of these builds: the same builds are the same release. */
export function releaseIdOf(builds: ReleaseBuilds): string {
  const key = APP_NAMES.map((app) => `${app}=${builds[app] ?? ''}`).join(';');
  return `r-${createHash('sha256').update(key).digest('hex').slice(0, 10)}`;
}

export class LocalReleaseStore {
  constructor(readonly root: string) {
    mkdirSync(root, { recursive: true });
  }

  private metaPath(...parts: string[]): string {
    return join(this.root, 'meta', ...parts);
  }

  build(app: AppName, buildId: string): StoredBuild | null {
    return readJson<StoredBuild>(this.metaPath('builds', app, `${buildId}.json`));
  }

  site(id: string): SiteRelease | null {
    return readJson<SiteRelease>(this.metaPath('sites', `${id}.json`));
  }

  sites(): SiteRelease[] {
    const dir = this.metaPath('sites');
    if (!existsSync(dir)) return [];
    return readdirSync(dir)
      .map((name) => readJson<SiteRelease>(join(dir, name))!)
      .filter(Boolean)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }

  /** Stores an app's build under its build id, once; hashed files join the shared pool. */
  storeBuild(app: AppName, dir: string, buildId = readBuildId(dir)): { build: StoredBuild; added: boolean; objects: number; bytes: number } {
    if (!buildId) throw new Error(`${dir} holds no build.json: build ${app} first.`);
    const existing = this.build(app, buildId);
    if (existing) return { build: existing, added: false, objects: 0, bytes: 0 };
    const base = basePathOf(app);
    const files: string[] = [];
    let objects = 0;
    let bytes = 0;
    for (const file of listBuildFiles(dir, app).filter(isPublished)) {
      const url = `${base}${file}`;
      const immutable = cacheControlFor(url) === CACHE_IMMUTABLE;
      const target = immutable ? join(this.root, 'files', url) : join(this.root, 'builds', app, buildId, file);
      if (immutable) files.push(url);
      if (existsSync(target)) continue;
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(dir, file), target);
      objects += 1;
      bytes += statSync(target).size;
    }
    const build: StoredBuild = { app, buildId, files, objects, bytes };
    writeJson(this.metaPath('builds', app, `${buildId}.json`), build);
    return { build, added: true, objects, bytes };
  }

  /** Stores the pages rendered with these builds as a site release; the same builds are stored once. */
  storeSite(pagesDir: string, builds: Record<AppName, string>, by: string, source: string, now = new Date()): { release: SiteRelease; added: boolean } {
    for (const app of APP_NAMES) if (!this.build(app, builds[app])) throw new Error(`Build ${builds[app]} of ${app} is not stored.`);
    const id = releaseIdOf(builds);
    const existing = this.site(id);
    if (existing) return { release: existing, added: false };
    let objects = 0;
    let bytes = 0;
    for (const file of listBuildFiles(pagesDir, 'the pages').filter(isPublished)) {
      const target = join(this.root, 'sites', id, 'pages', file);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(pagesDir, file), target);
      objects += 1;
      bytes += statSync(target).size;
    }
    const release: SiteRelease = { id, builds, createdAt: now.toISOString(), createdBy: by, source, added: { objects, bytes } };
    writeJson(this.metaPath('sites', `${id}.json`), release);
    return { release, added: true };
  }

  /** Puts a stored build back into a build directory (to render pages with the stable builds). */
  restoreBuild(app: AppName, buildId: string, dir: string): void {
    const build = this.build(app, buildId);
    if (!build) throw new Error(`Build ${buildId} of ${app} is not stored.`);
    rmSync(dir, { recursive: true, force: true });
    const own = join(this.root, 'builds', app, buildId);
    for (const file of existsSync(own) ? listBuildFiles(own, app) : []) copy(join(own, file), join(dir, file));
    const base = basePathOf(app);
    for (const url of build.files) copy(join(this.root, 'files', url), join(dir, url.slice(base.length)));
  }

  /**
   * Removes the site releases `releasesToRemove` names, then
   * the builds no remaining release uses, then the pooled files no remaining build lists.
   */
  retain(keep: number, named: ReadonlySet<string>): { sites: string[]; builds: number; files: number } {
    const removed = releasesToRemove(this.sites(), keep, named);
    for (const id of removed) {
      rmSync(join(this.root, 'sites', id), { recursive: true, force: true });
      rmSync(this.metaPath('sites', `${id}.json`), { force: true });
    }
    const used = new Set(this.sites().flatMap((s) => APP_NAMES.map((app) => `${app}/${s.builds[app]}`)));
    const liveFiles = new Set<string>();
    let builds = 0;
    for (const app of APP_NAMES) {
      const dir = this.metaPath('builds', app);
      if (!existsSync(dir)) continue;
      for (const name of readdirSync(dir)) {
        const build = readJson<StoredBuild>(join(dir, name))!;
        if (used.has(`${app}/${build.buildId}`)) {
          for (const url of build.files) liveFiles.add(url);
          continue;
        }
        rmSync(join(this.root, 'builds', app, build.buildId), { recursive: true, force: true });
        rmSync(join(dir, name), { force: true });
        builds += 1;
      }
    }
    let files = 0;
    const pool = join(this.root, 'files');
    if (existsSync(pool)) {
      for (const file of listBuildFiles(pool, 'the file pool')) {
        if (liveFiles.has(`/${file}`)) continue;
        rmSync(join(pool, file), { force: true });
        files += 1;
      }
    }
    return { sites: removed, builds, files };
  }
}

/**
 * The site releases retention removes, on the twin and on AWS alike: those older than the newest
 * `keep` that none of `named` names (`namedReleases`: the pointer's, and any the ledger says served
 * visitors).
 */
export function releasesToRemove(sites: readonly SiteRelease[], keep: number, named: ReadonlySet<string>): string[] {
  const byAge = [...sites].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const newest = new Set(byAge.slice(Math.max(0, byAge.length - keep)).map((site) => site.id));
  return byAge.filter((site) => !newest.has(site.id) && !named.has(site.id)).map((site) => site.id);
}

/**
 * An id for a build directory from its published files' names and contents: a working tree's
 * builds all name HEAD in build.json, changed or not, and a stored build is never overwritten.
 */
export function contentBuildId(dir: string, app: AppName): string {
  const hash = createHash('sha256');
  for (const file of listBuildFiles(dir, app).filter(isPublished))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(dir, file)))
      .update('\0');
  return `wt-${hash.digest('hex').slice(0, 12)}`;
}

function copy(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  copyFileSync(from, to);
}

function readJson<T>(path: string): T | null {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch {
    return null;
  }
}

function writeJson(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}
