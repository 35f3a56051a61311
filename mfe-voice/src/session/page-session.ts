import { useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, href, type Language } from '@site/model';
import { i18nFor } from '@site/i18n';
import { localizeHref, useNavigation } from '@site/ui';
import { requestMicrophone } from './microphone';
import { showNotice } from './notices';
import { fetchSignedUrl } from './signed-url';
import { createVoiceSession, type VoiceState } from './voice-session';

/** The language of the page's latest render: a conversation starts in it, and toasts that arrive later (the agent hanging up) use it. */
let language: Language = DEFAULT_LANGUAGE;

/**
 * The page's one voice session, shared by the widget and the Lumi demo (both exposes live in this
 * remote, so they share this module). The SDK loads on the first start, in its own chunk.
 */
export const pageSession = createVoiceSession({
  requestMicrophone,
  fetchSignedUrl,
  // The conversation speaks the page's language, from its first message on, and knows the page it started on.
  connect: (signedUrl, events) =>
    import('../conversation/open-conversation').then((sdk) => sdk.openConversation(signedUrl, events, { language, pagePath: window.location.pathname })),
  announce: (notice) => {
    const t = i18nFor(language).getFixedT(language, 'voice');
    showNotice(notice, (key, values) => t(key, { ...values }), localizeHref(href('contacts'), language));
  },
});

// Leaving the site (closing the tab, going to another site) hangs up; the site's own routes don't unload the page.
window.addEventListener('pagehide', () => pageSession.end());

/** The session's state, re-rendering on every change. */
export function usePageSession(): VoiceState {
  const { lang } = useNavigation();
  useEffect(() => {
    language = lang;
  }, [lang]);
  // The third argument serves hydration over the prerendered page, which always shows the idle widget.
  return useSyncExternalStore(pageSession.subscribe, pageSession.getState, pageSession.getState);
}
