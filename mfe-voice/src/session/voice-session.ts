import type { Connect, ConnectionEvents, ConversationMode, DisconnectReason, SpeakerRole, VoiceConnection } from './connection';
import { VoiceStartError, type StartFailure } from './start-error';

/**
 * The page's voice conversation as a state machine, independent of React and of the SDK:
 * idle → connecting (microphone, then signed URL, then the agent's socket) → connected, expanded
 * or minimized, listening or speaking → idle. The widget and the Lumi demo render the same store,
 * so the page never holds two conversations.
 */

export type VoicePhase = 'idle' | 'connecting' | 'connected';
export type PanelView = 'expanded' | 'minimized';

export interface TranscriptEntry {
  readonly id: number;
  readonly role: SpeakerRole;
  readonly text: string;
}

export interface VoiceState {
  readonly phase: VoicePhase;
  readonly view: PanelView;
  readonly mode: ConversationMode;
  readonly muted: boolean;
  readonly conversationId: string | null;
  readonly transcript: readonly TranscriptEntry[];
}

/** What the visitor is told, as toasts. */
export type VoiceNotice =
  | { readonly kind: 'started' }
  | { readonly kind: 'ended' }
  | { readonly kind: 'failed'; readonly failure: StartFailure | 'unknown' }
  | { readonly kind: 'dropped' }
  | { readonly kind: 'contactSaved' };

export interface VoiceSessionPorts {
  /** Asks for the microphone; rejects with a `VoiceStartError` when it is denied or missing. */
  requestMicrophone(): Promise<void>;
  fetchSignedUrl(): Promise<string>;
  connect: Connect;
  announce(notice: VoiceNotice): void;
  /** How long the token and the agent's socket may take before the start fails; the SDK itself never gives up on a silent server. */
  readonly startTimeoutMs?: number;
}

export interface VoiceSession {
  getState(): VoiceState;
  subscribe(listener: () => void): () => void;
  start(): Promise<void>;
  end(): void;
  minimize(): void;
  expand(): void;
  toggleMute(): void;
}

export const IDLE: VoiceState = { phase: 'idle', view: 'expanded', mode: 'listening', muted: false, conversationId: null, transcript: [] };

const DEFAULT_START_TIMEOUT_MS = 20_000;

export function createVoiceSession(ports: VoiceSessionPorts): VoiceSession {
  let state = IDLE;
  let connection: VoiceConnection | undefined;
  // Each start gets a new generation; events and results of an abandoned one are ignored.
  let generation = 0;
  let nextEntryId = 1;
  const listeners = new Set<() => void>();

  const set = (next: Partial<VoiceState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  const reset = () => {
    generation += 1;
    connection = undefined;
    set(IDLE);
  };

  const eventsFor = (own: number): ConnectionEvents => {
    const current = () => own === generation;
    return {
      mode: (mode) => {
        if (current()) set({ mode });
      },
      message: (role, text) => {
        if (current() && text.trim()) set({ transcript: [...state.transcript, { id: nextEntryId++, role, text }] });
      },
      disconnected: (reason: DisconnectReason) => {
        // While connecting, the start itself rejects and reports the failure.
        if (!current() || state.phase !== 'connected') return;
        reset();
        ports.announce(reason === 'error' ? { kind: 'dropped' } : { kind: 'ended' });
      },
      contactSaved: () => {
        if (current()) ports.announce({ kind: 'contactSaved' });
      },
    };
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
  const connectAfterToken = async (own: number) => {
    const signedUrl = await ports.fetchSignedUrl();
    return own === generation ? ports.connect(signedUrl, eventsFor(own)) : undefined;
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async start() {
      if (state.phase !== 'idle') return;
      const own = ++generation;
      set({ phase: 'connecting' });
      try {
        // The browser's permission prompt has no time limit: the visitor may take their time.
        await ports.requestMicrophone();
        const opened = own === generation ? await withinStartTimeout(connectAfterToken(own)) : undefined;
        if (own !== generation || !opened) {
          opened?.end();
          return;
        }
        connection = opened;
        set({ phase: 'connected', view: 'expanded', conversationId: opened.conversationId ?? null });
        ports.announce({ kind: 'started' });
      } catch (error) {
        if (own !== generation) return;
        reset();
        ports.announce({ kind: 'failed', failure: error instanceof VoiceStartError ? error.failure : 'unknown' });
      }
    },

    end() {
      if (state.phase === 'idle') return;
      const open = connection;
      const wasConnected = state.phase === 'connected';
      reset();
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
      if (state.phase !== 'connected' || !connection) return;
      const muted = !state.muted;
      connection.setMuted(muted);
      set({ muted });
    },
  };
}
