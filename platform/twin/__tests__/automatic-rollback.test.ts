import { createHmac } from 'node:crypto';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POINTER_KEY, visitorBucket, type Pointer } from '@site/model';
import { localVariable } from '@site/lambdas/settings';
import { ledger, openReleases, readPointer } from '../../release/commands';
import { RELEASE_ROLLBACK_RULE } from '@site/lambdas/metrics';
import { startTwin, type Twin } from '../twin';

const BUILDS = { shell: 's1', products: 'p1', content: 'c1', voice: 'v1' };
const STABLE = { id: 'r-5ab1e00000', builds: BUILDS };
const CANDIDATE = { id: 'r-ca0d1da7e0', builds: { ...BUILDS, content: 'c2' } };
/** The twin runs the scheduled functions this often here; the cloud every minute (EventBridge rate(1 minute)). */
const SCHEDULE_MS = 2_000;
const EDGE_SECRET = 'ef'.repeat(32);

/** The first `count` loopback /16s (127.<n>/16) the edge puts in the candidate's 50 % share, or out of it. */
function networksIn(share: 'candidate' | 'stable', count: number): number[] {
  const hmac = (text: string) => createHmac('sha256', EDGE_SECRET).update(text).digest('hex');
  const found: number[] = [];
  for (let n = 1; n < 256 && found.length < count; n++) if (visitorBucket(hmac, CANDIDATE.id, `127.${n}.0.1`) < 50 === (share === 'candidate')) found.push(n);
  return found;
}

let work: string;
let twin: Twin;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'auto-rollback-'));
  const releases = openReleases(join(work, 'releases'), 'test');
  const pointer: Pointer = { stable: STABLE, candidate: CANDIDATE, percent: 50, previous: null };
  await releases.kvs.putKey(POINTER_KEY, JSON.stringify(pointer), (await releases.kvs.describe()).ETag);
  // The twin's edge key (its secret's local variable), which its edge signs with and its client-signals checks with.
  process.env[localVariable('edgeKey', 'k')] = EDGE_SECRET;
  twin = await startTwin({ releasesDir: join(work, 'releases'), backend: { scheduleIntervalMs: SCHEDULE_MS, log: () => undefined } });
});

afterAll(async () => {
  await twin?.close();
  rmSync(work, { recursive: true, force: true });
});

/** One HTTP exchange from `network` (127.<n>.0.1: every 127/8 address is loopback on Linux, and each /16 is a client network of its own). */
function exchange(
  network: number,
  path: string,
  options: { method: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(path, twin.url), { method: options.method, localAddress: `127.${network}.0.1`, headers: options.headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * A visit from `network`: a page of the release the edge's bucket for the network gets, and the
 * page's beacon naming that release with the proof the edge signed into it (`Server-Timing:
 * site-proof`). Null when the page came from another release: the candidate was rolled back
 * meanwhile (a busy machine's schedule may run before the last failing network's visit).
 */
async function beacon(release: string, network: number, failed: boolean): Promise<number | null> {
  const page = await exchange(network, '/cases', { method: 'GET', headers: {} });
  const timing = String(page.headers['server-timing'] ?? '');
  if (!timing.includes(`site-release;desc=${release}`)) return null;
  const proof = /site-proof;desc=([\w.]+)/.exec(timing)?.[1];
  const events: unknown[] = [{ kind: 'visit', page: '/cases' }];
  if (failed) events.push({ kind: 'remote-failure', remote: 'content', part: 'CasesPage', reason: 'unavailable', page: '/cases' });
  const answer = await exchange(network, '/api/client-signals', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: twin.url, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ build: 's1', release, proof, events }),
  });
  return answer.status;
}

describe('the automatic rollback on the twin', () => {
  it('rolls nothing back for strangers in five /16s who ask for the candidate’s bucket: the edge serves them stable, and their proofs prove no candidate page (G1)', async () => {
    const releases = openReleases(join(work, 'releases'), 'test');
    const strangers = networksIn('stable', 25).slice(20);
    for (const network of strangers) {
      // The review's reproduction: the candidate's bucket asked for, a failing beacon with the page's own proof.
      const page = await exchange(network, '/cases', { method: 'GET', headers: { cookie: 'site_bucket=0' } });
      const timing = String(page.headers['server-timing'] ?? '');
      expect(timing).toContain(`site-release;desc=${STABLE.id}`);
      const proof = /site-proof;desc=([\w.]+)/.exec(timing)?.[1];
      const answer = await exchange(network, '/api/client-signals', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: twin.url, 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({
          build: 's1',
          release: CANDIDATE.id,
          proof,
          events: [
            { kind: 'visit', page: '/cases' },
            { kind: 'remote-failure', remote: 'content', part: 'CasesPage', reason: 'unavailable', page: '/cases' },
          ],
        }),
      });
      expect(answer.status).toBe(202);
    }
    // Three scheduled runs later the candidate still has its share.
    await new Promise((resolve) => setTimeout(resolve, 3 * SCHEDULE_MS));
    expect((await readPointer(releases)).pointer).toMatchObject({ candidate: { id: CANDIDATE.id }, percent: 50 });
    expect(await ledger(releases)).toEqual([]);
  });

  it('takes a failing candidate from visitors within a scheduled run of the first failing visits, through the twin’s pointer and ledger', async () => {
    const releases = openReleases(join(work, 'releases'), 'test');
    for (const network of networksIn('stable', 20)) expect(await beacon(STABLE.id, network, false)).toBe(202);
    const firstFailure = Date.now();
    const failing = networksIn('candidate', 12);
    for (const [sent, network] of failing.entries()) {
      const status = await beacon(CANDIDATE.id, network, true);
      // Served stable: the rule's networks had failed, and the schedule took the candidate's share.
      if (status === null) {
        expect(sent, 'failing networks before the rollback').toBeGreaterThanOrEqual(RELEASE_ROLLBACK_RULE.networksAtLeast);
        break;
      }
      expect(status).toBe(202);
    }
    let rolledBackAt = 0;
    while (Date.now() - firstFailure < 5 * SCHEDULE_MS + 10_000) {
      if ((await readPointer(releases)).pointer?.percent === 0) {
        rolledBackAt = Date.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(rolledBackAt, 'the candidate still has its share').toBeGreaterThan(0);
    console.log(
      `[automatic rollback] first failing beacon → pointer at 0 %: ${rolledBackAt - firstFailure} ms (12 failing networks sent over HTTP, schedule every ${SCHEDULE_MS} ms)`,
    );
    expect((await readPointer(releases)).pointer).toMatchObject({ stable: { id: STABLE.id }, candidate: null, percent: 0 });
    // The ledger is written right after the pointer (through the S3 stand-in).
    await expect.poll(async () => (await ledger(releases)).length, { timeout: 5_000 }).toBe(1);
    expect((await ledger(releases)).at(-1)).toMatchObject({
      by: 'automatic rollback (release-rollback function)',
      from: { candidate: CANDIDATE.id, percent: 50 },
    });
  });
});
