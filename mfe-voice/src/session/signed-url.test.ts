import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchSignedUrl } from './signed-url';
import { VoiceStartError } from './start-error';

function answer(response: Response | Error) {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: VoiceStartError) => [error.failure, error.message],
  );

afterEach(() => vi.unstubAllGlobals());

describe('the signed URL', () => {
  it('comes from POST /api/elevenlabs-token, which is told whether a call or a typed chat is asked for', async () => {
    const fetch = answer(Response.json({ signed_url: 'wss://api.elevenlabs.io/v1/convai/conversation?agent_id=a&conversation_signature=s' }));
    expect(await fetchSignedUrl('voice')).toEqual({ url: 'wss://api.elevenlabs.io/v1/convai/conversation?agent_id=a&conversation_signature=s' });
    expect(fetch).toHaveBeenCalledWith('/api/elevenlabs-token', expect.objectContaining({ method: 'POST', body: '{"channel":"voice"}' }));
    const typed = answer(Response.json({ signed_url: 'wss://api.elevenlabs.io/v1/convai/conversation?agent_id=a' }));
    await fetchSignedUrl('text');
    expect(typed).toHaveBeenLastCalledWith('/api/elevenlabs-token', expect.objectContaining({ body: '{"channel":"text"}' }));
  });

  it('brings the place the conversation holds, to give it back at the end', async () => {
    answer(Response.json({ signed_url: 'wss://api.elevenlabs.io/v1/convai/conversation?agent_id=a', place: 'p'.repeat(43) }));
    expect(await fetchSignedUrl('voice')).toEqual({ url: 'wss://api.elevenlabs.io/v1/convai/conversation?agent_id=a', place: 'p'.repeat(43) });
  });

  it("fails with 'No signed URL returned' when the answer has none", async () => {
    answer(Response.json({}));
    expect(await failureOf(fetchSignedUrl('voice'))).toEqual(['noSignedUrl', 'No signed URL returned']);
    answer(new Response('not json', { status: 200 }));
    expect(await failureOf(fetchSignedUrl('voice'))).toEqual(['noSignedUrl', 'No signed URL returned']);
  });

  it('says voice is off for today when the day’s allowance is spent, not that the connection failed', async () => {
    answer(Response.json({ error: 'daily_limit_reached', message: 'the voice assistant is not available again until tomorrow' }, { status: 429 }));
    expect((await failureOf(fetchSignedUrl('voice')))[0]).toBe('unavailableToday');
  });

  it('says the assistant is full for minutes, not the visitor’s network, when the agent holds all it can (F6)', async () => {
    answer(Response.json({ error: 'assistant_busy', message: 'the voice assistant is holding as many conversations as it can at once' }, { status: 429 }));
    expect((await failureOf(fetchSignedUrl('voice')))[0]).toBe('busyAssistant');
  });

  it('says the visitor’s network is busy for minutes when it holds too many conversations open or asked too often', async () => {
    // The function's open-conversations refusal and the firewall's rate rule answer alike; both pass within minutes.
    answer(
      Response.json({ error: 'rate_limited', message: 'your network has too many voice conversations open: try again in a few minutes' }, { status: 429 }),
    );
    expect((await failureOf(fetchSignedUrl('voice')))[0]).toBe('busyNetwork');
    answer(Response.json({ error: 'rate_limited', message: 'too many requests: wait a minute and try again' }, { status: 429 }));
    expect((await failureOf(fetchSignedUrl('voice')))[0]).toBe('busyNetwork');
    // A 429 that says nothing of the kind (API Gateway's own throttle) is the service being unavailable.
    answer(Response.json({ message: 'Too Many Requests' }, { status: 429 }));
    expect((await failureOf(fetchSignedUrl('voice')))[0]).toBe('serviceUnavailable');
  });

  it('reports the service as unavailable when the endpoint fails or cannot be reached', async () => {
    answer(Response.json({ error: 'upstream_failed' }, { status: 502 }));
    expect((await failureOf(fetchSignedUrl('voice')))[0]).toBe('serviceUnavailable');
    answer(new TypeError('Failed to fetch'));
    expect((await failureOf(fetchSignedUrl('voice')))[0]).toBe('serviceUnavailable');
  });
});
