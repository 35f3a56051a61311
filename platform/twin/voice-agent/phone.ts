import { WebSocket } from 'ws';
import type { OutboundCallRequest } from '@site/stand-ins/fake-elevenlabs';
import { chunksOf, speechFor } from './speech-audio';

/**
 * The phone network, simulated: where ElevenLabs' outbound call would ring a visitor's phone through
 * Twilio or a SIP trunk, the simulated agent rings a phone of this class, which its page shows
 * (`GET /phone` on the simulated agent's port; `npm start` prints the address). A developer or a
 * test answers it there (or declines it, or lets it ring out), and the phone then talks to the
 * simulated agent over the agent's own WebSocket, as a caller's voice would reach it: it speaks
 * whenever the agent is silent, each stretch of speech the caller's next scripted line. Or the
 * developer speaks as the callee: a line typed on the page is the callee's next turn in their own
 * words, and from then on the script stays quiet. The call's record goes to the post-call webhook
 * as any call's does, with its line (`metadata.phone_call`).
 */
export type PhoneState = 'ringing' | 'in_call' | 'ended' | 'declined' | 'not_answered';

/** Who speaks for the person rung: the phone's script, or a developer typing on the phone's page. */
export type CalleeVoice = 'script' | 'typed';

/** The longest line a developer may type as the callee: a turn, not a document. */
export const MAX_TYPED_LINE = 500;

export interface PhoneLine {
  readonly who: 'agent' | 'caller';
  readonly text: string;
}

export interface SimulatedPhoneCall {
  /** The conversation ElevenLabs started for the call: what the outbound call answered. */
  readonly id: string;
  /** The number rung and the agent's number it rang from, E.164. */
  readonly toNumber: string;
  readonly fromNumber: string;
  readonly ringingSinceMs: number;
  state: PhoneState;
  /** Who speaks for the callee; a typed line makes it `typed` for the rest of the call. */
  voice: CalleeVoice;
  /** What the outbound call asked the conversation to be (language, persona, page). */
  readonly initiation: OutboundCallRequest['conversation_initiation_client_data'];
  /** What was said, in order, as the phone heard it. */
  readonly lines: PhoneLine[];
}

/** Twilio's default: a phone nobody answers stops ringing after 60 seconds (`telephony_call_config.ringing_timeout_secs`). */
export const RINGING_TIMEOUT_MS = 60_000;
/** How often the phone sends what its microphone hears: a quarter second of it each time. */
const MICROPHONE_CHUNK_SECONDS = 0.25;

export interface PhoneNetworkOptions {
  /** Opens the agent's conversation for an answered call: a WebSocket URL the agent accepts, for this conversation id. */
  readonly connect: (call: SimulatedPhoneCall) => string;
  /** A call that rang out or was declined: ElevenLabs keeps it as a failed conversation. */
  readonly onUnanswered: (call: SimulatedPhoneCall) => void;
}

export class SimulatedPhoneNetwork {
  readonly calls: SimulatedPhoneCall[] = [];
  readonly #sockets = new Map<string, WebSocket>();
  readonly #timers = new Map<string, NodeJS.Timeout>();
  readonly #options: PhoneNetworkOptions;

  constructor(options: PhoneNetworkOptions) {
    this.#options = options;
  }

  /** Rings a number: the phone shows the call until it is answered, declined or rings out. */
  ring(id: string, request: OutboundCallRequest, fromNumber: string): SimulatedPhoneCall {
    const call: SimulatedPhoneCall = {
      id,
      toNumber: request.to_number,
      fromNumber,
      ringingSinceMs: Date.now(),
      state: 'ringing',
      voice: 'script',
      initiation: request.conversation_initiation_client_data,
      lines: [],
    };
    this.calls.push(call);
    this.#timers.set(
      id,
      setTimeout(() => this.#unanswered(call, 'not_answered'), RINGING_TIMEOUT_MS),
    );
    return call;
  }

  find(id: string): SimulatedPhoneCall | undefined {
    return this.calls.find((call) => call.id === id);
  }

