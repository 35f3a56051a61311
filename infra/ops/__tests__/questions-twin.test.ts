import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTwin, type Twin } from '@site/platform/twin';
import { reportCallsTo, simulateElevenLabsUnlessConfigured, type SimulatedAgent } from '@site/platform/voice-agent';
import { operatorCommand } from './support/operator-commands';

/**
 * The twin end to end: a question its agent cannot answer, typed on a page, reaches the vendor's
 * list through the post-call webhook (the data collection's unanswered questions, stored by the
 * webhook's handler in the twin's tables) and `npm run questions -- unanswered`.
 */
describe('npm run questions on the twin', () => {
  const saved = { ...process.env };
  const dataDir = mkdtempSync(join(tmpdir(), 'questions-twin-'));
  let agent: SimulatedAgent;
  let twin: Twin;

  beforeAll(async () => {
    delete process.env.ELEVENLABS_API_KEY;
    agent = (await simulateElevenLabsUnlessConfigured(() => undefined))!;
    twin = await startTwin({ dataDir, backend: { log: () => undefined } });
    reportCallsTo(agent, twin.url);
  }, 60_000);

  afterAll(async () => {
    await twin?.close();
    await agent?.close();
    process.env = saved;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists a question the twin’s agent could not answer, with its language and page, from a typed conversation', async () => {
    const url = new URL('/v1/convai/conversation/get-signed-url', agent.apiUrl);
    // A typed conversation is the text-only agent's, as the token endpoint signs it.
    url.searchParams.set('agent_id', agent.textAgentId);
    const { signed_url } = (await (await fetch(url, { headers: { 'xi-api-key': agent.apiKey } })).json()) as { signed_url: string };
    const socket = new WebSocket(`${signed_url}&source=js_sdk&version=1.25.0`, ['convai']);
    const answers: string[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(data.toString()) as { type: string; agent_response_event?: { agent_response: string } };
      if (message.type === 'agent_response') answers.push(message.agent_response_event!.agent_response);
    });
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(
      JSON.stringify({
        type: 'conversation_initiation_client_data',
        conversation_config_override: { agent: { language: 'pl' }, tts: {}, conversation: { text_only: true } },
        dynamic_variables: { page_path: '/pl/products/ai-seller' },
      }),
    );
    await expect.poll(() => answers.length, { timeout: 10_000 }).toBe(1);
    socket.send(JSON.stringify({ type: 'user_message', text: 'Czy wasz bot mówi po klingońsku?' }));
    await expect.poll(() => answers.length, { timeout: 15_000 }).toBe(2);
    socket.close(1000);
    await closed;
    await expect.poll(() => agent.webhookDeliveries.map((delivery) => delivery.status), { timeout: 10_000 }).toEqual([200]);

    const listed = await operatorCommand('questions', ['unanswered', '--since', '1d'], { DATA_DIR: dataDir });
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`1 unanswered question(s) in 1 group(s) in the running twin (${dataDir})`);
    expect(listed.out).toContain('1× "Czy wasz bot mówi po klingońsku?" (pl; /pl/products/ai-seller)');
  }, 60_000);
});
