import { afterEach, describe, expect, it, vi } from 'vitest';
import { endOnce, sayConversationStarted } from './conversation-end';

const PLACE = 'p'.repeat(43);

function posts() {
  const fetch = vi.fn(async () => Response.json({ released: true }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("the conversation's end", () => {
  it('gives the place back once, with the conversation’s id, as a request that outlives the page', () => {
    const fetch = posts();
    const ended = endOnce(PLACE, () => 'conv_1');
    ended();
    ended();
    window.dispatchEvent(new Event('pagehide'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      '/api/voice-conversation-end',
      expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify({ place: PLACE, conversation_id: 'conv_1' }) }),
    );
  });

  it('is said when the visitor leaves the page with the conversation open', () => {
    const fetch = posts();
    endOnce(PLACE, () => 'conv_2');
    window.dispatchEvent(new Event('pagehide'));
    expect(fetch).toHaveBeenCalledWith(
      '/api/voice-conversation-end',
      expect.objectContaining({ body: JSON.stringify({ place: PLACE, conversation_id: 'conv_2' }) }),
    );
  });

  it('says nothing without a place (an older backend) or before the agent gave the conversation an id', () => {
    const fetch = posts();
    endOnce(undefined, () => 'conv_3')();
    let id: string | undefined;
    const ended = endOnce(PLACE, () => id);
    ended();
    expect(fetch).not.toHaveBeenCalled();
    // Once it has one, the end is still said (the socket closes later).
    id = 'conv_4';
    ended();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('names the conversation to its place as it starts, so its end frees the place even if the widget never says it', () => {
    const fetch = posts();
    sayConversationStarted(PLACE, 'conv_5');
    expect(fetch).toHaveBeenCalledWith(
      '/api/voice-conversation-end',
      expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify({ place: PLACE, conversation_id: 'conv_5', phase: 'started' }) }),
    );
    sayConversationStarted(undefined, 'conv_6');
    sayConversationStarted(PLACE, undefined);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
