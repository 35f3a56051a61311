import { mkdirSync, mkdtempSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_NAMES, type AppName } from '@site/model';
import { canary, ledger, openReleases, promote, readPointer, ReleaseRefused, retain, rollback, status, storeRelease, changePointer } from '../commands';
import { ConflictException, KVS_LIMITS } from '@site/stand-ins/local-key-value-store';
import { contentBuildId } from '../store';

/** A build directory as vite writes one: build.json, entry files, a hashed chunk, a source map. */
function fakeBuild(root: string, app: AppName, buildId: string, chunk = 'Page-AbCdEf12.js'): string {
  const dir = join(root, `${app}-${buildId}`);
  const files: Record<string, string> = {
    'build.json': JSON.stringify({ buildId }),
    [app === 'shell' ? 'favicon.svg' : 'remoteEntry.js']: `${app} ${buildId}`,
    [`assets/${chunk}`]: `chunk ${chunk}`,
    [`assets/${chunk}.map`]: 'sources',
  };
  if (app !== 'shell') files['mf-manifest.json'] = JSON.stringify({ buildVersion: buildId });
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), body);
  }
  return dir;
}

function fakePages(root: string, label: string): string {
  const dir = join(root, `pages-${label}`);
  mkdirSync(join(dir, 'cases'), { recursive: true });
  writeFileSync(join(dir, 'cases', 'index.html'), `<h1>${label}</h1>`);
  writeFileSync(join(dir, '404.html'), 'missing');
  return dir;
}

async function setUp() {
  const work = mkdtempSync(join(tmpdir(), 'releases-'));
  const context = openReleases(join(work, 'store'), 'alice@example.com');
  const appDirs = Object.fromEntries(APP_NAMES.map((app) => [app, fakeBuild(work, app, 'one')])) as Record<AppName, string>;
  const first = await storeRelease(context, { pagesDir: fakePages(work, 'one'), appDirs }, 'first');
  const publish = (buildId: string, chunk?: string) =>
    storeRelease(
      context,
      { pagesDir: fakePages(work, buildId), appDirs: { ...appDirs, content: fakeBuild(work, 'content', buildId, chunk) } },
      `content ${buildId}`,
    );
  return { work, context, first, publish };
}

