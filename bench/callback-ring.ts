import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_PATHS, type PhoneCallRequest } from '@site/contracts';
import { startTwin } from '@site/platform/twin';
import { reportCallsTo, simulateElevenLabsUnlessConfigured } from '@site/platform/voice-agent';
import { latencySummary, writeResults } from './load-loop';

/**
 * Speed to lead on the twin: a visitor's "call me now" (`POST /api/phone-call`, what the call panel
 * and the thank-you page send) to the moment the callee's phone rings (the ElevenLabs stand-in's
 * outbound call reaching the simulated phone), one request at a time, each to a number of its own.
 * The browser's part (a click and one request) is not in it. Writes bench/results/callback-ring.{json,md}.
 * Run: `npx tsx bench/callback-ring.ts`.
 */
const CALLS = 30;
const RING_WAIT_MS = 10_000;

process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
// Every call rings, whatever the hour, and one loopback network may ask for them all.
Object.assign(process.env, {
  PHONE_CALL_HOURS: '0-24',
  PHONE_CALLS_PER_NETWORK_PER_HOUR: String(CALLS),
  // A network's and a provider's calls are shares of the site's hour: the hour and the day are large enough for their shares to hold every call.
  PHONE_CALLS_PER_HOUR: String(CALLS * 10),
  PHONE_CALL_MINUTES_PER_DAY: String(CALLS * 10 * 60),
  VOICE_CONVERSATIONS_AT_ONCE: String(CALLS),
  VOICE_CONVERSATIONS_OPEN_PER_NETWORK: String(CALLS),
});
delete process.env.ELEVENLABS_API_KEY;
const agent = (await simulateElevenLabsUnlessConfigured(() => undefined))!;
const dataDir = mkdtempSync(join(tmpdir(), 'callback-ring-'));
const twin = await startTwin({ dataDir, backend: { log: () => undefined } });
reportCallsTo(agent, twin.url);

const answeredMs: number[] = [];
const ringingMs: number[] = [];
let refused = 0;
try {
  for (let index = 0; index < CALLS; index++) {
    const phone = `+38050${String(1_000_000 + index).padStart(7, '0')}`;
    const body: PhoneCallRequest = {
      phone,
      language: 'uk',
      persona: 'assistant',
      page_path: '/ua/contacts',
      consent: true,
      call_consent: true,
    };
    const sentAt = Date.now();
    const response = await fetch(new URL(API_PATHS.phoneCall, twin.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    answeredMs.push(Date.now() - sentAt);
    if (!response.ok) {
      refused += 1;
      console.warn(`call ${index} refused: ${response.status} ${await response.text()}`);
      continue;
    }
    const deadline = Date.now() + RING_WAIT_MS;
    let call = agent.phoneCalls.find((placed) => placed.toNumber === phone);
    while (!call && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      call = agent.phoneCalls.find((placed) => placed.toNumber === phone);
    }
    if (!call) throw new Error(`${phone} did not ring within ${RING_WAIT_MS} ms`);
    ringingMs.push(call.ringingSinceMs - sentAt);
  }
  const report = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    calls: CALLS,
    refused,
    requestAnsweredMs: latencySummary(answeredMs, [95]),
    phoneRingingMs: latencySummary(ringingMs, [95]),
  };
  const markdown = [
    '# Speed to lead: "call me now" → the phone rings (local twin)',
    '',
    `${CALLS} requests to \`${API_PATHS.phoneCall}\`, one at a time, each to a number of its own, against \`startTwin\` and the ElevenLabs stand-in; ${refused} refused.`,
    '',
    '| From the request | median | p95 | max |',
    '| --- | --- | --- | --- |',
    `| to its answer (the panel shows "your phone is ringing") | ${report.requestAnsweredMs.median} ms | ${report.requestAnsweredMs.p95} ms | ${report.requestAnsweredMs.max} ms |`,
    `| to the callee's phone ringing | ${report.phoneRingingMs.median} ms | ${report.phoneRingingMs.p95} ms | ${report.phoneRingingMs.max} ms |`,
    '',
  ].join('\n');
  writeResults('callback-ring', report, markdown);
} finally {
  await twin.close();
  await agent.close();
  rmSync(dataDir, { recursive: true, force: true });
}
