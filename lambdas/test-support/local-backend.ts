import type { AddressInfo } from 'node:net';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, ScanCommand } from '@aws-sdk/lib-dynamodb';
import dynalite from 'dynalite';
import { useLocalDynamoDB } from '../host/local-dynamodb';
import { useLocalGeneratedSecrets } from '../host/local-secrets';
import { TABLES, type TableId } from '../tables';

export interface LocalDynamoDB {
  /** Every item of a table, for assertions. */
  items<T = Record<string, unknown>>(table: TableId): Promise<T[]>;
  close(): Promise<void>;
}

/** A real DynamoDB API (dynalite, in memory, random port) with the backend's tables, wired into this process's env with the twin's generated secrets. */
export async function startLocalDynamoDB(): Promise<LocalDynamoDB> {
  const server = dynalite({ createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await useLocalDynamoDB(endpoint);
  useLocalGeneratedSecrets();
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint }));
  return {
    items: async <T>(table: TableId) => {
      const items: T[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(new ScanCommand({ TableName: TABLES[table].name, ExclusiveStartKey: startKey, ConsistentRead: true }));
        items.push(...((page.Items ?? []) as T[]));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return items;
    },
    close: async () => {
      client.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
