import { createHmac } from 'node:crypto';
import { POINTER_KEY, releaseProof, type Pointer } from '@site/model';
import { readPointer, type KeyValueStoreApi } from '../../shared/pointer-changes';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handler as clientSignals } from '../../client-signals';
import { VIEWER_ADDRESS_HEADER, VIEWER_ASN_HEADER } from '../../functions';
import { memoryReleaseStores, serveReleaseEndpoints, type ReleaseEndpoints } from '@site/stand-ins/release-endpoints';
import { lambdaContext } from '../../host/lambda-context';
import { localVariable, SETTINGS } from '../../settings';
import { captureOutput } from '../../test-support/captured-output';
import { callApi } from '../../test-support/invoke';
import { startLocalDynamoDB, type LocalDynamoDB } from '../../test-support/local-backend';
import { forgetPublishedRelease } from '../../shared/release-proof';
import { AUTOMATIC_ROLLBACK, handler, watchCandidate } from '../index';

/** The edge's signing key (its secret's local variable), and a proof as the edge signs it into a page of `release` served to `address`. */
const EDGE_SECRET = 'ab'.repeat(32);
const proofFor = (release: string, address: string) =>
  releaseProof((text) => createHmac('sha256', EDGE_SECRET).update(text).digest('hex'), release, address, Date.now());

const BUILDS = { shell: 's1', products: 'p1', content: 'c1', voice: 'v1' };
let releases = 0;
/** Releases of their own per test: the health counters of a window outlive a test. */
const nextRelease = (content: string) => ({ id: `r-${(releases += 1).toString(16).padStart(10, '0')}`, builds: { ...BUILDS, content } });
let STABLE = nextRelease('c1');
let CANDIDATE = nextRelease('c2');

const output = captureOutput();
let db: LocalDynamoDB;
let endpoints: ReleaseEndpoints;
let stores: ReturnType<typeof memoryReleaseStores>;

beforeAll(async () => {
  db = await startLocalDynamoDB();
});
afterAll(async () => {
  output.restore();
  await db.close();
});

/** A fresh pointer (stable, and the candidate for 50 %) behind fresh loopback stand-ins of the KeyValueStore and S3. */
beforeEach(async () => {
  output.clear();
  await endpoints?.close();
  STABLE = nextRelease('c1');
  CANDIDATE = nextRelease('c2');
  stores = memoryReleaseStores();
  await stores.kvs.putKey(POINTER_KEY, JSON.stringify({ stable: STABLE, candidate: CANDIDATE, percent: 50, previous: null } satisfies Pointer), 'E0');
  process.env[localVariable('edgeKey', 'k')] = EDGE_SECRET;
  forgetPublishedRelease();
  endpoints = await serveReleaseEndpoints(stores);
  endpoints.use();
  process.env[SETTINGS.releaseKeyValueStoreArn.name] = 'arn:aws:cloudfront::123456789012:key-value-store/0f3e2a51-5b5c-4a7c-9a7e-3c1f0a9e1b2d';
  process.env[SETTINGS.releaseLedgerBucket.name] = 'site-release-ledger';
});

let networks = 0;
/** A viewer address on a /16 no other beacon of these tests used: each is a client network of its own. */
function freshAddress(): string {
  networks += 1;
  return `10.${networks % 256}.${Math.floor(networks / 256) + 100}.7`;
}

/**
 * One page's beacon, as the shell sends it, from `address` (through provider `asn`, as CloudFront
 * names it; none names the /16 as its own provider), with the proof the edge gave its page (or `proof`).
 */
async function beacon(
  release: string,
  failed: boolean,
  address = freshAddress(),
  proof: string | null = proofFor(release, address),
  asn?: number,
): Promise<void> {
  const events: unknown[] = [{ kind: 'visit', page: '/cases' }];
  if (failed) events.push({ kind: 'remote-failure', remote: 'content', part: 'CasesPage', reason: 'unavailable', page: '/cases' });
  const answer = await callApi(clientSignals, '/api/client-signals', {
    body: { build: 'shell1', release, events, ...(proof && { proof }) },
    headers: { 'Content-Type': 'application/json', [VIEWER_ADDRESS_HEADER]: `${address}:443`, ...(asn && { [VIEWER_ASN_HEADER]: String(asn) }) },
  });
  expect(answer.status).toBe(202);
}

/** `count` client networks each visit `release`, the first `failing` of them meeting a failing remote. */
async function visits(release: string, count: number, failing: number): Promise<void> {
  for (let i = 0; i < count; i++) await beacon(release, i < failing);
}

const run = () => handler({} as never, lambdaContext('release-rollback', 30_000));
const pointerNow = async () => (await readPointer(stores.kvs)).pointer!;

