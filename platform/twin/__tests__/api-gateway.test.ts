import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_FORWARDED_HEADERS, API_FUNCTIONS, SITE_HOST_HEADER, VIEWER_ADDRESS_HEADER } from '@site/lambdas/functions';
import { SIGNATURE_HEADER } from '@site/lambdas/webhook-signature';
import { defaultLayout } from '../../../repo-layout';
import type { ApiRoute } from '../api-gateway';
import { startTwin, type Twin } from '../twin';

/**
 * The twin hands a function the request headers CloudFront would forward (the distribution's
 * origin request policy, made from what the functions say they read), and nothing else: a header
 * the functions read without declaring it goes missing here as it would in the cloud.
 */
let twin: Twin;
let received: { headers: Record<string, string | undefined>; userAgent: string | null } | undefined;

const echo: ApiRoute = {
  method: 'POST',
  path: '/api/echo-headers',
  functionName: 'echo-headers',
  handler: async (event) => {
    received = { headers: { ...event.headers }, userAgent: event.requestContext.identity.userAgent };
    return { statusCode: 200, body: '{}' };
  },
};

beforeAll(async () => {
  twin = await startTwin({ backend: false, apiRoutes: [echo], layout: defaultLayout(mkdtempSync(join(tmpdir(), 'twin-api-headers-'))) });
});
afterAll(() => twin.close());

describe('the twin’s API gateway passes a function only what CloudFront forwards', () => {
  it('the post-call webhook’s signature reaches a handler; a header no function declares does not', async () => {
    expect(API_FUNCTIONS.find((spec) => spec.path === '/api/elevenlabs-webhook')!.readsHeaders).toContain(SIGNATURE_HEADER);
    const answer = await fetch(`${twin.url}/api/echo-headers`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'ElevenLabs-Signature': 't=1,v0=abc',
        'X-Unlisted': 'nobody reads me',
        'Accept-Language': 'ru',
        'User-Agent': 'test-browser/1.0',
        Cookie: 'session=1',
        [VIEWER_ADDRESS_HEADER]: '203.0.113.9:4444',
        [SITE_HOST_HEADER]: 'evil.example',
      },
      body: '{}',
    });
    expect(answer.status).toBe(200);
    const headers = received!.headers;
    expect(headers['elevenlabs-signature']).toBe('t=1,v0=abc');
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-unlisted']).toBeUndefined();
    expect(headers['cookie']).toBeUndefined();
    expect(headers['accept-language']).toBeUndefined();
    expect(headers['user-agent']).toBeUndefined();
    // CloudFront's own: the viewer's address from the connection, whatever the client claimed.
    expect(headers[VIEWER_ADDRESS_HEADER.toLowerCase()]).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(received!.userAgent).toBe('Amazon CloudFront');
    // The distribution's function on /api/*: the host the viewer addressed, whatever the client claimed.
    expect(headers[SITE_HOST_HEADER.toLowerCase()]).toBe(new URL(twin.url).host);
    for (const name of Object.keys(headers)) expect(API_FORWARDED_HEADERS.map((header) => header.toLowerCase())).toContain(name);
  });
});
