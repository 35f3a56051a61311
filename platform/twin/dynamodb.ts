import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import dynalite from 'dynalite';

export interface EmbeddedDynamoDB {
  readonly endpoint: string;
  close(): Promise<void>;
}

/**
 * Where a running twin tells its DynamoDB's address, inside its data directory: the data is locked
 * while the twin runs, so a tool such as `npm run notifications` goes through the twin's server.
 */
export const DYNAMODB_ENDPOINT_FILE = 'dynamodb-endpoint';

/**
 * A DynamoDB-compatible server on loopback. With a data directory its tables live on disk and
 * survive restarts, and its address is written next to them; without one they live in memory (tests).
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
  const endpoint = `http://127.0.0.1:${port}`;
  const endpointFile = dataDir && join(dataDir, DYNAMODB_ENDPOINT_FILE);
  if (endpointFile) writeFileSync(endpointFile, `${endpoint}\n`);
  return {
    endpoint,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (endpointFile && readEndpointFile(endpointFile) === endpoint) rmSync(endpointFile, { force: true });
    },
  };
}

/** The address a twin wrote into `dataDir`, or undefined when none runs there (or it did not clean up). */
export function readEndpointFile(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}
