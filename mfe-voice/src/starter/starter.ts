import { ASSISTANT_PERSONAS } from '@site/contracts';
import { languageOfUrl } from '@site/model';
import { openConversation, warmUp } from '../conversation/open-conversation';
import { visitNotice } from '../session/ai-notice';
import type { ConversationMode, SpeakerRole } from '../session/connection';
import { requestMicrophone } from '../session/microphone';
import { fetchSignedUrl } from '../session/signed-url';
import { leaveEarlyCall, hasEarlyCall } from './early-call';
import { earlyLines } from './early-lines';
import { createEventRelay } from './event-relay';

/**
 * The voice remote's starter: what the loader of a prerendered page imports at a press on a control
 * marked for it (STARTER_ATTRIBUTE), before the app's framework has loaded. It begins the call the
 * press asks for (the microphone, then the signed URL, then the agent's socket: the session's own
 * order) and leaves it for the widget's session, which takes it over when it hydrates
 * (early-call.ts), so the greeting waits for neither React, the shell nor the panel's code. Built
 * as a bundle of its own with the SDK in it (vite.config.ts), so the press costs one file.
 *
 * Only a call the visitor can have at once: before the visit's first conversation the notice
 * shows first, and that is the widget's.
 */

/** How long a call may wait for the widget to take it; a page whose app never runs does not keep talking. */
const UNTAKEN_CALL_MS = 30_000;
/** While the widget has not taken the call, what it is doing shows on the page (the launcher's look), for the visitor and the bench. */
const EARLY_CALL_ATTRIBUTE = 'data-early-call';

/** Begins the call; resolves once the agent speaks or the call cannot start: the app's code then loads (remote-starters.ts). */
export function start(): Promise<void> {
  if (hasEarlyCall() || !visitNotice().given()) return Promise.resolve();
  let spoke!: () => void;
  const speaking = new Promise<void>((resolve) => (spoke = resolve));
  const root = document.documentElement;
  const relay = createEventRelay();
  const shown = (state: string) => {
    if (!relay.taken()) root.setAttribute(EARLY_CALL_ATTRIBUTE, state);
  };
  // The agent's words are shown as they come, before the panel's code has arrived to show them.
  const lines = earlyLines();
  const events = {
    ...relay.events,
    mode: (mode: ConversationMode) => {
      shown(mode);
      if (mode === 'speaking') spoke();
      relay.events.mode(mode);
    },
    message: (role: SpeakerRole, text: string) => {
      if (role === 'agent' && !relay.taken()) lines.line(text);
      relay.events.message(role, text);
    },
    messagePart: (part: 'start' | 'delta' | 'stop', text: string) => {
      if (!relay.taken()) lines.part(part, text);
      relay.events.messagePart(part, text);
    },
  };
  warmUp();
  shown('connecting');
  const microphone = requestMicrophone();
  const signedUrl = microphone.then(() => fetchSignedUrl('voice'));
  const connection = signedUrl.then((signed) =>
    openConversation(signed, events, {
      language: languageOfUrl(window.location.pathname),
      pagePath: window.location.pathname,
      channel: 'voice',
      persona: ASSISTANT_PERSONAS.siteAssistant,
      openPage: relay.openPage,
    }),
  );
  // The widget reports the failures when it takes the call; none is left unhandled meanwhile.
  for (const step of [microphone, signedUrl, connection])
    step.catch(() => {
      root.removeAttribute(EARLY_CALL_ATTRIBUTE);
      lines.remove();
      spoke();
    });
  const abandon = () => {
    lines.remove();
    void connection.then(
      (call) => call.end(),
      () => undefined,
    );
  };
  const untaken = setTimeout(() => {
    if (!relay.taken()) abandon();
  }, UNTAKEN_CALL_MS);
  addEventListener('pagehide', abandon, { once: true });
  leaveEarlyCall({
    microphone,
    signedUrl,
    connection,
    take: (listener, openPage) => {
      clearTimeout(untaken);
      removeEventListener('pagehide', abandon);
      root.removeAttribute(EARLY_CALL_ATTRIBUTE);
      // The panel shows these lines from here on, held by the relay until now.
      lines.remove();
      relay.take(listener, openPage);
    },
  });
  return speaking;
}
