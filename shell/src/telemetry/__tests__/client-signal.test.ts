import { clientSignalRequestSchema, NOT_FOUND_PAGE, type ClientSignalRequest } from '@site/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type VitalCallback = (metric: { name: string; value: number; rating: string }) => void;
const vitals = vi.hoisted(() => new Map<string, VitalCallback>());
vi.mock('web-vitals', () => {
  const observer = (name: string) => (callback: VitalCallback) => void vitals.set(name, callback);
  return { onLCP: observer('LCP'), onINP: observer('INP'), onCLS: observer('CLS'), onFCP: observer('FCP'), onTTFB: observer('TTFB') };
});

const beacons: Array<{ url: string; body: Promise<string> }> = [];

/** Every beacon sent so far, parsed. */
async function sent(): Promise<ClientSignalRequest[]> {
  return Promise.all(beacons.map(async (beacon) => JSON.parse(await beacon.body) as ClientSignalRequest));
}
const sentEvents = async () => (await sent()).flatMap((body) => body.events);

let pageEnds = new AbortController();

/** A fresh page: the modules start over, as they do on every page load, and the page watches what it meets from its start. */
async function load() {
  vi.resetModules();
  pageEnds.abort();
  pageEnds = new AbortController();
  const { takeEvents } = (await import('../signal-queue')).observeSignals(pageEnds.signal);
  const { sendClientSignal } = await import('../client-signal');
  return {
    observed: await import('../observed'),
    send: (sampleRate: number) => sendClientSignal(takeEvents, sampleRate),
  };
}

beforeEach(() => {
  vitals.clear();
  beacons.length = 0;
  vi.stubGlobal('__BUILD_ID__', 'shell42');
  // Idle comes at once here; a real browser waits for a quiet moment.
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => callback());
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, data: Blob) => {
      beacons.push({ url, body: data.text() });
      return true;
    },
  });
  history.replaceState(null, '', '/ua/cases?email=anna@example.com');
  document.body.innerHTML = '<div data-mfe="content" data-build="content7"></div>';
});
afterEach(() => vi.unstubAllGlobals());

describe('the client signal', () => {
  it('says once per page load that the visit happened, so failures are judged against visits', async () => {
    const { send } = await load();
    send(0);
    expect(await sentEvents()).toEqual([{ kind: 'visit', page: '/ua/cases' }]);
  });

  it('names the site release the edge served the page from, and none the edge did not name', async () => {
    const served = (description: string) =>
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
        {
          name: location.href,
          serverTiming: [
            { name: 'cdn-cache', description: 'hit' },
            { name: 'site-release', description },
          ],
        },
      ] as unknown as PerformanceEntryList);
    served('r-0123456789');
    const { send } = await load();
    send(0);
    const [body] = await sent();
    expect(body!.release).toBe('r-0123456789');
    expect(clientSignalRequestSchema.safeParse(body).success).toBe(true);

    beacons.length = 0;
    served('<script>');
    (await load()).send(0);
    expect((await sent())[0]).not.toHaveProperty('release');
    vi.restoreAllMocks();
  });

  it('sends a remote failure that happened before it loaded, with the page but not its query, as the contract takes it', async () => {
    const { observed, send } = await load();
    const timeout = Object.assign(new Error('did not load within 8000 ms'), { name: 'TimeoutError' });
    observed.reportRemoteFailure('content', './CasesPage', timeout);
    observed.reportRemoteFailure('content', './CasesPage', timeout);

    send(0);

    const bodies = await sent();
    expect(new Set(beacons.map((beacon) => beacon.url))).toEqual(new Set(['/api/client-signals']));
    expect(bodies.every((body) => body.build === 'shell42')).toBe(true);
    expect(bodies.flatMap((body) => body.events)).toEqual([
      { kind: 'visit', page: '/ua/cases' },
      { kind: 'remote-failure', remote: 'content', part: 'CasesPage', reason: 'timeout', remoteBuild: 'content7', page: '/ua/cases' },
    ]);
    for (const body of bodies) expect(clientSignalRequestSchema.safeParse(body).success).toBe(true);
  });

  it('names a page outside the route table only as not found', async () => {
    history.replaceState(null, '', '/reset-password/anna@example.com');
    const { observed, send } = await load();
    send(0);
    observed.reportRenderFailure('content:team-strip');

    expect(await sentEvents()).toEqual([
      { kind: 'visit', page: NOT_FOUND_PAGE },
      expect.objectContaining({ kind: 'remote-failure', part: 'team-strip', reason: 'render', page: NOT_FOUND_PAGE }),
    ]);
  });

  it('reports Web Vitals of a sampled visit, and none of a visit outside the sample', async () => {
    const { send } = await load();
    send(0);
    await Promise.resolve();
    expect(vitals.size).toBe(0);

    const next = await load();
    next.send(1);
    await vi.waitFor(() => expect([...vitals.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']));
    vitals.get('INP')!({ name: 'INP', value: 612.4, rating: 'poor' });
    vitals.get('CLS')!({ name: 'CLS', value: 0.031, rating: 'good' });

    expect(await sentEvents()).toEqual([
      { kind: 'visit', page: '/ua/cases' },
      { kind: 'visit', page: '/ua/cases' },
      { kind: 'vital', name: 'INP', value: 612, rating: 'poor', page: '/ua/cases' },
      { kind: 'vital', name: 'CLS', value: 0.031, rating: 'good', page: '/ua/cases' },
    ]);
  });

  it('reports the site’s own uncaught errors with a short message free of query strings, and nobody else’s', async () => {
    const { send } = await load();
    send(0);
    const own = new TypeError(`failed to fetch ${location.origin}/mfe/content/assets/x.js?token=abc\u0000 ${'long '.repeat(80)}`);
    dispatchEvent(new ErrorEvent('error', { error: own, filename: `${location.origin}/mfe/content/assets/x.js` }));
    dispatchEvent(new ErrorEvent('error', { error: new Error('extension'), filename: 'chrome-extension://abc/content.js' }));

    const events = (await sentEvents()).filter((event) => event.kind !== 'visit');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({ kind: 'error', app: 'content', build: 'content7', page: '/ua/cases' });
    const message = (event as { message: string }).message;
    expect(message.startsWith(`TypeError: failed to fetch ${location.origin}/mfe/content/assets/x.js `)).toBe(true);
    expect(message).not.toMatch(/token|\u0000/);
    expect(message.length).toBeLessThanOrEqual(200);
  });

  it('sends at once what arrives while the page is hidden, since it may never be idle again', async () => {
    vi.stubGlobal('requestIdleCallback', () => undefined);
    const { send } = await load();
    send(1);
    await vi.waitFor(() => expect(vitals.has('LCP')).toBe(true));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    try {
      vitals.get('LCP')!({ name: 'LCP', value: 1800, rating: 'good' });
      expect(await sentEvents()).toEqual([{ kind: 'visit', page: '/ua/cases' }, expect.objectContaining({ kind: 'vital', name: 'LCP', value: 1800 })]);
    } finally {
      delete (document as { visibilityState?: string }).visibilityState;
    }
  });
});
