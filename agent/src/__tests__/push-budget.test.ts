import { createServer } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ELEVENLABS_KNOWLEDGE_BASE } from '@site/model';
import { CliError } from '../elevenlabs-cli';

/** The site's knowledge, grown past its budget as a seventh product or a fifth language would grow it. */
vi.mock('../knowledge-base', async (original) => {
  const actual = await original<typeof import('../knowledge-base')>();
  return {
    ...actual,
    knowledgeBudget: (documents: Parameters<typeof actual.knowledgeBudget>[0]) =>
      actual.knowledgeBudget([...documents, { language: 'en', file: 'knowledge_base/en/grown.md', text: 'x'.repeat(ELEVENLABS_KNOWLEDGE_BASE.maxCharacters) }]),
  };
});

const { push } = await import('../push');

/** ElevenLabs on loopback, counting every request a push makes. */
let requests = 0;
const server = createServer((_request, response) => {
  requests += 1;
  response.writeHead(500).end();
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  vi.stubEnv('ELEVENLABS_BASE_URL', `http://127.0.0.1:${address.port}`);
  vi.stubEnv('ELEVENLABS_API_KEY', 'push-budget-test');
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise((resolve) => server.close(resolve));
});

describe('npm run agent -- push past the knowledge budget', () => {
  it('refuses before its first request, saying the budget and the ways out, as check does', async () => {
    const project = mkdtempSync(join(tmpdir(), 'agent-push-budget-'));
    const refused = push(project);
    await expect(refused).rejects.toBeInstanceOf(CliError);
    await expect(refused).rejects.toThrow(/fails past 75\.0%[\s\S]*Ways out:[\s\S]*Nothing was pushed\./);
    expect(requests).toBe(0);
  });
});
