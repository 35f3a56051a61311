import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { startDynamoDB } from '@site/platform/dynamodb';
import { createTableInput } from '@site/lambdas/host';
import { TABLES } from '@site/lambdas/tables';
import { FakeSsm } from '@site/stand-ins/fake-ssm';
import { childEnv } from '../../../../tests/support/child-env';
import { REPO_ROOT } from '../../../../repo-layout';

const run = promisify(execFile);

/** An operator command (`infra/bin/<script>.ts`) as an operator runs it, in a process of its own: its output and exit code. */
export async function operatorCommand(script: string, args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `infra/bin/${script}.ts`, ...args], {
      cwd: REPO_ROOT,
      // As an operator's shell gives it: not what an in-process twin of this worker set for itself.
      env: childEnv(env),
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

export interface DeployedTables {
  /** Each table's deployed name, by its logical name (`leads`, `personal-data-index`, …). */
  readonly names: Record<string, string>;
  readonly documents: DynamoDBDocumentClient;
  readonly ssm: FakeSsm;
  /** What an operator's `--aws` run needs to reach them (credentials, endpoints). */
  readonly env: Record<string, string>;
  close(): Promise<void>;
}

/** The backend's tables as the CDK app names them, in a DynamoDB on loopback, with their names in an SSM stand-in as the backend stack writes them. */
export async function deployedTables(): Promise<DeployedTables> {
  const dataDir = mkdtempSync(join(tmpdir(), 'operator-cloud-'));
  const dynamodb = await startDynamoDB(dataDir);
  const names = Object.fromEntries(Object.values(TABLES).map((spec) => [spec.name, `Site-backend-Tables${spec.name}-1A2B3C`]));
  const client = new DynamoDBClient({ endpoint: dynamodb.endpoint, region: 'eu-central-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
  for (const spec of Object.values(TABLES)) await client.send(new CreateTableCommand(createTableInput(spec, names[spec.name])));
  const ssm = await new FakeSsm(Object.fromEntries(Object.values(TABLES).map((spec) => [`/site/backend/tables/${spec.name}`, names[spec.name]!]))).start();
  return {
    names,
    documents: DynamoDBDocumentClient.from(client),
    ssm,
    env: {
      AWS_ENDPOINT_URL_SSM: ssm.url,
      AWS_ENDPOINT_URL_DYNAMODB: dynamodb.endpoint,
      AWS_ACCESS_KEY_ID: 'operator',
      AWS_SECRET_ACCESS_KEY: 'operator',
    },
    close: async () => {
      client.destroy();
      await ssm.stop();
      await dynamodb.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
