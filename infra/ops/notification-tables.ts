import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { GetParametersByPathCommand, SSMClient } from '@aws-sdk/client-ssm';
import { Level } from 'level';
import { DYNAMODB_ENDPOINT_FILE, readEndpointFile, startDynamoDB } from '@site/platform/dynamodb';
import { useLocalDynamoDB, useLocalGeneratedSecrets } from '@site/lambdas/host';
import { TABLES } from '@site/lambdas/tables';
import { tableNameParameter, tableNamesPath } from '../lib/parameters';

/**
 * Points this process's backend code (the outboxes for `npm run notifications`, the personal-data
 * index for `npm run personal-data`) at the tables an operator asked for, the way the functions are
 * pointed at them: the tables' names in their variables and, for the twin, its DynamoDB's address
 * and its generated secrets.
 */
export interface Tables {
  /** Which tables, for the command's output. */
  readonly where: string;
  close(): Promise<void>;
}

async function answers(endpoint: string): Promise<boolean> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'local',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000 },
    maxAttempts: 1,
  });
  try {
    await client.send(new ListTablesCommand({}));
    return true;
  } catch {
    return false;
  } finally {
    client.destroy();
  }
}

/** A running twin holds its data locked; a second reader would crash dynalite, so say so instead. */
async function assertNotInUse(path: string, dataDir: string): Promise<void> {
  const db = new Level(path);
  try {
    await db.open();
  } catch {
    throw new Error(
      `The twin's data in ${dataDir} is in use by another process (a twin that did not say where its DynamoDB listens). Stop it, or restart it with npm start, and run this again.`,
    );
  } finally {
    await db.close();
  }
}

/**
 * The twin's tables in `dataDir`: through the running twin's DynamoDB when it runs (its sweeper then
 * sends what is replayed within a minute), else from the data directory itself.
 */
export async function openTwinTables(dataDir: string): Promise<Tables> {
  useLocalGeneratedSecrets();
  const running = readEndpointFile(join(dataDir, DYNAMODB_ENDPOINT_FILE));
  if (running && (await answers(running))) {
    await useLocalDynamoDB(running);
    return { where: `the running twin (${dataDir})`, close: async () => undefined };
  }
  const path = join(dataDir, 'dynamodb');
  if (!existsSync(path))
    throw new Error(`There is no twin data in ${dataDir}: set DATA_DIR to the twin's data directory, or start the site once with npm start.`);
  await assertNotInUse(path, dataDir);
  const db = await startDynamoDB(dataDir);
  await useLocalDynamoDB(db.endpoint);
  return { where: `the twin's data in ${dataDir} (the twin is not running)`, close: db.close };
}

/**
 * The deployed tables of `site`, with the operator's AWS credentials: their names from the SSM
 * parameters the backend stack writes (`/<site>/backend/tables/<table>`), in the site's region.
 */
export async function openCloudTables(site: { readonly name: string; readonly region: string }): Promise<Tables> {
  process.env.AWS_REGION = site.region;
  const ssm = new SSMClient({ region: site.region });
  const names = new Map<string, string>();
  try {
    let nextToken: string | undefined;
    do {
      const page = await ssm.send(new GetParametersByPathCommand({ Path: tableNamesPath(site.name), NextToken: nextToken }));
      for (const parameter of page.Parameters ?? []) if (parameter.Name && parameter.Value) names.set(parameter.Name, parameter.Value);
      nextToken = page.NextToken;
    } while (nextToken);
  } finally {
    ssm.destroy();
  }
  for (const spec of Object.values(TABLES)) {
    const parameter = tableNameParameter(site.name, spec);
    const name = names.get(parameter);
    if (!name)
      throw new Error(
        `${parameter} is not in SSM (${site.region}): deploy the backend (npx cdk deploy Site-backend) first, or check site:name and site:region in cdk.json.`,
      );
    process.env[spec.tableNameEnv] = name;
  }
  return { where: `the deployed site "${site.name}" (${site.region})`, close: async () => undefined };
}
