import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { awsKeyValueStore, s3Client, s3Ledger, secretEdgeKey } from '@site/lambdas/release-pointer';
import { APP_NAMES, type AppName, type Pointer } from '@site/model';
import { cacheControlFor } from '@site/platform/cache-control';
import { listBuildFiles } from '@site/platform/build-output';
import {
  contentTypeOf,
  forgetRelease,
  namedReleases,
  readPointer,
  releasesToRemove,
  type LocalReleaseStore,
  type ReleaseCatalogue,
  type ReleaseContext,
  type SiteRelease,
  type StoredBuild,
} from '@site/platform/release';
import { releaseParameter, secretName } from '../lib/parameters';

/**
 * `npm run release -- --aws`: the same commands on the deployed site. The pointer is the
 * distribution's KeyValueStore (the CloudFront KeyValueStore API, If-Match on its ETag, signed with
 * SigV4A by the SDK's JavaScript signer), the store is the release bucket, laid out as the twin's
 * store is (`platform/release/store.ts`), and the ledger is a bucket of its own that no team may
 * rewrite (one object a change, never overwritten).
 */

async function listObjects(client: S3Client, bucket: string, prefix: string): Promise<{ key: string; modified: Date }[]> {
  const objects: { key: string; modified: Date }[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) objects.push({ key: object.Key, modified: object.LastModified ?? new Date(0) });
    token = page.NextContinuationToken;
  } while (token);
  return objects;
}

async function list(client: S3Client, bucket: string, prefix: string): Promise<string[]> {
  return (await listObjects(client, bucket, prefix)).map((object) => object.key);
}

async function readJson<T>(client: S3Client, bucket: string, key: string): Promise<T | null> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return JSON.parse(await object.Body!.transformToString()) as T;
  } catch (error) {
    if (error instanceof Error && (error.name === 'NoSuchKey' || error.name === 'NotFound')) return null;
    throw error;
  }
}

/** The releases stored in the bucket, from `meta/sites/<id>.json` as the twin's store writes them. */
export function s3Catalogue(bucket: string, client = s3Client()): ReleaseCatalogue {
  return {
    site: (id) => readJson<SiteRelease>(client, bucket, `meta/sites/${id}.json`),
    sites: async () => {
      const keys = await list(client, bucket, 'meta/sites/');
      const sites = await Promise.all(keys.map((key) => readJson<SiteRelease>(client, bucket, key)));
      return sites.filter((site): site is SiteRelease => site !== null).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
    },
  };
}

export interface CloudReleases {
  readonly context: ReleaseContext;
  readonly bucket: string;
  readonly where: string;
}

/** The deployed site's release pointer and bucket, named by the SSM parameters the edge stack writes. */
export async function openCloudReleases(site: { readonly name: string; readonly region: string }, who: string): Promise<CloudReleases> {
  process.env.AWS_REGION = site.region;
  const ssm = new SSMClient({ region: site.region });
  const read = async (what: Parameters<typeof releaseParameter>[1]) => {
    const name = releaseParameter(site.name, what);
    try {
      const { Parameter } = await ssm.send(new GetParameterCommand({ Name: name }));
      if (Parameter?.Value) return Parameter.Value;
    } catch (error) {
      if (!(error instanceof Error && error.name === 'ParameterNotFound')) throw error;
    }
    throw new Error(`${name} is not in SSM (${site.region}): deploy the site first (npm run deploy), or check site:name and site:region in cdk.json.`);
  };
  try {
    const names = {
      kvsArn: await read('kvs-arn'),
      bucket: await read('bucket'),
      ledgerBucket: await read('ledger-bucket'),
      // The edge's key is a secret of the backend stack's (`SECRETS.edgeKey`), read only by the operator role.
      edgeKeySecret: secretName(site.name, 'edgeKey'),
    };
    return { context: cloudContext(names, who), bucket: names.bucket, where: `the deployed site "${site.name}" (${site.region})` };
  } finally {
    ssm.destroy();
  }
}

/** A release context over a KeyValueStore, a release bucket and the edge key's secret (the SDK's endpoint overrides reach stand-ins). */
export function cloudContext(
  names: { readonly kvsArn: string; readonly bucket: string; readonly ledgerBucket: string; readonly edgeKeySecret: string },
  who: string,
): ReleaseContext {
  return {
    kvs: awsKeyValueStore(names.kvsArn),
    ledger: s3Ledger(names.ledgerBucket),
    catalogue: s3Catalogue(names.bucket),
    edgeKey: () => secretEdgeKey(names.edgeKeySecret),
    who,
  };
}

