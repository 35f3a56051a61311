import { describe, expect, it } from 'vitest';
import { API_PATHS, postJson } from '../api';

/** A fetch that records the request and answers what it is given. */
function answering(status: number, body: string, contentType = 'application/json') {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    return new Response(body, { status, headers: { 'content-type': contentType } });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

describe('the API surface', () => {
  it('names each endpoint once, under /api/', () => {
    const paths = Object.values(API_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/api\/[a-z-]+$/);
  });

  it('posts the body as JSON and hands back the status and the parsed answer', async () => {
    const { calls, fetch } = answering(201, '{"id":"42"}');
    const answer = await postJson(API_PATHS.leads, { name: 'Олена' }, { fetch });
    expect(answer).toMatchObject({ ok: true, status: 201, body: { id: '42' } });
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/leads');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toEqual({ 'content-type': 'application/json' });
    expect(calls[0]!.init.body).toBe('{"name":"Олена"}');
  });

  it('resolves with a refusal as it came, and with a null body when the answer is no JSON', async () => {
    expect(await postJson(API_PATHS.voiceToken, {}, answering(429, '{"error":"rate_limited"}'))).toMatchObject({
      ok: false,
      status: 429,
      body: { error: 'rate_limited' },
    });
    expect(await postJson(API_PATHS.voiceToken, {}, answering(502, '<html>Bad gateway</html>', 'text/html'))).toMatchObject({
      ok: false,
      status: 502,
      body: null,
    });
  });

  it('rejects only when nothing answered', async () => {
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    await expect(postJson(API_PATHS.leads, {}, { fetch: offline })).rejects.toThrow(TypeError);
    const aborted = AbortSignal.abort();
    const honouring = (async (_url: unknown, init?: RequestInit) => {
      init?.signal?.throwIfAborted();
      return new Response('{}');
    }) as typeof globalThis.fetch;
    await expect(postJson(API_PATHS.leads, {}, { fetch: honouring, signal: aborted })).rejects.toThrow();
  });
});
