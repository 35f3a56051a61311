import type { RawData, WebSocket } from 'ws';
import { AGENT_VARIABLES, DEMO_BUSINESSES, DEMO_VARIABLES, slotTimesIn, type ConversationTurn, type DemoBusiness } from '@site/contracts';
import { fillVariables, greetingOf, type AgentDefinition } from './definition';
import { receptionistScriptKey, type AgentScript, type ShowPage } from './script';
import { AUDIO_FORMAT, chunksOf, durationOf, loudness, speechFor } from './speech-audio';

/** What happened in one conversation: what the tests read, and what its post-call record is made of. */
export interface ConversationRecord {
  readonly id: string;
  readonly startedAtMs: number;
  /** The client's `conversation_initiation_client_data`. */
  initiation?: Record<string, unknown>;
  /** The language the conversation speaks, once the client's initiation chose it. */
  language?: string;
  /** The persona it plays (the client's `persona` variable, or the definition's default; a demo receptionist's script key), once chosen. */
  persona?: string;
  /** A typed conversation: the client asked for text-only mode (no audio either way). */
  textOnly?: boolean;
  readonly transcript: ConversationTurn[];
  readonly toolResults: ToolResult[];
  /** What the client told the agent outside the visitor's turns (`contextual_update`): where the visitor went. */
  readonly contextualUpdates: string[];
  pongs: number;
  closed?: { readonly code: number; readonly reason: string };
  endedAtMs?: number;
  terminationReason?: string;
  /** A phone call's line, as ElevenLabs records it: the phone rung, and the agent's number. */
  phoneCall?: { readonly direction: 'inbound' | 'outbound'; readonly externalNumber: string; readonly agentNumber: string };
  /** A phone call nobody answered: ElevenLabs keeps it as failed, with no conversation in it. */
  unanswered?: boolean;
}

export interface ToolResult {
  readonly tool_call_id: string;
  readonly result: string;
  readonly is_error: boolean;
}

export interface ConversationOptions {
  readonly definition: AgentDefinition;
  /** The scripts of each persona the agent plays (by the name the `persona` variable carries), in each language it speaks. */
  readonly scripts: Readonly<Record<string, Readonly<Record<string, AgentScript>>>>;
  /** Called once the socket closed, with the finished record. */
  readonly onEnded?: (record: ConversationRecord) => void;
}

const PING_INTERVAL_MS = 3_000;
const TOOL_TIMEOUT_MS = 15_000;
/** How long the client may take to close after `end_call` before the agent closes itself. */
const END_CALL_GRACE_MS = 5_000;
/** Microphone chunks quieter than this are silence (the fake device's tone is far louder; muted is zero). */
const VOICE_THRESHOLD = 0.01;
/** How long the agent "types" before a written answer appears. */
const TYPING_MS = 400;
/** A written answer streams a few words at a time (`agent_chat_response_part`), this far apart. */
const PART_WORDS = 3;
const PART_MS = 60;
/** A phone number as a visitor types it: a plus, then digits with spaces, dashes or brackets. */
const TYPED_PHONE = /\+\d[\d\s()-]{6,}\d/;
/** A time of day as a visitor types it ("10:30", "9.30"). */
const TYPED_TIME = /\b([01]?\d|2[0-3])[:.]([0-5]\d)\b/;
const NOON = '12:00';

type Phase = 'awaiting-initiation' | 'speaking' | 'listening' | 'ended';

/** Dotted paths of the fields a client's `conversation_config_override` sets. */
function overriddenPaths(value: unknown, path = ''): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value !== 'object' || Array.isArray(value)) return [path];
  return Object.entries(value).flatMap(([key, inner]) => overriddenPaths(inner, path ? `${path}.${key}` : key));
}

/**
 * One conversation on one socket, following the ElevenLabs agent protocol and the agent's
 * definition: the client's initiation first (an override the definition does not allow fails the
 * session, as on ElevenLabs), then metadata, the first message of the conversation's language with
 * its persona's name, and turns of listening and speaking, with pings, transcripts of both sides,
 * the contact tool on its turn and `end_call` at the end. A message the visitor types
 * (`user_message`) is their next turn too; a text-only conversation has no audio either way.
 */
