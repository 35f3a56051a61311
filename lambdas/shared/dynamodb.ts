import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { RETENTION_DAYS, TABLES, type TableId } from '../tables';

let cached: { endpoint: string | undefined; client: DynamoDBDocumentClient } | undefined;

/**
 * The document client, one per container. It follows `AWS_ENDPOINT_URL_DYNAMODB` (the SDK's
 * standard override), so a host that restarts its local DynamoDB on a new port gets a new client.
 */
export function documentClient(): DynamoDBDocumentClient {
  const endpoint = process.env.AWS_ENDPOINT_URL_DYNAMODB;
  if (cached && cached.endpoint === endpoint) return cached.client;
  // Fail fast rather than hang a request until the function's own timeout.
  const client = DynamoDBDocumentClient.from(new DynamoDBClient({ requestHandler: { connectionTimeout: 2_000, requestTimeout: 5_000 } }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  cached = { endpoint, client };
  return client;
}

export function tableName(table: TableId): string {
  const env = TABLES[table].tableNameEnv;
  const name = process.env[env];
  if (!name) throw new Error(`${env} is not set: the function does not know its ${TABLES[table].name} table`);
  return name;
}

/** An item's primary key (partition and sort key, as strings), to address it in an update or a delete. */
export function keyOfItem(table: TableId, item: Record<string, unknown>): Record<string, string> {
  const { partitionKey, sortKey } = TABLES[table];
  return Object.fromEntries([partitionKey, sortKey].flatMap((key) => (key ? [[key.name, String(item[key.name])]] : [])));
}

export function isConditionalCheckFailed(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** The TTL value (epoch seconds) of an item written at `nowMs`, under the retention policy. */
export function expiresAt(nowMs: number): number {
  return Math.floor(nowMs / 1000) + RETENTION_DAYS * 24 * 60 * 60;
}

/** Writes the item unless one with its key exists; false when it did (a repeat, answered as before). */
export async function putIfAbsent(table: TableId, item: Record<string, unknown>): Promise<boolean> {
  try {
    await documentClient().send(
      new PutCommand({
        TableName: tableName(table),
        Item: item,
        ConditionExpression: 'attribute_not_exists(#key)',
        ExpressionAttributeNames: { '#key': TABLES[table].partitionKey.name },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionalCheckFailed(error)) return false;
    throw error;
  }
}
