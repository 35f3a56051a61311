import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { BUILD_INFO_FILE, buildInfoJson } from '@site/platform/build-info';
import { visitorBucket } from '@site/model';
import { canary, edgeSigner, ledger, openReleases, readPointer, storeRelease } from '@site/platform/release';
import { startTwin, type Twin } from '@site/platform/twin';
import { RELEASE_ROLLBACK_RULE } from '@site/lambdas/metrics';
import { defaultLayout } from '../../repo-layout';
import { startClientNetworks, type ClientNetworks } from '../support/client-networks';
import { expect, test, waitForPage } from './fixtures';

/**
 * The automatic rollback, with real browsers: a content release published without its remote entry
 * (a broken upload) gets a 50 % canary; visitors from sixteen client networks open a page that needs
 * the content remote; the candidate's fail in their browsers, which say so in their beacons with the
 * page's release; the twin's scheduled release-rollback takes the candidate's share, and every
 * browser is on stable at its next request.
 *
 * Each browser reaches the twin through its own network's relay (tests/support/client-networks.ts),
 * on E2E_PORT + 1 (the suite's second port), so the rule the cloud applies holds unchanged
 * (`RELEASE_ROLLBACK_RULE`), and each page's beacon carries the proof the edge signed into that page
 * for that network (G1). The edge draws a network's bucket itself (`visitorBucket`), so the run
 * picks loopback /16s the edge puts in the candidate's share and some it does not, and needs no
 * more browsers than the rule does.
 */
test.describe.configure({ mode: 'serial' });

/** The twin runs its scheduled functions this often here; the cloud every minute (EventBridge rate(1 minute)). */
const SCHEDULE_MS = 2_000;
const RELAY_PORT = Number(process.env.E2E_PORT ?? 4319) + 1;
/** Loopback /16s (127.<n>/16) in the candidate's 50 % share, and out of it: picked once the edge's key and the candidate exist. */
let CANDIDATE_NETWORKS: number[];
let STABLE_NETWORKS: number[];
/** A page the app renders at once (a filter it was not prerendered with), so it needs the content remote. */
const PAGE = '/ua/cases?industry=mining';
const FALLBACK = 'Цей розділ тимчасово недоступний';

let work: string;
let twin: Twin;
let networks: ClientNetworks;
let stableId: string;
let candidateId: string;
let stableContentBuild: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  work = mkdtempSync(join(tmpdir(), 'auto-rollback-e2e-'));
  const layout = defaultLayout();
  const appDirs = { shell: layout.shellDir, ...layout.remoteDirs };
  const releases = openReleases(join(work, 'releases'), 'e2e');
  const stable = (await storeRelease(releases, { pagesDir: layout.pagesDir, appDirs }, 'the build')).release;
  stableId = stable.id;
  stableContentBuild = stable.builds.content;
  // The content build as uploaded without its remote entry: every browser that needs the remote fails.
  const broken = join(work, 'content-broken');
  cpSync(layout.remoteDirs.content, broken, { recursive: true, filter: (source) => !source.endsWith('/remoteEntry.js') });
  writeFileSync(join(broken, BUILD_INFO_FILE), buildInfoJson(`broken-${Date.now()}`));
  candidateId = (await storeRelease(releases, { pagesDir: layout.pagesDir, appDirs: { ...appDirs, content: broken } }, 'a broken content release')).release.id;
  const sign = await edgeSigner(releases);
  const loopback = [...Array(250).keys()].map((n) => n + 1);
  CANDIDATE_NETWORKS = loopback.filter((network) => visitorBucket(sign, candidateId, `127.${network}.0.1`) < 50).slice(0, 12);
  STABLE_NETWORKS = loopback.filter((network) => visitorBucket(sign, candidateId, `127.${network}.0.1`) >= 50).slice(0, 4);
  twin = await startTwin({
    releasesDir: join(work, 'releases'),
    backend: { scheduleIntervalMs: SCHEDULE_MS, log: () => undefined },
    siteOrigins: [...CANDIDATE_NETWORKS, ...STABLE_NETWORKS].map((network) => `http://127.${network}.0.1:${RELAY_PORT}`),
  });
  networks = await startClientNetworks(twin.url, [...CANDIDATE_NETWORKS, ...STABLE_NETWORKS], RELAY_PORT);
  await canary(releases, candidateId, 50, 'e2e: a broken candidate');
});

