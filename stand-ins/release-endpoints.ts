import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LedgerEntry } from '@site/model';
import { PointerConflict, type KeyValueStoreApi, type ReleaseLedger } from '@site/lambdas/pointer-changes';
import { KVS_ENDPOINT_ENV, LEDGER_PREFIX, S3_ENDPOINT_ENV } from '@site/lambdas/release-pointer';

/**
 * Loopback stand-ins for the two AWS APIs the release pointer uses, so the same SDK clients run
 * against the twin's release store and in tests (no AWS): the CloudFront KeyValueStore API
 * (DescribeKeyValueStore, GetKey, PutKey, DeleteKey; REST-JSON, the ETag in a header, If-Match
 * refused with the service's 409 ConflictException) over `kvs`, and S3's PutObject (If-None-Match),
 * HeadObject, GetObject, DeleteObject and ListObjectsV2 with LastModified (path-style), `ledger/`
 * over `ledger`. Signatures are not checked.
 */
export interface ReleaseEndpoints {
  readonly url: string;
  /** Points this process's SDK clients at the stand-ins (the SDK's endpoint override variables). */
  use(): void;
  close(): Promise<void>;
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(value));
}

function kvsError(res: ServerResponse, status: number, type: string, message: string): void {
  json(res, status, { Message: message }, { 'x-amzn-errortype': type });
}

