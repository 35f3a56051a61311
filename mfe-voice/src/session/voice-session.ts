import type { Channel, Connect, ConnectionEvents, ConversationMode, DisconnectReason, SignedConversation, SpeakerRole, VoiceConnection } from './connection';
import { VoiceStartError, type StartFailure } from './start-error';

/**
 * The page's conversation as a state machine, independent of React and of the SDK: idle →
 * connecting (for a call, the microphone, then the signed URL, then the agent's socket; for a typed
 * conversation, no microphone) → connected, expanded or minimized, listening or speaking → idle.
 * A call that cannot have the microphone (refused, missing or busy) does not end at an error: the
 * session stays idle and offers typing instead, with the reason. The widget and the Lumi demo
 * render the same store, so the page never holds two conversations.
 */

export type VoicePhase = 'idle' | 'connecting' | 'connected';
export type PanelView = 'expanded' | 'minimized';

/** The start failures that typing gets round: the microphone is refused, missing or busy. */
export const MICROPHONE_FAILURES = ['microphoneDenied', 'microphoneMissing', 'microphoneBusy'] as const satisfies readonly StartFailure[];
export type MicrophoneFailure = (typeof MICROPHONE_FAILURES)[number];

export interface TranscriptEntry {
  readonly id: number;
  readonly role: SpeakerRole;
  readonly text: string;
  /** The visitor typed it (the agent does not send typed messages back). */
  readonly typed?: boolean;
  /** The agent is still writing it: its text so far, streamed, until the whole reply replaces it. */
  readonly partial?: boolean;
}

export interface VoiceState {
  readonly phase: VoicePhase;
  readonly view: PanelView;
  /** The conversation under way (or starting) is spoken or typed; `voice` while idle. */
  readonly channel: Channel;
  readonly mode: ConversationMode;
  readonly muted: boolean;
  readonly conversationId: string | null;
  /** While idle with an ended conversation's transcript: that conversation's id (for the visitor's rate), when the agent gave one. */
  readonly endedConversationId: string | null;
  readonly transcript: readonly TranscriptEntry[];
  /** The visitor wrote, and the agent has not answered yet. */
  readonly awaitingReply: boolean;
  /** While idle: why a call could not have the microphone, as typing is offered instead; null otherwise. */
  readonly typingOffered: MicrophoneFailure | null;
  /**
   * While idle: the conversation the visitor asked for (spoken or typed) before any other of the
   * visit, while they are told first what they will talk to and where it goes; null otherwise.
   */
  readonly noticeFor: Channel | null;
}

/** What the visitor is told, as toasts. */
export type VoiceNotice =
  | { readonly kind: 'started' }
  | { readonly kind: 'ended' }
  /** A start that failed, and what it was to start (a call or a typed chat), which its words name. */
  | { readonly kind: 'failed'; readonly failure: StartFailure | 'unknown'; readonly channel: Channel }
  | { readonly kind: 'dropped' }
  | { readonly kind: 'contactSaved' }
  /** The contact was not stored at once (the network's hour's allowance is spent): a manager gets it when the call ends. */
  | { readonly kind: 'contactDelayed' };

export interface VoiceSessionPorts {
  /** Asks for the microphone; rejects with a `VoiceStartError` when it is denied or missing. */
  requestMicrophone(): Promise<void>;
  /** A signed URL for a call or a typed chat, which the backend pays from allowances of their own. */
  fetchSignedUrl(channel: Channel): Promise<SignedConversation>;
  connect: Connect;
  /**
   * Starts fetching what a conversation needs that the spec's order (microphone, signed URL,
   * session) does not hold back: the SDK's code, from the visitor's first ask, while the notice is
   * read or the microphone and the signed URL are asked for.
   */
  prepare?(): void;
  announce(notice: VoiceNotice): void;
  /** How long the token and the agent's socket may take before the start fails; the SDK itself never gives up on a silent server. */
  readonly startTimeoutMs?: number;
  /** Whether the visitor has been told this visit that the assistant is an AI and where the conversation goes; without it, nobody is told. */
  readonly notice?: AiNotice;
}

/** The visit's record of the notice shown before the first conversation: starting one is the acceptance. */
export interface AiNotice {
  given(): boolean;
  accept(): void;
}

