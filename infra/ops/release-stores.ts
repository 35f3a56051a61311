import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { awsKeyValueStore, s3Client, s3Ledger } from '@site/lambdas/release-pointer';
import { APP_NAMES } from '@site/model';
import { cacheControlFor } from '@site/platform/cache-control';
import { listBuildFiles } from '@site/platform/build-output';
import { contentTypeOf, type LocalReleaseStore, type ReleaseCatalogue, type ReleaseContext, type SiteRelease } from '@site/platform/release';
import { releaseParameter } from '../lib/parameters';

/**
 * `npm run release -- --aws`: the same commands on the deployed site. The pointer is the
 * distribution's KeyValueStore (the CloudFront KeyValueStore API, If-Match on its ETag, signed with
 * SigV4A by the SDK's JavaScript signer), the store is the release bucket, laid out as the twin's
 * store is (`platform/release/store.ts`), and the ledger is a bucket of its own that no team may
 * rewrite (one object a change, never overwritten).
 */

async function list(client: S3Client, bucket: string, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.NextContinuationToken;
  } while (token);
  return keys;
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
    const names = { kvsArn: await read('kvs-arn'), bucket: await read('bucket'), ledgerBucket: await read('ledger-bucket') };
    return { context: cloudContext(names, who), bucket: names.bucket, where: `the deployed site "${site.name}" (${site.region})` };
  } finally {
    ssm.destroy();
  }
}

/** A release context over a KeyValueStore and a release bucket (the SDK's endpoint overrides reach stand-ins). */
export function cloudContext(names: { readonly kvsArn: string; readonly bucket: string; readonly ledgerBucket: string }, who: string): ReleaseContext {
  return { kvs: awsKeyValueStore(names.kvsArn), ledger: s3Ledger(names.ledgerBucket), catalogue: s3Catalogue(names.bucket), who };
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
