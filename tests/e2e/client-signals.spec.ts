import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { defaultLayout } from '../../repo-layout';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/lib/chromium';
import { startHttpsFront } from '../support/https-front';
import { startTwinProcess, type TwinProcess } from '../support/twin-process';
import { expect, test, waitForPage, wantEveryIsland, whenPageIdle } from './fixtures';

/**
 * What visitors' browsers meet reaches the operators: the client signal loads once the app is
 * ready and the page idle, and its beacons, like the browser's own CSP reports, arrive at
 * `/api/client-signals`, whose records the twin writes to its log as CloudWatch gets them.
 */
// One twin for the file, whose log every test reads.
test.describe.configure({ mode: 'serial' });
let twin: TwinProcess;
test.beforeAll(async () => {
  twin = await startTwinProcess();
});
test.afterAll(async () => twin?.close());

const buildIdOf = (buildDir: string) => (JSON.parse(readFileSync(join(buildDir, 'build.json'), 'utf8')) as { buildId: string }).buildId;
const isSignal = (kind: string) => (record: Record<string, unknown>) => record.signal === kind;

test('a remote that fails to load in a browser shows in the twin’s log, with its remote, build and page', async ({ page }) => {
  await page.route('**/mfe/content/**', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  // A filter value the page was not prerendered with: the app renders the library afresh, at once.
  await page.goto(`${twin.url}/ua/cases?industry=mining&utm_source=newsletter`);
  await waitForPage(page);
  await expect(page.locator('h1')).toHaveText('Цей розділ тимчасово недоступний');

  const record = await twin.waitForRecord(isSignal('remote-failure'));
  const layout = defaultLayout();
  expect(record).toMatchObject({
    level: 'WARN',
    message: "a remote failed in a visitor's browser",
    remote: 'content',
    part: 'CasesPage',
    reason: 'unavailable',
    page: '/ua/cases',
    shellBuild: buildIdOf(layout.shellDir),
    // The release the prerendered page was made with, as the page names it.
    remoteBuild: buildIdOf(layout.remoteDirs.content),
  });
  expect(JSON.stringify(twin.records())).not.toContain('utm_source');
});

test('an uncaught error in a remote’s script shows in the twin’s log, as that remote’s, with personal data masked', async ({ page }) => {
  // The content remote's code throws once, outside React, as a bug in it would.
  await page.route(/\/mfe\/content\/assets\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const bug = ';if(!globalThis.__bug){globalThis.__bug=1;setTimeout(()=>{throw new TypeError("no price for anna@example.com")})}';
    await route.fulfill({ response, body: `${await response.text()}${bug}` });
  });
  await page.goto(`${twin.url}/cases`);
  // The library's code runs once the visitor reaches into it.
  await wantEveryIsland(page);

  const record = await twin.waitForRecord(isSignal('error'));
  expect(record).toMatchObject({
    message: "a script failed in a visitor's browser",
    app: 'content',
    build: buildIdOf(defaultLayout().remoteDirs.content),
    errorMessage: 'TypeError: no price for a***@example.com',
    page: '/cases',
  });
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('a visit that only reads says it happened: the signal’s code loads with the page’s loader once the page is idle, without the app', async ({ page }) => {
  const signalChunk = /^\/assets\/start-client-signal-[\w-]+\.js$/;
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // What the page sends, as it sends it (a beacon's body is a Blob, which the request does not show).
  await page.addInitScript(() => {
    const sent: string[] = ((window as { beacons?: string[] }).beacons = []);
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sent.push(text));
      return send(url, data);
    };
  });
  await page.goto(`${twin.url}/team`);
  const takeoverModules = (await page.locator('script[data-modules]').getAttribute('data-modules'))?.split(' ') ?? [];
  expect(takeoverModules.length).toBeGreaterThan(0);
  expect(takeoverModules.some((path) => signalChunk.test(path))).toBe(false);

  await whenPageIdle(page);
  await expect.poll(() => requested.some((path) => signalChunk.test(path)), { timeout: 20_000 }).toBe(true);
  expect(requested.filter((path) => takeoverModules.includes(path))).toEqual([]);
  await expect
    .poll(() => page.evaluate(() => ((window as { beacons?: string[] }).beacons ?? []).flatMap((body) => (JSON.parse(body) as { events: unknown[] }).events)))
    .toContainEqual({ kind: 'visit', page: '/team' });
});

test('a sampled visit reports its Web Vitals, INP among them, when the visitor leaves', async ({ page }) => {
  // This visit is in the sample (Math.random decides it).
  await page.addInitScript(() => {
    Math.random = () => 0;
  });
  await page.goto(`${twin.url}/ru`);
  // A visitor sees the page before acting; a key pressed before the largest paint would end LCP unmeasured.
  await page.evaluate(() => new Promise((resolve) => new PerformanceObserver(resolve).observe({ type: 'largest-contentful-paint', buffered: true })));
  await waitForPage(page);
  await wantEveryIsland(page);
  await page.locator('.ui-faq__question').first().click();
  await page.locator('.ui-faq__question').nth(1).click();
  await page.waitForTimeout(1_000);
  await page.goto('about:blank');

  // Other visits of this file write to the same log; this one is the only one on /ru.
  const vitalOfThisVisit = (name: string) => (record: Record<string, unknown>) => record.signal === 'vital' && record.name === name && record.page === '/ru';
  const inp = await twin.waitForRecord(vitalOfThisVisit('INP'));
  expect(inp).toMatchObject({ message: 'web vital', app: 'shell', rating: expect.stringMatching(/^(good|needs-improvement|poor)$/) });
  expect(typeof inp.value).toBe('number');
  await twin.waitForRecord(vitalOfThisVisit('LCP'));
});

test('a CSP violation is reported by the browser itself (report-to) to the same endpoint', async () => {
  // Chromium takes Reporting-Endpoints from HTTPS pages only, as CloudFront serves them; the
  // Reporting API then sends within a second with this flag instead of about a minute.
  const front = await startHttpsFront(twin.url);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--short-reporting-delay', '--ignore-certificate-errors'],
    ignoreDefaultArgs: ['--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const response = await page.goto(`${front.url}/contacts?email=anna@example.com`);
    expect(response?.headers()['reporting-endpoints']).toBe('csp="/api/client-signals"');
    expect(response?.headers()['content-security-policy']).toMatch(/; report-to csp$/);
    await page.evaluate(() => {
      const image = new Image();
      image.src = 'https://tracker.example/pixel.gif?visitor=anna';
      document.body.append(image);
    });
    const record = await twin.waitForRecord(isSignal('csp-violation'));
    expect(record).toMatchObject({ directive: 'img-src', blocked: 'https://tracker.example', page: '/contacts', disposition: 'enforce' });
    expect(JSON.stringify(record)).not.toMatch(/anna|visitor=|pixel|email=/);
  } finally {
    await browser.close();
    await front.close();
  }
});
