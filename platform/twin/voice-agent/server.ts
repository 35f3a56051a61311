import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { POST_CALL_TRANSCRIPTION } from '@site/contracts';
import { signWebhook } from '@site/lambdas/webhook-signature';
import { AgentConversation, type ConversationRecord } from './conversation';
import { readAgentDefinition, type AgentDefinition } from './definition';
import { preloadElevenLabsOpenApi } from '@site/stand-ins/elevenlabs-openapi';
import { FakeElevenLabs } from '@site/stand-ins/fake-elevenlabs';
import { LUMI_LINE } from '@site/model';
import { SimulatedPhoneNetwork, type SimulatedPhoneCall } from './phone';
import { servePhonePage } from './phone-page';
import { postCallRecord } from './post-call';
import type { ServerToolSite } from './server-tools';
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
  /** The text-only agent typed chats are signed for (ELEVENLABS_TEXT_AGENT_ID): it never hears or speaks audio. */
  readonly textAgentId: string;
  /** Every conversation so far, newest last. */
  readonly conversations: readonly ConversationRecord[];
  /** The feedback the backend sent on its conversations (`POST /v1/convai/conversations/{id}/feedback`), in order. */
  readonly feedback: readonly { readonly conversationId: string; readonly feedback: unknown }[];
  /** The post-call webhooks sent so far: the conversation and the backend's answer. */
  readonly webhookDeliveries: readonly { readonly conversationId: string; readonly status: number }[];
  /** Changes what callers of every persona, in every language, are taken to say, for conversations that start from now on. */
  useScript(script: Partial<SpokenScript>): void;
  /** The agent's phone number id, for ELEVENLABS_PHONE_NUMBER_ID: outbound calls from it ring the simulated phone. */
  readonly phoneNumberId: string;
  /** The simulated phone's page, where outbound calls ring (`GET /phone`). */
  readonly phoneUrl: string;
  /** The calls rung so far, newest last. */
  readonly phoneCalls: readonly SimulatedPhoneCall[];
  /** Where to send the signed post-call webhook when a call ends (the twin's `/api/elevenlabs-webhook`). */
  sendPostCallWebhooks(url: string, secret: string): void;
  /** Where the agent's server tools are answered (the twin's origin), and the agent's tool key they send. */
  callServerToolsAt(site: ServerToolSite): void;
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
  readonly textAgentId?: string;
  /** The agent it plays; the repository's (`agent/`) unless a test gives a quicker one. */
  readonly definition?: AgentDefinition;
  /** The text-only agent it plays; the repository's unless a test gives another. */
  readonly textDefinition?: AgentDefinition;
  /** The knowledge it answers from; the repository's knowledge base (`agent/knowledge_base/`) unless a test gives another. */
  readonly knowledge?: Knowledge;
  /** Changes to what callers of every persona, in every language, are taken to say. */
  readonly script?: Partial<SpokenScript>;
}

