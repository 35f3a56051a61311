import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captureOutput } from '../../test-support/captured-output';
import { FakeElevenLabs, signedUrlFor } from '../../test-support/fake-elevenlabs';
import { FakeSecretsManager } from '../../test-support/fake-secrets-manager';
import { callApi } from '../../test-support/invoke';
import { handler } from '../index';

const API_KEY = 'xi-test-key';
const SECRET_ARN = 'arn:aws:secretsmanager:us-east-1:000000000000:secret:elevenlabs-AbCdEf';
let elevenLabs: FakeElevenLabs;
let secretsManager: FakeSecretsManager;
const output = captureOutput();

const requestToken = (body: unknown = {}) =>
  callApi<{ signed_url?: string; error?: string; message?: string; fields?: Record<string, string> }>(handler, '/api/elevenlabs-token', { body });

function configure(env: Record<string, string | undefined>) {
  for (const name of ['ELEVENLABS_API_KEY', 'ELEVENLABS_SECRET_ARN', 'ELEVENLABS_AGENT_ID', 'ELEVENLABS_ALLOWED_AGENT_IDS']) delete process.env[name];
  Object.assign(process.env, { ELEVENLABS_API_URL: elevenLabs.url }, env);
}

beforeAll(async () => {
  elevenLabs = await new FakeElevenLabs(API_KEY).start();
  secretsManager = await new FakeSecretsManager({ [SECRET_ARN]: JSON.stringify({ apiKey: API_KEY }) }).start();
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_SECRETS_MANAGER: secretsManager.url,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'test',
    AWS_SECRET_ACCESS_KEY: 'test',
  });
});
afterAll(async () => {
  output.restore();
  await elevenLabs.stop();
  await secretsManager.stop();
});
beforeEach(() => {
  elevenLabs.failure = undefined;
  elevenLabs.requestedAgents.length = 0;
  output.clear();
});

describe('POST /api/elevenlabs-token', () => {
  it('signs a URL for the configured agent with the server-side key', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site', ELEVENLABS_API_URL: `${elevenLabs.url}/` });

    expect(await requestToken()).toMatchObject({ status: 200, body: { signed_url: signedUrlFor('agent_site') } });
    expect(elevenLabs.requestedAgents).toEqual(['agent_site']);
  });

  it('serves the allow-listed agents and refuses any other with 400', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site', ELEVENLABS_ALLOWED_AGENT_IDS: 'agent_lumi, agent_demo' });

    expect(await requestToken({ agent_id: 'agent_lumi' })).toMatchObject({ status: 200, body: { signed_url: signedUrlFor('agent_lumi') } });
    expect(await requestToken({ agent_id: 'agent_site' })).toMatchObject({ status: 200 });
    expect(await requestToken({ agent_id: 'agent_of_someone_else' })).toMatchObject({
      status: 400,
      body: { error: 'validation_failed', fields: { agent_id: 'agent_not_allowed' } },
    });
    expect(elevenLabs.requestedAgents).toEqual(['agent_lumi', 'agent_site']);
  });

  it('answers 503 "voice assistant not configured" without a key or an agent', async () => {
    configure({ ELEVENLABS_AGENT_ID: 'agent_site' });
    expect(await requestToken()).toMatchObject({ status: 503, body: { error: 'voice_not_configured', message: 'voice assistant not configured' } });

    configure({ ELEVENLABS_API_KEY: API_KEY });
    expect(await requestToken()).toMatchObject({ status: 503, body: { error: 'voice_not_configured' } });
    expect(elevenLabs.requestedAgents).toEqual([]);
  });

  it('answers 502 when ElevenLabs fails, and logs what ElevenLabs said', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site' });
    elevenLabs.failure = { status: 429, body: { detail: { status: 'too_many_concurrent_requests', message: 'slow down' } } };

    expect(await requestToken()).toMatchObject({ status: 502, body: { error: 'upstream_failed' } });
    const logged = output.records().find((record) => record.message === 'ElevenLabs did not sign a conversation URL');
    expect(logged).toMatchObject({ level: 'ERROR', upstreamStatus: 429, agentId: 'agent_site' });
    expect(logged?.upstreamBody).toContain('too_many_concurrent_requests');
  });

  it('answers 502 when the key is refused, without leaking the key', async () => {
    configure({ ELEVENLABS_API_KEY: 'wrong-key', ELEVENLABS_AGENT_ID: 'agent_site' });

    expect(await requestToken()).toMatchObject({ status: 502 });
    expect(output.text()).toContain('invalid_api_key');
    expect(output.text()).not.toContain('wrong-key');
  });

  it('answers 502 when ElevenLabs cannot be reached or answers without a URL', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site', ELEVENLABS_API_URL: 'http://127.0.0.1:9' });
    expect(await requestToken()).toMatchObject({ status: 502, body: { error: 'upstream_failed' } });

    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site' });
    elevenLabs.failure = { status: 200, body: { url: 'wss://elsewhere' } };
    expect(await requestToken()).toMatchObject({ status: 502 });
  });

  it('validates the request like every endpoint', async () => {
    configure({ ELEVENLABS_API_KEY: API_KEY, ELEVENLABS_AGENT_ID: 'agent_site' });

    expect(await requestToken({ agent_id: 42, voice: 'x' })).toMatchObject({
      status: 400,
      body: { fields: { agent_id: 'invalid_type', voice: 'unknown_field' } },
    });
  });

  it('reads the key from Secrets Manager in the cloud, once per container within the cache lifetime', async () => {
    configure({ ELEVENLABS_SECRET_ARN: SECRET_ARN, ELEVENLABS_AGENT_ID: 'agent_site' });
    const readsBefore = secretsManager.reads;

    expect(await requestToken()).toMatchObject({ status: 200 });
    expect(await requestToken()).toMatchObject({ status: 200 });
    expect(secretsManager.reads - readsBefore).toBe(1);
  });
});