export class AgentConversation {
  private phase: Phase = 'awaiting-initiation';
  private eventId = 0;
  private turn = 0;
  private voicedSeconds = 0;
  private script: AgentScript | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();
  private pendingTool: { readonly id: string; readonly settle: (result: ToolResult | undefined) => void } | undefined;
  /** Messages the visitor typed while the agent was answering: each is a turn, taken in order once it listens. */
  private readonly typed: string[] = [];
  /** A demo receptionist's free times (the client's `schedule` variable), and the time it offered or the visitor named. */
  private freeTimes: string[] = [];
  private chosenTime: string | undefined;

  constructor(
    private readonly socket: WebSocket,
    private readonly options: ConversationOptions,
    readonly record: ConversationRecord,
  ) {
    socket.on('message', (data) => this.receive(data));
    socket.on('close', (code, reason) => {
      record.closed = { code, reason: reason.toString() };
      record.endedAtMs = Date.now();
      record.terminationReason ??= code === 1000 ? 'Client disconnected: 1000' : `Connection closed: ${code}`;
      this.phase = 'ended';
      this.timers.forEach((timer) => clearTimeout(timer));
      this.pendingTool?.settle(undefined);
      if (record.language) options.onEnded?.(record);
    });
  }

  /** Ends the call as a real agent does: its `end_call` system tool, after which the client hangs up. */
  endCall(): void {
    if (this.phase === 'ended') return;
    this.phase = 'ended';
    this.record.terminationReason = 'end_call tool was called.';
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
    this.record.terminationReason = `Agent closed the connection: ${reason}`;
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
      this.initiate(message);
      return;
    }
    // Microphone audio has no `type`, for speed.
    if (typeof message.user_audio_chunk === 'string') this.hear(Buffer.from(message.user_audio_chunk, 'base64'));
    else if (message.type === 'user_message' && typeof message.text === 'string' && message.text.trim()) this.read(message.text.trim());
    else if (message.type === 'pong') this.record.pongs += 1;
    else if (message.type === 'contextual_update' && typeof message.text === 'string') this.record.contextualUpdates.push(message.text);
    else if (message.type === 'client_tool_result' && this.pendingTool && message.tool_call_id === this.pendingTool.id) {
      const result = { tool_call_id: String(message.tool_call_id), result: String(message.result), is_error: message.is_error === true };
      this.record.toolResults.push(result);
      this.pendingTool.settle(result);
    }
  }

  /** Takes the client's overrides as the definition allows them, and picks the conversation's language. */
  private initiate(initiation: Record<string, unknown>): void {
    const { definition, scripts } = this.options;
    const overrides = initiation.conversation_config_override;
    const refused = overriddenPaths(overrides).filter((path) => !definition.allowedOverrides.includes(path));
    if (refused.length) {
      this.socket.close(1008, `Override for field '${refused[0]}' is not allowed by config.`);
      return;
    }
    const requested = (overrides as { agent?: { language?: unknown } } | undefined)?.agent?.language;
    const language = typeof requested === 'string' ? requested : definition.defaultLanguage;
    const variables = (initiation.dynamic_variables ?? {}) as Record<string, unknown>;
    const named = variables[AGENT_VARIABLES.persona] ?? definition.variableDefaults[AGENT_VARIABLES.persona];
    // The Lumi demo names a business: the agent is its receptionist, as the prompt says.
    const business = variables[DEMO_VARIABLES.business];
    const receptionist = (DEMO_BUSINESSES as readonly unknown[]).includes(business) ? receptionistScriptKey(business as DemoBusiness) : undefined;
    const persona =
      receptionist && scripts[receptionist]
        ? receptionist
        : typeof named === 'string' && scripts[named]
          ? named
          : definition.variableDefaults[AGENT_VARIABLES.persona]!;
    const script = scripts[persona]?.[language];
    if (!definition.firstMessages[language] || !script) {
      this.socket.close(1008, `Language '${language}' is not supported by this agent.`);
      return;
    }
    this.record.language = language;
    this.record.persona = persona;
    this.record.textOnly = (overrides as { conversation?: { text_only?: unknown } } | undefined)?.conversation?.text_only === true;
    this.script = script;
    if (receptionist) this.freeTimes = slotTimesIn(String(variables[DEMO_VARIABLES.schedule] ?? ''));
    // The first message the client sends (an override the definition allows) replaces the agent's own.
    const firstMessage = (overrides as { agent?: { first_message?: unknown } } | undefined)?.agent?.first_message;
    void this.begin(
      typeof firstMessage === 'string' && firstMessage ? fillVariables(firstMessage, definition, variables) : greetingOf(definition, language, variables),
    );
  }

  private async begin(firstMessage: string): Promise<void> {
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
    await this.speak(firstMessage);
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
    const typed = this.typed.shift();
    if (typed !== undefined) void this.answer(typed);
  }

  /** Counts voiced microphone audio while listening; enough of it is the visitor's next turn. A typed conversation has no audio. */
  private hear(pcm: Buffer): void {
    if (this.record.textOnly || this.phase !== 'listening' || loudness(pcm) < VOICE_THRESHOLD) return;
    this.voicedSeconds += durationOf(pcm);
    if (this.voicedSeconds >= this.script!.userTurnSeconds) void this.answer();
  }

  private secondsInCall(): number {
    return Math.round((Date.now() - this.record.startedAtMs) / 1000);
  }

  /** A message the visitor typed (`sendUserMessage`, in a typed conversation or during a call): their next turn, in their words. */
  private read(text: string): void {
    if (this.phase === 'listening') void this.answer(text);
    else if (this.phase !== 'ended') this.typed.push(text);
  }

  /**
   * The visitor's next turn and the agent's answer. A spoken turn is the script's line, sent back as
   * the visitor's transcript; a typed one is what they typed, which ElevenLabs does not send back.
   */
  private async answer(typed?: string): Promise<void> {
    this.phase = 'speaking';
    const script = this.script!;
    if (typed !== undefined && script.showPage?.asked.test(typed)) {
      // Asked to see something: not a scripted turn, which stays for the next message.
      this.record.transcript.push({ role: 'user', message: typed, time_in_call_secs: this.secondsInCall() });
      await this.speak(await this.showPage(script.showPage));
      this.listen();
      return;
    }
    const turn = script.turns[this.turn++];
    if (typed !== undefined) this.record.transcript.push({ role: 'user', message: typed, time_in_call_secs: this.secondsInCall() });
    if (!turn) {
      await this.speak(script.fallback);
      this.listen();
      return;
    }
    if (typed === undefined) {
      this.record.transcript.push({ role: 'user', message: turn.user, time_in_call_secs: this.secondsInCall() });
      this.send({ type: 'user_transcript', user_transcription_event: { user_transcript: turn.user, event_id: ++this.eventId } });
    }
    const named = typed?.match(TYPED_TIME);
    if (named) this.chosenTime = `${named[1]!.padStart(2, '0')}:${named[2]}`;
    if (turn.offer && !this.freeTimes.includes(this.chosenTime ?? '')) this.chosenTime = this.freeTimes.find((time) => time < NOON) ?? this.freeTimes[0];
    const reply = turn.contact
      ? await this.callContactTool(turn.contact, typed)
      : turn.booking
        ? await this.callBookingTool(turn.booking)
        : turn.agent?.replace('{time}', this.chosenTime ?? '');
    if (reply) await this.speak(reply);
    if (turn.endCall) this.endCall();
    else this.listen();
  }

  /** Calls the site's contact tool, named and shaped as the definition declares it, and answers by how it went. */
  private async callContactTool(answers: { readonly saved: string; readonly failed: string }, typed?: string): Promise<string> {
    const { contactTool } = this.options.definition;
    // A model reads the number the visitor typed; the script's stands in for one it heard.
    const typedPhone = typed?.match(TYPED_PHONE)?.[0].replace(/[^\d+]/g, '');
    const contact: Readonly<Record<string, string>> = typedPhone ? { ...this.script!.contact, phone: typedPhone } : this.script!.contact;
    const parameters = Object.fromEntries(contactTool.parameters.flatMap((name) => (contact[name] === undefined ? [] : [[name, contact[name]]])));
    const outcome = await this.callClientTool(contactTool.name, parameters);
    // As the agent's model would read it: an error, or the tool's failure sentence (the widget's replies are Russian), is a failure.
    return outcome && !outcome.is_error && !/ошибк/i.test(outcome.result) ? answers.saved : answers.failed;
  }

  /** Opens the page the visitor asked to see with the definition's `open_page` tool, and answers by how it went. */
  private async showPage(show: ShowPage): Promise<string> {
    const { openPageTool } = this.options.definition;
    const outcome = await this.callClientTool(openPageTool.name, { page: show.page, ...(show.slug !== undefined && { slug: show.slug }) });
    return outcome && !outcome.is_error ? show.opened : show.failed;
  }

  /** Calls a client tool of the site and waits for its result (none if the client does not answer in time). */
  private async callClientTool(name: string, parameters: Readonly<Record<string, unknown>>): Promise<ToolResult | undefined> {
    const id = `call_${++this.eventId}`;
    this.record.transcript.push({
      role: 'agent',
      message: null,
      time_in_call_secs: this.secondsInCall(),
      tool_calls: [{ tool_name: name, params_as_json: JSON.stringify(parameters), request_id: id }],
    });
    const result = new Promise<ToolResult | undefined>((settle) => {
      this.pendingTool = { id, settle };
      this.after(TOOL_TIMEOUT_MS, () => settle(undefined));
    });
    this.send({ type: 'client_tool_call', client_tool_call: { tool_name: name, tool_call_id: id, parameters, event_id: this.eventId } });
    const outcome = await result;
    this.pendingTool = undefined;
    return outcome;
  }

  /** Calls the Lumi demo's booking tool with the chosen time and the script's name, and answers by how it went. */
  private async callBookingTool(answers: { readonly booked: string; readonly failed: string }): Promise<string> {
    const tool = this.options.definition.bookingTool;
    const time = this.chosenTime ?? '';
    if (!tool) return answers.failed.replace('{time}', time).replace('{times}', this.freeTimes.join(', '));
    const values: Readonly<Record<string, string>> = { time, name: this.script!.contact.name ?? '' };
    const parameters = Object.fromEntries(tool.parameters.flatMap((name) => (values[name] ? [[name, values[name]]] : [])));
    const outcome = await this.callClientTool(tool.name, parameters);
    if (outcome && !outcome.is_error) {
      this.freeTimes = this.freeTimes.filter((free) => free !== time);
      return answers.booked.replace('{time}', time);
    }
    // As the agent's model would read the tool's error: the free times it names are what to offer.
    const offered = outcome ? slotTimesIn(outcome.result).filter((free) => free !== time) : this.freeTimes;
    this.chosenTime = undefined;
    return answers.failed.replace('{time}', time).replace('{times}', offered.join(', '));
  }

  /**
   * Sends a line as text and as audio, then waits until it has been heard out; in a typed
   * conversation, as text alone, after a moment of typing, streamed a few words at a time
   * (`agent_chat_response_part`: start, deltas, stop) before the whole line (`agent_response`).
   */
  private async speak(text: string): Promise<void> {
    if (this.phase === 'ended') return;
    this.phase = 'speaking';
    const eventId = ++this.eventId;
    if (this.record.textOnly) {
      await new Promise<void>((resolve) => this.after(TYPING_MS, resolve));
      // The socket may have closed meanwhile (its timers are cleared then, and this never resolves), or end_call ended the conversation.
      if (this.socket.readyState !== this.socket.OPEN) return;
      const part = (type: 'start' | 'delta' | 'stop', piece = '') =>
        this.send({ type: 'agent_chat_response_part', text_response_part: { text: piece, type, event_id: eventId } });
      part('start');
      const words = text.split(/(?<= )/);
      for (let at = 0; at < words.length; at += PART_WORDS) {
        part('delta', words.slice(at, at + PART_WORDS).join(''));
        await new Promise<void>((resolve) => this.after(PART_MS, resolve));
        if (this.socket.readyState !== this.socket.OPEN) return;
      }
      part('stop');
      this.record.transcript.push({ role: 'agent', message: text, time_in_call_secs: this.secondsInCall() });
      this.send({ type: 'agent_response', agent_response_event: { agent_response: text, event_id: eventId } });
      return;
    }
    const pcm = speechFor(text);
    this.record.transcript.push({ role: 'agent', message: text, time_in_call_secs: this.secondsInCall() });
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