export interface VoiceSession {
  getState(): VoiceState;
  subscribe(listener: () => void): () => void;
  /**
   * The visitor asks for a call (`voice`, the default) or a typed conversation (`text`): before the
   * first of the visit, the notice shows instead, and starting from it is the acceptance; later, it
   * starts at once. With a conversation open, its panel is shown.
   */
  open(channel?: Channel): void;
  /** Starts a call (`voice`, the default) or a typed conversation (`text`), as accepting the notice. */
  start(channel?: Channel): Promise<void>;
  /** Sends what the visitor typed, during a call or a typed conversation; false when there is no conversation to take it. */
  send(text: string): boolean;
  /** Tells the agent, outside the visitor's turns, what it should know (where the visitor went); false when no conversation is open. */
  sendContext(text: string): boolean;
  /**
   * Asks a suggested question as a typed message: in the conversation under way, or in a typed
   * conversation it starts (as accepting the notice), once the agent has greeted.
   */
  ask(question: string): Promise<void>;
  /** Closes the offer to type, back to the launcher. */
  dismissOffer(): void;
  /** Closes the notice without starting, back to the launcher. */
  dismissNotice(): void;
  /** Forgets the transcript an ended conversation left, back to the launcher. */
  clearTranscript(): void;
  end(): void;
  minimize(): void;
  expand(): void;
  toggleMute(): void;
}

export const IDLE: VoiceState = {
  phase: 'idle',
  view: 'expanded',
  channel: 'voice',
  mode: 'listening',
  muted: false,
  conversationId: null,
  endedConversationId: null,
  transcript: [],
  awaitingReply: false,
  typingOffered: null,
  noticeFor: null,
};

const DEFAULT_START_TIMEOUT_MS = 20_000;
/** How long a question asked with the start waits for the agent's greeting before it goes anyway. */
const GREETING_WAIT_MS = 4_000;

/** The transcript of an ended conversation: a reply cut off while it was written stays as far as it got. */
function settled(transcript: readonly TranscriptEntry[]): readonly TranscriptEntry[] {
  return transcript.map(({ partial: _partial, ...entry }) => entry);
}

function isMicrophoneFailure(failure: StartFailure): failure is MicrophoneFailure {
  return (MICROPHONE_FAILURES as readonly StartFailure[]).includes(failure);
}

