import { WebSocket } from 'ws';
import type { OutboundCallRequest } from '@site/stand-ins/fake-elevenlabs';
import { chunksOf, speechFor } from './speech-audio';

/**
 * The phone network, simulated: where ElevenLabs' outbound call would ring a visitor's phone through
 * Twilio or a SIP trunk, the simulated agent rings a phone of this class, which its page shows
 * (`GET /phone` on the simulated agent's port; `npm start` prints the address). A developer or a
 * test answers it there (or declines it, or lets it ring out), and the phone then talks to the
 * simulated agent over the agent's own WebSocket, as a caller's voice would reach it: it speaks
 * whenever the agent is silent, each stretch of speech the caller's next scripted line. The call's
 * record goes to the post-call webhook as any call's does, with its line (`metadata.phone_call`).
 */
export type PhoneState = 'ringing' | 'in_call' | 'ended' | 'declined' | 'not_answered';

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

  /** Picks up: the agent greets, and the phone speaks whenever the agent is silent. */
  answer(id: string): boolean {
    const call = this.find(id);
    if (call?.state !== 'ringing') return false;
    clearTimeout(this.#timers.get(id));
    call.state = 'in_call';
    const socket = new WebSocket(this.#options.connect(call), ['convai']);
    this.#sockets.set(id, socket);
    const voice = chunksOf(speechFor('a o e a o e a o'), MICROPHONE_CHUNK_SECONDS);
    let spoken = 0;
    const microphone = setInterval(() => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify({ user_audio_chunk: voice[spoken++ % voice.length]!.toString('base64') }));
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

/** The phone's page: the calls ringing it, with Answer and Decline, and what is said once answered. A developer's tool, in English. */
export const PHONE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Simulated phone</title>
<style>
  body { font: 16px/1.45 system-ui, sans-serif; margin: 0; padding: 24px; background: #f4f5fb; color: #1b1d2a; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  p.lead { margin: 0 0 20px; color: #4a4e63; }
  .call { background: #fff; border-radius: 16px; padding: 16px; margin: 0 0 16px; max-width: 560px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  .call header { display: flex; justify-content: space-between; gap: 12px; align-items: baseline; }
  .state { font-weight: 600; }
  .state[data-state="ringing"] { color: #0a7a3e; }
  button { font: inherit; border: 0; border-radius: 999px; padding: 8px 18px; margin: 12px 8px 0 0; cursor: pointer; color: #fff; }
  .answer { background: #0a7a3e; } .decline, .hang-up { background: #b3261e; }
  ol { padding-left: 20px; margin: 12px 0 0; } li { margin: 4px 0; } li.agent b { color: #5b3cc4; }
</style>
</head>
<body>
<h1>Simulated phone</h1>
<p class="lead">The phone numbers the site's outbound calls ring on this machine. Answer a call to talk to the simulated Lumi: your phone speaks whenever Lumi is silent.</p>
<main id="calls"><p>No call has rung yet.</p></main>
<script>
const LABELS = { ringing: 'Ringing…', in_call: 'In call', ended: 'Ended', declined: 'Declined', not_answered: 'Not answered' };
const main = document.getElementById('calls');
function text(tag, value, className) { const node = document.createElement(tag); node.textContent = value; if (className) node.className = className; return node; }
function button(label, className, action, id) {
  const node = text('button', label, className);
  node.addEventListener('click', () => fetch('phone/calls/' + encodeURIComponent(id) + '/' + action, { method: 'POST' }).then(render));
  return node;
}
async function render() {
  const calls = await (await fetch('phone/calls')).json();
  if (!calls.length) return;
  main.replaceChildren(...calls.slice().reverse().map((call) => {
    const section = document.createElement('section');
    section.className = 'call';
    section.dataset.callId = call.id;
    section.dataset.state = call.state;
    section.setAttribute('aria-label', 'Call to ' + call.toNumber);
    const header = document.createElement('header');
    header.append(text('span', call.fromNumber + ' → ' + call.toNumber), text('span', LABELS[call.state], 'state'));
    header.lastChild.dataset.state = call.state;
    section.append(header);
    if (call.state === 'ringing') section.append(button('Answer', 'answer', 'answer', call.id), button('Decline', 'decline', 'decline', call.id));
    if (call.state === 'in_call') section.append(button('Hang up', 'hang-up', 'hang-up', call.id));
    if (call.lines.length) {
      const list = document.createElement('ol');
      for (const line of call.lines) {
        const item = document.createElement('li');
        item.className = line.who;
        item.append(text('b', line.who === 'agent' ? 'Lumi: ' : 'You: '), document.createTextNode(line.text));
        list.append(item);
      }
      section.append(list);
    }
    return section;
  }));
}
render();
setInterval(render, 500);
</script>
</body>
</html>
`;
