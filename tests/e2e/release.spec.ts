import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { visitorBucket } from '@site/model';
import { edgeSigner, ledger, openReleases, readPointer, storeRelease } from '@site/platform/release';
import { startTwin, type Twin } from '@site/platform/twin';
import { defaultLayout, REPO_ROOT } from '../../repo-layout';
import { viteBuild } from '../support/builds';
import { startClientNetworks, type ClientNetworks } from '../support/client-networks';
import { childEnv } from '../support/child-env';
import { expect, test, waitForPage } from './fixtures';

/**
 * The release flow on the twin, as an operator runs it: a content build published beside the stable
 * release, half the visitors on it, a preview link, a rollback. The candidate's pages are the
 * stable's (a re-render takes four minutes); its content remote is a real build of its own, and the
 * shell renders a remote's areas afresh when the page's marks name another build.
 */
test.describe.configure({ mode: 'serial' });

let work: string;
let twin: Twin;
let networks: ClientNetworks;
/** Loopback /16s (127.<n>/16, each a client network through its relay) and whether the edge puts each in the candidate's 50 % share. */
let visitorNetworks: { network: number; candidate: boolean }[];
const RELAY_PORT = Number(process.env.E2E_PORT ?? 4319) + 1;
let stableId: string;
let candidateId: string;
const candidateBuild = `candidate-${Date.now()}`;

/** `npm run release -- <args>` on the twin's data, as an operator types it. */
function release(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'infra/bin/release.ts', ...args], { cwd: REPO_ROOT, env: childEnv({ DATA_DIR: work }), encoding: 'utf8' });
}

/**
 * The content build this page was served, as the page itself fetches it (`build.json`, an entry
 * file the edge maps), once the page shows that build's content: the shell renders a remote's
 * areas afresh when the prerendered marks name another build.
 */
async function contentBuild(page: Page): Promise<string> {
  await waitForPage(page);
  const served = await page.evaluate(() => fetch('/mfe/content/build.json', { cache: 'no-cache' }).then((r) => r.json() as Promise<{ buildId: string }>));
  await expect(page.locator('[data-mfe="content"][data-build]').first()).toHaveAttribute('data-build', served.buildId);
  return served.buildId;
}

async function visitor(browser: Browser, origin = twin.url): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: origin });
  return { context, page: await context.newPage() };
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  work = mkdtempSync(join(tmpdir(), 'release-e2e-'));
  const layout = defaultLayout();
  const appDirs = { shell: layout.shellDir, ...layout.remoteDirs };
  const context = openReleases(join(work, 'releases'), 'e2e');
  stableId = (await storeRelease(context, { pagesDir: layout.pagesDir, appDirs }, 'the build')).release.id;
  viteBuild('mfe-content', join(work, 'content'), { BUILD_ID: candidateBuild });
  candidateId = (await storeRelease(context, { pagesDir: layout.pagesDir, appDirs: { ...appDirs, content: join(work, 'content') } }, 'content candidate'))
    .release.id;
  expect((await readPointer(context)).pointer).toMatchObject({ stable: { id: stableId }, candidate: null });
  // The edge draws a canary's bucket from the visitor's network (G1): five networks it puts in the
  // candidate's half and five it does not, each a relay of its own.
  const sign = await edgeSigner(context);
  const inShare = (network: number) => visitorBucket(sign, candidateId, `127.${network}.0.1`) < 50;
  const pick = (candidate: boolean) =>
    [...Array(200).keys()]
      .map((n) => n + 1)
      .filter((network) => inShare(network) === candidate)
      .slice(0, 5);
  visitorNetworks = [...pick(true), ...pick(false)].sort((a, b) => a - b).map((network) => ({ network, candidate: inShare(network) }));
  twin = await startTwin({ backend: false, releasesDir: join(work, 'releases') });
  networks = await startClientNetworks(
    twin.url,
    visitorNetworks.map((v) => v.network),
    RELAY_PORT,
  );
});

test.afterAll(async () => {
  await networks?.close();
  await twin?.close();
  rmSync(work, { recursive: true, force: true });
});

