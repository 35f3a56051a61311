import { API_PATHS, type VoiceConversationEndRequest } from '@site/contracts';

/**
 * Tells the backend that the conversation `conversationId`, opened with the URL that `place` came
 * with, has ended, so its place among the conversations open at once comes back at once rather than
 * after the agent's longest conversation (the server gives it back only once ElevenLabs says the
 * conversation ended). `keepalive`, so it still goes when the visitor leaves the page; nobody waits for
 * the answer, and a failure only leaves the place held until its window passes.
 */
export function sayConversationEnded(place: string, conversationId: string): void {
  post({ place, conversation_id: conversationId });
}

/**
 * Tells the backend, as the agent gives the conversation its id, which conversation holds `place`:
 * its end then gives the place back even when the visitor's "ended" never reaches the server (a
 * closed laptop, a lost connection), as soon as ElevenLabs reports the end.
 */
export function sayConversationStarted(place: string | undefined, conversationId: string | undefined): void {
  if (place && conversationId) post({ place, conversation_id: conversationId, phase: 'started' });
}

function post(body: VoiceConversationEndRequest): void {
  void fetch(API_PATHS.voiceConversationEnd, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}

/**
 * Says "ended" once for a conversation: when its socket closes, or when the visitor leaves the page
 * with it open (`pagehide`, after which the browser closes the socket). Returns what the
 * conversation calls at its end; `conversationId()` is read then (the agent gives it on connect).
 */
export function endOnce(place: string | undefined, conversationId: () => string | undefined): () => void {
  let said = false;
  const say = () => {
    const id = conversationId();
    if (said || !place || !id) return;
    said = true;
    window.removeEventListener('pagehide', say);
    sayConversationEnded(place, id);
  };
  window.addEventListener('pagehide', say);
  return say;
}
