import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { sendJson } from './loopback-server';
import { ELEVENLABS_KNOWLEDGE_BASE } from '@site/model';

/**
 * The part of ElevenLabs' API the official CLI calls to keep an agent as code: agents, tools,
 * knowledge base text documents (and their content), agent tests and their runs, and workspace webhooks. It keeps
 * what it is sent and answers as the API does, with the defaults the API adds to every agent, so
 * a `plan` that compares only what the repository sets is tested against a realistic answer.
 * Tests cannot be judged without a model: a run passes unless the test was told to fail
 * (`failTest`), its tool reference is broken, or it is not attached to the agent.
 */
type Json = Record<string, unknown>;
type Handler = (match: RegExpExecArray, body: Json, res: ServerResponse) => void;

interface Route {
  readonly method: string;
  readonly path: RegExp;
  readonly handle: Handler;
}

interface TestRun {
  readonly test_run_id: string;
  readonly test_id: string;
  readonly test_name: string;
  status: 'pending' | 'passed' | 'failed';
  condition_result?: { result: 'success' | 'failure'; rationale: { summary: string } };
}

const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const nowSecs = () => Math.floor(Date.now() / 1000);

/** Who may do what with a resource, as the API reports it to the key that made it. */
const ACCESS_INFO = { is_creator: true, creator_name: 'Rehearsal', creator_email: 'rehearsal@example.com', role: 'admin' } as const;
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** PATCH semantics of the agents API: objects merge key by key, anything else is replaced. */
function merge(target: Json, changes: Json): Json {
  const merged: Json = { ...target };
  for (const [key, value] of Object.entries(changes)) merged[key] = isObject(value) && isObject(merged[key]) ? merge(merged[key] as Json, value) : value;
  return merged;
}

/** Fields the API fills in on every agent it returns, whatever was sent. */
const AGENT_DEFAULTS: Json = {
  conversation_config: {
    asr: { quality: 'high', provider: 'scribe_realtime', user_input_audio_format: 'pcm_16000', keywords: [] },
    turn: { turn_timeout: 7, mode: 'turn' },
    agent: { disable_first_message_interruptions: false, prompt: { max_tokens: -1, mcp_server_ids: [] } },
  },
  platform_settings: { widget: { variant: 'full', placement: 'bottom-right' }, archived: false },
};

/**
 * What a workspace's knowledge base may hold without an enterprise plan (`ELEVENLABS_KNOWLEDGE_BASE`
 * of the site model, the provider's own figure). How the API words its refusal is not documented;
 * the stand-in refuses with a 400.
 */
export const KNOWLEDGE_BASE_CHARACTER_LIMIT = ELEVENLABS_KNOWLEDGE_BASE.maxCharacters;
export const charactersOf = (text: string) => [...text].length;

function unprocessable(res: ServerResponse, field: string, message: string): void {
  sendJson(res, 422, { detail: [{ loc: ['body', field], msg: message, type: 'value_error' }] });
}

function tooLarge(res: ServerResponse): void {
  sendJson(res, 400, {
    detail: { status: 'knowledge_base_limit_exceeded', message: `The knowledge base would exceed ${KNOWLEDGE_BASE_CHARACTER_LIMIT} characters` },
  });
}

export class FakeAgentResources {
  readonly agents = new Map<string, Json>();
  private readonly agentTimes = new Map<string, { created: number; updated: number }>();
  readonly tools = new Map<string, Json>();
  readonly documents = new Map<string, { name: string; text: string; createdAt: number; updatedAt: number }>();
  readonly tests = new Map<string, Json>();
  readonly invocations = new Map<string, { agentId: string; runs: TestRun[] }>();
  readonly webhooks = new Map<string, { name: string; webhook_url: string; secret: string }>();
  /** The workspace's secrets, by id: their names and values, which ElevenLabs never returns. */
  readonly secrets = new Map<string, { name: string; value: string }>();
  /** Imported phone numbers, as the API lists them; the Twilio credentials or SIP trunk they came with are kept apart, never listed. */
  readonly phoneNumbers = new Map<string, { phone_number: string; label: string; provider: string; agent_id?: string }>();
  /** What each import was sent, to see the credentials reached ElevenLabs. */
  readonly phoneNumberImports: Json[] = [];
  /** Names of tests whose runs fail from now on. */
  readonly failing = new Set<string>();

