import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SECURITY_TXT_PATH } from '@site/model';
import { shellFilesServedAsPages } from '@site/platform/build-output';
import { edgeBudgets, MAX_FUNCTION_BYTES } from '@site/platform/edge';
import { defaultLayout, REPO_ROOT, WORKSPACES } from '../repo-layout';
import { checkCollections } from './lib/check-collections';
import { ensureChromium } from './lib/chromium';
import { writeDpas } from './lib/dpa-pdf';
import { prerender } from './lib/prerender';
import { run } from './lib/run';
import { siteOrigin } from './lib/site-origin';
import { securityTxt } from './lib/security-txt';
import { robotsTxt, sitemapXml } from './lib/sitemap';
import { writeTemplatePages } from './lib/template-pages';

/**
 * Checks every content document against its schema (the bundles carry none), builds every app in production mode, then the pages: an `index.html` for every route in every
 * language, prerendered in Chromium with the remotes' content in it, plus `404.html`, `sitemap.xml`,
 * `robots.txt`, `.well-known/security.txt`, the shell's own pages the edge serves from a release (`/phone-call-check.html`) and the DPA the trust page links, a PDF per language (`lib/dpa-pdf.ts`). Pass app names (`npm run build -- mfe-content`) to rebuild only those apps; the
 * pages are always refreshed, because every page may show any remote's content.
 * `--no-prerender` writes the pages from the shell's template only (faster, for development).
 * `--pages-only --root <dir>` builds no app: it writes the pages of the builds under `dir` (a
 * release's checkout) with this tree's route table and renderer, so an app published from an older
 * revision still gets every page the site serves today (`npm run release -- publish --from`).
 */
const { values: options, positionals: requested } = parseArgs({
  args: process.argv.slice(2),
  options: { 'no-prerender': { type: 'boolean' }, 'pages-only': { type: 'boolean' }, root: { type: 'string' } },
  allowPositionals: true,
});
const skipPrerender = options['no-prerender'] === true;
const pagesOnly = options['pages-only'] === true;
const apps = pagesOnly ? [] : requested.length ? WORKSPACES.filter((app) => requested.includes(app)) : WORKSPACES;
if (!pagesOnly && requested.length && apps.length !== requested.length) {
  console.error(`Unknown app in: ${requested.join(', ')}. Apps: ${WORKSPACES.join(', ')}`);
  process.exit(2);
}
if (options.root && !pagesOnly) {
  console.error('--root names the builds whose pages --pages-only writes; apps are built in this tree only.');
  process.exit(2);
}

if (!pagesOnly) {
  console.log('▶ the edge functions against their budget');
  try {
    for (const budget of edgeBudgets()) console.log(`  ${budget.name}: ${budget.bytes} of ${MAX_FUNCTION_BYTES} bytes (${budget.percent} %)`);
  } catch (error) {
    console.error(`\n✗ ${(error as Error).message}`);
    process.exit(1);
  }

  console.log('▶ checking the content');
  try {
    console.log(`  ${await checkCollections()} documents match their schemas`);
  } catch (error) {
    console.error(`\n✗ The content does not match its schemas:\n${(error as Error).message}`);
    process.exit(1);
  }
}

for (const app of apps) {
  console.log(`▶ building ${app}`);
  await run('npx', ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn'], { cwd: resolve(REPO_ROOT, app) });
}

const layout = defaultLayout(options.root ? resolve(options.root) : undefined);
const origin = siteOrigin();
const count = await writeTemplatePages(layout.shellDir, layout.pagesDir);

let chromiumPath: string | null = null;
try {
  if (!skipPrerender) chromiumPath = ensureChromium();
} catch (error) {
  console.warn(
    `\n⚠ Pages are not prerendered: ${(error as Error).message}\n  The site works; crawlers and the first paint get the shell until Chromium is installed.`,
  );
}
if (chromiumPath) {
  console.log(`▶ prerendering ${count} pages and a not-found page per language`);
  const result = await prerender(layout, chromiumPath);
  console.log(`  ${result.pages} pages in ${result.seconds.toFixed(1)} s`);
}
for (const file of shellFilesServedAsPages(layout.shellDir)) {
  await mkdir(dirname(join(layout.pagesDir, file)), { recursive: true });
  await copyFile(join(layout.shellDir, file), join(layout.pagesDir, file));
}
await writeFile(join(layout.pagesDir, 'sitemap.xml'), sitemapXml(origin));
await writeFile(join(layout.pagesDir, 'robots.txt'), robotsTxt(origin));
const securityTxtFile = join(layout.pagesDir, SECURITY_TXT_PATH);
await mkdir(dirname(securityTxtFile), { recursive: true });
await writeFile(securityTxtFile, securityTxt(origin, new Date()));
console.log(`▶ writing the DPA: ${(await writeDpas(layout.pagesDir)).length} PDFs`);
console.log(
  pagesOnly ? `✓ wrote the pages of the builds under ${options.root ?? REPO_ROOT} (${origin})` : `✓ built ${apps.join(', ')} and the pages (${origin})`,
);