test.afterAll(async () => {
  await networks?.close();
  await twin?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The release the page was served from, as the edge names it to the page and the page's beacons name it. */
const pageRelease = (page: Page) =>
  page.evaluate(
    () =>
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).serverTiming.find((entry) => entry.name === 'site-release')?.description,
  );

interface Visitor {
  readonly network: number;
  readonly context: BrowserContext;
  readonly page: Page;
  /** The release its first page came from. */
  readonly release: string | undefined;
  /** Its page's remote failed in its browser (the content remote's entry was missing), which its beacon told. */
  readonly failed: boolean;
}

type Beacons = { sent?: string[] };

/**
 * A browser of `network` on PAGE, once the page has sent its beacon: on the candidate, the one that
 * tells its remote failed; on stable, the visit.
 */
async function visit(browser: Browser, network: number): Promise<Visitor> {
  const origin = networks.origin(network);
  const context = await browser.newContext({ baseURL: origin });
  // What the page sends, as it sends it (a beacon's body is a Blob, which the request does not show).
  await context.addInitScript(() => {
    const sent: string[] = ((window as Beacons).sent = []);
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sent.push(text));
      return send(url, data);
    };
  });
  const page = await context.newPage();
  const remoteEntry = page.waitForResponse((response) => new URL(response.url()).pathname === '/mfe/content/remoteEntry.js');
  await page.goto(PAGE);
  await waitForPage(page);
  const release = await pageRelease(page);
  // What the browser met decides, not the release its page came from: a rollback can land while a
  // candidate's page loads, and its remote then comes from stable and works.
  const failed = !(await remoteEntry).ok();
  const kind = failed ? 'remote-failure' : 'visit';
  await page.waitForFunction((wanted) => ((window as Beacons).sent ?? []).some((body) => body.includes(`"kind":"${wanted}"`)), kind, { timeout: 20_000 });
  return { network, context, page, release, failed };
}

test('a candidate whose remote fails in browsers from the rule’s networks (their pages’ proofs counted) is rolled back by the twin’s schedule; every browser is on stable at its next request', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const releases = openReleases(join(work, 'releases'), 'e2e');
  const visitors: Visitor[] = [];

  for (const network of STABLE_NETWORKS) {
    const visitor = await visit(browser, network);
    expect(visitor.release, `network ${network}`).toBe(stableId);
    expect(visitor.failed, `network ${network}`).toBe(false);
    await expect(visitor.page.locator('[data-mfe="content"][data-build]').first()).toHaveAttribute('data-build', stableContentBuild);
    visitors.push(visitor);
  }
  let firstFailure = 0;
  let lastFailure = 0;
  for (const network of CANDIDATE_NETWORKS) {
    firstFailure ||= Date.now();
    const visitor = await visit(browser, network);
    visitors.push(visitor);
    // The rule wants its failing networks: the ones after may already meet stable, whole or from the
    // middle of their page's load.
    if (!visitor.failed) {
      expect(visitors.filter((v) => v.failed).length, 'failing networks before the rollback').toBeGreaterThanOrEqual(RELEASE_ROLLBACK_RULE.networksAtLeast);
      expect((await readPointer(releases)).pointer?.percent).toBe(0);
      break;
    }
    lastFailure = Date.now();
    await expect(visitor.page.locator('h1')).toHaveText(FALLBACK);
    if ((await readPointer(releases)).pointer?.percent === 0) break;
  }

  await expect.poll(async () => (await readPointer(releases)).pointer?.percent, { timeout: 5 * SCHEDULE_MS + 10_000, intervals: [100] }).toBe(0);
  const rolledBackAt = Date.now();
  // The last failing beacon decides: the rollback follows it within a scheduled run (the pointer is read after each visit).
  console.log(
    `[automatic rollback, browsers] first candidate page opened → pointer at 0 %: ${rolledBackAt - firstFailure} ms; last failing network's beacon seen → pointer seen at 0 %: ${rolledBackAt - lastFailure} ms (${visitors.filter((v) => v.failed).length} failing candidate networks, schedule every ${SCHEDULE_MS} ms)`,
  );
  expect((await readPointer(releases)).pointer).toMatchObject({ stable: { id: stableId }, candidate: null, percent: 0 });
  await expect.poll(async () => (await ledger(releases)).at(-1)?.by, { timeout: 5_000 }).toBe('automatic rollback (release-rollback function)');

  // Every browser, candidate's or not, is on stable at its next request, and the remote works there.
  for (const { network, page } of visitors) {
    await page.goto(PAGE);
    await waitForPage(page);
    expect(await pageRelease(page), `network ${network}`).toBe(stableId);
    await expect(page.locator('[data-mfe="content"][data-build]').first()).toHaveAttribute('data-build', stableContentBuild);
    await expect(page.locator('h1')).not.toHaveText(FALLBACK);
  }
  for (const { context } of visitors) await context.close();
});
