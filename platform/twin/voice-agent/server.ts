import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { POST_CALL_TRANSCRIPTION } from '@site/contracts';
import { signWebhook } from '@site/lambdas/webhook-signature';
import { AgentConversation, type ConversationRecord } from './conversation';
import { readAgentDefinition, type AgentDefinition } from './definition';
import { FakeElevenLabs } from '../../../stand-ins/fake-elevenlabs';
import { postCallRecord } from './post-call';
import { Knowledge } from './knowledge';
import { SPOKEN_LINES, type SpokenScript } from './spoken-lines';

/**
 * A stand-in for ElevenLabs on loopback, for a laptop with no ElevenLabs account and for the
 * end-to-end tests: the REST call that signs a conversation URL (`GET
 * /v1/convai/conversation/get-signed-url`, key in `xi-api-key`) and the agent's WebSocket that
 * URL points at (`/v1/convai/conversation?agent_id=…&conversation_signature=…`, subprotocol
 * `convai`), and the lookup of a conversation it held (`GET /v1/convai/conversations/{id}`), which
 * the backend makes before it keeps a voice contact and once the call is done, its deletion
 * (`DELETE` on the same path), which `npm run personal-data -- erase` makes, and the list of the
 * agent's conversations (`GET /v1/convai/conversations`), in which the sweeper looks for calls
 * whose webhook never came. It plays the agent the repository defines (`agent/`, definition.ts)
 * and, when a call ends, sends the backend the same signed post-call webhook ElevenLabs sends. The
 * site's real functions talk to it unchanged.
 */
export interface SimulatedAgent {
  /** The REST base URL, for ELEVENLABS_API_URL. */
  readonly apiUrl: string;
  /** The WebSocket origin, for the CSP's connect-src. */
  readonly wsOrigin: string;
  readonly apiKey: string;
  readonly agentId: string;
  /** Every conversation so far, newest last. */
  readonly conversations: readonly ConversationRecord[];
  /** The feedback the backend sent on its conversations (`POST /v1/convai/conversations/{id}/feedback`), in order. */
  readonly feedback: readonly { readonly conversationId: string; readonly feedback: unknown }[];
  /** The post-call webhooks sent so far: the conversation and the backend's answer. */
  readonly webhookDeliveries: readonly { readonly conversationId: string; readonly status: number }[];
  /** Changes what callers of every persona, in every language, are taken to say, for conversations that start from now on. */
  useScript(script: Partial<SpokenScript>): void;
  /** Where to send the signed post-call webhook when a call ends (the twin's `/api/elevenlabs-webhook`). */
  sendPostCallWebhooks(url: string, secret: string): void;
  /**
   * From now on (until called without one) the agent passes this phone to its contact tool instead
   * of the one the visitor gave, as a model that invents or garbles a number would: what the
   * backend must hold, never send.
   */
  inventPhone(phone?: string): void;
  /** Ends every open call with the agent's `end_call` tool. */
  endCalls(): void;
  /** Closes every open call's socket from the agent's side. */
  dropCalls(code?: number, reason?: string): void;
  close(): Promise<void>;
}

export interface SimulatedAgentOptions {
  readonly apiKey?: string;
  readonly agentId?: string;
  /** The agent it plays; the repository's (`agent/`) unless a test gives a quicker one. */
  readonly definition?: AgentDefinition;
  /** The knowledge it answers from; the repository's knowledge base (`agent/knowledge_base/`) unless a test gives another. */
  readonly knowledge?: Knowledge;
  /** Changes to what callers of every persona, in every language, are taken to say. */
  readonly script?: Partial<SpokenScript>;
}

const CONVERSATION_PATH = '/v1/convai/conversation';
/** ElevenLabs' signed URLs expire after 15 minutes and serve one conversation. */
const SIGNATURE_TTL_MS = 15 * 60_000;

type Spoken = Record<string, Record<string, SpokenScript>>;

/** Every persona's (and the demo's receptionists') callers in each language, with the changes a test asks for. */
function spokenWith(changes: Partial<SpokenScript> = {}): Spoken {
  return Object.fromEntries(
    Object.entries(SPOKEN_LINES).map(([persona, byLanguage]) => [
      persona,
      Object.fromEntries(Object.entries(byLanguage).map(([language, script]) => [language, { ...script, ...changes }])),
    ]),
  );
}

