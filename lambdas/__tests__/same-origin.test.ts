import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_FUNCTIONS, FETCH_SITE_HEADER, ORIGIN_HEADER, SITE_HOST_HEADER } from '../functions';
import { API_PATHS } from '@site/contracts';
import { API_OPERATIONS } from '@site/contracts/openapi';
import { SETTINGS } from '../settings';
import { handler as clientSignals } from '../client-signals/index';
import { handler as voiceToken } from '../elevenlabs-token/index';
import { handler as leads } from '../leads/index';
import { handler as voiceContact } from '../voice-contact/index';
import { lambdaContext } from '../host/lambda-context';
import { crossSiteReason } from '../shared/same-origin';
import { captureOutput } from '../test-support/captured-output';
import { apiEvent } from '../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../test-support/local-backend';

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

const SITE = 'https://synthra.example';
const JSON_TYPE = { 'Content-Type': 'application/json' };
const FORM_TYPE = { 'Content-Type': 'application/x-www-form-urlencoded' };

let db: LocalDynamoDB;
const output = captureOutput();

beforeAll(async () => {
  db = await startLocalDynamoDB();
  process.env[SETTINGS.siteOrigins.name] = `${SITE}, https://www.synthra.example`;
  process.env.NOTIFICATION_CHANNEL = 'log';
});
afterAll(async () => {
  delete process.env[SETTINGS.siteOrigins.name];
  output.restore();
  await db.close();
});
beforeEach(() => output.clear());

async function call(handler: Handler, path: string, body: string, headers: Record<string, string>) {
  const result = await handler(apiEvent(path, { body, headers }), lambdaContext('api-function', 10_000));
  return { status: result.statusCode, body: result.body, headers: result.headers ?? {} };
}

const leadJson = () =>
  JSON.stringify({
    formId: 'contacts',
    name: 'Anna',
    phone: '+48 600 123 456',
    email: 'anna@example.com',
    consent: true,
    language: 'en',
    pagePath: '/contacts',
    idempotencyKey: randomUUID(),
  });
const leadForm = () =>
  new URLSearchParams({
    formId: 'contacts',
    language: 'en',
    pagePath: '/contacts',
    name: 'Anna',
    phone: `+48 600 ${Math.floor(100_000 + Math.random() * 899_999)}`,
    consent: 'on',
    website: '',
  }).toString();
const beacon = () => JSON.stringify({ build: 'abc', events: [{ kind: 'visit', page: '/' }] });

/** The browser-facing endpoints with a request each that they accept from the site's own pages. */
const ENDPOINTS: readonly { name: string; handler: Handler; path: string; body: () => string; type: Record<string, string> }[] = [
  { name: 'leads (form)', handler: leads, path: '/api/leads', body: leadForm, type: FORM_TYPE },
  { name: 'leads (JSON)', handler: leads, path: '/api/leads', body: leadJson, type: JSON_TYPE },
  { name: 'client-signals', handler: clientSignals, path: '/api/client-signals', body: beacon, type: JSON_TYPE },
  { name: 'elevenlabs-token', handler: voiceToken, path: '/api/elevenlabs-token', body: () => '{}', type: JSON_TYPE },
  {
    name: 'elevenlabs-token (a conversation’s end)',
    handler: voiceToken,
    path: '/api/voice-conversation-end',
    body: () => JSON.stringify({ place: 'A'.repeat(43), conversation_id: 'conv_1' }),
    type: JSON_TYPE,
  },
  { name: 'voice-contact', handler: voiceContact, path: '/api/save-voice-conversation', body: () => '{}', type: JSON_TYPE },
  { name: 'voice-contact (its second route)', handler: voiceContact, path: '/api/send-telegram-notification', body: () => '{}', type: JSON_TYPE },
];