describe('the automatic rollback', () => {
  it('takes the candidate from visitors when it fails for five or more networks and ten points more of them than the stable, and says so', async () => {
    await visits(STABLE.id, 30, 1);
    await visits(CANDIDATE.id, 14, 12);

    const summary = await run();

    expect(summary).toMatchObject({
      did: 'rolled-back',
      candidate: CANDIDATE.id,
      candidateHealth: { visits: 14, failures: 12 },
      stableHealth: { visits: 30, failures: 1 },
    });
    expect(await pointerNow()).toMatchObject({ stable: { id: STABLE.id }, candidate: null, percent: 0 });
    // Marked rolled back, so the edge serves it to no preview link or open tab either (G2).
    expect((await stores.kvs.getKey(`release:${CANDIDATE.id}`))?.Value).toBe('false');
    expect(stores.ledger.list).toEqual([
      expect.objectContaining({
        by: AUTOMATIC_ROLLBACK,
        from: { stable: STABLE.id, candidate: CANDIDATE.id, percent: 50 },
        to: { stable: STABLE.id, candidate: null, percent: 0 },
        reason: expect.stringMatching(/12 of 14 client networks \(86 %\).*1 of 30 client networks \(3 %\)/),
      }),
    ]);
    const told = output.records().find((record) => record.message === 'release rolled back (RELEASE_ROLLBACK_TOPIC_ARN not set, not e-mailed)');
    expect(told?.text).toMatch(/serves nobody now.*\n\n.*\n\nRunbook/s);
    // The next run finds no candidate to judge.
    expect(await run()).toEqual({ did: 'nothing', why: 'no candidate serves visitors' });
  });

  it('leaves a candidate a stranger reports failing from one network, however many beacons they send', async () => {
    await visits(STABLE.id, 20, 0);
    const stranger = freshAddress();
    for (let i = 0; i < 40; i++) await beacon(CANDIDATE.id, true, stranger);
    expect(await run()).toMatchObject({ did: 'nothing' });
    expect(await pointerNow()).toMatchObject({ candidate: { id: CANDIDATE.id }, percent: 50 });
    expect(stores.ledger.list).toEqual([]);
  });

  it('leaves a candidate failing in eight /16s of one provider, then thirteen of two: the rule wants three providers, as the alarm does (G1)', async () => {
    await visits(STABLE.id, 20, 0);
    // One stranger's addresses in eight /16s, each with a page the edge really served them.
    for (let i = 0; i < 8; i++) {
      const address = freshAddress();
      await beacon(CANDIDATE.id, true, address, proofFor(CANDIDATE.id, address), 64500);
    }
    expect(await run()).toMatchObject({ did: 'nothing' });
    // And five more /16s, of that provider and one other: two providers in all.
    for (const asn of [64500, 64500, 64501, 64501, 64501]) {
      const address = freshAddress();
      await beacon(CANDIDATE.id, true, address, proofFor(CANDIDATE.id, address), asn);
    }
    expect(await run()).toMatchObject({ did: 'nothing' });
    expect(await pointerNow()).toMatchObject({ candidate: { id: CANDIDATE.id }, percent: 50 });
  });

  it('takes a candidate failing in five /16s through three providers, and names them (G1)', async () => {
    await visits(STABLE.id, 20, 0);
    for (const asn of [64510, 64510, 64511, 64511, 64512]) {
      const address = freshAddress();
      await beacon(CANDIDATE.id, true, address, proofFor(CANDIDATE.id, address), asn);
    }
    expect(await run()).toMatchObject({ did: 'rolled-back', candidateHealth: { visits: 5, failures: 5, failureProviders: 3 } });
    expect(stores.ledger.list).toEqual([
      expect.objectContaining({ reason: expect.stringMatching(/5 of 5 client networks \(100 %\) through 3 providers.*5\+ networks through 3\+ providers/) }),
    ]);
  });

  it('leaves a candidate alone on a quiet night: every visit failing, but from fewer than five networks', async () => {
    await visits(CANDIDATE.id, 4, 4);
    expect(await run()).toMatchObject({ did: 'nothing' });
    expect(await pointerNow()).toMatchObject({ percent: 50 });
  });

  it('counts no beacon whose page the edge did not serve that release to that network: none, a forged or another network’s proof (G1)', async () => {
    await visits(STABLE.id, 10, 0);
    for (let i = 0; i < 4; i++) await beacon(CANDIDATE.id, true, freshAddress(), null);
    for (let i = 0; i < 4; i++) await beacon(CANDIDATE.id, true, freshAddress(), `${Math.floor(Date.now() / 3_600_000)}.${'0'.repeat(32)}`);
    const elsewhere = proofFor(CANDIDATE.id, freshAddress());
    for (let i = 0; i < 4; i++) await beacon(CANDIDATE.id, true, freshAddress(), elsewhere);
    expect(await run()).toMatchObject({ did: 'nothing' });
    expect(await pointerNow()).toMatchObject({ candidate: { id: CANDIDATE.id }, percent: 50 });
  });

  it('takes a candidate that fails everywhere, however bad the stable is made to look (G1: nineteen error beacons blocked it)', async () => {
    await visits(CANDIDATE.id, 6, 6);
    await visits(STABLE.id, 20, 19);
    expect(await run()).toMatchObject({ did: 'rolled-back', candidateHealth: { visits: 6, failures: 6 }, stableHealth: { visits: 20, failures: 19 } });
  });

  it('leaves a candidate that fails no more than the stable (a third-party outage hits both)', async () => {
    await visits(STABLE.id, 50, 20);
    await visits(CANDIDATE.id, 50, 22);
    expect(await run()).toMatchObject({ did: 'nothing', why: `${CANDIDATE.id} fails no more than ${STABLE.id}` });
  });

  it('never overwrites a change a person made while it judged: the write is refused by ETag and the next run judges again', async () => {
    await visits(CANDIDATE.id, 6, 6);
    const racing: KeyValueStoreApi = {
      ...stores.kvs,
      // An operator promotes the candidate between the function's read and its write.
      getKey: async (key) => {
        const item = await stores.kvs.getKey(key);
        const { ETag } = await stores.kvs.describe();
        await stores.kvs.putKey(POINTER_KEY, JSON.stringify({ stable: CANDIDATE, candidate: null, percent: 0, previous: STABLE.id }), ETag);
        return item;
      },
    };
    expect(await watchCandidate(racing, stores.ledger)).toEqual({ did: 'nothing', why: 'the pointer changed meanwhile' });
    expect(await pointerNow()).toMatchObject({ stable: { id: CANDIDATE.id }, candidate: null });
    expect(stores.ledger.list).toEqual([]);
  });
});
