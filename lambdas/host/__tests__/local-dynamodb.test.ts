import type { AddressInfo } from 'node:net';
import { CreateTableCommand, DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import dynalite from 'dynalite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLES } from '../../tables';
import { useLocalDynamoDB } from '../local-dynamodb';

let server: ReturnType<typeof dynalite>;
let endpoint: string;

beforeAll(async () => {
  server = dynalite({ createTableMs: 0 });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the local DynamoDB of the twin', () => {
  it('refuses an item over 400 KB counted in UTF-8, as DynamoDB does, and takes one just under it (F5)', async () => {
    const client = new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    await client.send(
      new CreateTableCommand({
        TableName: 'sizes',
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
      }),
    );
    // 140,000 characters of three UTF-8 bytes: 420,000 bytes, though only 140,000 UTF-16 units.
    const put = (text: string) => client.send(new PutItemCommand({ TableName: 'sizes', Item: { id: { S: 'a' }, text: { S: text } } }));
    await expect(put('漢'.repeat(140_000))).rejects.toMatchObject({ name: 'ValidationException', message: expect.stringMatching(/size/i) });
    await expect(put('漢'.repeat(130_000))).resolves.toBeDefined();
    client.destroy();
  });

  it('says what to do when a kept table predates an index, instead of failing on every query', async () => {
    const spec = TABLES.voiceContacts;
    const client = new DynamoDBClient({ endpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    await client.send(
      new CreateTableCommand({
        TableName: spec.name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'conversationId', AttributeType: 'S' },
          { AttributeName: 'phone', AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: 'conversationId', KeyType: 'HASH' },
          { AttributeName: 'phone', KeyType: 'RANGE' },
        ],
      }),
    );
    client.destroy();
    await expect(useLocalDynamoDB(endpoint)).rejects.toThrow(/'voice-conversations' predates its index notify-queue.*delete the twin's data directory/);
  });
});
