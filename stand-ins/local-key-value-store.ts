import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PointerConflict, type KeyValueStoreApi } from '@site/lambdas/pointer-changes';

/** CloudFront KeyValueStore limits the stand-in enforces as the service does (PutKey's key length; a value's and the store's size). */
export const KVS_LIMITS = { keyBytes: 1024, valueBytes: 1024, storeBytes: 5 * 1024 * 1024 } as const;

/** The service's refusal of a write whose If-Match is not the store's current ETag. */
export class ConflictException extends PointerConflict {
  override readonly name = 'ConflictException';
}

interface StoreFile {
  etag: string;
  items: Record<string, string>;
}

/**
 * The twin's stand-in for a CloudFront KeyValueStore: a JSON file with the store's shape. Writers
 * name the ETag they read (`If-Match`) and a write against another is refused, as the service does,
 * so two operators changing the pointer at once never lose an update. Every write takes a lock
 * directory for its read-check-write, so separate processes (the CLI, the twin) are safe too.
 */
export class LocalKeyValueStore {
  private readonly file: string;
  private readonly lock: string;

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    this.file = join(dir, 'key-value-store.json');
    this.lock = join(dir, 'key-value-store.lock');
  }

  private load(): StoreFile {
    try {
      return JSON.parse(readFileSync(this.file, 'utf8')) as StoreFile;
    } catch {
      return { etag: 'E0', items: {} };
    }
  }

  describe(): { ETag: string; ItemCount: number; TotalSizeInBytes: number } {
    const store = this.load();
    return { ETag: store.etag, ItemCount: Object.keys(store.items).length, TotalSizeInBytes: sizeOf(store.items) };
  }

  getKey(key: string): { Value: string; ETag: string } | null {
    const store = this.load();
    return key in store.items ? { Value: store.items[key]!, ETag: store.etag } : null;
  }

  putKey(key: string, value: string, ifMatch: string): { ETag: string } {
    if (Buffer.byteLength(key) > KVS_LIMITS.keyBytes) throw new Error(`ValidationException: key ${key.slice(0, 40)}… is over ${KVS_LIMITS.keyBytes} bytes`);
    if (Buffer.byteLength(value) > KVS_LIMITS.valueBytes) throw new Error(`ValidationException: the value of ${key} is over ${KVS_LIMITS.valueBytes} bytes`);
    return this.write(ifMatch, (items) => {
      items[key] = value;
    });
  }

  deleteKey(key: string, ifMatch: string): { ETag: string } {
    return this.write(ifMatch, (items) => {
      delete items[key];
    });
  }

  /** The store as the KeyValueStore API answers, the release code's view (a refused If-Match is a `PointerConflict`). */
  api(): KeyValueStoreApi {
    return {
      describe: async () => this.describe(),
      getKey: async (key) => this.getKey(key),
      putKey: async (key, value, ifMatch) => this.putKey(key, value, ifMatch),
      deleteKey: async (key, ifMatch) => this.deleteKey(key, ifMatch),
    };
  }

  /** The handle the edge function reads through, as `cf.kvs()` is: `get` rejects a missing key. */
  handle(): { get(key: string, options?: { format: 'json' }): Promise<unknown> } {
    return {
      get: async (key) => {
        const item = this.getKey(key);
        if (!item) throw new Error(`Key not found: ${key}`);
        return JSON.parse(item.Value) as unknown;
      },
    };
  }

  private write(ifMatch: string, change: (items: Record<string, string>) => void): { ETag: string } {
    this.acquire();
    try {
      const store = this.load();
      if (store.etag !== ifMatch) throw new ConflictException(`The store changed (ETag ${store.etag}, not ${ifMatch}): read it again and retry.`);
      change(store.items);
      if (sizeOf(store.items) > KVS_LIMITS.storeBytes) throw new Error(`ServiceQuotaExceededException: the store would exceed ${KVS_LIMITS.storeBytes} bytes`);
      const next: StoreFile = { etag: `E${Number(store.etag.slice(1)) + 1}`, items: store.items };
      const temporary = `${this.file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify(next, null, 1));
      renameSync(temporary, this.file);
      return { ETag: next.etag };
    } finally {
      rmSync(this.lock, { recursive: true, force: true });
    }
  }

  private acquire(): void {
    const deadline = Date.now() + 5000;
    for (;;) {
      try {
        mkdirSync(this.lock);
        return;
      } catch {
        // A lock older than the deadline belongs to a writer that died mid-write.
        const age = Date.now() - (statSync(this.lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
        if (age > 5000) rmSync(this.lock, { recursive: true, force: true });
        if (Date.now() > deadline) throw new Error(`The key value store at ${this.dir} stayed locked for 5 s.`);
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      }
    }
  }
}

function sizeOf(items: Record<string, string>): number {
  let bytes = 0;
  for (const [key, value] of Object.entries(items)) bytes += Buffer.byteLength(key) + Buffer.byteLength(value);
  return bytes;
}