describe('a browser-facing function refuses requests other sites make', () => {
  describe.each(ENDPOINTS)('$name', ({ handler, path, body, type }) => {
    it("goes on for the site's own pages (Sec-Fetch-Site same-origin, or an old browser's Origin of the site)", async () => {
      for (const headers of [{ 'sec-fetch-site': 'same-origin', origin: SITE }, { Origin: SITE }, { Origin: 'https://www.synthra.example' }] as Record<
        string,
        string
      >[]) {
        const answer = await call(handler, path, body(), { ...type, ...headers });
        expect(answer.status, JSON.stringify(headers)).not.toBe(403);
        expect(answer.body).not.toContain('cross_site_request');
      }
    });

    it('goes on for a request that names no site (a server, curl)', async () => {
      const answer = await call(handler, path, body(), type);
      expect(answer.status).not.toBe(403);
    });

    it("refuses another site's page: Sec-Fetch-Site cross-site or same-site, 403 cross_site_request, before reading the body", async () => {
      for (const fetchSite of ['cross-site', 'same-site', 'Cross-Site']) {
        const answer = await call(handler, path, body(), { ...type, 'Sec-Fetch-Site': fetchSite, Origin: SITE });
        expect(answer.status).toBe(403);
        expect(JSON.parse(answer.body)).toEqual({ error: 'cross_site_request', message: 'the API answers only the pages of this site' });
      }
    });

    it("refuses an old browser whose Origin is another site's, or opaque", async () => {
      for (const origin of ['https://evil.example', 'http://synthra.example', 'https://synthra.example.evil.example', 'null']) {
        const answer = await call(handler, path, body(), { ...type, Origin: origin });
        expect(answer.status, origin).toBe(403);
      }
    });
  });

  it('takes the browser’s own CSP reports whatever Sec-Fetch-Site says (the Reporting API sends them without the page)', async () => {
    const report = JSON.stringify([
      {
        type: 'csp-violation',
        age: 1,
        url: `${SITE}/`,
        user_agent: 'Chrome',
        body: { documentURL: `${SITE}/`, effectiveDirective: 'img-src', disposition: 'enforce', blockedURL: 'https://cdn.example/x.png' },
      },
    ]);
    const answer = await call(clientSignals, '/api/client-signals', report, { 'Content-Type': 'application/reports+json', 'Sec-Fetch-Site': 'cross-site' });
    expect(answer.status).toBe(202);
  });

  it('stores no lead for a cross-site form post', async () => {
    const before = (await db.items('leads')).length;
    const answer = await call(leads, '/api/leads', leadForm(), { ...FORM_TYPE, 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(await db.items('leads')).toHaveLength(before);
  });

  it('judges only Sec-Fetch-Site when no origin of the site is known', () => {
    const event = (headers: Record<string, string>) => apiEvent('/api/leads', { headers });
    expect(crossSiteReason(event({ Origin: 'https://evil.example' }), [])).toBeUndefined();
    expect(crossSiteReason(event({ 'Sec-Fetch-Site': 'cross-site' }), [])).toBe('sec-fetch-site cross-site');
    expect(crossSiteReason(event({ 'Sec-Fetch-Site': 'none' }), [SITE])).toBeUndefined();
  });

  it('without a custom domain (SITE_ORIGINS unset), still refuses an old browser posting a lead from another site: the distribution names the host the viewer addressed (F12)', async () => {
    const configured = process.env[SETTINGS.siteOrigins.name];
    delete process.env[SETTINGS.siteOrigins.name];
    try {
      const host = { 'X-Site-Host': 'd111111abcdef8.cloudfront.net' };
      const before = (await db.items('leads')).length;
      const forged = await call(leads, '/api/leads', leadForm(), { ...FORM_TYPE, ...host, Origin: 'https://evil.example' });
      expect(forged.status).toBe(403);
      expect((await db.items('leads')).length).toBe(before);
      expect(await call(leads, '/api/leads', leadJson(), { ...JSON_TYPE, ...host, Origin: 'https://d111111abcdef8.cloudfront.net' })).toMatchObject({
        status: 201,
      });
    } finally {
      process.env[SETTINGS.siteOrigins.name] = configured;
    }
  });

  it('has CloudFront forward Sec-Fetch-Site and Origin to each of them, and not to what ElevenLabs calls (server-to-server) nor the meeting page an e-mail links to', () => {
    for (const spec of API_FUNCTIONS) {
      // The meeting's page is opened from the invitation (a mail client, another site's webmail): a GET that changes nothing.
      // What ElevenLabs calls (the post-call webhook, the agent's server tools) comes from its servers, not from a browser.
      const fromServer = API_OPERATIONS.some((operation) => operation.path === spec.path && operation.fromServer);
      const browserFacing = spec.method === 'POST' && !fromServer;
      expect(spec.readsHeaders.includes(FETCH_SITE_HEADER), spec.name).toBe(browserFacing);
      expect(spec.readsHeaders.includes(ORIGIN_HEADER), spec.name).toBe(browserFacing);
      // The meeting's page reads the addressed host too: it wears the site's header, read from there (meetings/site-chrome.ts).
      expect(spec.readsHeaders.includes(SITE_HOST_HEADER), spec.name).toBe(browserFacing || spec.path === API_PATHS.meetingPage);
      // The meeting page, and a server's call that e-mails an invitation (the phone agent's booking), read the site's origins for the links they write, not to judge requests.
      if (spec.method === 'POST') expect(spec.settings.includes('siteOrigins'), spec.name).toBe(browserFacing || spec.sendsMail === true);
    }
  });
});
