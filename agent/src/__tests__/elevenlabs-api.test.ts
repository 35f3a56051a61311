import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elevenLabsOpenApi } from '@site/stand-ins/elevenlabs-openapi';
import { FakeElevenLabs } from '@site/stand-ins/fake-elevenlabs';
import { AGENT_CONFIG_FILE, AGENT_TOOLS, TOOL_CONFIG_FILE, toolConfigFile } from '../agent-definition';
import { AGENT_TESTS } from '../agent-tests';
import { generateProject, type ProjectFiles } from '../project-files';
import { PUSHED_IDS } from './pushed-ids';

/**
 * The agent's files against ElevenLabs' API as the official CLI (1.3.0) embeds it: what a push
 * sends must be a body the API takes, every field one it knows (a field it does not know would be
 * dropped, and the live agent would not be what the repository says), and the stand-in the
 * rehearsal pushes to must answer in the shapes the API documents.
 */
const api = elevenLabsOpenApi();

let files: ProjectFiles;
const json = (path: string) => JSON.parse(files.get(path)!) as Record<string, any>;

beforeAll(async () => {
  files = await generateProject(PUSHED_IDS);
});

describe('what a push sends', () => {
  it('is a body ElevenLabs’ API takes, whether it creates or updates the agent, its tool and its tests', () => {
    const agent = json(AGENT_CONFIG_FILE);
    expect(api.requestProblems('POST', '/v1/convai/agents/create', agent)).toEqual([]);
    expect(api.requestProblems('PATCH', '/v1/convai/agents/agent_1', agent)).toEqual([]);
    for (const { name } of AGENT_TOOLS) {
      const tool = { tool_config: json(toolConfigFile(name)) };
      expect(api.requestProblems('POST', '/v1/convai/tools', tool), name).toEqual([]);
      expect(api.requestProblems('PATCH', '/v1/convai/tools/tool_1', tool), name).toEqual([]);
    }
    for (const test of AGENT_TESTS) {
      const body = json(`test_configs/${test.name}.json`);
      expect(api.requestProblems('POST', '/v1/convai/agent-testing/create', body), test.name).toEqual([]);
      expect(api.requestProblems('PUT', '/v1/convai/agent-testing/test_1', body), test.name).toEqual([]);
    }
  });

  it('would be refused with a field the API does not know, a value of the wrong shape or a missing one', () => {
    const agent = json(AGENT_CONFIG_FILE);
    const refused = (change: (copy: Record<string, any>) => void) => {
      const copy = structuredClone(agent);
      change(copy);
      return api.requestProblems('POST', '/v1/convai/agents/create', copy);
    };
    expect(refused((copy) => (copy.platform_settings.auth.allowed_hosts = ['synthra.ai']))).toContainEqual(expect.stringContaining('allowed_hosts'));
    expect(refused((copy) => (copy.platform_settings.auth.allowlist = ['synthra.ai']))).toContainEqual(
      expect.stringContaining('/platform_settings/auth/allowlist/0'),
    );
    expect(refused((copy) => (copy.platform_settings.call_limits.daily_limit = '500'))).toContainEqual(expect.stringContaining('daily_limit'));
    expect(refused((copy) => delete copy.conversation_config)).toContainEqual(expect.stringContaining('conversation_config'));
    expect(api.requestProblems('POST', '/v1/convai/tools', { tool_config: { ...json(TOOL_CONFIG_FILE), params: {} } })).not.toEqual([]);
  });
});

describe('the stand-in the rehearsal pushes to', () => {
  const fake = new FakeElevenLabs('key');
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${fake.url}${path}`, {
      method,
      headers: { 'xi-api-key': 'key', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, any>;
    return { status: response.status, answer, problems: api.responseProblems(method, path, response.status, answer) };
  };
  beforeAll(async () => {
    await fake.start();
  });
  afterAll(async () => {
    await fake.stop();
  });

  it('answers each call a push, a plan and a test make in the shape the API documents', async () => {
    const answers: Record<string, Awaited<ReturnType<typeof call>>> = {};
    const record = async (name: string, method: string, path: string, body?: unknown) => {
      answers[name] = await call(method, path, body);
      return answers[name].answer;
    };
    const tool = await record('create tool', 'POST', '/v1/convai/tools', { tool_config: json(TOOL_CONFIG_FILE) });
    await record('get tool', 'GET', `/v1/convai/tools/${tool.id}`);
    const document = await record('create document', 'POST', '/v1/convai/knowledge-base/text', {
      name: 'Synthra company (en)',
      text: files.get('knowledge_base/en/company.md'),
    });
    await record('update document', 'PATCH', `/v1/convai/knowledge-base/${document.id}`, {
      name: 'Synthra company (en)',
      content: files.get('knowledge_base/en/company.md'),
    });
    await record('get document', 'GET', `/v1/convai/knowledge-base/${document.id}`);
    const test = await record('create test', 'POST', '/v1/convai/agent-testing/create', json(`test_configs/${AGENT_TESTS[0]!.name}.json`));
    await record('get test', 'GET', `/v1/convai/agent-testing/${test.id}`);
    const webhook = await record('create webhook', 'POST', '/v1/workspace/webhooks', {
      settings: { auth_type: 'hmac', name: 'Synthra post-call', webhook_url: 'https://synthra.ai/api/elevenlabs-webhook' },
    });
    expect(webhook.webhook_secret).toEqual(expect.any(String));
    await record('list webhooks', 'GET', '/v1/workspace/webhooks');
    const spare = await record('create spare webhook', 'POST', '/v1/workspace/webhooks', {
      settings: { auth_type: 'hmac', name: 'Synthra post-call', webhook_url: 'https://www.example.com/api/elevenlabs-webhook' },
    });
    await record('delete webhook', 'DELETE', `/v1/workspace/webhooks/${spare.webhook_id}`);
    const agent = json(AGENT_CONFIG_FILE);
    agent.platform_settings.testing.attached_tests = [{ test_id: test.id }];
    const created = await record('create agent', 'POST', '/v1/convai/agents/create', agent);
    await record('get agent', 'GET', `/v1/convai/agents/${created.agent_id}`);
    await record('update agent', 'PATCH', `/v1/convai/agents/${created.agent_id}`, agent);
    const invocation = await record('run tests', 'POST', `/v1/convai/agents/${created.agent_id}/run-tests`, { tests: [{ test_id: test.id }] });
    await record('get invocation', 'GET', `/v1/convai/test-invocations/${invocation.id}`);

    const wrong = Object.entries(answers).filter(([, { status, problems }]) => status !== 200 || problems?.length);
    expect(Object.fromEntries(wrong.map(([name, { status, problems }]) => [name, { status, problems }]))).toEqual({});
    // Every one of them is an operation the API documents an answer for.
    expect(Object.values(answers).map(({ problems }) => problems)).not.toContain(undefined);
  });

  it('refuses, as the API would, a body the API’s schema does not take', async () => {
    const { status, answer } = await call('POST', '/v1/convai/tools', {
      tool_config: { ...json(TOOL_CONFIG_FILE), parameters: { type: 'object', properties: 'phone' } },
    });
    expect(status).toBe(422);
    expect(answer.detail).toContainEqual(expect.objectContaining({ msg: expect.stringContaining('/tool_config/parameters/properties') }));
  });
});