  readonly routes: readonly Route[] = [
    { method: 'POST', path: /^\/v1\/convai\/agents\/create$/, handle: (_m, body, res) => this.createAgent(body, res) },
    { method: 'GET', path: /^\/v1\/convai\/agents$/, handle: (_m, _b, res) => this.listAgents(res) },
    { method: 'GET', path: /^\/v1\/convai\/agents\/([^/]+)$/, handle: (m, _b, res) => this.getAgent(m[1]!, res) },
    { method: 'PATCH', path: /^\/v1\/convai\/agents\/([^/]+)$/, handle: (m, body, res) => this.updateAgent(m[1]!, body, res) },
    { method: 'POST', path: /^\/v1\/convai\/agents\/([^/]+)\/run-tests$/, handle: (m, body, res) => this.runTests(m[1]!, body, res) },
    { method: 'POST', path: /^\/v1\/convai\/tools$/, handle: (_m, body, res) => this.saveTool(undefined, body, res) },
    { method: 'GET', path: /^\/v1\/convai\/tools\/([^/]+)$/, handle: (m, _b, res) => this.getTool(m[1]!, res) },
    { method: 'PATCH', path: /^\/v1\/convai\/tools\/([^/]+)$/, handle: (m, body, res) => this.saveTool(m[1]!, body, res) },
    { method: 'POST', path: /^\/v1\/convai\/knowledge-base\/text$/, handle: (_m, body, res) => this.createDocument(body, res) },
    { method: 'GET', path: /^\/v1\/convai\/knowledge-base\/([^/]+)$/, handle: (m, _b, res) => this.getDocument(m[1]!, res) },
    { method: 'GET', path: /^\/v1\/convai\/knowledge-base\/([^/]+)\/content$/, handle: (m, _b, res) => this.getDocumentContent(m[1]!, res) },
    { method: 'PATCH', path: /^\/v1\/convai\/knowledge-base\/([^/]+)$/, handle: (m, body, res) => this.updateDocument(m[1]!, body, res) },
    { method: 'POST', path: /^\/v1\/convai\/agent-testing\/create$/, handle: (_m, body, res) => this.saveTest(undefined, body, res) },
    { method: 'GET', path: /^\/v1\/convai\/agent-testing\/([^/]+)$/, handle: (m, _b, res) => this.getTest(m[1]!, res) },
    { method: 'PUT', path: /^\/v1\/convai\/agent-testing\/([^/]+)$/, handle: (m, body, res) => this.saveTest(m[1]!, body, res) },
    { method: 'GET', path: /^\/v1\/convai\/test-invocations\/([^/]+)$/, handle: (m, _b, res) => this.getInvocation(m[1]!, res) },
    { method: 'POST', path: /^\/v1\/convai\/phone-numbers$/, handle: (_m, body, res) => this.importPhoneNumber(body, res) },
    {
      method: 'GET',
      path: /^\/v1\/convai\/phone-numbers$/,
      handle: (_m, _b, res) =>
        sendJson(
          res,
          200,
          [...this.phoneNumbers.keys()].map((key) => this.phoneNumber(key)),
        ),
    },
    { method: 'GET', path: /^\/v1\/convai\/phone-numbers\/([^/]+)$/, handle: (m, _b, res) => this.getPhoneNumber(m[1]!, res) },
    { method: 'PATCH', path: /^\/v1\/convai\/phone-numbers\/([^/]+)$/, handle: (m, body, res) => this.updatePhoneNumber(m[1]!, body, res) },
    { method: 'DELETE', path: /^\/v1\/convai\/phone-numbers\/([^/]+)$/, handle: (m, _b, res) => this.deletePhoneNumber(m[1]!, res) },
    { method: 'POST', path: /^\/v1\/convai\/secrets$/, handle: (_m, body, res) => this.saveSecret(undefined, body, res) },
    { method: 'GET', path: /^\/v1\/convai\/secrets\/([^/]+)$/, handle: (m, _b, res) => this.getSecret(m[1]!, res) },
    { method: 'PATCH', path: /^\/v1\/convai\/secrets\/([^/]+)$/, handle: (m, body, res) => this.saveSecret(m[1]!, body, res) },
    { method: 'POST', path: /^\/v1\/workspace\/webhooks$/, handle: (_m, body, res) => this.createWebhook(body, res) },
    { method: 'GET', path: /^\/v1\/workspace\/webhooks$/, handle: (_m, _b, res) => this.listWebhooks(res) },
    { method: 'DELETE', path: /^\/v1\/workspace\/webhooks\/([^/]+)$/, handle: (m, _b, res) => this.deleteWebhook(m[1]!, res) },
  ];

