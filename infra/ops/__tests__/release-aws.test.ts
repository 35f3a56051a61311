import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { memoryReleaseStores, serveReleaseEndpoints, type ReleaseEndpoints, type StoredObject } from '@site/lambdas/host';
import { APP_NAMES, type AppName } from '@site/model';
import { announce, canary, openReleases, promote, readPointer, ReleaseRefused, rollback, status, storeRelease, changePointer } from '@site/platform/release';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudContext, uploadRelease } from '../release-stores';

/** A build directory as vite writes one: build.json, an entry file, a hashed chunk. */
function fakeBuild(root: string, app: AppName, buildId: string): string {
  const dir = join(root, `${app}-${buildId}`);
  const files: Record<string, string> = {
    'build.json': JSON.stringify({ buildId }),
    [app === 'shell' ? 'favicon.svg' : 'remoteEntry.js']: `${app} ${buildId}`,
    [`assets/Page-${buildId.padEnd(8, 'x')}.js`]: `chunk of ${app} ${buildId}`,
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
  return dir;
}

function fakePages(root: string, label: string): string {
  const dir = join(root, `pages-${label}`);
  mkdirSync(join(dir, 'cases'), { recursive: true });
  writeFileSync(join(dir, 'cases', 'index.html'), `<h1>${label}</h1>`);
  return dir;
}

const ARN = 'arn:aws:cloudfront::123456789012:key-value-store/5b5c4a7c-0f3e-4a51-9a7e-3c1f0a9e1b2d';
const BUCKET = 'site-releases';
const NAMES = { kvsArn: ARN, bucket: BUCKET, ledgerBucket: 'site-release-ledger' };

let endpoints: ReleaseEndpoints;
const cloud = memoryReleaseStores();
const bucket = new Map<string, StoredObject>();

beforeAll(async () => {
  // The same SDK clients as against AWS (KeyValueStore API signed with SigV4A, S3), on a loopback stand-in.
  endpoints = await serveReleaseEndpoints({ ...cloud, objects: bucket });
  endpoints.use();
});
afterAll(() => endpoints.close());

describe('npm run release -- --aws, against the KeyValueStore and S3 APIs', () => {
  it('uploads a release once, announces it, and moves the pointer by ETag with every change in the ledger', async () => {
    const work = mkdtempSync(join(tmpdir(), 'release-aws-'));
    const local = openReleases(join(work, 'store'), 'alice@example.com');
    const appDirs = Object.fromEntries(APP_NAMES.map((app) => [app, fakeBuild(work, app, 'one')])) as Record<AppName, string>;
    const one = (await storeRelease(local, { pagesDir: fakePages(work, 'one'), appDirs }, 'first')).release;
    const two = (
      await storeRelease(local, { pagesDir: fakePages(work, 'two'), appDirs: { ...appDirs, content: fakeBuild(work, 'content', 'two') } }, 'content two')
    ).release;

    const context = cloudContext(NAMES, 'alice@example.com');
    expect(await uploadRelease(local.store, one, BUCKET)).toMatchObject({ objects: 18 });
    const second = await uploadRelease(local.store, two, BUCKET);
    // Four builds (entry file, build.json, chunk, record each), the page and the release's record; then only the new content build's four, its page and record.
    expect(second.objects).toBe(6);
    expect((await uploadRelease(local.store, two, BUCKET)).objects).toBe(0);
    expect(bucket.get(`sites/${two.id}/pages/cases/index.html`)).toMatchObject({ contentType: 'text/html; charset=utf-8' });
    expect(bucket.get('files/mfe/content/assets/Page-twoxxxxx.js')).toMatchObject({
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: expect.stringMatching(/immutable/),
    });

    for (const release of [one, two]) await announce(context, release);
    await promote(context, one.id, 'first');
    await canary(context, two.id, 30, 'try it');
    expect((await readPointer(context)).pointer).toMatchObject({ stable: { id: one.id }, candidate: { id: two.id }, percent: 30 });
    expect(JSON.parse((await cloud.kvs.getKey(`release:${two.id}`))!.Value)).toMatchObject({ content: 'two' });

    const now = await status(context);
    expect(now.releases.map((release) => release.id)).toEqual([one.id, two.id]);
    expect(now.candidateSet).toMatchObject({ action: `canary ${two.id} 30%`, by: 'alice@example.com', reason: 'try it' });

    expect((await rollback(context, 'errors')).did).toBe(`${two.id} serves nobody now; everybody is on ${one.id}.`);
    expect(cloud.ledger.list.map((entry) => entry.action)).toEqual([`promote ${one.id}`, `canary ${two.id} 30%`, 'rollback']);

    // Two operators at once: the one who read before the other wrote is refused, nothing lost.
    const stale = await readPointer(context);
    await canary(cloudContext(NAMES, 'bob@example.com'), two.id, 10);
    await expect(changePointer(context, 'promote', '', (pointer) => ({ ...pointer!, percent: 100 }), stale)).rejects.toThrow(ReleaseRefused);
    expect((await readPointer(context)).pointer).toMatchObject({ candidate: { id: two.id }, percent: 10 });
  });
});