/** What a release is made of in the store, as object keys, and where each is on disk in the twin's store. */
function objectsOf(store: LocalReleaseStore, release: SiteRelease): string[] {
  const keys = [`sites/${release.id}/pages`, ...APP_NAMES.map((app) => `builds/${app}/${release.builds[app]}`)].flatMap((dir) =>
    safeList(join(store.root, dir)).map((file) => `${dir}/${file}`),
  );
  for (const app of APP_NAMES) {
    const build = store.build(app, release.builds[app]);
    if (!build) throw new Error(`Build ${release.builds[app]} of ${app} is not in the local store.`);
    keys.push(...build.files.map((url) => `files${url}`), `meta/builds/${app}/${build.buildId}.json`);
  }
  // The release's own record goes last: a release is listed only once everything it names is there.
  return [...keys, `meta/sites/${release.id}.json`];
}

function safeList(dir: string): string[] {
  try {
    return listBuildFiles(dir, dir);
  } catch {
    return [];
  }
}

/**
 * Uploads a release of the local store to the bucket: each object once, never over one already
 * there (If-None-Match), with the cache policy its URL has at the edge.
 */
export async function uploadRelease(
  store: LocalReleaseStore,
  release: SiteRelease,
  bucket: string,
  client = s3Client(),
): Promise<{ objects: number; bytes: number }> {
  let objects = 0;
  let bytes = 0;
  for (const key of objectsOf(store, release)) {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
      continue;
    } catch (error) {
      if (!(error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey'))) throw error;
    }
    const body = readFileSync(join(store.root, key));
    const url = key.replace(/^(files|sites\/[^/]+\/pages|builds\/[a-z]+\/[^/]+)/, '');
    await client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: key,
        Body: body,
        ContentType: contentTypeOf(key),
        CacheControl: cacheControlFor(url || '/'),
        IfNoneMatch: '*',
      }),
    );
    objects += 1;
    bytes += body.length;
  }
  return { objects, bytes };
}

/**
 * Puts a build stored in the bucket into the local store, as the machine that published it has it:
 * a team's runner holds only its own app's builds, and a release's pages are rendered with the
 * stable builds of the others. The build's record is written last, so a download cut short is not
 * taken for a stored build (the next publish downloads it again).
 */
export async function downloadBuild(
  store: LocalReleaseStore,
  app: AppName,
  buildId: string,
  bucket: string,
  client = s3Client(),
): Promise<{ objects: number; bytes: number }> {
  const recordKey = `meta/builds/${app}/${buildId}.json`;
  const build = await readJson<StoredBuild>(client, bucket, recordKey);
  if (!build) throw new Error(`The build ${buildId} of ${app} is not in the release bucket ${bucket} (${recordKey}).`);
  const keys = [...(await list(client, bucket, `builds/${app}/${buildId}/`)), ...build.files.map((url) => `files${url}`)];
  let objects = 0;
  let bytes = 0;
  for (const key of keys) {
    const target = join(store.root, key);
    // A pooled file is the same wherever it is stored: its name is its content's hash.
    if (key.startsWith('files/') && existsSync(target)) continue;
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    const body = Buffer.from(await object.Body!.transformToByteArray());
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, body);
    objects += 1;
    bytes += body.length;
  }
  const record = join(store.root, recordKey);
  mkdirSync(dirname(record), { recursive: true });
  writeFileSync(record, `${JSON.stringify(build, null, 2)}\n`);
  return { objects, bytes };
}

/**
 * The stable builds of every app but `app`, put into their build directories to render the pages
 * with: from the local store, or (publishing to AWS) first downloaded from the release bucket.
 */
export async function putStableBuilds(
  local: LocalReleaseStore,
  pointer: Pointer,
  app: AppName,
  appDirs: Readonly<Record<AppName, string>>,
  options: {
    readonly bucket?: string;
    readonly client?: S3Client;
    readonly log?: (line: string) => void;
    readonly current?: (app: AppName) => string | undefined;
  } = {},
): Promise<void> {
  const log = options.log ?? console.log;
  for (const other of APP_NAMES) {
    const buildId = pointer.stable.builds[other];
    if (other === app || !buildId || options.current?.(other) === buildId) continue;
    if (!local.build(other, buildId)) {
      if (!options.bucket)
        throw new Error(
          `The stable build ${buildId} of ${other} is not in the local store (${local.root}): publish from the machine, or the DATA_DIR, that holds it.`,
        );
      const fetched = await downloadBuild(local, other, buildId, options.bucket, options.client);
      log(`Downloaded the stable build ${buildId} of ${other} from the release bucket: ${fetched.objects} objects, ${(fetched.bytes / 1024).toFixed(1)} KB.`);
    }
    log(`Putting the stable build ${buildId} of ${other} in ${appDirs[other]}`);
    local.restoreBuild(other, buildId, appDirs[other]);
  }
}