  /** Answers the request if it is one of these routes; false when it is not. */
  handle(method: string, pathname: string, body: Json, res: ServerResponse): boolean {
    for (const route of this.routes) {
      const match = route.method === method ? route.path.exec(pathname) : null;
      if (match) {
        route.handle(match, body, res);
        return true;
      }
    }
    return false;
  }

  /** The agent as the API returns it: what was sent, with the API's defaults under it. */
  agent(agentId: string): Json | undefined {
    const stored = this.agents.get(agentId);
    const times = this.agentTimes.get(agentId) ?? { created: nowSecs(), updated: nowSecs() };
    return (
      stored &&
      merge(merge(AGENT_DEFAULTS, stored), { agent_id: agentId, metadata: { created_at_unix_secs: times.created, updated_at_unix_secs: times.updated } })
    );
  }

  /** A phone number as the API gives it: its id, number, label, provider and the agent it is assigned to. */
  phoneNumber(phoneNumberId: string): Json | undefined {
    const held = this.phoneNumbers.get(phoneNumberId);
    if (!held) return undefined;
    const agent = held.agent_id ? this.agents.get(held.agent_id) : undefined;
    return {
      phone_number_id: phoneNumberId,
      phone_number: held.phone_number,
      label: held.label,
      provider: held.provider,
      supports_inbound: true,
      supports_outbound: true,
      assigned_agent: held.agent_id ? { agent_id: held.agent_id, agent_name: String(agent?.name ?? '') } : null,
    };
  }

  private importPhoneNumber(body: Json, res: ServerResponse): void {
    if (typeof body.phone_number !== 'string') return unprocessable(res, 'phone_number', 'field required');
    if ([...this.phoneNumbers.values()].some((held) => held.phone_number === body.phone_number)) {
      return sendJson(res, 409, { detail: { status: 'phone_number_already_exists', message: `${body.phone_number} is already imported` } });
    }
    const phoneNumberId = id('phnum');
    this.phoneNumberImports.push(body);
    this.phoneNumbers.set(phoneNumberId, {
      phone_number: body.phone_number,
      label: String(body.label),
      provider: String(body.provider ?? 'twilio'),
      ...(typeof body.agent_id === 'string' && { agent_id: body.agent_id }),
    });
    sendJson(res, 200, { phone_number_id: phoneNumberId });
  }

  private getPhoneNumber(phoneNumberId: string, res: ServerResponse): void {
    const found = this.phoneNumber(phoneNumberId);
    if (!found) return sendJson(res, 404, { detail: { status: 'phone_number_not_found', message: `Phone number ${phoneNumberId} not found` } });
    sendJson(res, 200, found);
  }

