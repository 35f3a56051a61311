import { LoopbackServer, sendJson } from './loopback-server';

/** ElevenLabs' signed-URL endpoint on loopback, for one API key. */
export class FakeElevenLabs extends LoopbackServer {
  readonly requestedAgents: string[] = [];
  /** When set, every request gets this answer instead of a URL. */
  failure: { status: number; body: unknown } | undefined;

  constructor(apiKey: string) {
    super((req, _body, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== '/v1/convai/conversation/get-signed-url') return sendJson(res, 404, { detail: 'Not Found' });
      if (req.headers['xi-api-key'] !== apiKey) {
        return sendJson(res, 401, { detail: { status: 'invalid_api_key', message: 'Invalid API key' } });
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