/** What `retainInBucket` removed, or would remove with `dryRun`. */
export interface BucketRetention {
  readonly sites: readonly string[];
  readonly builds: readonly string[];
  /** Releases whose upload never finished: pages under `sites/<id>/` with no record, none of them recent. */
  readonly unfinished: readonly string[];
  /** Pooled files no remaining build lists. */
  readonly files: number;
  /** Every object deleted (or to delete). */
  readonly objects: number;
}

/**
 * An object younger than this is never removed as unused: a publish uploads a build's files before
 * its record and a release's pages before the release's record, so for the minutes it runs its
 * objects look unused.
 */
export const RETENTION_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * `retain --aws`: the same rule as the twin's (`releasesToRemove`, `namedReleases`) over the release
 * bucket. A release goes edge key first (no preview reaches it), then its record (no one lists it),
 * then its pages; pages no record names (a publish that stopped short) go too; then builds no
 * remaining release uses, record first; then pooled files no remaining build lists. Builds and files younger than `RETENTION_GRACE_MS` stay, whatever lists
 * them. Run with the operator role: no team role may delete.
 */
export async function retainInBucket(
  context: ReleaseContext,
  bucket: string,
  keep: number,
  options: { readonly dryRun?: boolean; readonly now?: Date; readonly client?: S3Client } = {},
): Promise<BucketRetention> {
  const client = options.client ?? s3Client();
  const now = (options.now ?? new Date()).getTime();
  const old = (modified: Date) => now - modified.getTime() > RETENTION_GRACE_MS;
  const { pointer } = await readPointer(context);
  const sites = await context.catalogue.sites();
  const removed = releasesToRemove(sites, keep, namedReleases(pointer, await context.ledger.entries()));
  const remaining = sites.filter((site) => !removed.includes(site.id));
  const used = new Set(remaining.flatMap((site) => APP_NAMES.map((app) => `meta/builds/${app}/${site.builds[app]}.json`)));

  const liveFiles = new Set<string>();
  const unusedBuilds: string[] = [];
  for (const record of await listObjects(client, bucket, 'meta/builds/')) {
    if (!used.has(record.key) && old(record.modified)) {
      unusedBuilds.push(record.key);
      continue;
    }
    const build = await readJson<StoredBuild>(client, bucket, record.key);
    for (const url of build?.files ?? []) liveFiles.add(`files${url}`);
  }
  const unusedFiles = (await listObjects(client, bucket, 'files/')).filter((file) => !liveFiles.has(file.key) && old(file.modified)).map((file) => file.key);

  // Pages no record names: a publish that stopped before the release's record (which goes last).
  const listed = new Set(sites.map((site) => site.id));
  const unlisted = new Map<string, { keys: string[]; recent: boolean }>();
  for (const object of await listObjects(client, bucket, 'sites/')) {
    const id = object.key.split('/')[1]!;
    if (listed.has(id)) continue;
    const release = unlisted.get(id) ?? { keys: [], recent: false };
    release.keys.push(object.key);
    release.recent ||= !old(object.modified);
    unlisted.set(id, release);
  }
  const unfinished = [...unlisted].filter(([, release]) => !release.recent);

  const plan: string[][] = [];
  for (const id of removed) plan.push([`meta/sites/${id}.json`, ...(await list(client, bucket, `sites/${id}/`))]);
  for (const [, release] of unfinished) plan.push(release.keys);
  const buildIds: string[] = [];
  for (const record of unusedBuilds) {
    const [, , app, name] = record.split('/');
    const buildId = name!.replace(/\.json$/, '');
    buildIds.push(`${app}/${buildId}`);
    plan.push([record, ...(await list(client, bucket, `builds/${app}/${buildId}/`))]);
  }
  plan.push(unusedFiles);
  const objects = plan.reduce((sum, keys) => sum + keys.length, 0);
  if (!options.dryRun) {
    for (const id of removed) await forgetRelease(context, id);
    for (const keys of plan) for (const key of keys) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  }
  return { sites: removed, builds: buildIds, unfinished: unfinished.map(([id]) => id), files: unusedFiles.length, objects };
}
