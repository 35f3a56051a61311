import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useSessionState } from './use-session-state';
import { IDLE, type VoiceSession, type VoiceState } from './voice-session';

function Phase({ session }: { session: VoiceSession }) {
  return <p>{useSessionState(session).phase}</p>;
}

/** A session whose state a test sets, with the two methods the hook reads. */
function sessionAt(initial: VoiceState) {
  let state = initial;
  const listeners = new Set<() => void>();
  const session = {
    getState: () => state,
    subscribe: (listener: () => void) => (listeners.add(listener), () => listeners.delete(listener)),
  } as unknown as VoiceSession;
  return { session, set: (next: VoiceState) => ((state = next), listeners.forEach((listener) => listener())) };
}

describe('a session’s state over a prerendered widget', () => {
  it('hydrates as the idle widget the page was prerendered with, then shows a conversation already connecting', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Phase session={sessionAt(IDLE).session} />);
    // The Lumi demo's press started the conversation before the widget's island hydrated.
    const { session } = sessionAt({ ...IDLE, phase: 'connecting' });
    const mismatch = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Phase session={session} />, { onRecoverableError: mismatch });
    });
    expect(mismatch).not.toHaveBeenCalled();
    expect(container.textContent).toBe('connecting');
  });
});