export function createVoiceSession(ports: VoiceSessionPorts): VoiceSession {
  let state = IDLE;
  let connection: VoiceConnection | undefined;
  // Each start gets a new generation; events and results of an abandoned one are ignored.
  let generation = 0;
  let nextEntryId = 1;
  /** A question asked with the start, sent once the agent has greeted (or has not in time). */
  let question: { readonly text: string; readonly generation: number; timer?: ReturnType<typeof setTimeout> } | undefined;
  const listeners = new Set<() => void>();

  const set = (next: Partial<VoiceState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  const reset = (next: Partial<VoiceState> = {}) => {
    generation += 1;
    connection = undefined;
    set({ ...IDLE, ...next });
  };

  const append = (role: SpeakerRole, text: string, typed?: true) => ({
    transcript: [...state.transcript, { id: nextEntryId++, role, text, ...(typed && { typed }) }],
  });

  /** A typed message, should the agent send it back as the visitor's transcript: it is in the transcript already. */
  const isEchoOfTyped = (text: string) => {
    const last = state.transcript.findLast((entry) => entry.role === 'user');
    return last?.typed === true && last.text === text.trim();
  };

  /** The reply the agent is writing, if one is streaming (or streamed and its whole text has not come yet). */
  const partialIndex = () => state.transcript.findLastIndex((entry) => entry.partial);
  const replaceAt = (index: number, entry: TranscriptEntry) => ({ transcript: state.transcript.map((old, at) => (at === index ? entry : old)) });

  const eventsFor = (own: number): ConnectionEvents => {
    const current = () => own === generation;
    return {
      mode: (mode) => {
        if (current()) set({ mode });
      },
      message: (role, text) => {
        if (!current() || !text.trim() || (role === 'user' && isEchoOfTyped(text))) return;
        const streamed = role === 'agent' ? partialIndex() : -1;
        // The whole reply takes the place of the one written so far.
        const written = streamed === -1 ? append(role, text) : replaceAt(streamed, { id: state.transcript[streamed]!.id, role, text });
        set({ ...written, ...(role === 'agent' && { awaitingReply: false }) });
        if (role === 'agent') askWaitingQuestion();
      },
      messagePart: (part, text) => {
        if (!current()) return;
        const streamed = partialIndex();
        if (part === 'start' && streamed === -1) {
          set({ transcript: [...state.transcript, { id: nextEntryId++, role: 'agent', text, partial: true }], awaitingReply: false });
        } else if (part === 'delta' && streamed !== -1) {
          const entry = state.transcript[streamed]!;
          set(replaceAt(streamed, { ...entry, text: entry.text + text }));
        }
      },
      disconnected: (reason: DisconnectReason) => {
        // While connecting, the start itself rejects and reports the failure.
        if (!current() || state.phase !== 'connected') return;
        // The transcript stays for the visitor to read and copy until they close it.
        reset({ transcript: settled(state.transcript), endedConversationId: state.conversationId });
        ports.announce(reason === 'error' ? { kind: 'dropped' } : { kind: 'ended' });
      },
      contactSaved: () => {
        if (current()) ports.announce({ kind: 'contactSaved' });
      },
      contactRefusedForNetwork: () => {
        if (current()) ports.announce({ kind: 'contactDelayed' });
      },
    };
  };

  const askWaitingQuestion = () => {
    const waiting = question;
    if (!waiting || waiting.generation !== generation || state.phase !== 'connected') return;
    question = undefined;
    clearTimeout(waiting.timer);
    session.send(waiting.text);
  };

  /** Rejects after the start timeout; a connection that still arrives later is hung up. */
  const withinStartTimeout = (connecting: Promise<VoiceConnection | undefined>) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        void connecting.then(
          (late) => late?.end(),
          () => undefined,
        );
        reject(new VoiceStartError('timeout'));
      }, ports.startTimeoutMs ?? DEFAULT_START_TIMEOUT_MS);
    });
    return Promise.race([connecting, timeout]).finally(() => clearTimeout(timer));
  };

  /** The signed URL, then the agent; undefined when the start was abandoned in between. */
  const connectAfterToken = async (own: number, channel: Channel) => {
    const signed = await ports.fetchSignedUrl(channel);
    return own === generation ? ports.connect(signed, eventsFor(own), channel) : undefined;
  };

  const session: VoiceSession = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    open(channel = 'voice') {
      if (state.phase === 'connected') set({ view: 'expanded' });
      if (state.phase !== 'idle') return;
      ports.prepare?.();
      if (ports.notice && !ports.notice.given()) set({ noticeFor: channel, typingOffered: null });
      else void session.start(channel);
    },

    async start(channel = 'voice') {
      if (state.phase !== 'idle') return;
      ports.notice?.accept();
      ports.prepare?.();
      const own = ++generation;
      set({ phase: 'connecting', channel, typingOffered: null, noticeFor: null, transcript: [], endedConversationId: null });
      try {
        // The browser's permission prompt has no time limit: the visitor may take their time. A typed conversation never asks.
        if (channel === 'voice') await ports.requestMicrophone();
        const opened = own === generation ? await withinStartTimeout(connectAfterToken(own, channel)) : undefined;
        if (own !== generation || !opened) {
          opened?.end();
          return;
        }
        connection = opened;
        set({ phase: 'connected', view: 'expanded', conversationId: opened.conversationId ?? null });
        // A call is announced; a typed conversation shows itself in its panel, where the visitor is writing.
        if (channel === 'voice') ports.announce({ kind: 'started' });
      } catch (error) {
        if (own !== generation) return;
        const failure = error instanceof VoiceStartError ? error.failure : 'unknown';
        if (failure !== 'unknown' && isMicrophoneFailure(failure)) {
          reset({ typingOffered: failure });
          return;
        }
        reset();
        ports.announce({ kind: 'failed', failure, channel });
      }
    },

    send(text) {
      const message = text.trim();
      if (!message || state.phase !== 'connected' || !connection) return false;
      connection.sendText(message);
      set({ ...append('user', message, true), awaitingReply: true });
      return true;
    },

    sendContext(text) {
      if (state.phase !== 'connected' || !connection) return false;
      connection.sendContext(text);
      return true;
    },

    async ask(text) {
      if (state.phase === 'connected') {
        session.send(text);
        return;
      }
      if (state.phase !== 'idle') return;
      const starting = session.start('text');
      question = { text, generation };
      await starting;
      const now = session.getState();
      if (question?.generation !== generation || now.phase !== 'connected') return;
      if (now.transcript.some((entry) => entry.role === 'agent')) askWaitingQuestion();
      else question.timer = setTimeout(askWaitingQuestion, GREETING_WAIT_MS);
    },

    dismissOffer() {
      if (state.typingOffered) set({ typingOffered: null });
    },

    dismissNotice() {
      if (state.noticeFor) set({ noticeFor: null });
    },

    clearTranscript() {
      if (state.phase === 'idle' && state.transcript.length > 0) set({ transcript: [], endedConversationId: null });
    },

    end() {
      if (state.phase === 'idle') return;
      const open = connection;
      const wasConnected = state.phase === 'connected';
      reset({ transcript: settled(state.transcript), endedConversationId: state.conversationId });
      open?.end();
      if (wasConnected) ports.announce({ kind: 'ended' });
    },

    minimize() {
      if (state.phase === 'connected') set({ view: 'minimized' });
    },

    expand() {
      if (state.phase === 'connected') set({ view: 'expanded' });
    },

    toggleMute() {
      if (state.phase !== 'connected' || state.channel !== 'voice' || !connection) return;
      const muted = !state.muted;
      connection.setMuted(muted);
      set({ muted });
    },
  };
  return session;
}