export async function startSimulatedAgent(options: SimulatedAgentOptions = {}): Promise<SimulatedAgent> {
  const apiKey = options.apiKey ?? 'simulated-elevenlabs-key';
  const agentId = options.agentId ?? 'agent_simulated';
  const definition = options.definition ?? readAgentDefinition();
  const knowledge = options.knowledge ?? Knowledge.read();
  let spoken = spokenWith(options.script);
  let invented: string | undefined;
  const signatures = new Map<string, number>();
  const conversations: ConversationRecord[] = [];
  const webhookDeliveries: { conversationId: string; status: number }[] = [];
  let webhook: { url: string; secret: string } | undefined;
  const open = new Set<AgentConversation>();
  let origin = '';

  /** The conversation's record as ElevenLabs reports it. */
  const reportOf = (record: ConversationRecord) => postCallRecord(record, agentId, definition);

  /** The signed post-call webhook ElevenLabs sends once a call ended; its answer is kept for tests. */
  const reportEnded = async (record: ConversationRecord) => {
    if (!webhook || !definition.postCallTranscripts) return;
    const body = JSON.stringify({ type: POST_CALL_TRANSCRIPTION, event_timestamp: Math.floor(Date.now() / 1000), data: reportOf(record) });
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'elevenlabs-signature': signWebhook(webhook.secret, body) },
      body,
    }).catch(() => undefined);
    webhookDeliveries.push({ conversationId: record.id, status: response?.status ?? 0 });
  };

  // Its REST calls are answered by the one fake of ElevenLabs' API, over the calls it held.
  const rest = new FakeElevenLabs(apiKey, {
    conversations: {
      records: () => conversations.map(reportOf),
      // An erasure on request: ElevenLabs' copy of the conversation goes.
      delete: (id) => {
        const index = conversations.findIndex((held) => held.id === id);
        if (index >= 0) conversations.splice(index, 1);
        return index >= 0;
      },
    },
    signedUrl: (requested) => {
      if (requested !== agentId) return undefined;
      const signature = randomBytes(18).toString('base64url');
      signatures.set(signature, Date.now() + SIGNATURE_TTL_MS);
      return `ws://${origin}${CONVERSATION_PATH}?agent_id=${agentId}&conversation_signature=${signature}`;
    },
  });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => rest.handle(req, Buffer.concat(chunks).toString('utf8'), res));
  });

  // The default subprotocol handling echoes the client's `convai`, which the browser insists on.
  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const signature = url.searchParams.get('conversation_signature') ?? '';
    const expiresAt = signatures.get(signature);
    signatures.delete(signature);
    if (url.pathname !== CONVERSATION_PATH || url.searchParams.get('agent_id') !== agentId || !expiresAt || expiresAt < Date.now()) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    sockets.handleUpgrade(req, socket, head, (ws) => {
      const record: ConversationRecord = {
        id: `conv_simulated_${randomBytes(6).toString('hex')}`,
        startedAtMs: Date.now(),
        transcript: [],
        toolResults: [],
        contextualUpdates: [],
        pongs: 0,
      };
      conversations.push(record);
      const conversation = new AgentConversation(
        ws,
        { definition, spoken, knowledge, inventedPhone: () => invented, onEnded: (ended) => void reportEnded(ended) },
        record,
      );
      open.add(conversation);
      ws.on('close', () => open.delete(conversation));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  origin = `127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    apiUrl: `http://${origin}`,
    wsOrigin: `ws://${origin}`,
    apiKey,
    agentId,
    conversations,
    webhookDeliveries,
    feedback: rest.feedback,
    useScript: (changes) => {
      spoken = spokenWith(changes);
    },
    sendPostCallWebhooks: (url, secret) => {
      webhook = { url, secret };
    },
    inventPhone: (phone) => {
      invented = phone;
    },
    endCalls: () => open.forEach((conversation) => conversation.endCall()),
    dropCalls: (code = 1011, reason = 'The agent went away') => open.forEach((conversation) => conversation.drop(code, reason)),
    close: async () => {
      sockets.clients.forEach((client) => client.terminate());
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