  private updatePhoneNumber(phoneNumberId: string, body: Json, res: ServerResponse): void {
    const held = this.phoneNumbers.get(phoneNumberId);
    if (!held) return sendJson(res, 404, { detail: { status: 'phone_number_not_found', message: `Phone number ${phoneNumberId} not found` } });
    if (typeof body.label === 'string') held.label = body.label;
    if (typeof body.agent_id === 'string') held.agent_id = body.agent_id;
    sendJson(res, 200, this.phoneNumber(phoneNumberId));
  }

  private deletePhoneNumber(phoneNumberId: string, res: ServerResponse): void {
    if (!this.phoneNumbers.delete(phoneNumberId))
      return sendJson(res, 404, { detail: { status: 'phone_number_not_found', message: `Phone number ${phoneNumberId} not found` } });
    sendJson(res, 200, {});
  }

  private createAgent(body: Json, res: ServerResponse): void {
    if (!isObject(body.conversation_config)) return unprocessable(res, 'conversation_config', 'field required');
    const agentId = id('agent');
    this.agents.set(agentId, body);
    this.agentTimes.set(agentId, { created: nowSecs(), updated: nowSecs() });
    sendJson(res, 200, { agent_id: agentId });
  }

  private listAgents(res: ServerResponse): void {
    sendJson(res, 200, { agents: [...this.agents].map(([agentId, agent]) => ({ agent_id: agentId, name: agent.name })), has_more: false });
  }

  private getAgent(agentId: string, res: ServerResponse): void {
    const agent = this.agent(agentId);
    if (!agent) return sendJson(res, 404, { detail: { status: 'agent_not_found', message: `Agent ${agentId} not found` } });
    sendJson(res, 200, agent);
  }

  private updateAgent(agentId: string, body: Json, res: ServerResponse): void {
    const stored = this.agents.get(agentId);
    if (!stored) return sendJson(res, 404, { detail: { status: 'agent_not_found', message: `Agent ${agentId} not found` } });
    this.agents.set(agentId, merge(stored, body));
    this.agentTimes.set(agentId, { created: this.agentTimes.get(agentId)?.created ?? nowSecs(), updated: nowSecs() });
    sendJson(res, 200, this.agent(agentId));
  }

  private saveTool(toolId: string | undefined, body: Json, res: ServerResponse): void {
    const config = body.tool_config;
    if (!isObject(config) || typeof config.name !== 'string' || typeof config.type !== 'string')
      return unprocessable(res, 'tool_config', 'a tool needs a type and a name');
    if (toolId && !this.tools.has(toolId)) return sendJson(res, 404, { detail: { status: 'tool_not_found', message: `Tool ${toolId} not found` } });
    const savedId = toolId ?? id('tool');
    this.tools.set(savedId, config);
    this.getTool(savedId, res);
  }

  private getTool(toolId: string, res: ServerResponse): void {
    const config = this.tools.get(toolId);
    if (!config) return sendJson(res, 404, { detail: { status: 'tool_not_found', message: `Tool ${toolId} not found` } });
    sendJson(res, 200, { id: toolId, tool_config: config, access_info: ACCESS_INFO, usage_stats: { total_calls: 0, avg_latency_secs: 0 } });
  }

  /** Whether the workspace's documents would still fit its limit with this text in document `documentId` (a new one when undefined). */
  private fits(text: string, documentId?: string): boolean {
    const others = [...this.documents].filter(([key]) => key !== documentId).reduce((sum, [, document]) => sum + charactersOf(document.text), 0);
    return others + charactersOf(text) <= KNOWLEDGE_BASE_CHARACTER_LIMIT;
  }

  private createDocument(body: Json, res: ServerResponse): void {
    if (typeof body.text !== 'string' || !body.text) return unprocessable(res, 'text', 'field required');
    if (!this.fits(body.text)) return tooLarge(res);
    const documentId = id('kbdoc');
    this.documents.set(documentId, {
      name: typeof body.name === 'string' ? body.name : documentId,
      text: body.text,
      createdAt: nowSecs(),
      updatedAt: nowSecs(),
    });
    sendJson(res, 200, { id: documentId, name: this.documents.get(documentId)!.name, folder_path: [] });
  }

