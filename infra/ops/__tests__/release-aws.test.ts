import { mkdirSync, mkdtempSync, rmSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '@site/lambdas/release-pointer';
import { FakeSecretsManager } from '@site/stand-ins/fake-secrets-manager';
import { memoryReleaseStores, serveReleaseEndpoints, type ReleaseEndpoints, type StoredObject } from '@site/stand-ins/release-endpoints';
import { APP_NAMES, previewOf, type AppName } from '@site/model';
import { createHmac } from 'node:crypto';
import {
  announce,
  canary,
  openReleases,
  previewLink,
  promote,
  readPointer,
  ReleaseRefused,
  rollback,
  status,
  storeRelease,
  changePointer,
} from '@site/platform/release';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudContext, putStableBuilds, retainInBucket, uploadRelease } from '../release-stores';

/** A build directory as vite writes one: build.json, an entry file, a hashed chunk. */
function fakeBuild(root: string, app: AppName, buildId: string, chunk = `Page-${buildId.padEnd(8, 'x')}.js`): string {
  const dir = join(root, `${app}-${buildId}`);
  const files: Record<string, string> = {
    'build.json': JSON.stringify({ buildId }),
    [app === 'shell' ? 'favicon.svg' : 'remoteEntry.js']: `${app} ${buildId}`,
    [`assets/${chunk}`]: `chunk of ${app} ${buildId}`,
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
const EDGE_KEY_SECRET = 'site/edgeKey';
const NAMES = { kvsArn: ARN, bucket: BUCKET, ledgerBucket: 'site-release-ledger', edgeKeySecret: EDGE_KEY_SECRET };
/** The edge's key as the deployment generated it into its secret. */
const EDGE_KEY = 'E'.repeat(64);

let endpoints: ReleaseEndpoints;
let secrets: FakeSecretsManager;
const cloud = memoryReleaseStores();
const bucket = new Map<string, StoredObject>();

beforeAll(async () => {
  // The same SDK clients as against AWS (KeyValueStore API signed with SigV4A, S3), on a loopback stand-in.
  endpoints = await serveReleaseEndpoints({ ...cloud, objects: bucket });
  endpoints.use();
  secrets = await new FakeSecretsManager({ [EDGE_KEY_SECRET]: JSON.stringify({ k: EDGE_KEY }) }).start();
  process.env.AWS_ENDPOINT_URL_SECRETS_MANAGER = secrets.url;
});
/** Each test's scratch directory, removed once the file's tests are done. */
const workDirs: string[] = [];
function workDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  workDirs.push(dir);
  return dir;
}
afterAll(async () => {
  await endpoints.close();
  await secrets.stop();
  for (const dir of workDirs) rmSync(dir, { recursive: true, force: true });
});

describe('npm run release -- --aws, against the KeyValueStore and S3 APIs', () => {
  it('uploads a release once, announces it, and moves the pointer by ETag with every change in the ledger', async () => {
    const work = workDir('release-aws-');
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

    const link = await previewLink(context, two.id, 2);
    expect(link.path).toMatch(new RegExp(`^/\\?release=${two.id}\\.\\d{10}\\.[0-9a-f]{32}$`));
    // Signed with the key in the edge's secret, which the edge's code carries (H6); the store holds no key.
    expect(previewOf((text) => createHmac('sha256', EDGE_KEY).update(text).digest('hex'), link.path.slice('/?release='.length), Date.now())).toMatchObject({
      release: two.id,
    });
    expect(await cloud.kvs.getKey('edge-key')).toBeFalsy();
    // A team's role cannot read the secret: the command says who signs previews.
    secrets.denied.add(EDGE_KEY_SECRET);
    await expect(previewLink(context, two.id, 2)).rejects.toThrow(/only the <site>-release-operator role reads/);
    secrets.denied.delete(EDGE_KEY_SECRET);
    expect((await rollback(context, 'errors')).did).toBe(`${two.id} serves nobody now, previews included; everybody is on ${one.id}.`);
    expect(cloud.ledger.list.map((entry) => entry.action)).toEqual([`promote ${one.id}`, `canary ${two.id} 30%`, 'rollback']);
    // Rolled back: the edge reads its key as no release, and no preview link is signed for it (G2) until it is offered again.
    expect((await cloud.kvs.getKey(`release:${two.id}`))!.Value).toBe('false');
    await expect(previewLink(context, two.id)).rejects.toThrow(/was rolled back/);
    await canary(context, two.id, 5, 'fixed elsewhere');
    expect(JSON.parse((await cloud.kvs.getKey(`release:${two.id}`))!.Value)).toMatchObject({ content: 'two' });
    await rollback(context, 'still failing');

    // Two operators at once: the one who read before the other wrote is refused, nothing lost.
    const stale = await readPointer(context);
    await canary(cloudContext(NAMES, 'bob@example.com'), two.id, 10);
    await expect(changePointer(context, 'promote', '', (pointer) => ({ ...pointer!, percent: 100 }), stale)).rejects.toThrow(ReleaseRefused);
    expect((await readPointer(context)).pointer).toMatchObject({ candidate: { id: two.id }, percent: 10 });
  });
});

/** A directory's files and their contents, by relative path. */
function contents(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((entry) => statSync(join(dir, entry)).isFile())
      .map((entry) => [relative(dir, join(dir, entry)), readFileSync(join(dir, entry), 'utf8')]),
  );
}