describe('immutable releases and the pointer on the twin', () => {
  it('stores each build once, hashed files in one pool, and no source maps; the first release is stable', async () => {
    const { context, first, publish } = await setUp();
    expect(first.stable).toBe(true);
    const second = await publish('two');
    expect(second.stable).toBe(false);
    // Only the content build and the pages are new; its hashed chunk has the same name and content.
    expect(second.release.added.objects).toBe(2);
    const root = context.store.root;
    expect(readdirSync(join(root, 'builds', 'content')).sort()).toEqual(['one', 'two']);
    expect(readdirSync(join(root, 'builds', 'shell'))).toEqual(['one']);
    expect(existsSync(join(root, 'files', 'mfe', 'content', 'assets', 'Page-AbCdEf12.js'))).toBe(true);
    expect(existsSync(join(root, 'files', 'mfe', 'content', 'assets', 'Page-AbCdEf12.js.map'))).toBe(false);
    // The same builds again are the same release: nothing is stored.
    const again = await publish('two');
    expect(again.added).toBe(false);
    expect(again.release.id).toBe(second.release.id);
    expect((await readPointer(context)).pointer!.stable.id).toBe(first.release.id);
  });

  it('canary, promote and rollback move only the pointer, each written to the ledger', async () => {
    const { context, first, publish } = await setUp();
    const two = (await publish('two')).release;
    await canary(context, two.id, 50, 'try it');
    expect((await readPointer(context)).pointer).toMatchObject({
      stable: { id: first.release.id },
      candidate: { id: two.id, builds: { content: 'two' } },
      percent: 50,
    });
    expect((await rollback(context, 'errors')).pointer).toMatchObject({ stable: { id: first.release.id }, candidate: null, percent: 0 });
    await promote(context, two.id);
    expect((await rollback(context)).pointer).toMatchObject({ stable: { id: first.release.id }, previous: null });
    await expect(rollback(context)).rejects.toThrow(ReleaseRefused);
    const entries = await ledger(context);
    expect(entries.map((e) => e.action)).toEqual(['promote ' + first.release.id, `canary ${two.id} 50%`, 'rollback', `promote ${two.id}`, 'rollback']);
    expect(entries[1]).toMatchObject({
      by: 'alice@example.com',
      from: { candidate: null, percent: 0 },
      to: { candidate: two.id, percent: 50 },
      reason: 'try it',
    });
    const now = await status(context);
    expect(now.stableSet?.action).toBe('rollback');
    expect(now.releases.map((r) => r.id)).toEqual([first.release.id, two.id]);
  });

  it('refuses a change made against a pointer someone else changed since it was read', async () => {
    const { context, publish } = await setUp();
    const two = (await publish('two')).release;
    const three = (await publish('three', 'Page-XyXyXy12.js')).release;
    const staleRead = await readPointer(context);
    await canary(context, two.id, 10);
    await expect(
      changePointer(context, 'canary', '', (p) => ({ ...p!, candidate: { id: three.id, builds: three.builds }, percent: 20 }), staleRead),
    ).rejects.toThrow(/Someone changed the releases/);
    expect((await readPointer(context)).pointer!.candidate!.id).toBe(two.id);
    await expect(context.kvs.putKey('pointer', '{}', staleRead.etag)).rejects.toThrow(ConflictException);
    await expect(context.kvs.putKey('big', 'x'.repeat(KVS_LIMITS.valueBytes + 1), (await context.kvs.describe()).ETag)).rejects.toThrow(/ValidationException/);
  });

  it('retention keeps the newest releases and whatever the pointer names, and their files', async () => {
    const { context, first, publish } = await setUp();
    let clock = Date.now();
    const later = () => new Date((clock += 60_000));
    Object.assign(context, { now: later });
    const two = (await publish('two', 'Two-AbCdEf12.js')).release;
    const three = (await publish('three', 'Three-AbCdEf12.js')).release;
    const four = (await publish('four', 'Four-AbCdEf12.js')).release;
    await canary(context, two.id, 5);
    const removed = await retain(context, 1);
    // first is stable, two the candidate, four the newest: three goes, with its build, chunk and key.
    expect(removed.sites).toEqual([three.id]);
    const ids = context.store.sites().map((s) => s.id);
    expect(ids.sort()).toEqual([first.release.id, two.id, four.id].sort());
    const pool = join(context.store.root, 'files', 'mfe', 'content', 'assets');
    expect(readdirSync(pool).sort()).toEqual(['Four-AbCdEf12.js', 'Page-AbCdEf12.js', 'Two-AbCdEf12.js']);
    expect(await context.kvs.getKey(`release:${three.id}`)).toBeNull();
    expect(await context.kvs.getKey(`release:${two.id}`)).not.toBeNull();
  });

  it('retention keeps every release that served visitors, as the ledger says, once the pointer has moved on', async () => {
    const { context, first, publish } = await setUp();
    let clock = Date.now();
    Object.assign(context, { now: () => new Date((clock += 60_000)) });
    const two = (await publish('two', 'Two-AbCdEf12.js')).release;
    const three = (await publish('three', 'Three-AbCdEf12.js')).release;
    const four = (await publish('four', 'Four-AbCdEf12.js')).release;
    const five = (await publish('five', 'Five-AbCdEf12.js')).release;
    await promote(context, two.id);
    await promote(context, three.id);
    // The pointer names three and two (previous); only the ledger names first; five is the newest; four never served anyone.
    expect((await retain(context, 1)).sites).toEqual([four.id]);
    expect(context.store.sites().map((s) => s.id)).toEqual([first.release.id, two.id, three.id, five.id]);
  });

  it("names a working tree's build by its contents, which build.json (HEAD's commit) does not tell apart", async () => {
    const work = mkdtempSync(join(tmpdir(), 'content-id-'));
    const one = fakeBuild(work, 'content', 'same');
    const again = fakeBuild(join(work, 'again'), 'content', 'same');
    const changed = fakeBuild(join(work, 'changed'), 'content', 'same', 'Page-ZzZzZz12.js');
    writeFileSync(join(again, 'assets', 'Page-AbCdEf12.js.map'), 'other sources, never published');
    expect(contentBuildId(again, 'content')).toBe(contentBuildId(one, 'content'));
    expect(contentBuildId(changed, 'content')).not.toBe(contentBuildId(one, 'content'));
  });
});
