import { CLIENT_SIGNAL_LIMITS, LIMITS, CSP_REPORTS_PER_BATCH, NOT_FOUND_PAGE, REMOTE_FAILURE_REASONS, VITAL_RATINGS, WEB_VITALS } from '@site/contracts';
import { APP_NAMES, listPages, REMOTE_NAMES } from '@site/model';
import { createHmac } from 'node:crypto';
import { POINTER_KEY, releaseProof } from '@site/model';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIEWER_ADDRESS_HEADER } from '../../functions';
import { memoryReleaseStores, serveReleaseEndpoints, type ReleaseEndpoints } from '@site/stand-ins/release-endpoints';
import { localVariable, SECRETS, SETTINGS } from '../../settings';
import { forgetPublishedRelease } from '../../shared/release-proof';
import { BROWSER_METRICS_NAMESPACE, CLIENT_SIGNAL_WINDOWS_MINUTES, INP_MAX_PLAUSIBLE_MS } from '../../metrics';
import { captureOutput } from '../../test-support/captured-output';
import { callApi } from '../../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { handler } from '../index';

const output = captureOutput();
let db: LocalDynamoDB;
beforeAll(async () => {
  db = await startLocalDynamoDB();
});
afterAll(async () => {
  output.restore();
  await db.close();
});
beforeEach(() => output.clear());

const REPORTS = { 'Content-Type': 'application/reports+json' };
let networks = 0;
/** A viewer address on a network no other beacon of these tests used (each /16 its own: the alarms count wider prefixes). */
function freshAddress(): string {
  networks += 1;
  return `10.${networks % 256}.${Math.floor(networks / 256)}.7`;
}

/** A beacon from `address` (CloudFront's viewer address), by default from a network of its own. */
const send = (body: unknown, headers?: Record<string, string>, address = freshAddress()) =>
  callApi<{ status?: string; error?: string; fields?: Record<string, string> }>(handler, '/api/client-signals', {
    body,
    headers: { 'Content-Type': 'application/json', ...headers, [VIEWER_ADDRESS_HEADER]: `${address}:443` },
  });

/** The log lines of what browsers reported, without the EMF lines. */
const signalLogs = () => output.records().filter((record) => record.signal !== undefined);
/** The EMF metric lines of the browser namespace, as `{ name, app, value }`. */
function browserMetrics() {
  return output
    .records()
    .filter(
      (record) =>
        (record._aws as { CloudWatchMetrics?: Array<{ Namespace: string }> } | undefined)?.CloudWatchMetrics?.[0]?.Namespace === BROWSER_METRICS_NAMESPACE,
    )
    .map((record) => {
      const [directive] = (record._aws as { CloudWatchMetrics: Array<{ Metrics: Array<{ Name: string; Unit: string }>; Dimensions: string[][] }> })
        .CloudWatchMetrics;
      const metric = directive!.Metrics[0]!;
      return {
        name: metric.Name,
        unit: metric.Unit,
        dimensions: directive!.Dimensions[0],
        app: record.app,
        service: record.service,
        value: record[metric.Name],
      };
    });
}

