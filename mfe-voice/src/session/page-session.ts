import { useEffect } from 'react';
import { ASSISTANT_PERSONAS } from '@site/contracts';
import { DEFAULT_LANGUAGE, type Language } from '@site/model';
import { holdPage, localizeHref, useNavigation, type Navigation } from '@site/ui';
import { visitNotice } from './ai-notice';
import { conversationPorts } from './conversation-ports';
import { followVisitor } from './visitor-pages';
import { useSessionState } from './use-session-state';
import { createVoiceSession, type VoiceState } from './voice-session';

/** The language of the page's latest render: a conversation starts in it, and toasts that arrive later (the agent hanging up) use it. */
let language: Language = DEFAULT_LANGUAGE;
/** The shell's navigation as of the page's latest render: how the agent's `open_page` moves the visitor, inside the app. */
let navigation: Navigation | undefined;

/**
 * The page's one conversation with Lumi, spoken or typed, shared by the widget and the Lumi demo
 * (both exposes live in this remote, so they share this module). The SDK loads on the first start,
 * in its own chunk. Before the visit's first conversation, the visitor is told it is an AI and
 * where the conversation goes. The agent may open a page of the site; the conversation goes on.
 */
export const pageSession = createVoiceSession({
  ...conversationPorts(ASSISTANT_PERSONAS.siteAssistant, () => language, {
    openPage: (path) => {
      if (!navigation) throw new Error('The page cannot be changed yet.');
      const url = localizeHref(path, language);
      visitor.openedByAgent(url);
      navigation.navigate(path);
      return url;
    },
  }),
  notice: visitNotice(),
});

/** Tells the agent when the visitor moves to another page by themselves. */
const visitor = followVisitor(pageSession);

// While a conversation is open, the site's links navigate in the app, so it goes on across pages;
// leaving the site (closing the tab, going to another site) hangs up.
pageSession.subscribe(() => holdPage(pageSession.getState().phase !== 'idle'));
window.addEventListener('pagehide', () => pageSession.end());

/** The page session's state, re-rendering on every change. */
export function usePageSession(): VoiceState {
  const current = useNavigation();
  useEffect(() => {
    language = current.lang;
    navigation = current;
  }, [current]);
  useEffect(() => {
    visitor.arrived(current.pathname);
  }, [current.pathname]);
  return useSessionState(pageSession);
}
