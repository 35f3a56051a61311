import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import dynalite from 'dynalite';

export interface EmbeddedDynamoDB {
  readonly endpoint: string;
  close(): Promise<void>;
}

/**
 * A DynamoDB-compatible server on loopback. With a data directory its tables live on disk and
 * survive restarts; without one they live in memory (tests).
 */
export async function startDynamoDB(dataDir?: string): Promise<EmbeddedDynamoDB> {
  let path: string | undefined;
  if (dataDir) {
    path = join(dataDir, 'dynamodb');
    mkdirSync(path, { recursive: true });
  }
  const server = dynalite({ path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
