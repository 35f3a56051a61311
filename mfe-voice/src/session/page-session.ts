import { useEffect } from 'react';
import { ASSISTANT_PERSONAS } from '@site/contracts';
import { languageOfUrl, type Language } from '@site/model';
import { holdPage, localizeHref, useNavigation, type Navigation } from '@site/ui';
import { visitNotice } from './ai-notice';
import type { OpenPage } from '../conversation/open-page-tool';
import { adoptingEarlyCalls } from '../starter/early-call';
import { conversationPorts } from './conversation-ports';
import { followVisitor } from './visitor-pages';
import { useSessionState } from './use-session-state';
import { createVoiceSession, type VoiceState } from './voice-session';
import { createRefusalSlot } from './notices';

/**
 * The language of the page's latest render: a conversation starts in it, and toasts that arrive
 * later (the agent hanging up) use it. Until the first render's effects have run, the URL's: a
 * call the starter began can fail before they do.
 */
let language: Language = languageOfUrl(window.location.pathname);
/** The shell's navigation as of the page's latest render: how the agent's `open_page` moves the visitor, inside the app. */
let navigation: Navigation | undefined;

/** The agent's `open_page`: the page moves inside the app, and the conversation goes on. */
const openPage: OpenPage = (path) => {
  if (!navigation) throw new Error('The page cannot be changed yet.');
  const url = localizeHref(path, language);
  visitor.openedByAgent(url);
  navigation.navigate(path);
  return url;
};

/** Where the widget says why a start was refused, beside its launcher. */
export const launcherRefusals = createRefusalSlot();

/**
 * The page's one conversation with Lumi, spoken or typed, shared by the widget and the Lumi demo
 * (both exposes live in this remote, so they share this module). The SDK loads on the first start,
 * in its own chunk; a call the remote's starter began at the press, before the app ran, is taken
 * over instead. Before the visit's first conversation, the visitor is told it is an AI and where
 * the conversation goes. The agent may open a page of the site; the conversation goes on.
 */
export const pageSession = createVoiceSession({
  ...adoptingEarlyCalls(
    conversationPorts(ASSISTANT_PERSONAS.siteAssistant, () => language, { openPage, refusals: launcherRefusals }),
    openPage,
  ),
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
