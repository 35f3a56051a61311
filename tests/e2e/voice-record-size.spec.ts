import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { TABLES } from '@site/lambdas/tables';
import WebSocket from 'ws';
import { startVoiceTwin, type VoiceTwin } from '../support/voice-twin';
import { expect, test } from './fixtures';

/**
 * A stranger's own typed conversation, as long as the agent takes it, against the twin's store,
 * which refuses an item over 400 KB counted in UTF-8 as DynamoDB does (F5): the post-call webhook
 * answers 200 and the conversation is recorded in part, never a 500 that ElevenLabs would meet on
 * every retry and the sweeper's lookup after it.
 */
let voice: VoiceTwin;
test.beforeAll(async () => {
  voice = await startVoiceTwin();
});
test.afterAll(async () => {
  await voice?.close();
});

type ServerMessage = { readonly type: string } & Record<string, unknown>;

test('two typed messages of 110,000 CJK characters each are recorded in part, and the webhook answers 200 (F5)', async ({ request }) => {
  test.setTimeout(90_000);
  const { twin, agent, db } = voice;
  // A client of its own, not the widget (whose field takes 1,000 characters): the site's token, then the agent's socket.
  const token = await request.post(`${twin.url}/api/elevenlabs-token`, { data: { channel: 'text' } });
  expect(token.status()).toBe(200);
  const { signed_url: signedUrl } = (await token.json()) as { signed_url: string };
  const socket = new WebSocket(signedUrl, ['convai']);
  const received: ServerMessage[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as ServerMessage;
    received.push(message);
    // The contact tool is the site's; this client answers it with a failure at once.
    const call = message.client_tool_call as { tool_call_id?: string } | undefined;
    if (message.type === 'client_tool_call' && call?.tool_call_id) {
      socket.send(JSON.stringify({ type: 'client_tool_result', tool_call_id: call.tool_call_id, result: 'error', is_error: true }));
    }
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(
    JSON.stringify({
      type: 'conversation_initiation_client_data',
      conversation_config_override: { agent: { language: 'en' }, conversation: { text_only: true } },
    }),
  );
  await expect.poll(() => received.some((message) => message.type === 'conversation_initiation_metadata')).toBe(true);
  const metadata = received.find((message) => message.type === 'conversation_initiation_metadata')!;
  const conversationId = (metadata.conversation_initiation_metadata_event as { conversation_id: string }).conversation_id;

  const wall = '漢'.repeat(110_000);
  for (let turn = 0; turn < 2; turn += 1) socket.send(JSON.stringify({ type: 'user_message', text: wall }));
  // The greeting and an answer to each.
  await expect.poll(() => received.filter((message) => message.type === 'agent_response').length, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  socket.close(1000);

  // 2 × 330,000 bytes of UTF-8 in the record ElevenLabs reports: over DynamoDB's 400 KB.
  await expect.poll(() => agent.webhookDeliveries.find((delivery) => delivery.conversationId === conversationId)?.status, { timeout: 30_000 }).toBe(200);
  const { Item: record } = await db.send(new GetCommand({ TableName: TABLES.voiceCalls.name, Key: { conversationId } }));
  expect(record).toMatchObject({ conversationId, source: 'webhook', transcriptTruncated: true });
  expect(Buffer.byteLength(JSON.stringify(record), 'utf8')).toBeLessThan(400 * 1024);
  const written = (record!.transcript as { role: string; message: string }[]).filter((turn) => turn.role === 'user');
  expect(written[0]!.message).toBe(wall);
  expect(written.length === 1 || written[1]!.message.length < wall.length).toBe(true);
});