test('a 50 % canary splits client networks as the edge draws them, whatever bucket a browser asks for, each on one build across navigations; a preview link; a rollback within a request', async ({
  browser,
}) => {
  // Four commands of the release CLI (~10 s each on a busy machine) and two dozen browsers.
  test.setTimeout(360_000);
  const stableBuild = (await readPointer(openReleases(join(work, 'releases'), 'e2e'))).pointer!.stable.builds.content!;
  expect(release('canary', candidateId, '50', '--reason', 'e2e')).toContain('50 %');

  const visitors: { context: BrowserContext; page: Page; build: string }[] = [];
  // A fresh browser of each network gets the build its network's bucket gets; one asking for the
  // candidate's bucket with the old cookie gets the same.
  for (const { network, candidate } of visitorNetworks) {
    const { context, page } = await visitor(browser, networks.origin(network));
    await context.addCookies([{ name: 'site_bucket', value: '0', url: networks.origin(network) }]);
    await page.goto('/cases');
    const build = await contentBuild(page);
    expect(build, `127.${network}.0.0/16`).toBe(candidate ? candidateBuild : stableBuild);
    visitors.push({ context, page, build });
  }
  const split = visitors.filter((v) => v.build === candidateBuild).length;
  console.log(`canary 50 %: ${split} of ${visitors.length} client networks on the candidate`);

  // Each stays on its build across navigations and reloads.
  for (const { page, build } of visitors.slice(0, 6)) {
    await page.goto('/blog');
    expect(await contentBuild(page)).toBe(build);
    await page.reload();
    expect(await contentBuild(page)).toBe(build);
    await page.goto('/team');
    expect(await contentBuild(page)).toBe(build);
  }

  // A release's id alone previews nothing (G2): a link from anywhere cannot pin a visitor to a release.
  const tester = await visitor(browser);
  const forged = await tester.page.request.get(`/cases?release=${candidateId}`, { maxRedirects: 0 });
  expect(forged.status()).toBe(302);
  expect(forged.headers()['set-cookie']).toMatch(/^site_preview=;.*Max-Age=0/);
  // The signed link the release command prints shows the candidate to whoever holds it, marked and never indexed, until ?release=stable.
  const printed = release('preview', candidateId, '--hours', '2');
  const query = /\/(\?release=r-[0-9a-f]{10}\.\d{10}\.[0-9a-f]{32})\s/.exec(printed)?.[1];
  expect(query, printed).toBeDefined();
  const link = await tester.page.request.get(`/cases${query}`, { maxRedirects: 0 });
  expect(link.status()).toBe(302);
  expect(link.headers()['x-robots-tag']).toBe('noindex');
  const previewed = await tester.page.goto(`/cases${query}`);
  expect(new URL(tester.page.url()).search).toBe('');
  expect(previewed!.headers()['x-robots-tag']).toBe('noindex');
  await expect(tester.page.locator('[data-release-preview]')).toContainText(candidateId);
  expect(await contentBuild(tester.page)).toBe(candidateBuild);
  // The page marks itself before any framework: with the app's code kept from loading, the mark is there.
  const reading = await tester.context.newPage();
  await reading.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
  await reading.goto('/team');
  await expect(reading.locator('[data-release-preview]')).toContainText(candidateId);
  await reading.close();
  await tester.page.goto('/blog');
  expect(await contentBuild(tester.page)).toBe(candidateBuild);
  await expect(tester.page.locator('[data-release-preview]')).toContainText(candidateId);
  // Back to what visitors get: the build the edge puts the tester's network in (either), unmarked.
  await tester.page.goto('/cases?release=stable');
  // Asked afresh: the browser's revalidated copy keeps the header its first answer had.
  expect((await tester.page.request.get('/cases')).headers()['x-robots-tag']).toBeUndefined();
  expect([stableBuild, candidateBuild]).toContain(await contentBuild(tester.page));
  await expect(tester.page.locator('[data-release-preview]')).toHaveCount(0);

  // An open tab on the candidate, left as it is across the rollback.
  const openTab = visitors.find((v) => v.build === candidateBuild)!;
  await openTab.page.goto('/cases');
  expect(await contentBuild(openTab.page)).toBe(candidateBuild);

  const started = Date.now();
  expect(release('rollback', '--reason', 'e2e')).toContain('serves nobody');
  const commandMs = Date.now() - started;
  // From the pointer's write (the ledger's time) to a visitor of the candidate's bucket served stable.
  const written = Date.parse((await ledger(openReleases(join(work, 'releases'), 'e2e'))).at(-1)!.at);
  const next = await fetch(`${twin.url}/cases`, { headers: { cookie: 'site_bucket=0' } });
  expect(next.headers.get('set-cookie')).toContain(`site_release=${stableId}`);
  console.log(`rollback: the command took ${commandMs} ms; pointer written → next request on stable: ${Date.now() - written} ms`);
  const fresh = await visitor(browser);
  await fresh.page.goto('/cases');
  expect(await contentBuild(fresh.page)).toBe(stableBuild);
  // A rolled-back release is served to nobody: its signed link, still unexpired, shows stable, unmarked (G2).
  await fresh.page.goto(`/cases${query}`);
  expect(await contentBuild(fresh.page)).toBe(stableBuild);
  await expect(fresh.page.locator('[data-release-preview]')).toHaveCount(0);
  expect(() => release('preview', candidateId)).toThrow(/was rolled back/);

  // The open tab keeps working: a navigation inside it renders the content remote it already has.
  await openTab.page.locator('a[href="/blog"]').first().click();
  await expect(openTab.page).toHaveURL(/\/blog$/);
  await expect(openTab.page.locator('[data-mfe="content"][data-build]').first()).toBeVisible();

  // Every browser is on stable at its next full page load.
  for (const { page } of visitors) {
    await page.goto('/cases');
    expect(await contentBuild(page)).toBe(stableBuild);
  }
  for (const v of [...visitors, tester, fresh]) await v.context.close();
});