function s3Error(res: ServerResponse, status: number, code: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

/** An object of the stand-in bucket, with the headers it was put with. */
export interface StoredObject {
  readonly body: Buffer;
  readonly contentType: string;
  readonly cacheControl: string;
  /** When it was put (ListObjectsV2's LastModified); now, if a test put it without. */
  readonly lastModified?: Date;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export async function serveReleaseEndpoints(store: {
  readonly kvs: KeyValueStoreApi;
  readonly ledger: ReleaseLedger;
  /** The bucket's other objects (the release store's), by key; in memory unless given. */
  readonly objects?: Map<string, StoredObject>;
}): Promise<ReleaseEndpoints> {
  const { kvs, ledger } = store;
  const objects = store.objects ?? new Map<string, StoredObject>();
  /** Ledger entries by the key they were put under; entries written otherwise (the local ledger) get one by their order. */
  const ledgerKeys = async () => {
    const entries = await ledger.entries();
    return entries.map((entry, index) => ({ key: `${LEDGER_PREFIX}${String(index).padStart(8, '0')}-${entry.at}.json`, entry }));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    // Matched before decoding: the store's ARN, a path label, holds an encoded `/`.
    const raw = /^\/key-value-stores\/([^/]+)(?:\/keys\/([^/]+))?$/.exec(url.pathname);
    const path = decodeURIComponent(url.pathname);
    const key = raw && [raw[0], raw[2] && decodeURIComponent(raw[2])];
    if (key) {
      const ifMatch = String(req.headers['if-match'] ?? '');
      try {
        if (!key[1] && req.method === 'GET') {
          const { ETag } = await kvs.describe();
          return json(res, 200, { KvsARN: decodeURIComponent(raw[1]!), ItemCount: 0, TotalSizeInBytes: 0, Status: 'READY', Created: 0 }, { etag: ETag });
        }
        if (key[1] && req.method === 'GET') {
          const item = await kvs.getKey(key[1]);
          if (!item) return kvsError(res, 404, 'ResourceNotFoundException', `Key not found: ${key[1]}`);
          return json(res, 200, { Key: key[1], Value: item.Value, ItemCount: 0, TotalSizeInBytes: 0 });
        }
        if (key[1] && req.method === 'PUT') {
          const { Value } = JSON.parse(await body(req)) as { Value: string };
          const { ETag } = await kvs.putKey(key[1], Value, ifMatch);
          return json(res, 200, { ItemCount: 0, TotalSizeInBytes: 0 }, { etag: ETag });
        }
        if (key[1] && req.method === 'DELETE') {
          const { ETag } = await kvs.deleteKey(key[1], ifMatch);
          return json(res, 200, { ItemCount: 0, TotalSizeInBytes: 0 }, { etag: ETag });
        }
      } catch (error) {
        if (error instanceof PointerConflict || (error instanceof Error && error.name === 'ConflictException'))
          return kvsError(res, 409, 'ConflictException', error.message);
        return kvsError(res, 400, 'ValidationException', String(error));
      }
      return kvsError(res, 400, 'ValidationException', `${req.method} ${path} is not stood in for`);
    }
    const object = /^\/([^/]+)(?:\/(.*))?$/.exec(path);
    const objectKey = object?.[2] || undefined;
    if (objectKey?.startsWith(LEDGER_PREFIX) && req.method === 'PUT') {
      await ledger.append(JSON.parse(await body(req)));
      res.writeHead(200, { etag: '"ledger"' });
      return res.end();
    }
    if (objectKey && req.method === 'PUT') {
      // The release bucket's objects are never overwritten: the command writes with If-None-Match.
      if (req.headers['if-none-match'] === '*' && objects.has(objectKey)) return s3Error(res, 412, 'PreconditionFailed');
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      objects.set(objectKey, {
        body: Buffer.concat(chunks),
        contentType: String(req.headers['content-type'] ?? ''),
        cacheControl: String(req.headers['cache-control'] ?? ''),
        lastModified: new Date(),
      });
      res.writeHead(200, { etag: '"stored"' });
      return res.end();
    }
    if (object && !objectKey && req.method === 'GET' && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const keys = [...(await ledgerKeys()).map(({ key }) => key), ...objects.keys()].filter((key) => key.startsWith(prefix)).sort();
      const modified = (key: string) => (objects.get(key)?.lastModified ?? new Date()).toISOString();
      const contents = keys.map((key) => `<Contents><Key>${escapeXml(key)}</Key><LastModified>${modified(key)}</LastModified></Contents>`).join('');
      res.writeHead(200, { 'content-type': 'application/xml' });
      return res.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${escapeXml(object[1]!)}</Name><IsTruncated>false</IsTruncated>${contents}</ListBucketResult>`,
      );
    }
    if (objectKey?.startsWith(LEDGER_PREFIX) && req.method === 'GET') {
      const found = (await ledgerKeys()).find(({ key }) => key === objectKey);
      if (found) return json(res, 200, found.entry);
    }
    if (objectKey && !objectKey.startsWith(LEDGER_PREFIX) && req.method === 'DELETE') {
      // As S3 answers: 204 whether or not the key was there.
      objects.delete(objectKey);
      res.writeHead(204);
      return res.end();
    }
    const stored = objectKey ? objects.get(objectKey) : undefined;
    if (stored && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, { 'content-type': stored.contentType, 'content-length': stored.body.length, 'cache-control': stored.cacheControl });
      return res.end(req.method === 'GET' ? stored.body : undefined);
    }
    s3Error(res, 404, 'NoSuchKey');
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => kvsError(res, 500, 'InternalServerException', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    use: () => {
      process.env[KVS_ENDPOINT_ENV] = url;
      process.env[S3_ENDPOINT_ENV] = url;
      process.env.AWS_REGION ??= 'us-east-1';
      process.env.AWS_ACCESS_KEY_ID ??= 'local';
      process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A KeyValueStore and a ledger in memory, with the service's If-Match refusals: for tests. */
export function memoryReleaseStores(): { kvs: KeyValueStoreApi; ledger: ReleaseLedger & { readonly list: LedgerEntry[] } } {
  const items = new Map<string, string>();
  let version = 0;
  const write = (ifMatch: string, change: () => void) => {
    if (ifMatch !== `E${version}`) return Promise.reject(new PointerConflict(`The store is at E${version}, not ${ifMatch}.`));
    change();
    version += 1;
    return Promise.resolve({ ETag: `E${version}` });
  };
  const list: LedgerEntry[] = [];
  return {
    kvs: {
      describe: async () => ({ ETag: `E${version}` }),
      getKey: async (key) => (items.has(key) ? { Value: items.get(key)! } : null),
      putKey: (key, value, ifMatch) => write(ifMatch, () => items.set(key, value)),
      deleteKey: (key, ifMatch) => write(ifMatch, () => items.delete(key)),
    },
    ledger: {
      list,
      append: async (entry) => void list.push(entry),
      entries: async () => [...list],
    },
  };
}
