/**
 * The dynamic variables the widget sends with every conversation and the agent reads, written
 * once: the agent's definition (`agent/`) names them in its prompt and first messages and gives
 * each a default, and the widget fills them in. A dynamic variable changes no setting of the
 * agent: like anything a visitor types, it is words the agent reads.
 */
export const AGENT_VARIABLES = {
  /** The path of the page the conversation started on (`/ua/products/lumi-ai`). */
  pagePath: 'page_path',
  /** Who the agent is in this conversation: one of `ASSISTANT_PERSONAS`, by name. */
  persona: 'persona',
  /** Whether the visitor speaks or types: one of `CONVERSATION_CHANNELS`. */
  channel: 'channel',
  /** Who started the conversation: `REQUESTED_CALL` on a call Lumi placed to a number typed on the site, `LIFT_LISTING_CALL` on a listing's confirmation call, else the visitor. */
  callOrigin: 'call_origin',
  /** The product of the lead form a call Lumi placed follows (a product's slug, as `PRODUCT_SLUGS`), whose qualifying questions Lumi asks; else `NO_LEAD_PRODUCT`. */
  leadProduct: 'lead_product',
} as const;

/** The `lead_product` of a conversation that follows no lead form. */
export const NO_LEAD_PRODUCT = 'none';

/** The `call_origin` of a call Lumi placed because somebody on the site asked for it ("Have Lumi call me"). */
export const REQUESTED_CALL = 'requested';

/** The `call_origin` of the one call Lumi places to confirm that a listed number's owner wants it off the do-not-call list. */
export const LIFT_LISTING_CALL = 'lift_listing';

/**
 * The agent's personas, by the name it introduces itself with (the same in every language): Lumi,
 * the site's assistant, and the demo of AI Seller 24/7, the text sales bot, which the home page's
 * "Chat with the sales bot" opens.
 */
export const ASSISTANT_PERSONAS = { siteAssistant: 'Lumi', salesBot: 'AI Seller' } as const;
export type AssistantPersona = (typeof ASSISTANT_PERSONAS)[keyof typeof ASSISTANT_PERSONAS];

/** A conversation is spoken (`voice`) or typed (`text`: ElevenLabs' text-only mode, no microphone). */
export const CONVERSATION_CHANNELS = ['voice', 'text'] as const;
export type ConversationChannel = (typeof CONVERSATION_CHANNELS)[number];