  private getDocument(documentId: string, res: ServerResponse): void {
    const document = this.documents.get(documentId);
    if (!document) return sendJson(res, 404, { detail: { status: 'document_not_found', message: `Document ${documentId} not found` } });
    sendJson(res, 200, {
      id: documentId,
      name: document.name,
      type: 'text',
      metadata: { created_at_unix_secs: document.createdAt, last_updated_at_unix_secs: document.updatedAt, size_bytes: Buffer.byteLength(document.text) },
      supported_usages: ['prompt', 'auto'],
      access_info: ACCESS_INFO,
      folder_path: [],
      extracted_inner_html: `<pre>${escapeHtml(document.text)}</pre>`,
      content_format: 'markdown',
    });
  }

  /** The document's whole text, as `GET …/knowledge-base/{id}/content` streams it (kept as sent: its `content_format` is markdown). */
  private getDocumentContent(documentId: string, res: ServerResponse): void {
    const document = this.documents.get(documentId);
    if (!document) return sendJson(res, 404, { detail: { status: 'document_not_found', message: `Document ${documentId} not found` } });
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(document.text);
  }

  private updateDocument(documentId: string, body: Json, res: ServerResponse): void {
    const document = this.documents.get(documentId);
    if (!document) return sendJson(res, 404, { detail: { status: 'document_not_found', message: `Document ${documentId} not found` } });
    if (typeof body.content === 'string' && !this.fits(body.content, documentId)) return tooLarge(res);
    if (typeof body.name === 'string') document.name = body.name;
    if (typeof body.content === 'string') document.text = body.content;
    document.updatedAt = nowSecs();
    this.getDocument(documentId, res);
  }

  private saveTest(testId: string | undefined, body: Json, res: ServerResponse): void {
    if (typeof body.name !== 'string' || !Array.isArray(body.chat_history)) return unprocessable(res, 'chat_history', 'a test needs a name and a chat history');
    if (testId && !this.tests.has(testId)) return sendJson(res, 404, { detail: { status: 'test_not_found', message: `Test ${testId} not found` } });
    const savedId = testId ?? id('test');
    this.tests.set(savedId, body);
    sendJson(res, 200, { id: savedId });
  }

  private getTest(testId: string, res: ServerResponse): void {
    const test = this.tests.get(testId);
    if (!test) return sendJson(res, 404, { detail: { status: 'test_not_found', message: `Test ${testId} not found` } });
    sendJson(res, 200, { ...test, id: testId });
  }

  private runTests(agentId: string, body: Json, res: ServerResponse): void {
    const agent = this.agent(agentId);
    if (!agent) return sendJson(res, 404, { detail: { status: 'agent_not_found', message: `Agent ${agentId} not found` } });
    const requested = Array.isArray(body.tests) ? (body.tests as Json[]).map((test) => String(test.test_id)) : [];
    if (!requested.length) return unprocessable(res, 'tests', 'at least one test');
    const attached = new Set(
      ((((agent.platform_settings as Json | undefined)?.testing as Json | undefined)?.attached_tests as Json[] | undefined) ?? []).map((test) =>
        String(test.test_id),
      ),
    );
    const runs = requested.map((testId): TestRun => {
      const test = this.tests.get(testId);
      return { test_run_id: id('run'), test_id: testId, test_name: typeof test?.name === 'string' ? test.name : 'Unknown Test', status: 'pending' };
    });
    const invocationId = id('suite');
    this.invocations.set(invocationId, { agentId, runs });
    // Judged now, reported when the client polls: the answer to the run itself says pending.
    for (const run of runs) this.judge(run, attached);
    sendJson(res, 200, this.invocation(invocationId, true));
  }

