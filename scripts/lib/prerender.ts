import { readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { LANGUAGES, listPages, localizePath, notFoundPagePath } from '@site/model';
import { readBuildInfo } from '@site/platform/build-info';
import { startTwin } from '@site/platform/twin';
import { remoteForPath, type SiteLayout } from '../../repo-layout';
import { CHROMIUM_ARGS } from './chromium';
import { PENDING_ISLAND, PRERENDERED_ATTRIBUTE, SITE_READY } from '../../shell/src/page-protocol';
import { cleanSnapshot } from './clean-snapshot';

/** The path each language's not-found page is captured from (under its prefix); any path outside the route table would do. */
const NOT_FOUND_PROBE = '/404-not-found-page';
const PARALLEL_PAGES = 3;

export interface PrerenderResult {
  readonly pages: number;
  readonly seconds: number;
}

/**
 * Opens every page of the route table in Chromium against the built site, waits until the app
 * (and every remote the page shows) has rendered, and saves the DOM as that page's `index.html`,
 * so that crawlers, link previews and the first paint get the real page without JavaScript.
 */
export async function prerender(layout: SiteLayout, chromiumPath: string): Promise<PrerenderResult> {
  const started = Date.now();
  const twin = await startTwin({ layout });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  // One context for every page, as one visitor's tabs: the built modules are fetched and compiled
  // once and then come from the cache, which halves the render (40 pages: 73 s in a context each,
  // 39 s in one). Nothing a page stores changes what another renders (the prerender test compares).
  const context = await browser.newContext();
  const out = `${layout.pagesDir}.next`;
  await rm(out, { recursive: true, force: true });
  try {
    const jobs = [
      ...listPages().map((page) => ({ url: page.url, file: join(page.url === '/' ? '' : page.url, 'index.html'), status: 200 })),
      ...LANGUAGES.map((lang) => localizePath(NOT_FOUND_PROBE, lang)).map((url) => ({ url, file: notFoundPagePath(url).slice(1), status: 404 })),
    ];
    // Every page inlines the same few stylesheets: read each once.
    const stylesheets = new Map<string, string>();
    const built: BuiltAssets = {
      readCss: (href) => stylesheets.get(href) ?? stylesheets.set(href, readStylesheet(layout, href)).get(href)!,
      federationRuntime: (readBuildInfo(layout.shellDir).federationRuntime ?? []).map((file) => `/${file}`),
    };
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++]!;
        const html = await capture(context, twin.url, job, built);
        const file = join(out, job.file);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, html);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
    await replaceDirectory(out, layout.pagesDir);
    return { pages: jobs.length, seconds: (Date.now() - started) / 1000 };
  } finally {
    await browser.close();
    await twin.close();
    await rm(out, { recursive: true, force: true });
  }
}

/** What the prerender reads from the built apps: their style sheets, and the shell's federation runtime's files. */
interface BuiltAssets {
  readonly readCss: (href: string) => string;
  readonly federationRuntime: readonly string[];
}

async function capture(
  context: BrowserContext,
  origin: string,
  { url, status: expectedStatus }: { readonly url: string; readonly status: number },
  { readCss, federationRuntime }: BuiltAssets,
): Promise<string> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript((ready) => {
    (window as { __SITE_PRERENDER__?: boolean }).__SITE_PRERENDER__ = true;
    addEventListener(ready, () => ((window as { __readyAt?: number }).__readyAt = performance.now()), { once: true });
  }, SITE_READY);
  try {
    const response = await page.goto(`${origin}${url}`, { waitUntil: 'load' });
    if (response?.status() !== expectedStatus) throw new Error(`${url} answered ${response?.status()}, expected ${expectedStatus}`);
    // The app takes over first; the page's islands load once it is ready, and the snapshot waits for them.
    await page.waitForFunction((pending) => window.__SITE_READY__ === true && !document.querySelector(`#main[aria-busy], ${pending}`), PENDING_ISLAND, {
      timeout: 30_000,
    });
    await page.waitForLoadState('networkidle');
    if (errors.length) throw new Error(`${url} threw while rendering: ${errors.join('; ')}`);
    if (await page.locator('[data-remote-fallback]').count()) throw new Error(`${url} rendered a remote fallback; is every remote built?`);
    // The modules the app needed to be ready, in the order it asked for them, then the federation
    // runtime's, which any island of a remote needs: the loader fetches them all at once when the
    // visitor acts, instead of one import after another. The remotes' modules are not among them:
    // the loader fetches those of the islands the visitor reaches (each remote's build.json).
    const beforeReady = await page.evaluate(() => {
      const readyAt = (window as { __readyAt?: number }).__readyAt ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < readyAt)
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.js'));
    });
    const modules = [...beforeReady, ...federationRuntime];
    // The page as React's server renderer writes it (shell/src/app/render-snapshot.ts), marked with
    // the URL it shows: the app hydrates it there and renders afresh elsewhere.
    const html = await page.evaluate(
      async ({ path, prerendered }) => {
        const root = await (window as unknown as { __siteSnapshot: () => Promise<string> }).__siteSnapshot();
        const snapshot = document.documentElement.cloneNode(true) as HTMLElement;
        snapshot.querySelector('#root')!.innerHTML = root;
        snapshot.setAttribute(prerendered, path);
        return `<!doctype html>\n${snapshot.outerHTML}`;
      },
      { path: url, prerendered: PRERENDERED_ATTRIBUTE },
    );
    return cleanSnapshot(html, { origin, readCss, modules });
  } finally {
    await page.close();
  }
}

/** Swaps the new pages in at once, so a running twin never serves a half-written set. */
async function replaceDirectory(from: string, to: string): Promise<void> {
  const old = `${to}.old-${process.pid}`;
  await rm(old, { recursive: true, force: true });
  await rename(to, old).catch(() => undefined);
  await rename(from, to);
  await rm(old, { recursive: true, force: true });
}

/** A built stylesheet by its URL path: from a remote's build or the shell's. */
function readStylesheet(layout: SiteLayout, href: string): string {
  const remote = remoteForPath(href);
  const file = remote ? join(layout.remoteDirs[remote.remote], remote.file) : join(layout.shellDir, href);
  return readFileSync(file, 'utf8');
}
