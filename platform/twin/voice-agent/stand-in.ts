import { randomBytes } from 'node:crypto';
import { API_PATHS } from '@site/contracts';
import { localVariable } from '@site/lambdas/settings';
import { startSimulatedAgent, type SimulatedAgent } from './server';

/**
 * Without an ElevenLabs key, starts the simulated agent and points the site's functions at it as
 * if it were ElevenLabs (its REST URL, a key and an agent it accepts, and the post-call webhook's
 * signing secret they share), so the voice assistant works on a laptop. With ELEVENLABS_API_KEY
 * set, nothing changes: the real agent answers.
 */
export async function simulateElevenLabsUnlessConfigured(log: (line: string) => void = console.log): Promise<SimulatedAgent | undefined> {
  if (process.env.ELEVENLABS_API_KEY?.trim()) return undefined;
  const agent = await startSimulatedAgent();
  process.env.ELEVENLABS_API_URL = agent.apiUrl;
  process.env.ELEVENLABS_API_KEY = agent.apiKey;
  process.env.ELEVENLABS_AGENT_ID = agent.agentId;
  process.env.ELEVENLABS_TEXT_AGENT_ID = agent.textAgentId;
  // Outbound calls ("Have Lumi call me") ring the simulated phone.
  process.env.ELEVENLABS_PHONE_NUMBER_ID = agent.phoneNumberId;
  process.env.ELEVENLABS_WEBHOOK_SECRET = randomBytes(24).toString('hex');
  log(`[voice] ELEVENLABS_API_KEY is not set: the voice assistant talks to the simulated agent at ${agent.wsOrigin}`);
  log(`[voice] Calls Lumi places ring the simulated phone: ${agent.phoneUrl} (answer there, or pick up and type the callee's words)`);
  return agent;
}

/**
 * Once the twin runs: the simulated agent reports each ended call to its post-call webhook, signed,
 * and calls its server tools at the twin with the agent's tool key (the value the twin's functions
 * read, `AGENT_TOOLS_KEY`, which the twin's host sets when none is given).
 */
export function reportCallsTo(agent: SimulatedAgent, siteUrl: string): void {
  agent.sendPostCallWebhooks(new URL(API_PATHS.elevenLabsWebhook, siteUrl).href, process.env.ELEVENLABS_WEBHOOK_SECRET ?? '');
  agent.callServerToolsAt({ url: siteUrl, key: process.env[localVariable('agentTools', 'key')] ?? '' });
}
