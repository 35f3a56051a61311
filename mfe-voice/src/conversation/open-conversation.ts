import { Conversation } from '@elevenlabs/client';
import audioConcatProcessor from '@elevenlabs/client/worklets/audioConcatProcessor.js?url&no-inline';
import rawAudioProcessor from '@elevenlabs/client/worklets/rawAudioProcessor.js?url&no-inline';
import libsampleratePath from '@alexanderolsen/libsamplerate-js/dist/libsamplerate.worklet.js?url&no-inline';
import type { Channel, ConnectionEvents, SignedConversation, VoiceConnection } from '../session/connection';
import { endOnce, sayConversationStarted } from '../session/conversation-end';
import { AGENT_VARIABLES, CONTACT_TOOL_NAME, createMeetingTools, isTimeZone, OPEN_PAGE_TOOL_NAME, type AssistantPersona } from '@site/contracts';
import { DEFAULT_MEETING_TIME_ZONE, type Language } from '@site/model';
import { createContactTool } from './contact-tool';
import { createOpenPageTool, type OpenPage } from './open-page-tool';

/**
 * Fetches the audio worklets a call adds once its socket is being opened, while the visitor is
 * still being asked for the microphone and the signed URL: the worklets' own requests then come
 * from the browser's cache (the files are content-hashed and cached for good).
 */
export function warmUp(): void {
  for (const worklet of [rawAudioProcessor, audioConcatProcessor]) void fetch(worklet).catch(() => undefined);
}

/** Where and how the conversation starts: the page's language, which the agent speaks, its path, spoken or typed, and who the agent is. */
export interface ConversationStart {
  readonly language: Language;
  readonly pagePath: string;
  readonly channel: Channel;
  readonly persona: AssistantPersona;
  /** Takes the visitor to a page of the site, the conversation going on; absent where a conversation cannot move the page. */
  readonly openPage?: OpenPage;
  /** What a view adds to the conversation it starts (the Lumi demo: its receptionist's greeting, business and tool). */
  readonly extras?: ConversationExtras;
}

export interface ConversationExtras {
  /** The agent's first words instead of its own greeting (an override the agent allows). */
  readonly firstMessage?: string;
  readonly variables?: Readonly<Record<string, string>>;
  readonly clientTools?: Readonly<Record<string, (parameters: unknown) => Promise<string>>>;
}

/**
 * Opens a conversation with the ElevenLabs agent behind `signed.url` (a WebSocket), in the page's
 * language: an override the agent's definition allows (`agent/`), which makes it greet and speak
 * in that language. A typed conversation is the same agent in text-only mode, the other override
 * it allows: the SDK then runs a `TextConversation`, which never asks for the microphone. The
 * page's path, the persona and the channel go as dynamic variables, so the agent and the
 * manager's message know where the conversation started and who spoke. Typed messages go to the
 * agent as the visitor's turns (`sendUserMessage`), during a call too; a written reply streams in
 * as the agent writes it. The agent may open a page of the site (`open_page`, where the page lets
 * it), and is told where the visitor went by themselves (`sendContextualUpdate`). This module and the SDK load
 * only when a visitor starts a conversation. As it starts, its place among the conversations open at
 * once is bound to it; when it ends (or the page is left with it open), the place is given back
 * (`conversation-end.ts`).
 *
 * The audio worklets load from this remote's own files (emitted by the build, never inlined), so
 * the site's CSP needs no `blob:` script source. So does the resampler the SDK adds where the
 * browser cannot record or play at the agent's sample rate (it would otherwise come from a CDN):
 * the same version the SDK names, fetched only by those browsers.
 */
export async function openConversation(signed: SignedConversation, events: ConnectionEvents, start: ConversationStart): Promise<VoiceConnection> {
  let conversationId: string | undefined;
  const ended = endOnce(signed.place, () => conversationId);
  let startedAt = Date.now();
  const typed = start.channel === 'text';
  const { extras } = start;
  // What the visitor said or typed: the only words the agent may book a meeting under.
  const visitorWords: string[] = [];
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const conversation = await Conversation.startSession({
    signedUrl: signed.url,
    connectionType: 'websocket',
    overrides: {
      agent: { language: start.language, ...(extras?.firstMessage && { firstMessage: extras.firstMessage }) },
      ...(typed && { conversation: { textOnly: true } }),
    },
    dynamicVariables: {
      ...extras?.variables,
      [AGENT_VARIABLES.pagePath]: start.pagePath,
      [AGENT_VARIABLES.persona]: start.persona,
      [AGENT_VARIABLES.channel]: start.channel,
    },
    workletPaths: { rawAudioProcessor, audioConcatProcessor },
    libsampleratePath,
    clientTools: {
      ...extras?.clientTools,
      [CONTACT_TOOL_NAME]: createContactTool({
        conversationId: () => conversationId,
        startedAt: () => startedAt,
        language: start.language,
        onSaved: events.contactSaved,
        onNetworkLimit: () => events.contactRefusedForNetwork?.(),
      }),
      [OPEN_PAGE_TOOL_NAME]: createOpenPageTool(start.openPage),
      ...createMeetingTools({
        language: start.language,
        timeZone: zone && isTimeZone(zone) ? zone : DEFAULT_MEETING_TIME_ZONE[start.language],
        pagePath: start.pagePath,
        visitorWords: () => visitorWords,
      }),
    },
    onConnect: ({ conversationId: id }) => {
      conversationId = id || undefined;
      startedAt = Date.now();
      sayConversationStarted(signed.place, conversationId);
    },
    onModeChange: ({ mode }) => events.mode(mode),
    onMessage: ({ role, message }) => {
      if (role === 'user') visitorWords.push(message);
      events.message(role, message);
    },
    onAgentChatResponsePart: ({ type, text }) => events.messagePart(type, text),
    onDisconnect: (details) => {
      ended();
      events.disconnected(details.reason);
    },
  });
  return {
    conversationId,
    end: () => void conversation.endSession(),
    // A typed conversation has no microphone (the SDK throws if asked to mute one).
    setMuted: (muted) => {
      if (!typed) conversation.setMicMuted(muted);
    },
    sendText: (text) => {
      visitorWords.push(text);
      conversation.sendUserMessage(text);
    },
    sendContext: (text) => conversation.sendContextualUpdate(text),
  };
}
