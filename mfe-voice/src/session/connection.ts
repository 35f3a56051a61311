import type { ConversationChannel } from '@site/contracts';

/**
 * What the session store needs from a live conversation, and what it hears back. The ElevenLabs
 * adapter (`conversation/open-conversation.ts`, loaded on the first start) implements it.
 */

export type SpeakerRole = 'user' | 'agent';
export type ConversationMode = 'listening' | 'speaking';
/** Spoken (`voice`) or typed (`text`: the agent's text-only mode, which never asks for the microphone). */
export type Channel = ConversationChannel;

/** Why a conversation ended: the visitor, the agent (or its server closing normally), or a failure. */
export type DisconnectReason = 'user' | 'agent' | 'error';

export interface ConnectionEvents {
  mode(mode: ConversationMode): void;
  message(role: SpeakerRole, text: string): void;
  /**
   * A piece of the agent's written reply as it is written (`agent_chat_response_part`): `start`
   * opens it, each `delta` adds to it, `stop` closes it; the whole reply then comes as a `message`.
   */
  messagePart(part: 'start' | 'delta' | 'stop', text: string): void;
  disconnected(reason: DisconnectReason): void;
  /** The agent's contact tool stored a contact. */
  contactSaved(): void;
  /**
   * The contact tool's calls were refused for the visitor's network (its hour's allowance spent); the
   * contact still reaches a manager from the call's record. Optional: the starter's event relay, which
   * holds the events of a call begun before the app, does not pass it on.
   */
  contactRefusedForNetwork?(): void;
}

export interface VoiceConnection {
  /** The agent's id for the conversation, when it gave one. */
  readonly conversationId: string | undefined;
  end(): void;
  setMuted(muted: boolean): void;
  /** Sends a message the visitor typed: the agent takes it as it takes speech (`sendUserMessage`). */
  sendText(text: string): void;
  /** Tells the agent something it should know without it being a turn of the visitor's (`sendContextualUpdate`): where the visitor went. */
  sendContext(text: string): void;
}

/**
 * A signed conversation URL and the place it holds among the conversations open at once, which the
 * widget gives back when the conversation ends (`conversation-end.ts`); an answer without one has nothing to give back.
 */
export interface SignedConversation {
  readonly url: string;
  readonly place?: string;
}

export type Connect = (signed: SignedConversation, events: ConnectionEvents, channel: Channel) => Promise<VoiceConnection>;