/** A deployed site with one stable release, published from another machine. */
async function deployedSite(work: string, objects: Map<string, StoredObject>) {
  const stores = memoryReleaseStores();
  const serving = await serveReleaseEndpoints({ ...stores, objects });
  serving.use();
  const elsewhere = openReleases(join(work, 'elsewhere'), 'alice@example.com');
  const appDirs = Object.fromEntries(APP_NAMES.map((app) => [app, fakeBuild(join(work, 'built'), app, 'one')])) as Record<AppName, string>;
  const one = (await storeRelease(elsewhere, { pagesDir: fakePages(work, 'one'), appDirs }, 'first')).release;
  await uploadRelease(elsewhere.store, one, BUCKET);
  const context = cloudContext(NAMES, 'alice@example.com');
  await announce(context, one);
  await promote(context, one.id, 'first');
  return { stores, serving, elsewhere, appDirs, one, context };
}

describe('publish --aws on a team’s runner that holds only its own app', () => {
  it('downloads the stable builds of the other apps from the release bucket, renders with them, and uploads only what is new', async () => {
    const work = workDir('release-aws-runner-');
    const objects = new Map<string, StoredObject>();
    const site = await deployedSite(work, objects);
    try {
      // The content team's runner: an empty store, its own build, and whatever the others' dist/ held.
      const runner = openReleases(join(work, 'runner'), 'content-ci@example.com');
      const dirs = {
        ...Object.fromEntries(APP_NAMES.map((app) => [app, join(work, 'runner-dist', app)])),
        content: fakeBuild(join(work, 'runner-dist'), 'content', 'two'),
      } as Record<AppName, string>;
      const { pointer } = await readPointer(site.context);
      await expect(putStableBuilds(runner.store, pointer!, 'content', dirs, { log: () => undefined })).rejects.toThrow(/not in the local store/);

      const said: string[] = [];
      await putStableBuilds(runner.store, pointer!, 'content', dirs, { bucket: BUCKET, log: (line) => said.push(line) });
      expect(said.filter((line) => line.startsWith('Downloaded'))).toHaveLength(3);
      // Each other app's dist/ is its stable build, file for file, as the machine that published it built it.
      for (const app of APP_NAMES.filter((app) => app !== 'content')) expect(contents(dirs[app]), app).toEqual(contents(site.appDirs[app]));

      const two = (await storeRelease(runner, { pagesDir: fakePages(work, 'two'), appDirs: dirs }, 'content two')).release;
      expect(two.builds).toEqual({ ...site.one.builds, content: 'two' });
      // The content build's four objects, the page and the release's record: nothing of the others again.
      expect((await uploadRelease(runner.store, two, BUCKET)).objects).toBe(6);
      await announce(site.context, two);
      await canary(site.context, two.id, 10);
      expect((await readPointer(site.context)).pointer).toMatchObject({
        stable: { id: site.one.id },
        candidate: { id: two.id, builds: { content: 'two', shell: 'one' } },
      });
    } finally {
      await site.serving.close();
      endpoints.use();
    }
  });
});

