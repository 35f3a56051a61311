/**
 * ElevenLabs, which runs the voice agents (the site's assistant and the products'), as the site
 * reaches it. Its EU data-residency environment is a separate installation with its own address,
 * API keys and agents: an agent made in one environment does not exist in the other.
 *
 * `egressAddresses`: where its requests to the site come from (the post-call webhook, the agents'
 * server tools), as its post-call webhook documentation lists them ("IP whitelisting": the default
 * environment's US, EU and Asia addresses; a residency's own), which it says "will remain
 * consistent" across its services. The firewall answers the paths only ElevenLabs calls for them alone.
 */
export const ELEVENLABS_ENVIRONMENTS = {
  /** ElevenLabs' default ("global") environment, which keeps conversations in the United States. */
  us: {
    apiUrl: 'https://api.elevenlabs.io',
    socketOrigin: 'wss://api.elevenlabs.io',
    keepsDataIn: 'us',
    egressAddresses: ['34.67.146.145/32', '34.59.11.47/32', '35.204.38.71/32', '34.147.113.54/32', '35.185.187.110/32', '35.247.157.189/32'],
  },
  /** The EU data-residency environment: conversations are processed and kept in the EU. */
  eu: {
    apiUrl: 'https://api.eu.residency.elevenlabs.io',
    socketOrigin: 'wss://api.eu.residency.elevenlabs.io',
    keepsDataIn: 'eu',
    egressAddresses: ['34.77.234.246/32', '34.140.184.144/32'],
  },
} as const;

export type ElevenLabsEnvironment = keyof typeof ELEVENLABS_ENVIRONMENTS;

/**
 * The language model the agents think with, which ElevenLabs calls for them: the voice agent's
 * definition (`agent/`) sets it, and the trust page and the DPA name it as a sub-processor's.
 */
export const VOICE_AGENT_LLM = 'gemini-2.5-flash';

/**
 * What ElevenLabs keeps in a workspace's knowledge base without an enterprise plan: "Non-enterprise
 * accounts have a maximum of 20MB or 300k characters" (its docs, Agents → Knowledge base), counted
 * over every document of the workspace. With RAG on, a document under 500 bytes "cannot be indexed"
 * and goes into the prompt whole. The voice agent's generator (`agent/`) keeps its documents within
 * a budget of these, and the ElevenLabs stand-in refuses a push past them as the API would.
 */
export const ELEVENLABS_KNOWLEDGE_BASE = {
  maxCharacters: 300_000,
  maxBytes: 20 * 1024 * 1024,
  minIndexedBytes: 500,
} as const;

/**
 * What the site's assistant costs a turn (the visitor says or types something, the agent answers),
 * spoken or typed, by which typed chats get an allowance of their own (`typedChatsFor`):
 * - a spoken minute is billed by ElevenLabs for its speech recognition and synthesis: 400 credits
 *   on the Creator plan, at $0.30 per 1,000 credits over the plan's own, $0.12 a minute; it holds
 *   about three turns, $0.04 each;
 * - every turn, spoken or typed, is the language model's (`VOICE_AGENT_LLM`, Gemini 2.5 Flash at
 *   $0.30 per million tokens read and $2.50 written): it reads about 6,000 tokens (the prompt, the
 *   knowledge retrieved, the conversation so far) and writes about 150, $0.0022;
 * - a typed chat bills no minutes, only the model's turns.
 * Estimates of a conversation's shape, not a bill: check them against the ElevenLabs usage page.
 */
export const ASSISTANT_TURN_COST_USD = {
  spoken: 0.12 / 3 + 0.0022,
  typed: 0.0022,
} as const;

/**
 * Typed chats that cost what one spoken conversation of as many turns costs: 19 ($0.0422 against
 * $0.0022 a turn). Each of the voice allowances (a network's day, its wider prefix's and
 * provider's shares, the site's cap) has a typed one this many times as large.
 */
export const TYPED_CHATS_PER_VOICE_CONVERSATION = Math.floor(ASSISTANT_TURN_COST_USD.spoken / ASSISTANT_TURN_COST_USD.typed);

/** The typed allowance beside a voice one of `voiceConversations`. */
export const typedChatsFor = (voiceConversations: number): number => voiceConversations * TYPED_CHATS_PER_VOICE_CONVERSATION;