  private judge(run: TestRun, attached: ReadonlySet<string>): void {
    const test = this.tests.get(run.test_id);
    const referenced = ((test?.tool_call_parameters as Json | undefined)?.referenced_tool as Json | undefined)?.id;
    const reason = !test
      ? 'no such test'
      : !attached.has(run.test_id)
        ? 'the test is not attached to the agent'
        : typeof referenced === 'string' && !this.tools.has(referenced)
          ? `the test names tool ${referenced}, which does not exist`
          : this.failing.has(String(test.name))
            ? 'the stand-in was told to fail this test'
            : undefined;
    run.condition_result = reason ? { result: 'failure', rationale: { summary: reason } } : { result: 'success', rationale: { summary: 'plumbing checked' } };
  }

  private invocation(invocationId: string, pending = false): Json {
    const { agentId, runs } = this.invocations.get(invocationId)!;
    return {
      id: invocationId,
      agent_id: agentId,
      created_at: Math.floor(Date.now() / 1000),
      test_runs: runs.map((run) => ({
        ...run,
        test_invocation_id: invocationId,
        agent_id: agentId,
        status: pending ? 'pending' : run.condition_result?.result === 'success' ? 'passed' : 'failed',
        last_updated_at_unix: Math.floor(Date.now() / 1000),
      })),
    };
  }

  private getInvocation(invocationId: string, res: ServerResponse): void {
    if (!this.invocations.has(invocationId))
      return sendJson(res, 404, { detail: { status: 'invocation_not_found', message: `Invocation ${invocationId} not found` } });
    sendJson(res, 200, this.invocation(invocationId));
  }

  private createWebhook(body: Json, res: ServerResponse): void {
    const settings = body.settings;
    if (!isObject(settings) || settings.auth_type !== 'hmac' || typeof settings.webhook_url !== 'string' || typeof settings.name !== 'string') {
      return unprocessable(res, 'settings', 'an HMAC webhook needs a name and a URL');
    }
    const webhookId = id('wh');
    const secret = `wsec_${randomBytes(16).toString('hex')}`;
    this.webhooks.set(webhookId, { name: settings.name, webhook_url: settings.webhook_url, secret });
    sendJson(res, 200, { webhook_id: webhookId, webhook_secret: secret });
  }

  /** `POST /v1/convai/secrets` (`{type: "new"}`) and `PATCH …/{id}` (`{type: "update"}`): the value is kept, never answered. */
  private saveSecret(secretId: string | undefined, body: Json, res: ServerResponse): void {
    if (typeof body.name !== 'string' || typeof body.value !== 'string' || !body.value) return unprocessable(res, 'value', 'field required');
    if (secretId && !this.secrets.has(secretId)) return sendJson(res, 404, { detail: { status: 'secret_not_found', message: `Secret ${secretId} not found` } });
    const savedId = secretId ?? id('secret');
    this.secrets.set(savedId, { name: body.name, value: body.value });
    sendJson(res, 200, { type: 'stored', secret_id: savedId, name: body.name });
  }

  private getSecret(secretId: string, res: ServerResponse): void {
    const secret = this.secrets.get(secretId);
    if (!secret) return sendJson(res, 404, { detail: { status: 'secret_not_found', message: `Secret ${secretId} not found` } });
    sendJson(res, 200, { type: 'stored', secret_id: secretId, name: secret.name, used_by: { tools: [], agents: [], others: [], phone_numbers: [] } });
  }

  private deleteWebhook(webhookId: string, res: ServerResponse): void {
    if (!this.webhooks.delete(webhookId)) return sendJson(res, 404, { detail: { status: 'webhook_not_found', message: `Webhook ${webhookId} not found` } });
    sendJson(res, 200, { status: 'ok' });
  }

  private listWebhooks(res: ServerResponse): void {
    sendJson(res, 200, {
      webhooks: [...this.webhooks].map(([webhookId, webhook]) => ({
        webhook_id: webhookId,
        name: webhook.name,
        webhook_url: webhook.webhook_url,
        auth_type: 'hmac',
        is_disabled: false,
        is_auto_disabled: false,
        created_at_unix: 0,
      })),
    });
  }
}
