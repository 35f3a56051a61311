import { LoopbackServer, sendJson } from './loopback-server';

/** A conversation the fake knows, as `GET /v1/convai/conversations/{id}` describes it. */
export interface FakeConversation {
  readonly agentId: string;
  readonly status: 'initiated' | 'in-progress' | 'processing' | 'done' | 'failed';
  readonly startedAtMs: number;
}

const CONVERSATION_PATH = /^\/v1\/convai\/conversations\/([^/]+)$/;

/** ElevenLabs' signed-URL and conversation endpoints on loopback, for one API key. */
export class FakeElevenLabs extends LoopbackServer {
  readonly requestedAgents: string[] = [];
  readonly conversations = new Map<string, FakeConversation>();
  /** Conversation ids asked about, in order. */
  readonly lookups: string[] = [];
  /** When set, every request gets this answer instead. */
  failure: { status: number; body: unknown } | undefined;

  constructor(apiKey: string) {
    super((req, _body, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const conversation = CONVERSATION_PATH.exec(url.pathname);
      if (url.pathname !== '/v1/convai/conversation/get-signed-url' && !conversation) return sendJson(res, 404, { detail: 'Not Found' });
      if (req.headers['xi-api-key'] !== apiKey) {
        return sendJson(res, 401, { detail: { status: 'invalid_api_key', message: 'Invalid API key' } });
      }
      if (conversation) {
        const id = decodeURIComponent(conversation[1]!);
        this.lookups.push(id);
        if (this.failure) return sendJson(res, this.failure.status, this.failure.body);
        const known = this.conversations.get(id);
        if (!known) return sendJson(res, 404, { detail: { status: 'conversation_not_found', message: 'Conversation not found' } });
        return sendJson(res, 200, {
          agent_id: known.agentId,
          conversation_id: id,
          status: known.status,
          transcript: [],
          metadata: { start_time_unix_secs: Math.floor(known.startedAtMs / 1000), call_duration_secs: 0 },
        });
      }
      const agentId = url.searchParams.get('agent_id');
      if (!agentId) return sendJson(res, 422, { detail: [{ loc: ['query', 'agent_id'], msg: 'field required' }] });
      this.requestedAgents.push(agentId);
      if (this.failure) return sendJson(res, this.failure.status, this.failure.body);
      sendJson(res, 200, { signed_url: signedUrlFor(agentId) });
    });
  }
}

export function signedUrlFor(agentId: string): string {
  return `wss://api.elevenlabs.io/v1/convai/conversation?agent_id=${agentId}&conversation_signature=sig-${agentId}`;
}
