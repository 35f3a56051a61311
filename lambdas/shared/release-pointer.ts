// The KeyValueStore API is a global service signed with SigV4A: this registers the SDK's JavaScript
// SigV4A signer (no native CRT module to bundle into the function).
import '@aws-sdk/signature-v4a';
import {
  CloudFrontKeyValueStoreClient,
  type CloudFrontKeyValueStoreClientConfig,
  DeleteKeyCommand,
  DescribeKeyValueStoreCommand,
  GetKeyCommand,
  PutKeyCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { LedgerEntry } from '@site/model';
import { PointerConflict, type KeyValueStoreApi, type ReleaseLedger } from './pointer-changes';

/**
 * The release pointer's stores on AWS: the CloudFront KeyValueStore the edge function reads, and the
 * audit ledger as one object a change under `ledger/` in the release bucket (S3 has no append; a
 * name that sorts by time keeps the list in order). The release command's `--aws` and the automatic
 * rollback use these; the twin hands the same code its loopback stand-ins (`host/release-endpoints.ts`)
 * through the SDK's endpoint overrides.
 */

/** The SDK's own override variables, so a host points the clients at its stand-ins. */
export const KVS_ENDPOINT_ENV = 'AWS_ENDPOINT_URL_CLOUDFRONT_KEYVALUESTORE';
export const S3_ENDPOINT_ENV = 'AWS_ENDPOINT_URL_S3';

export const LEDGER_PREFIX = 'ledger/';

const TIMEOUTS = { requestHandler: { connectionTimeout: 2_000, requestTimeout: 5_000 } } as const;

function isNamed(error: unknown, name: string): boolean {
  return error instanceof Error && error.name === name;
}

/** The CloudFront KeyValueStore `arn` as the pointer reads and writes it; a refused If-Match is a `PointerConflict`. */
export function awsKeyValueStore(arn: string, endpoint = process.env[KVS_ENDPOINT_ENV]): KeyValueStoreApi {
  const client = new CloudFrontKeyValueStoreClient({
    ...TIMEOUTS,
    // The service's endpoint rules put the account in the host name (`<account>.cloudfront-kvs.global.api.aws`),
    // which a loopback address cannot take: an override is used as given, signed as the service is (SigV4A, every region).
    ...(endpoint && {
      endpointProvider: (() => ({
        url: new URL(endpoint),
        properties: { authSchemes: [{ name: 'sigv4a', signingName: 'cloudfront-keyvaluestore', signingRegionSet: ['*'] }] },
      })) as unknown as CloudFrontKeyValueStoreClientConfig['endpointProvider'],
    }),
  });
  const write = async (send: () => Promise<{ ETag: string | undefined }>) => {
    try {
      const { ETag } = await send();
      return { ETag: ETag ?? '' };
    } catch (error) {
      if (isNamed(error, 'ConflictException')) throw new PointerConflict((error as Error).message);
      throw error;
    }
  };
  return {
    describe: async () => ({ ETag: (await client.send(new DescribeKeyValueStoreCommand({ KvsARN: arn }))).ETag ?? '' }),
    getKey: async (key) => {
      try {
        const { Value } = await client.send(new GetKeyCommand({ KvsARN: arn, Key: key }));
        return Value === undefined ? null : { Value };
      } catch (error) {
        if (isNamed(error, 'ResourceNotFoundException')) return null;
        throw error;
      }
    },
    putKey: (key, value, ifMatch) => write(() => client.send(new PutKeyCommand({ KvsARN: arn, Key: key, Value: value, IfMatch: ifMatch }))),
    deleteKey: (key, ifMatch) => write(() => client.send(new DeleteKeyCommand({ KvsARN: arn, Key: key, IfMatch: ifMatch }))),
  };
}

export function s3Client(endpoint = process.env[S3_ENDPOINT_ENV]): S3Client {
  // A stand-in answers path-style requests (`/<bucket>/<key>`) on its one loopback address.
  return new S3Client({ ...TIMEOUTS, ...(endpoint && { endpoint, forcePathStyle: true }) });
}

/** The audit ledger in the release bucket: `ledger/<time>-<random>.json`, never overwritten. */
export function s3Ledger(bucket: string, client = s3Client()): ReleaseLedger {
  return {
    append: async (entry) => {
      const key = `${LEDGER_PREFIX}${entry.at}-${Math.random().toString(36).slice(2, 10)}.json`;
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: JSON.stringify(entry), ContentType: 'application/json', IfNoneMatch: '*' }));
    },
    entries: async () => {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: LEDGER_PREFIX, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        token = page.NextContinuationToken;
      } while (token);
      const entries = await Promise.all(
        keys.sort().map(async (key) => {
          const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
          return JSON.parse(await object.Body!.transformToString()) as LedgerEntry;
        }),
      );
      return entries;
    },
  };
}

/**
 * The edge's signing key from its secret (`SECRETS.edgeKey`), as the release operator role reads it
 * to sign preview links. A team's release role has no read of it (H6): Secrets Manager refuses it
 * with `AccessDeniedException`, which the command turns into whom to ask.
 */
export async function secretEdgeKey(secretId: string): Promise<string> {
  const client = new SecretsManagerClient({ ...TIMEOUTS, maxAttempts: 2 });
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
    const key = (JSON.parse(SecretString ?? '{}') as { k?: unknown }).k;
    if (typeof key !== 'string' || !key)
      throw new Error(`The secret ${secretId} holds no edge key ({"k": "…"}): deploy the site (npm run deploy) to generate it.`);
    return key;
  } finally {
    client.destroy();
  }
}
