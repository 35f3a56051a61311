import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, ResourceInUseException, type CreateTableCommandInput } from '@aws-sdk/client-dynamodb';
import { TABLES, type KeySpec, type TableSpec } from '../tables';

/**
 * Points the functions of this process at a local DynamoDB (the twin's dynalite, the tests'), as
 * the CDK app points them at the cloud's tables: the SDK's endpoint override, a region and
 * placeholder credentials (a local DynamoDB checks none), each table's name in its variable.
 * Then creates the tables, named by their logical names, unless they exist already.
 */
export async function useLocalDynamoDB(endpoint: string): Promise<void> {
  process.env.AWS_ENDPOINT_URL_DYNAMODB = endpoint;
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  const client = new DynamoDBClient({ endpoint });
  try {
    for (const spec of Object.values(TABLES)) {
      process.env[spec.tableNameEnv] = spec.name;
      try {
        await client.send(new CreateTableCommand(createTableInput(spec)));
      } catch (error) {
        // The twin keeps its data between runs.
        if (!(error instanceof ResourceInUseException)) throw error;
        await assertIndexes(client, spec);
      }
    }
  } finally {
    client.destroy();
  }
}

/**
 * A table kept from an older version may lack an index added since, and dynalite cannot add one
 * to an existing table: say so at start rather than fail on every query later.
 */
async function assertIndexes(client: DynamoDBClient, spec: TableSpec): Promise<void> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: spec.name }));
  const present = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  const missing = spec.globalSecondaryIndexes.filter((index) => !present.has(index.indexName)).map((index) => index.indexName);
  if (missing.length) {
    throw new Error(
      `The local table '${spec.name}' predates its index ${missing.join(', ')}. Its data is local test data: delete the twin's data directory (DATA_DIR, by default .data/) and start again.`,
    );
  }
}

/** TTL is left out: dynalite has no UpdateTimeToLive, and nothing relies on expiry. `name` is the table's, the logical one unless given. */
export function createTableInput(spec: TableSpec, name = spec.name): CreateTableCommandInput {
  const keySchema = (partition: KeySpec, sort?: KeySpec) => [
    { AttributeName: partition.name, KeyType: 'HASH' as const },
    ...(sort ? [{ AttributeName: sort.name, KeyType: 'RANGE' as const }] : []),
  ];
  const keys = [spec.partitionKey, spec.sortKey, ...spec.globalSecondaryIndexes.flatMap((index) => [index.partitionKey, index.sortKey])];
  const attributes = new Map(keys.filter((key) => key !== undefined).map((key) => [key.name, key.type]));
  return {
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes].map(([AttributeName, AttributeType]) => ({ AttributeName, AttributeType })),
    KeySchema: keySchema(spec.partitionKey, spec.sortKey),
    GlobalSecondaryIndexes: spec.globalSecondaryIndexes.length
      ? spec.globalSecondaryIndexes.map((index) => ({
          IndexName: index.indexName,
          KeySchema: keySchema(index.partitionKey, index.sortKey),
          Projection: { ProjectionType: index.projection },
        }))
      : undefined,
  };
}
