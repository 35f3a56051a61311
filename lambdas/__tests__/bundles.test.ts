import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_FUNCTIONS, SCHEDULED_FUNCTIONS, type FunctionSpec } from '../functions';
import { bundleFunction } from '../scripts/bundle-function';
import { apiEvent } from '../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../test-support/local-backend';

const dir = mkdtempSync(join(tmpdir(), 'lambda-bundles-'));
let db: LocalDynamoDB;

/**
 * Runs a function the way Lambda does: its one bundled file in a fresh Node process, nothing else
 * of this repository, configured by the environment alone.
 */
async function invokeBundle(spec: FunctionSpec, event: unknown): Promise<Record<string, unknown>> {
  const file = join(dir, `${spec.name}.mjs`);
  writeFileSync(file, (await bundleFunction(spec)).code);
  const script = `
    const { handler } = await import(${JSON.stringify(pathToFileURL(file).href)});
    const context = { functionName: ${JSON.stringify(spec.name)}, awsRequestId: 'bundle-test', invokedFunctionArn: 'arn:aws:lambda:local:0:function:x', memoryLimitInMB: '256', functionVersion: '$LATEST', getRemainingTimeInMillis: () => 30000 };
    const result = await handler(JSON.parse(process.argv[1]), context);
    process.stdout.write('\\nRESULT ' + JSON.stringify(result));`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(event)], { env: process.env });
  return JSON.parse(stdout.slice(stdout.lastIndexOf('\nRESULT ') + 8)) as Record<string, unknown>;
}

beforeAll(async () => {
  db = await startLocalDynamoDB();
  process.env.NOTIFICATION_CHANNEL = 'log';
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the deployed bundles', () => {
  it.each(API_FUNCTIONS.filter((spec) => spec.name !== 'leads'))('$name runs from its single file', async (spec) => {
    const answer = await invokeBundle(spec, apiEvent(spec.path, { body: 'x', headers: { 'content-type': 'text/plain' } }));
    // A page a link leads to reads no body: without its link, it says the link does not work.
    expect(answer).toMatchObject({ statusCode: spec.method === 'GET' ? 400 : 415 });
  });

  it('leads stores and delivers a lead, and the sweeper finds nothing left to send', async () => {
    const leads = API_FUNCTIONS.find((spec) => spec.name === 'leads')!;
    const body = {
      formId: 'seller',
      name: 'Bundle',
      phone: '+79990000001',
      consent: true,
      language: 'en',
      pagePath: '/products/ai-seller',
      idempotencyKey: randomUUID(),
    };
    expect(await invokeBundle(leads, apiEvent(leads.path, { body }))).toMatchObject({ statusCode: 201 });
    expect(await db.items('leads')).toEqual([expect.objectContaining({ name: 'Bundle', notifyStatus: 'sent' })]);

    expect(await invokeBundle(SCHEDULED_FUNCTIONS[0]!, {})).toMatchObject({ sent: 0, retrying: 0 });
  });
});
