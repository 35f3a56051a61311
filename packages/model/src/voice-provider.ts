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
