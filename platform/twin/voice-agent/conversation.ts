import type { RawData, WebSocket } from 'ws';
import {
  AGENT_VARIABLES,
  DATA_COLLECTION_FIELDS,
  UNANSWERED_SEPARATOR,
  DEMO_BUSINESSES,
  DEMO_VARIABLES,
  describeDemoBooking,
  LIFT_CALL_OPENING,
  LIFT_LISTING_CALL,
  PHONE_COUNTRY_OF_LANGUAGE,
  RECEPTIONIST_QUESTION,
  REQUESTED_CALL,
  slotTimesIn,
  type ConversationTurn,
  type DemoBusiness,
} from '@site/contracts';
import type { Language } from '@site/model';
import { pathInUpdate } from './buyer-questions';
import { fillVariables, greetingOf, type AgentDefinition, type ServerTool } from './definition';
import type { Knowledge } from './knowledge';
import { CalleeCheck } from './callee';
import { ListingLift } from './listing-lift';
import { LocalAgent, type AgentTools, type ToolOutcome } from './local-agent';
import { receptionistOutcome } from './receptionist-outcome';
import { callServerTool, type ServerToolSite } from './server-tools';
import { REPLIES } from './replies';
import { calleeKey, LIFT_CALLEE_KEY, receptionistKey, type SpokenScript } from './spoken-lines';
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
  /** A typed conversation: the agent is text-only, or the client asked for text-only mode (no audio either way). */
  textOnly?: boolean;
  /** The agent its URL was signed for (the voice agent's when unset). */
  agentId?: string;
  readonly transcript: ConversationTurn[];
  readonly toolResults: ToolResult[];
  /** What the client told the agent outside the visitor's turns (`contextual_update`): where the visitor went. */
  readonly contextualUpdates: string[];
  pongs: number;
  /** What the agent took from the visitor (a contact saved, a visit booked) and what they asked: its post-call analysis. */
  outcome?: ConversationOutcome;
  closed?: { readonly code: number; readonly reason: string };
  endedAtMs?: number;
  terminationReason?: string;
  /** A phone call's line, as ElevenLabs records it: the phone rung, and the agent's number. */
  phoneCall?: { readonly direction: 'inbound' | 'outbound'; readonly externalNumber: string; readonly agentNumber: string };
  /** A phone call nobody answered: ElevenLabs keeps it as failed, with no conversation in it. */
  unanswered?: boolean;
}

export interface ConversationOutcome {
  readonly title: string;
  readonly summary: string;
  /** The data collection's values, by the definition's ids; null where the conversation gave none. */
  readonly collected: Readonly<Record<string, string | null>>;
}

export interface ToolResult {
  readonly tool_call_id: string;
  readonly result: string;
  readonly is_error: boolean;
}

export interface ConversationOptions {
  readonly definition: AgentDefinition;
  /** What a caller of each persona (by the name the `persona` variable carries, or a receptionist's key) is taken to say, in each language. */
  readonly spoken: Readonly<Record<string, Readonly<Record<string, SpokenScript>>>>;
  /** The knowledge base the agent answers from. */
  readonly knowledge: Knowledge;
  /** A phone the agent passes to its contact tool instead of the visitor's, as a model that invents one would (the backend's guard's tests). */
  readonly inventedPhone?: () => string | undefined;
  /** Called once the socket closed, with the finished record. */
  readonly onEnded?: (record: ConversationRecord) => void;
  /** Where the agent's server tools are answered (the twin's API), once the twin runs. */
  readonly serverToolSite?: () => ServerToolSite | undefined;
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
 * the client tools the local agent calls (`local-agent.ts`) and `end_call` when the visitor says
 * goodbye. A message the visitor types (`user_message`) is their next turn, in their words; a
 * stretch of voiced audio is the next line they are taken to have said (`spoken-lines.ts`), shown
 * as their transcript. A text-only conversation has no audio either way.
 */
export class AgentConversation {
  private phase: Phase = 'awaiting-initiation';
  private eventId = 0;
  private line = 0;
  private voicedSeconds = 0;
  private spoken: SpokenScript | undefined;
  private agent: LocalAgent | undefined;
  /** On a call Lumi placed: what the callee answers to its opening, before anything else. */
  private callee: CalleeCheck | undefined;
  /** On a listing's confirmation call: the callee's answer to its one question, after which the call ends. */
  private lift: ListingLift | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();
  private pendingTool: { readonly id: string; readonly settle: (result: ToolResult | undefined) => void } | undefined;
  /** Messages the visitor typed while the agent was answering: each is a turn, taken in order once it listens. */
  private readonly typed: string[] = [];

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
    else if (message.type === 'contextual_update' && typeof message.text === 'string') {
      this.record.contextualUpdates.push(message.text);
      // The visitor went to another page by themselves: the agent takes it as where they are now.
      const path = pathInUpdate(message.text);
      if (path) this.agent?.visited(path);
    } else if (message.type === 'client_tool_result' && this.pendingTool && message.tool_call_id === this.pendingTool.id) {
      const result = { tool_call_id: String(message.tool_call_id), result: String(message.result), is_error: message.is_error === true };
      this.record.toolResults.push(result);
      this.pendingTool.settle(result);
    }
  }