describe('retain --aws', () => {
  it('removes, beyond the newest n, the releases neither the pointer nor the ledger names, their builds and pooled files, and nothing a publish is uploading', async () => {
    const work = workDir('release-aws-retain-');
    const objects = new Map<string, StoredObject>();
    const site = await deployedSite(work, objects);
    try {
      let clock = Date.now();
      Object.assign(site.elsewhere, { now: () => new Date((clock += 60_000)) });
      const publish = async (label: string) => {
        const content = fakeBuild(join(work, 'built'), 'content', label, `${label[0]!.toUpperCase()}${label.slice(1)}-AbCdEf12.js`);
        const release = (await storeRelease(site.elsewhere, { pagesDir: fakePages(work, label), appDirs: { ...site.appDirs, content } }, label)).release;
        await uploadRelease(site.elsewhere.store, release, BUCKET);
        await announce(site.context, release);
        return release;
      };
      const two = await publish('two');
      const three = await publish('three');
      const four = await publish('four');
      const five = await publish('five');
      // two served a tenth of the visitors for a while: the ledger names it.
      await canary(site.context, two.id, 10);
      await rollback(site.context, 'errors');
      // All of it uploaded two days ago; then a publish under way: a chunk, an entry file and a page, no record yet.
      const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000);
      for (const [key, object] of objects) objects.set(key, { ...object, lastModified: twoDaysAgo });
      const left = (text: string) => ({ body: Buffer.from(text), contentType: 'text/plain', cacheControl: '', lastModified: twoDaysAgo });
      // A publish that stopped short two days ago: a chunk, and pages without the release's record.
      objects.set('files/mfe/content/assets/Orphan-AbCdEf12.js', left('left by a failed publish'));
      objects.set('sites/r-0000dead00/pages/cases/index.html', left('left by a failed publish'));
      const client = s3Client();
      for (const key of ['files/mfe/content/assets/Six-AbCdEf12.js', 'builds/content/six/remoteEntry.js', 'sites/r-000000005c/pages/cases/index.html'])
        await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'six', IfNoneMatch: '*' }));

      const count = objects.size;
      const plan = await retainInBucket(site.context, BUCKET, 1, { dryRun: true });
      expect(plan).toMatchObject({ sites: [three.id, four.id], builds: ['content/four', 'content/three'], unfinished: ['r-0000dead00'], files: 3 });
      expect(objects.size).toBe(count);

      const done = await retainInBucket(site.context, BUCKET, 1);
      expect(done).toEqual(plan);
      expect(objects.size).toBe(count - done.objects);
      const keys = [...objects.keys()];
      for (const gone of [three, four]) {
        expect(keys.filter((key) => key.includes(gone.id))).toEqual([]);
        expect(await site.stores.kvs.getKey(`release:${gone.id}`)).toBeNull();
      }
      expect(keys.filter((key) => /content\/(three|four)|Three-|Four-|Orphan-|r-0000dead00/.test(key))).toEqual([]);
      // What the pointer, the ledger and the newest name stays whole, with the publish under way.
      for (const kept of [site.one, two, five]) {
        expect(keys).toContain(`meta/sites/${kept.id}.json`);
        expect(keys).toContain(`sites/${kept.id}/pages/cases/index.html`);
        expect(await site.stores.kvs.getKey(`release:${kept.id}`)).not.toBeNull();
      }
      expect(keys).toEqual(
        expect.arrayContaining([
          'files/mfe/content/assets/Two-AbCdEf12.js',
          'files/mfe/content/assets/Five-AbCdEf12.js',
          'files/mfe/content/assets/Six-AbCdEf12.js',
          'builds/content/six/remoteEntry.js',
          'sites/r-000000005c/pages/cases/index.html',
          'builds/shell/one/favicon.svg',
        ]),
      );
      expect((await status(site.context)).releases.map((release) => release.id)).toEqual([site.one.id, two.id, five.id]);
      // Again: nothing more to remove.
      expect((await retainInBucket(site.context, BUCKET, 1)).objects).toBe(0);
    } finally {
      await site.serving.close();
      endpoints.use();
    }
  });
});
