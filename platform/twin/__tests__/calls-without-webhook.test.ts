import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { captureOutput } from '@site/lambdas/test-support/captured-output';
import { startTwin, type Twin } from '../twin';
import { reportCallsTo, simulateElevenLabsUnlessConfigured, type SimulatedAgent } from '../voice-agent';

/**
 * On the twin, a call with the simulated agent ends with its signed post-call webhook, so the
 * sweeper finds no conversation without it; a webhook the backend refuses leaves one.
 */
const output = captureOutput();
const quiet = () => undefined;
let agent: SimulatedAgent | undefined;
let twin: Twin | undefined;

const reported = output.metricValues;

/** A conversation with the simulated agent, opened and hung up by the visitor; its id. */
async function callAndHangUp(on: SimulatedAgent): Promise<string> {
  const signing = new URL('/v1/convai/conversation/get-signed-url', on.apiUrl);
  signing.searchParams.set('agent_id', on.agentId);
  const { signed_url } = (await (await fetch(signing, { headers: { 'xi-api-key': on.apiKey } })).json()) as { signed_url: string };
  const socket = new WebSocket(signed_url, ['convai']);
  const id = new Promise<string>((resolve) =>
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type: string; conversation_initiation_metadata_event?: { conversation_id: string } };
      if (message.type === 'conversation_initiation_metadata') resolve(message.conversation_initiation_metadata_event!.conversation_id);
    }),
  );
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.send(JSON.stringify({ type: 'conversation_initiation_client_data', conversation_config_override: { agent: { language: 'ru' } } }));
  const conversationId = await id;
  socket.close(1000);
  await new Promise((resolve) => socket.once('close', resolve));
  return conversationId;
}

beforeAll(() => {
  for (const name of ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_CHAT_ID', 'NOTIFICATION_CHANNEL']) delete process.env[name];
  // The twin keeps metrics off unless told; here the gauge is what is tested.
  process.env.POWERTOOLS_METRICS_DISABLED = 'false';
});
beforeEach(async () => {
  // A new agent for each twin's new tables: the conversations of one are none of the other's.
  for (const name of ['ELEVENLABS_API_KEY', 'ELEVENLABS_AGENT_ID']) delete process.env[name];
  agent = await simulateElevenLabsUnlessConfigured(quiet);
});
afterEach(async () => {
  vi.useRealTimers();
  await twin?.close();
  await agent?.close();
  twin = undefined;
  output.clear();
});
afterAll(() => output.restore());

describe('conversations without their post-call webhook, on the twin', () => {
  it('are none once a call ended: the simulated agent’s webhook recorded it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    twin = await startTwin({ backend: { log: quiet } });
    reportCallsTo(agent!, twin.url);

    const id = await callAndHangUp(agent!);
    await expect.poll(() => agent!.webhookDeliveries.find((delivery) => delivery.conversationId === id)?.status).toBe(200);

    vi.setSystemTime(Date.now() + 31 * 60_000);
    output.clear();
    await twin.runScheduled();
    expect(reported('VoiceCallsWithoutWebhook')).toEqual([0]);
  });

  it('counts a call whose webhook the backend refused (another secret), with the refusal', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    twin = await startTwin({ backend: { log: quiet } });
    agent!.sendPostCallWebhooks(new URL('/api/elevenlabs-webhook', twin.url).href, 'the-secret-of-a-webhook-made-since');

    const id = await callAndHangUp(agent!);
    await expect.poll(() => agent!.webhookDeliveries.find((delivery) => delivery.conversationId === id)?.status).toBe(401);
    expect(reported('WebhookSignatureFailures')).toEqual([1]);

    vi.setSystemTime(Date.now() + 31 * 60_000);
    output.clear();
    await twin.runScheduled();
    expect(reported('VoiceCallsWithoutWebhook')).toEqual([1]);
    expect(output.records().find((record) => record.message === 'conversations ended without their post-call webhook')).toMatchObject({
      conversationIds: [id],
    });
  });
});