const CONVERSATION_PATH = '/v1/convai/conversation';
const PHONE_NUMBER_ID = 'phnum_simulated';
/** The number the agent rings from: the line the site shows, or a drama-range one when none is configured. */
const AGENT_NUMBER = LUMI_LINE?.number ?? '+442079460999';
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
  // The REST calls' bodies are held to ElevenLabs' schemas: read them now, not on the first call a visitor waits on.
  void preloadElevenLabsOpenApi();
  const apiKey = options.apiKey ?? 'simulated-elevenlabs-key';
  const agentId = options.agentId ?? 'agent_simulated';
  const definition = options.definition ?? readAgentDefinition();
  const textAgentId = options.textAgentId ?? 'agent_simulated_text';
  const textDefinition = options.textDefinition ?? readAgentDefinition(undefined, { textOnly: true });
  const definitionOf = (id: string | undefined) => (id === textAgentId ? textDefinition : definition);
  const knowledge = options.knowledge ?? Knowledge.read();
  let spoken = spokenWith(options.script);
  let invented: string | undefined;
  const signatures = new Map<string, number>();
  /** The agent each signature was given for: a URL opens a conversation with that agent only. */
  const signedFor = new Map<string, string>();
  const conversations: ConversationRecord[] = [];
  const webhookDeliveries: { conversationId: string; status: number }[] = [];
  let webhook: { url: string; secret: string } | undefined;
  let serverToolSite: ServerToolSite | undefined;
  const open = new Set<AgentConversation>();
  let origin = '';
  /** Signatures of the phone's own connections: the conversation id the outbound call answered, and its line. */
  const phoneSignatures = new Map<string, SimulatedPhoneCall>();
  const phone = new SimulatedPhoneNetwork({
    connect: (call) => {
      const signature = randomBytes(18).toString('base64url');
      signatures.set(signature, Date.now() + SIGNATURE_TTL_MS);
      phoneSignatures.set(signature, call);
      return `ws://${origin}${CONVERSATION_PATH}?agent_id=${agentId}&conversation_signature=${signature}`;
    },
    // ElevenLabs keeps a call nobody answered as a failed conversation, with no post-call transcript.
    onUnanswered: (call) => {
      const now = Date.now();
      conversations.push({
        id: call.id,
        startedAtMs: call.ringingSinceMs,
        transcript: [],
        toolResults: [],
        contextualUpdates: [],
        pongs: 0,
        closed: { code: 1000, reason: 'Call not answered' },
        endedAtMs: now,
        terminationReason: 'Call not answered',
        unanswered: true,
        language: call.initiation?.conversation_config_override?.agent?.language ?? definition.defaultLanguage,
        initiation: call.initiation as Record<string, unknown> | undefined,
        phoneCall: { direction: 'outbound', externalNumber: call.toNumber, agentNumber: call.fromNumber },
      });
    },
  });

  /** The conversation's record as ElevenLabs reports it. */
  const reportOf = (record: ConversationRecord) => postCallRecord(record, record.agentId ?? agentId, definitionOf(record.agentId));

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
      if (requested !== agentId && requested !== textAgentId) return undefined;
      const signature = randomBytes(18).toString('base64url');
      signatures.set(signature, Date.now() + SIGNATURE_TTL_MS);
      signedFor.set(signature, requested);
      return `ws://${origin}${CONVERSATION_PATH}?agent_id=${requested}&conversation_signature=${signature}`;
    },
    // The outbound call rings the simulated phone; its conversation starts once the phone is answered.
    placeCall: (request) => {
      if (request.agent_id !== agentId) return { status: 404, body: { detail: { status: 'agent_not_found', message: `Agent ${request.agent_id} not found` } } };
      if (request.agent_phone_number_id !== PHONE_NUMBER_ID) {
        return { status: 404, body: { detail: { status: 'phone_number_not_found', message: `Phone number ${request.agent_phone_number_id} not found` } } };
      }
      const id = `conv_phone_${randomBytes(6).toString('hex')}`;
      phone.ring(id, request, AGENT_NUMBER);
      return { conversationId: id };
    },
  });
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    // The simulated phone: its page, its calls, and what its buttons and its form do.
    if (servePhonePage(phone, req, res, url)) return;
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
    const signedAgent = signedFor.get(signature) ?? agentId;
    signatures.delete(signature);
    signedFor.delete(signature);
    if (url.pathname !== CONVERSATION_PATH || url.searchParams.get('agent_id') !== signedAgent || !expiresAt || expiresAt < Date.now()) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    const phoneCall = phoneSignatures.get(signature);
    phoneSignatures.delete(signature);
    sockets.handleUpgrade(req, socket, head, (ws) => {
      const record: ConversationRecord = {
        id: phoneCall?.id ?? `conv_simulated_${randomBytes(6).toString('hex')}`,
        startedAtMs: Date.now(),
        transcript: [],
        toolResults: [],
        contextualUpdates: [],
        pongs: 0,
        ...(signedAgent !== agentId && { agentId: signedAgent }),
        ...(phoneCall && { phoneCall: { direction: 'outbound' as const, externalNumber: phoneCall.toNumber, agentNumber: phoneCall.fromNumber } }),
      };
      conversations.push(record);
      const conversation = new AgentConversation(
        ws,
        {
          definition: definitionOf(signedAgent),
          spoken,
          knowledge,
          inventedPhone: () => invented,
          onEnded: (ended) => void reportEnded(ended),
          serverToolSite: () => serverToolSite,
        },
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
    textAgentId,
    conversations,
    webhookDeliveries,
    phoneNumberId: PHONE_NUMBER_ID,
    phoneUrl: `http://${origin}/phone`,
    phoneCalls: phone.calls,
    feedback: rest.feedback,
    useScript: (changes) => {
      spoken = spokenWith(changes);
    },
    sendPostCallWebhooks: (url, secret) => {
      webhook = { url, secret };
    },
    callServerToolsAt: (site) => {
      serverToolSite = site;
    },
    inventPhone: (phone) => {
      invented = phone;
    },
    endCalls: () => open.forEach((conversation) => conversation.endCall()),
    dropCalls: (code = 1011, reason = 'The agent went away') => open.forEach((conversation) => conversation.drop(code, reason)),
    close: async () => {
      phone.close();
      sockets.clients.forEach((client) => client.terminate());
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