describe('POST /api/client-signals', () => {
  it('records a remote that failed in a browser as a per-remote metric and a log line', async () => {
    const answer = await send({
      build: 'shell01',
      events: [{ kind: 'remote-failure', remote: 'content', part: 'CasesPage', reason: 'timeout', remoteBuild: 'content7', page: '/ua/cases' }],
    });

    expect(answer).toMatchObject({ status: 202, body: { status: 'recorded' } });
    expect(signalLogs()).toEqual([
      expect.objectContaining({
        level: 'WARN',
        message: "a remote failed in a visitor's browser",
        signal: 'remote-failure',
        remote: 'content',
        part: 'CasesPage',
        reason: 'timeout',
        remoteBuild: 'content7',
        page: '/ua/cases',
        shellBuild: 'shell01',
      }),
    ]);
    // The network, and its provider (here none is named: the /16 stands for it), once each in the window.
    expect(browserMetrics()).toEqual([
      { name: 'RemoteLoadFailures', unit: 'Count', dimensions: ['service', 'app'], app: 'content', service: 'site-browser', value: 1 },
      { name: 'RemoteFailureProviders', unit: 'Count', dimensions: ['service', 'app'], app: 'content', service: 'site-browser', value: 1 },
    ]);
  });

  it('counts a beacon’s events once per remote, app or vital, however many it carries', async () => {
    const failure = { kind: 'remote-failure', remote: 'content', part: 'CasesPage', reason: 'timeout', page: '/ua/cases' };
    const answer = await send({ build: 'shell01', events: Array.from({ length: CLIENT_SIGNAL_LIMITS.eventsPerBeacon }, () => failure) });
    expect(answer.status).toBe(202);
    expect(signalLogs()).toHaveLength(1);
    expect(browserMetrics()).toEqual([
      expect.objectContaining({ name: 'RemoteLoadFailures', app: 'content', value: 1 }),
      expect.objectContaining({ name: 'RemoteFailureProviders', app: 'content', value: 1 }),
    ]);

    output.clear();
    const inp = (value: number) => ({ kind: 'vital', name: 'INP', value, rating: 'poor', page: '/products/lumi-ai' });
    await send({ build: 'shell01', events: [inp(9000), inp(9500), { ...failure, remote: 'voice' }, { ...failure, reason: 'render' }, inp(600)] });
    expect(browserMetrics().filter((metric) => metric.name !== 'RemoteFailureProviders')).toEqual([
      expect.objectContaining({ name: 'INP', app: 'products', value: 9000 }),
      expect.objectContaining({ name: 'RemoteLoadFailures', app: 'voice', value: 1 }),
      expect.objectContaining({ name: 'RemoteLoadFailures', app: 'content', value: 1 }),
    ]);
  });

  it('counts a remote’s failure once per client network in the alarm’s window: ten beacons from one address are one failure, from ten networks ten', async () => {
    const failure = { kind: 'remote-failure', remote: 'products', part: 'ProductPage', reason: 'unavailable', page: '/products/lumi-ai' };
    const failures = () => browserMetrics().filter((metric) => metric.name === 'RemoteLoadFailures' && metric.app === 'products');

    for (let i = 0; i < 10; i += 1) expect((await send({ build: 'b1', events: [failure] }, {}, '203.0.113.9')).status).toBe(202);
    // Another address of the same /24, and an IPv6 address of the same /56, are the same client.
    await send({ build: 'b1', events: [failure] }, {}, '203.0.113.200');
    for (let i = 0; i < 3; i += 1) await send({ build: 'b1', events: [failure] }, {}, `2001:db8:0:1${i}::${i + 1}`);
    expect(failures()).toHaveLength(2);
    // Still logged for the operators, as not counted.
    expect(output.records().filter((record) => String(record.message).startsWith('a remote failure this client network already reported'))).toHaveLength(12);

    output.clear();
    for (let i = 0; i < 10; i += 1) await send({ build: 'b1', events: [failure] }, {}, `198.${i + 1}.0.9`);
    expect(failures()).toHaveLength(10);
  });

  it('counts a /48 (or an IPv4 /16) once, so nobody raises an alarm or hides an outage with its 256 /56 networks (F7)', async () => {
    const failure = { kind: 'remote-failure', remote: 'content', part: 'CasesPage', reason: 'unavailable', page: '/ru/cases' };
    const visit = { kind: 'visit', page: '/ru/cases' };
    const start = Date.parse('2026-11-25T11:07:00Z');
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    try {
      // Failures made up from twenty /56 networks of one /48: one network's failure.
      for (let i = 0; i < 20; i += 1) await send({ build: 'b1', events: [failure] }, {}, `2001:db8:77:${i.toString(16)}00::1`);
      expect(browserMetrics().filter((metric) => metric.name === 'RemoteLoadFailures')).toHaveLength(1);
      // Visits made up from a hundred /56s of another /48, and a hundred /24s of one /16: two networks that reported.
      output.clear();
      for (let i = 0; i < 100; i += 1) await send({ build: 'b1', events: [visit] }, {}, `2001:db8:78:${i.toString(16)}00::1`);
      for (let i = 0; i < 100; i += 1) await send({ build: 'b1', events: [visit] }, {}, `192.0.${i}.1`);
      expect(browserMetrics().filter((metric) => metric.name === 'ReportingNetworks')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts the same network’s failure again in the next window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const failure = { kind: 'remote-failure', remote: 'voice', part: 'Widget', reason: 'timeout', page: '/' };
      await send({ build: 'b1', events: [failure] }, {}, '192.0.2.1');
      await send({ build: 'b1', events: [failure] }, {}, '192.0.2.1');
      vi.setSystemTime(Date.now() + CLIENT_SIGNAL_WINDOWS_MINUTES.remoteFailure * 60_000);
      await send({ build: 'b1', events: [failure] }, {}, '192.0.2.1');
      expect(browserMetrics().filter((metric) => metric.name === 'RemoteLoadFailures')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts one INP sample per client network and app in the hour, and drops one no tap can take', async () => {
    const inp = (value: number, page = '/products/lumi-ai') => ({ kind: 'vital', name: 'INP', value, rating: 'poor', page });
    const samples = () => browserMetrics().filter((metric) => metric.name === 'INP');

    // One address that would raise PoorInp with made-up values, or hide it with zeros: one sample an hour.
    for (let i = 0; i < 30; i += 1) await send({ build: 'b1', events: [inp(i % 2 ? 50_000 : 0)] }, {}, '203.0.113.50');
    expect(samples()).toEqual([expect.objectContaining({ app: 'products', value: 0 })]);
    // Another app's pages are another sample.
    await send({ build: 'b1', events: [inp(300, '/ru/cases')] }, {}, '203.0.113.50');
    expect(samples()).toHaveLength(2);

    output.clear();
    expect((await send({ build: 'b1', events: [inp(INP_MAX_PLAUSIBLE_MS + 1)] })).status).toBe(202);
    expect((await send({ build: 'b1', events: [inp(600_000)] })).status).toBe(202);
    expect(samples()).toEqual([]);
    // Other vitals raise no alarm and are not limited.
    await send({ build: 'b1', events: [{ kind: 'vital', name: 'LCP', value: 90_000, rating: 'poor', page: '/' }] }, {}, '203.0.113.50');
    await send({ build: 'b1', events: [{ kind: 'vital', name: 'LCP', value: 80_000, rating: 'poor', page: '/' }] }, {}, '203.0.113.50');
    expect(browserMetrics().filter((metric) => metric.name === 'LCP')).toHaveLength(2);
  });

  it('counts each visit that reports, site-wide, without a log line, and its client network once in a failure’s window', async () => {
    const visit = { build: 'shell01', events: [{ kind: 'visit', page: '/ru/cases' }] };
    const site = { dimensions: ['service'], app: undefined, service: 'site-browser', unit: 'Count', value: 1 };
    // The middle of a window, so that no window ends between the beacons.
    const start = Date.parse('2026-11-25T10:07:00Z');
    vi.useFakeTimers({ now: start, toFake: ['Date'] });
    try {
      expect((await send({ ...visit, events: [...visit.events, ...visit.events] }, {}, '198.51.100.10')).status).toBe(202);
      expect(browserMetrics()).toEqual([
        { name: 'Visits', ...site },
        { name: 'ReportingNetworks', ...site },
        { name: 'ReportingNetworksHourly', ...site },
      ]);
      expect(signalLogs()).toEqual([]);
      // More visits from the same network are visits, not more networks, until the next window.
      output.clear();
      await send(visit, {}, '198.51.100.11');
      await send(visit, {}, '198.51.100.12');
      expect(browserMetrics().map((metric) => metric.name)).toEqual(['Visits', 'Visits']);
      output.clear();
      vi.setSystemTime(start + CLIENT_SIGNAL_WINDOWS_MINUTES.remoteFailure * 60_000);
      await send(visit, {}, '198.51.100.13');
      expect(browserMetrics().map((metric) => metric.name)).toEqual(['Visits', 'ReportingNetworks']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('records script errors per app with emails and phones masked, and vitals per app that owns the page', async () => {
    const answer = await send({
      build: 'shell01',
      events: [
        { kind: 'error', app: 'voice', build: 'voice3', message: 'TypeError: cannot read anna@example.com +79991234567', page: '/contacts' },
        { kind: 'vital', name: 'INP', value: 612, rating: 'poor', page: '/products/lumi-ai' },
        { kind: 'vital', name: 'CLS', value: 0.02, rating: 'good', page: NOT_FOUND_PAGE },
      ],
    });

    expect(answer.status).toBe(202);
    const [error, inp, cls] = signalLogs();
    expect(error).toMatchObject({
      signal: 'error',
      app: 'voice',
      build: 'voice3',
      page: '/contacts',
      errorMessage: 'TypeError: cannot read a***@example.com +799******67',
    });
    expect(inp).toMatchObject({ level: 'INFO', signal: 'vital', name: 'INP', value: 612, rating: 'poor', app: 'products' });
    expect(cls).toMatchObject({ signal: 'vital', name: 'CLS', app: 'shell', page: NOT_FOUND_PAGE });
    expect(browserMetrics()).toEqual([
      expect.objectContaining({ name: 'ClientErrors', unit: 'Count', app: 'voice', value: 1 }),
      expect.objectContaining({ name: 'ClientErrorProviders', unit: 'Count', app: 'voice', value: 1 }),
      expect.objectContaining({ name: 'INP', unit: 'Milliseconds', app: 'products', value: 612 }),
      expect.objectContaining({ name: 'CLS', unit: 'None', app: 'shell', value: 0.02 }),
    ]);
  });

  it('accepts any well-formed signal and logs nothing but route-table pages', async () => {
    const page = fc.constantFrom(NOT_FOUND_PAGE, ...listPages().map((p) => p.url));
    const event = fc.oneof(
      fc.record({ kind: fc.constant('visit'), page }),
      fc.record({
        kind: fc.constant('remote-failure'),
        remote: fc.constantFrom(...REMOTE_NAMES),
        part: fc.stringMatching(/^[\w.:-]{1,64}$/),
        reason: fc.constantFrom(...REMOTE_FAILURE_REASONS),
        page,
      }),
      fc.record({
        kind: fc.constant('error'),
        app: fc.constantFrom(...APP_NAMES),
        message: fc.string({ minLength: 1, maxLength: 200 }).filter((m) => /^[\x20-\x7e]*[^\s][\x20-\x7e]*$/.test(m)),
        page,
      }),
      fc.record({
        kind: fc.constant('vital'),
        name: fc.constantFrom(...WEB_VITALS),
        value: fc.double({ min: 0, max: CLIENT_SIGNAL_LIMITS.vitalMaxValue, noNaN: true }),
        rating: fc.constantFrom(...VITAL_RATINGS),
        page,
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(event, { minLength: 1, maxLength: CLIENT_SIGNAL_LIMITS.eventsPerBeacon }), async (events) => {
        output.clear();
        expect((await send({ build: 'b1', events })).status).toBe(202);
        const logs = signalLogs();
        // Once per remote, app or vital; a visit is counted, not logged; an INP no tap can take is dropped.
        const subjects = new Set(
          events
            .filter((e) => e.kind !== 'visit' && !(e.kind === 'vital' && e.name === 'INP' && e.value > INP_MAX_PLAUSIBLE_MS))
            .map((e) => `${e.kind}:${'remote' in e ? e.remote : 'app' in e ? e.app : 'name' in e ? e.name : ''}`),
        );
        expect(logs).toHaveLength(subjects.size);
        for (const log of logs) expect(String(log.page)).toMatch(/^(\/[\w/-]*|\(not-found\))$/);
      }),
      { numRuns: 100 },
    );
  });

  it.each([
    ['a page outside the route table', { page: '/search?q=anna@example.com' }, { events: 'invalid_path' }],
    ['an unknown remote', { remote: 'billing' }, { events: 'invalid_value' }],
    ['an unknown kind', { kind: 'click' }, { events: 'invalid_value' }],
    ['a field the contract does not have', { userAgent: 'Mozilla' }, { events: 'unknown_field' }],
  ])('refuses an event with %s, naming the list', async (_case, change, fields) => {
    const event = { kind: 'remote-failure', remote: 'content', part: 'CasesPage', reason: 'unavailable', page: '/cases', ...change };
    expect(await send({ build: 'b1', events: [event] })).toMatchObject({ status: 400, body: { error: 'validation_failed', fields } });
    expect(signalLogs()).toEqual([]);
  });

  it('refuses a beacon with more events than the contract allows', async () => {
    const event = { kind: 'vital', name: 'LCP', value: 900, rating: 'good', page: '/' };
    const events = Array.from({ length: CLIENT_SIGNAL_LIMITS.eventsPerBeacon + 1 }, () => event);
    expect(await send({ build: 'b1', events })).toMatchObject({ status: 400, body: { fields: { events: 'too_long' } } });
  });
});

describe('CSP reports (report-to, application/reports+json) on the same endpoint', () => {
  const violation = (body: Record<string, unknown> = {}) => ({
    type: 'csp-violation',
    age: 3,
    url: 'https://synthra.ai/ru/contacts?utm_source=mail&email=anna@example.com',
    user_agent: 'Mozilla/5.0',
    body: {
      documentURL: 'https://synthra.ai/ru/contacts?utm_source=mail&email=anna@example.com',
      blockedURL: 'https://evil.example/collect?cookie=secret',
      effectiveDirective: 'connect-src',
      disposition: 'enforce',
      sourceFile: 'https://synthra.ai/assets/index-abc.js?v=2',
      lineNumber: 1,
      sample: 'anna@example.com',
      ...body,
    },
  });

  it('records each violation with the page, directive and origins only: no query, sample or user agent', async () => {
    const answer = await send(JSON.stringify([violation()]), REPORTS);
    expect(answer).toMatchObject({ status: 202, body: { status: 'recorded' } });
    await send(
      JSON.stringify([violation({ blockedURL: 'inline', effectiveDirective: 'script-src-elem', documentURL: 'https://synthra.ai/nowhere?x=1' })]),
      REPORTS,
    );

    const logs = signalLogs();
    expect(logs).toEqual([
      expect.objectContaining({
        signal: 'csp-violation',
        directive: 'connect-src',
        blocked: 'https://evil.example',
        source: 'https://synthra.ai/assets/index-abc.js',
        page: '/ru/contacts',
      }),
      expect.objectContaining({ signal: 'csp-violation', directive: 'script-src-elem', blocked: 'inline', page: NOT_FOUND_PAGE }),
    ]);
    expect(JSON.stringify(logs)).not.toMatch(/anna|secret|utm_source|Mozilla/);
    expect(browserMetrics().map((metric) => [metric.name, metric.dimensions])).toEqual([
      ['CspViolations', ['service']],
      ['CspViolations', ['service']],
    ]);
  });

  it('records one report a request and one a network and directive in the window, however many a sender posts (F11)', async () => {
    const batch = Array.from({ length: CSP_REPORTS_PER_BATCH }, (_, i) => violation({ effectiveDirective: i % 2 ? 'img-src' : 'connect-src' }));
    expect((await send(JSON.stringify(batch), REPORTS, '203.0.113.60')).status).toBe(202);
    expect(signalLogs()).toHaveLength(1);
    // The same network again (another /56 of its /48 too): not counted; another network: counted.
    await send(JSON.stringify([violation()]), REPORTS, '203.0.113.61');
    await send(JSON.stringify([violation()]), REPORTS, '203.0.200.1');
    expect(signalLogs()).toHaveLength(1);
    await send(JSON.stringify([violation()]), REPORTS, '198.18.0.1');
    expect(signalLogs()).toHaveLength(2);
    expect(browserMetrics().filter((metric) => metric.name === 'CspViolations')).toHaveLength(2);
  });

  it('refuses a report posted with another site’s Origin, and does not count one about another site’s page (F11)', async () => {
    process.env.SITE_ORIGINS = 'https://synthra.ai';
    try {
      expect(await send(JSON.stringify([violation()]), { ...REPORTS, Origin: 'https://evil.example' })).toMatchObject({
        status: 403,
        body: { error: 'cross_site_request' },
      });
      // The Reporting API's own upload: the reports' origin, whatever Fetch Metadata says.
      expect((await send(JSON.stringify([violation()]), { ...REPORTS, Origin: 'https://synthra.ai', 'Sec-Fetch-Site': 'cross-site' })).status).toBe(202);
      expect(signalLogs()).toHaveLength(1);
      await send(JSON.stringify([violation({ documentURL: 'https://evil.example/ru/contacts' })]), REPORTS);
      expect(signalLogs()).toHaveLength(1);
    } finally {
      delete process.env.SITE_ORIGINS;
    }
  });

  it('masks phones and e-mails in the script path it logs, and cuts a long one (F11)', async () => {
    const path = `/assets/+79991234567/anna%40example.com/${'a'.repeat(2000)}.js`;
    await send(JSON.stringify([violation({ sourceFile: `https://synthra.ai${path}` })]), REPORTS);
    const [log] = signalLogs();
    expect(String(log?.source)).not.toMatch(/79991234567|anna@|anna%40/);
    expect(String(log?.source).length).toBeLessThan(140);
    expect(JSON.stringify(output.records())).not.toContain('79991234567');
  });

  it.each([
    ['not a list', { type: 'csp-violation' }, 'body'],
    ['an empty list', [], 'body'],
    ['another kind of report', [{ type: 'deprecation', body: {} }], '0'],
    ['a report without its body', [{ type: 'csp-violation' }], '0'],
    ['a directive that is no directive', [violation({ effectiveDirective: 'script src; drop' })], '0'],
    ['a URL longer than any browser sends', [violation({ documentURL: `https://synthra.ai/${'x'.repeat(2100)}` })], '0'],
    ['too many reports at once', Array.from({ length: CSP_REPORTS_PER_BATCH + 1 }, () => violation()), 'body'],
  ])('refuses %s with 400, recording nothing', async (_case, body, field) => {
    const answer = await send(JSON.stringify(body), REPORTS);
    expect(answer).toMatchObject({ status: 400, body: { error: 'validation_failed' } });
    expect(Object.keys(answer.body.fields ?? {})).toContain(field);
    expect(signalLogs()).toEqual([]);
  });

  it('refuses text that is not JSON, a body over the size limit and other media types', async () => {
    expect(await send('[{"type":', REPORTS)).toMatchObject({ status: 400, body: { error: 'invalid_json' } });
    expect(await send(JSON.stringify([violation({ sample: 'x'.repeat(LIMITS.bodyMaxBytes) })]), REPORTS)).toMatchObject({
      status: 413,
      body: { error: 'payload_too_large' },
    });
    expect(await send(JSON.stringify([violation()]), { 'Content-Type': 'application/csp-report' })).toMatchObject({
      status: 415,
      body: { error: 'unsupported_media_type' },
    });
  });
});

describe('what one stranger can raise once the edge signs pages (F7)', () => {
  const EDGE_SECRET = 'cd'.repeat(32);
  const RELEASE = 'r-f7f7f7f7f7';
  const proofFor = (address: string) => releaseProof((text) => createHmac('sha256', EDGE_SECRET).update(text).digest('hex'), RELEASE, address, Date.now());
  const failure = { kind: 'remote-failure', remote: 'voice', part: 'VoiceWidget', reason: 'unavailable', page: '/team' };
  const error = { kind: 'error', app: 'products', build: 'p1', message: 'TypeError: x is undefined', page: '/products/lumi-ai' };
  const visit = { kind: 'visit', page: '/team' };
  const named = (name: string) => browserMetrics().filter((metric) => metric.name === name);
  /** What the browser alarms count: failures, errors, their providers, and the networks they are judged against. */
  const ALARMED = ['RemoteLoadFailures', 'RemoteFailureProviders', 'ClientErrors', 'ClientErrorProviders', 'ReportingNetworks', 'ReportingNetworksHourly'];
  let endpoints: ReleaseEndpoints;

  beforeAll(async () => {
    const stores = memoryReleaseStores();
    // A release is published (the pointer exists), and the edge's key is its secret's (the twin's variable here).
    const builds = { shell: 's1', products: 'p1', content: 'c1', voice: 'v1' };
    await stores.kvs.putKey(POINTER_KEY, JSON.stringify({ stable: { id: RELEASE, builds }, candidate: null, percent: 0, previous: null }), 'E0');
    endpoints = await serveReleaseEndpoints(stores);
    endpoints.use();
    process.env[SETTINGS.releaseKeyValueStoreArn.name] = 'arn:aws:cloudfront::123456789012:key-value-store/7f7e2a51-5b5c-4a7c-9a7e-3c1f0a9e1b2d';
    process.env[localVariable('edgeKey', 'k')] = EDGE_SECRET;
    forgetPublishedRelease();
  });
  afterAll(async () => {
    delete process.env[SETTINGS.releaseKeyValueStoreArn.name];
    process.env[localVariable('edgeKey', 'k')] = SECRETS.edgeKey.generated!.localDefault;
    forgetPublishedRelease();
    await endpoints.close();
  });

  it('counts no failure, error or visit whose page the edge did not serve to that network: none, a forged or another network’s proof', async () => {
    const stranger = freshAddress();
    await send({ build: 'b1', events: [visit, failure, error] }, {}, stranger);
    await send({ build: 'b1', release: RELEASE, proof: `${Math.floor(Date.now() / 3_600_000)}.${'0'.repeat(32)}`, events: [visit, failure, error] });
    await send({ build: 'b1', release: RELEASE, proof: proofFor(stranger), events: [visit, failure, error] });
    for (const metric of ALARMED) expect(named(metric), metric).toEqual([]);
    // Still told to the operators.
    expect(signalLogs().filter((record) => record.signal === 'remote-failure')).toHaveLength(3);
    // With its page's proof, a network counts.
    const visitor = freshAddress();
    await send({ build: 'b1', release: RELEASE, proof: proofFor(visitor), events: [visit, failure, error] }, {}, visitor);
    for (const metric of ALARMED) expect(named(metric), metric).toHaveLength(1);
  });

  it('counts ten /16s of one provider as ten networks but one provider, which the alarms want three of', async () => {
    for (let i = 0; i < 10; i += 1) {
      const address = freshAddress();
      await send({ build: 'b1', release: RELEASE, proof: proofFor(address), events: [visit, failure, error] }, { 'CloudFront-Viewer-ASN': '64496' }, address);
    }
    expect(named('RemoteLoadFailures')).toHaveLength(10);
    expect(named('ClientErrors')).toHaveLength(10);
    expect(named('RemoteFailureProviders')).toHaveLength(1);
    expect(named('ClientErrorProviders')).toHaveLength(1);
    // A second and a third provider are counted as such.
    for (const asn of ['64497', '64498']) {
      const address = freshAddress();
      await send({ build: 'b1', release: RELEASE, proof: proofFor(address), events: [failure] }, { 'CloudFront-Viewer-ASN': asn }, address);
    }
    expect(named('RemoteFailureProviders')).toHaveLength(3);
  });
});
