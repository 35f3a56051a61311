import { Conversation } from '@elevenlabs/client';
import audioConcatProcessor from '@elevenlabs/client/worklets/audioConcatProcessor.js?url&no-inline';
import rawAudioProcessor from '@elevenlabs/client/worklets/rawAudioProcessor.js?url&no-inline';
import libsampleratePath from '@alexanderolsen/libsamplerate-js/dist/libsamplerate.worklet.js?url&no-inline';
import type { ConnectionEvents, VoiceConnection } from '../session/connection';
import { CONTACT_TOOL_NAME } from '@site/contracts';
import type { Language } from '@site/model';
import { createContactTool } from './contact-tool';

/** Where the conversation starts: the page's language, which the agent speaks, and its path. */
export interface ConversationStart {
  readonly language: Language;
  readonly pagePath: string;
}

/**
 * Opens a conversation with the ElevenLabs agent behind `signedUrl` (a WebSocket), in the page's
 * language: the one override the agent's definition allows (`agent/`), which makes it greet and
 * speak in that language; the page's path goes as the `page_path` dynamic variable, so the agent
 * and the manager's message know where the call started. This module and the SDK load only when
 * a visitor starts a conversation.
 *
 * The audio worklets load from this remote's own files (emitted by the build, never inlined), so
 * the site's CSP needs no `blob:` script source. So does the resampler the SDK adds where the
 * browser cannot record or play at the agent's sample rate (it would otherwise come from a CDN):
 * the same version the SDK names, fetched only by those browsers.
 */
export async function openConversation(signedUrl: string, events: ConnectionEvents, start: ConversationStart): Promise<VoiceConnection> {
  let conversationId: string | undefined;
  let startedAt = Date.now();
  const conversation = await Conversation.startSession({
    signedUrl,
    connectionType: 'websocket',
    overrides: { agent: { language: start.language } },
    dynamicVariables: { page_path: start.pagePath },
    workletPaths: { rawAudioProcessor, audioConcatProcessor },
    libsampleratePath,
    clientTools: {
      [CONTACT_TOOL_NAME]: createContactTool({
        conversationId: () => conversationId,
        startedAt: () => startedAt,
        language: start.language,
        onSaved: events.contactSaved,
      }),
    },
    onConnect: ({ conversationId: id }) => {
      conversationId = id || undefined;
      startedAt = Date.now();
    },
    onModeChange: ({ mode }) => events.mode(mode),
    onMessage: ({ role, message }) => events.message(role, message),
    onDisconnect: (details) => events.disconnected(details.reason),
  });
  return {
    conversationId,
    end: () => void conversation.endSession(),
    setMuted: (muted) => conversation.setMicMuted(muted),
  };
}
