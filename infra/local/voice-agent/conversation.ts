import type { RawData, WebSocket } from 'ws';
import type { AgentScript, ContactToolCall } from './script';
import { AUDIO_FORMAT, chunksOf, durationOf, loudness, speechFor } from './speech-audio';

/** What happened in one conversation, for tests and the log. */
export interface ConversationRecord {
  readonly id: string;
  readonly startedAtMs: number;
  /** The client's `conversation_initiation_client_data`. */
  initiation?: unknown;
  readonly toolResults: ToolResult[];
  pongs: number;
  closed?: { readonly code: number; readonly reason: string };
}

export interface ToolResult {
  readonly tool_call_id: string;
  readonly result: string;
  readonly is_error: boolean;
}

const PING_INTERVAL_MS = 3_000;
const TOOL_TIMEOUT_MS = 15_000;
/** How long the client may take to close after `end_call` before the agent closes itself. */
const END_CALL_GRACE_MS = 5_000;
/** Microphone chunks quieter than this are silence (the fake device's tone is far louder; muted is zero). */
const VOICE_THRESHOLD = 0.01;

type Phase = 'awaiting-initiation' | 'speaking' | 'listening' | 'ended';

/**
 * One conversation on one socket, following the ElevenLabs agent protocol: the client's
 * initiation first, then metadata, a spoken greeting, and turns of listening and speaking, with
 * pings, transcripts of both sides, the contact tool on its turn and `end_call` at the end.
 */
export class AgentConversation {
  private phase: Phase = 'awaiting-initiation';
  private eventId = 0;
  private turn = 0;
  private voicedSeconds = 0;
  private readonly timers = new Set<NodeJS.Timeout>();
  private pendingTool: { readonly id: string; readonly settle: (result: ToolResult | undefined) => void } | undefined;

  constructor(
    private readonly socket: WebSocket,
    private readonly script: AgentScript,
    readonly record: ConversationRecord,
  ) {
    socket.on('message', (data) => this.receive(data));
    socket.on('close', (code, reason) => {
      record.closed = { code, reason: reason.toString() };
      this.phase = 'ended';
      this.timers.forEach((timer) => clearTimeout(timer));
      this.pendingTool?.settle(undefined);
    });
  }

  /** Ends the call as a real agent does: its `end_call` system tool, after which the client hangs up. */
  endCall(): void {
    if (this.phase === 'ended') return;
    this.phase = 'ended';
    this.send({
      type: 'agent_tool_response',
      agent_tool_response: {
        tool_name: 'end_call',
        tool_call_id: `end_${this.eventId}`,
        tool_type: 'system',
        is_error: false,
        is_called: true,
        event_id: ++this.eventId,
      },
    });
    this.after(END_CALL_GRACE_MS, () => this.socket.close(1000, 'Agent ended the call'));
  }

  /** Closes the socket from the agent's side: 1000 is a normal end, anything else a failure. */
  drop(code: number, reason: string): void {
    this.socket.close(code, reason);
  }

  private receive(data: RawData): void {
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(data.toString()) as Record<string, unknown>;
    } catch {
      return;
    }
    if (this.phase === 'awaiting-initiation') {
      if (message.type !== 'conversation_initiation_client_data') {
        this.socket.close(1008, 'The first message must be conversation_initiation_client_data');
        return;
      }
      this.record.initiation = message;
      void this.begin();
      return;
    }
    // Microphone audio has no `type`, for speed.
    if (typeof message.user_audio_chunk === 'string') this.hear(Buffer.from(message.user_audio_chunk, 'base64'));
    else if (message.type === 'pong') this.record.pongs += 1;
    else if (message.type === 'client_tool_result' && this.pendingTool && message.tool_call_id === this.pendingTool.id) {
      const result = { tool_call_id: String(message.tool_call_id), result: String(message.result), is_error: message.is_error === true };
      this.record.toolResults.push(result);
      this.pendingTool.settle(result);
    }
  }

  private async begin(): Promise<void> {
    // The metadata must be the very first server message; the client waits for nothing else.
    this.send({
      type: 'conversation_initiation_metadata',
      conversation_initiation_metadata_event: {
        conversation_id: this.record.id,
        agent_output_audio_format: AUDIO_FORMAT,
        user_input_audio_format: AUDIO_FORMAT,
      },
    });
    this.ping();
    await this.speak(this.script.greeting);
    this.listen();
  }

  private ping(): void {
    if (this.phase === 'ended') return;
    this.send({ type: 'ping', ping_event: { event_id: ++this.eventId, ping_ms: null } });
    this.after(PING_INTERVAL_MS, () => this.ping());
  }

  private listen(): void {
    if (this.phase === 'ended') return;
    this.phase = 'listening';
    this.voicedSeconds = 0;
  }

  /** Counts voiced microphone audio while listening; enough of it is the visitor's next turn. */
  private hear(pcm: Buffer): void {
    if (this.phase !== 'listening' || loudness(pcm) < VOICE_THRESHOLD) return;
    this.voicedSeconds += durationOf(pcm);
    if (this.voicedSeconds >= this.script.userTurnSeconds) void this.answer();
  }

  private async answer(): Promise<void> {
    this.phase = 'speaking';
    const turn = this.script.turns[this.turn++];
    if (!turn) {
      await this.speak(this.script.fallback);
      this.listen();
      return;
    }
    this.send({ type: 'user_transcript', user_transcription_event: { user_transcript: turn.user, event_id: ++this.eventId } });
    const reply = turn.tool ? await this.callTool(turn.tool) : turn.agent;
    if (reply) await this.speak(reply);
    if (turn.endCall) this.endCall();
    else this.listen();
  }

  /** Calls the site's client tool and picks the answer by how it went, as the agent's LLM would read it. */
  private async callTool(tool: ContactToolCall): Promise<string> {
    const id = `call_${++this.eventId}`;
    const result = new Promise<ToolResult | undefined>((settle) => {
      this.pendingTool = { id, settle };
      this.after(TOOL_TIMEOUT_MS, () => settle(undefined));
    });
    this.send({ type: 'client_tool_call', client_tool_call: { tool_name: tool.name, tool_call_id: id, parameters: tool.parameters, event_id: this.eventId } });
    const outcome = await result;
    this.pendingTool = undefined;
    return outcome && !outcome.is_error && !/ошибк/i.test(outcome.result) ? tool.saved : tool.failed;
  }

  /** Sends a line as text and as audio, then waits until it has been heard out. */
  private async speak(text: string): Promise<void> {
    if (this.phase === 'ended') return;
    this.phase = 'speaking';
    const eventId = ++this.eventId;
    const pcm = speechFor(text);
    this.send({ type: 'agent_response', agent_response_event: { agent_response: text, event_id: eventId } });
    for (const chunk of chunksOf(pcm)) this.send({ type: 'audio', audio_event: { audio_base_64: chunk.toString('base64'), event_id: eventId } });
    await new Promise<void>((resolve) => this.after(durationOf(pcm) * 1000 + 300, resolve));
  }

  private send(message: object): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private after(ms: number, action: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      action();
    }, ms);
    this.timers.add(timer);
  }
}