  decline(id: string): boolean {
    const call = this.find(id);
    if (call?.state !== 'ringing') return false;
    this.#unanswered(call, 'declined');
    return true;
  }

  /**
   * Picks up: the agent greets, and the phone speaks whenever the agent is silent, as its script
   * (`script`), or only what the developer types (`typed`: the microphone hears silence).
   */
  answer(id: string, voice: CalleeVoice = 'script'): boolean {
    const call = this.find(id);
    if (call?.state !== 'ringing') return false;
    clearTimeout(this.#timers.get(id));
    call.state = 'in_call';
    call.voice = voice;
    const socket = new WebSocket(this.#options.connect(call), ['convai']);
    this.#sockets.set(id, socket);
    const speech = chunksOf(speechFor('a o e a o e a o'), MICROPHONE_CHUNK_SECONDS);
    const silence = Buffer.alloc(speech[0]!.length);
    let spoken = 0;
    const microphone = setInterval(() => {
      const heard = call.voice === 'script' ? speech[spoken++ % speech.length]! : silence;
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ user_audio_chunk: heard.toString('base64') }));
    }, MICROPHONE_CHUNK_SECONDS * 1000);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'conversation_initiation_client_data', ...call.initiation })));
    socket.on('message', (data) => {
      let message: Record<string, any>;
      try {
        message = JSON.parse(data.toString()) as Record<string, any>;
      } catch {
        return;
      }
      if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong', event_id: message.ping_event?.event_id }));
      else if (message.type === 'agent_response') call.lines.push({ who: 'agent', text: String(message.agent_response_event?.agent_response ?? '') });
      else if (message.type === 'user_transcript') call.lines.push({ who: 'caller', text: String(message.user_transcription_event?.user_transcript ?? '') });
      else if (message.type === 'client_tool_call') {
        // No browser is on a phone call: the tool is answered as done, the number being the caller's own.
        socket.send(
          JSON.stringify({
            type: 'client_tool_result',
            tool_call_id: message.client_tool_call?.tool_call_id,
            result: 'Done: the caller is on the phone number the call rang.',
            is_error: false,
          }),
        );
      } else if (message.type === 'agent_tool_response' && message.agent_tool_response?.tool_name === 'end_call')
        socket.close(1000, 'The agent ended the call');
    });
    socket.on('close', () => {
      clearInterval(microphone);
      this.#sockets.delete(id);
      call.state = 'ended';
    });
    return true;
  }

  /**
   * The callee's next turn in their own words, typed on the phone's page (trimmed, at most
   * `MAX_TYPED_LINE` characters): the agent takes it as it takes a line typed during a web call
   * (`user_message`), after what it is saying now, and the script stays quiet from then on.
   */
  say(id: string, line: string): 'said' | 'nothing_to_say' | 'too_long' | 'not_in_call' {
    const text = line.trim();
    if (!text) return 'nothing_to_say';
    if (text.length > MAX_TYPED_LINE) return 'too_long';
    const call = this.find(id);
    const socket = this.#sockets.get(id);
    if (call?.state !== 'in_call' || socket?.readyState !== WebSocket.OPEN) return 'not_in_call';
    call.voice = 'typed';
    call.lines.push({ who: 'caller', text });
    socket.send(JSON.stringify({ type: 'user_message', text }));
    return 'said';
  }

  /** The caller hangs up. */
  hangUp(id: string): boolean {
    const socket = this.#sockets.get(id);
    if (!socket) return false;
    socket.close(1000, 'The caller hung up');
    return true;
  }

  close(): void {
    this.#timers.forEach((timer) => clearTimeout(timer));
    this.#sockets.forEach((socket) => socket.terminate());
  }

  #unanswered(call: SimulatedPhoneCall, state: 'declined' | 'not_answered'): void {
    if (call.state !== 'ringing') return;
    clearTimeout(this.#timers.get(call.id));
    call.state = state;
    this.#options.onUnanswered(call);
  }
}