  /** Takes the client's overrides as the definition allows them, and picks the conversation's language. */
  private initiate(initiation: Record<string, unknown>): void {
    const { definition, spoken } = this.options;
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
    const receptionist = (DEMO_BUSINESSES as readonly unknown[]).includes(business) ? receptionistKey(business as DemoBusiness) : undefined;
    const persona =
      receptionist && spoken[receptionist]
        ? receptionist
        : typeof named === 'string' && spoken[named]
          ? named
          : definition.variableDefaults[AGENT_VARIABLES.persona]!;
    // On a call the site placed, the phone's script is the callee's: they answer Lumi's opening first.
    const placedBySite = variables[AGENT_VARIABLES.callOrigin] === REQUESTED_CALL;
    // On a listing's confirmation call, the one question and its answer are the whole call.
    const liftCall = variables[AGENT_VARIABLES.callOrigin] === LIFT_LISTING_CALL;
    const lines = spoken[liftCall ? LIFT_CALLEE_KEY : placedBySite ? calleeKey(receptionist) : persona]?.[language];
    if (!definition.firstMessages[language] || !lines || !(language in REPLIES)) {
      this.socket.close(1008, `Language '${language}' is not supported by this agent.`);
      return;
    }
    this.record.language = language;
    this.record.persona = persona;
    // A text-only agent stays text-only whatever the client asks: its conversations carry no audio.
    this.record.textOnly = definition.textOnly || (overrides as { conversation?: { text_only?: unknown } } | undefined)?.conversation?.text_only === true;
    this.spoken = lines;
    // A call from the demo goes on as its receptionist, with the receptionist's question.
    if (placedBySite) this.callee = new CalleeCheck(language as Language, receptionist && RECEPTIONIST_QUESTION[language as Language]);
    if (liftCall) this.lift = new ListingLift(language as Language);
    this.agent = new LocalAgent({
      language: language as Language,
      knowledge: this.options.knowledge,
      phoneCountry: PHONE_COUNTRY_OF_LANGUAGE[language as Language],
      page: String(variables[AGENT_VARIABLES.pagePath] ?? definition.variableDefaults[AGENT_VARIABLES.pagePath] ?? '/'),
      ...(receptionist && { freeTimes: slotTimesIn(String(variables[DEMO_VARIABLES.schedule] ?? '')) }),
    });
    this.noteOutcome();
    // The first message the client sends (an override the definition allows) replaces the agent's own.
    const firstMessage = (overrides as { agent?: { first_message?: unknown } } | undefined)?.agent?.first_message;
    void this.begin(
      typeof firstMessage === 'string' && firstMessage
        ? fillVariables(firstMessage, definition, variables)
        : liftCall
          ? LIFT_CALL_OPENING[language as Language]
          : greetingOf(definition, language, variables),
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
    if (this.voicedSeconds >= this.spoken!.userTurnSeconds) void this.answer();
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
   * The visitor's next turn and the agent's answer. A typed turn is what they typed, which
   * ElevenLabs does not send back; a spoken one is the next line they are taken to have said, sent
   * back as their transcript (past the last line, their speech takes no turn).
   */
  private async answer(typed?: string): Promise<void> {
    const said = typed ?? this.spoken!.lines[this.line++];
    if (said === undefined) {
      this.voicedSeconds = 0;
      return;
    }
    this.phase = 'speaking';
    this.record.transcript.push({ role: 'user', message: said, time_in_call_secs: this.secondsInCall() });
    if (typed === undefined) this.send({ type: 'user_transcript', user_transcription_event: { user_transcript: said, event_id: ++this.eventId } });
    const reply = this.lift ? this.lift.reply(said) : this.callee?.open ? this.callee.reply(said) : await this.agent!.reply(said, this.tools());
    this.noteOutcome();
    await this.speak(reply.text);
    if (reply.endCall) this.endCall();
    else this.listen();
  }

  /** The site's client tools, named as the definition declares them, for the local agent to call. */
  private tools(): AgentTools {
    const { contactTool, openPageTool, bookingTool, meetingTools, callMeetingTools, serverTools } = this.options.definition;
    const site = this.options.serverToolSite?.();
    return {
      contactTool: contactTool.name,
      openPageTool: openPageTool.name,
      // A call Lumi placed has no page holding the demo's schedule: there, the receptionist keeps the book itself.
      ...(bookingTool && !this.callee && { bookingTool: bookingTool.name }),
      // A call Lumi placed has no browser to answer the widget's meeting tools: there, the phone's server tools book through the site's API.
      ...(meetingTools && !this.callee && { meetingTimesTool: meetingTools.times, bookMeetingTool: meetingTools.book }),
      ...(callMeetingTools && this.callee && site && { meetingTimesTool: callMeetingTools.times, bookMeetingTool: callMeetingTools.book }),
      call: async (name, parameters) => {
        const server = serverTools[name];
        if (server && site) return this.callServerTool(name, server, site, parameters);
        const invented = name === contactTool.name ? this.options.inventedPhone?.() : undefined;
        const outcome = await this.callClientTool(name, invented ? { ...parameters, phone: invented } : parameters);
        return outcome && { isError: outcome.is_error, result: outcome.result };
      },
    };
  }

  /** What the conversation gave so far, as ElevenLabs' analysis would say it after the call. */
  private noteOutcome(): void {
    const agent = this.agent!;
    const replies = REPLIES[this.record.language as Language];
    const { phone, name, products, callBackWhen, volume } = agent.taken;
    const wantsContact = this.callee?.wantsContact === 'yes';
    const summary = agent.desk
      ? receptionistOutcome(this.record.language as Language, agent.desk, wantsContact)
      : phone || wantsContact
        ? replies.summary.contact(name, agent.questions)
        : replies.summary.none(agent.questions);
    this.record.outcome = {
      title: summary.title,
      summary: summary.text,
      collected: {
        [DATA_COLLECTION_FIELDS.callerName]: name ?? null,
        [DATA_COLLECTION_FIELDS.callerPhone]: phone ?? null,
        [DATA_COLLECTION_FIELDS.productInterest]: [...products][0] ?? null,
        [DATA_COLLECTION_FIELDS.companySize]: null,
        [DATA_COLLECTION_FIELDS.callBackTime]: callBackWhen ?? null,
        [DATA_COLLECTION_FIELDS.volume]: volume ?? null,
        [DATA_COLLECTION_FIELDS.calleeAskedForCall]: this.callee?.askedForCall ?? null,
        [DATA_COLLECTION_FIELDS.calleeWantsContact]: this.callee?.wantsContact ?? null,
        [DATA_COLLECTION_FIELDS.calleeLiftsListing]: this.lift?.liftsListing ?? null,
        [DATA_COLLECTION_FIELDS.demoBooking]: agent.desk ? describeDemoBooking(agent.desk.outcome) : null,
        [DATA_COLLECTION_FIELDS.unanswered]: agent.taken.unanswered.length ? agent.taken.unanswered.join(UNANSWERED_SEPARATOR) : null,
      },
    };
  }

  /** Writes a tool call into the transcript, as ElevenLabs' record shows it; returns its id. */
  private noteToolCall(name: string, parameters: Readonly<Record<string, unknown>>): string {
    const id = `call_${++this.eventId}`;
    this.record.transcript.push({
      role: 'agent',
      message: null,
      time_in_call_secs: this.secondsInCall(),
      tool_calls: [{ tool_name: name, params_as_json: JSON.stringify(parameters), request_id: id }],
    });
    return id;
  }

  /** Calls a server tool of the site, as ElevenLabs does, with the conversation's id filled in; its call and answer are kept as a client tool's are. */
  private async callServerTool(
    name: string,
    tool: ServerTool,
    site: ServerToolSite,
    parameters: Readonly<Record<string, string>>,
  ): Promise<ToolOutcome | undefined> {
    const id = this.noteToolCall(name, parameters);
    const outcome = await callServerTool(site, tool, parameters, { system__conversation_id: this.record.id });
    if (outcome) this.record.toolResults.push({ tool_call_id: id, result: outcome.result, is_error: outcome.isError });
    return outcome;
  }

  /** Calls a client tool of the site and waits for its result (none if the client does not answer in time). */
  private async callClientTool(name: string, parameters: Readonly<Record<string, unknown>>): Promise<ToolResult | undefined> {
    const id = this.noteToolCall(name, parameters);
    const result = new Promise<ToolResult | undefined>((settle) => {
      this.pendingTool = { id, settle };
      this.after(TOOL_TIMEOUT_MS, () => settle(undefined));
    });
    this.send({ type: 'client_tool_call', client_tool_call: { tool_name: name, tool_call_id: id, parameters, event_id: this.eventId } });
    const outcome = await result;
    this.pendingTool = undefined;
    return outcome;
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
