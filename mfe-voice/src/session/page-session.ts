import { useEffect } from 'react';
import { ASSISTANT_PERSONAS } from '@site/contracts';
import { DEFAULT_LANGUAGE, type Language } from '@site/model';
import { holdPage, useNavigation } from '@site/ui';
import { visitNotice } from './ai-notice';
import { conversationPorts } from './conversation-ports';
import { useSessionState } from './use-session-state';
import { createVoiceSession, type VoiceState } from './voice-session';

/** The language of the page's latest render: a conversation starts in it, and toasts that arrive later (the agent hanging up) use it. */
let language: Language = DEFAULT_LANGUAGE;

/**
 * The page's one conversation with Lumi, spoken or typed, shared by the widget and the Lumi demo
 * (both exposes live in this remote, so they share this module). The SDK loads on the first start,
 * in its own chunk. Before the visit's first conversation, the visitor is told it is an AI and
 * where the conversation goes.
 */
export const pageSession = createVoiceSession({ ...conversationPorts(ASSISTANT_PERSONAS.siteAssistant, () => language), notice: visitNotice() });

// While a conversation is open, the site's links navigate in the app, so it goes on across pages;
// leaving the site (closing the tab, going to another site) hangs up.
pageSession.subscribe(() => holdPage(pageSession.getState().phase !== 'idle'));
window.addEventListener('pagehide', () => pageSession.end());

/** The page session's state, re-rendering on every change. */
export function usePageSession(): VoiceState {
  const { lang } = useNavigation();
  useEffect(() => {
    language = lang;
  }, [lang]);
  return useSessionState(pageSession);
}
