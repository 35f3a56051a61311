import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
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
 */
const args = process.argv.slice(2);
const skipPrerender = args.includes('--no-prerender');
const requested = args.filter((arg) => !arg.startsWith('--'));
const apps = requested.length ? WORKSPACES.filter((app) => requested.includes(app)) : WORKSPACES;
if (requested.length && apps.length !== requested.length) {
  console.error(`Unknown app in: ${requested.join(', ')}. Apps: ${WORKSPACES.join(', ')}`);
  process.exit(2);
}

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

for (const app of apps) {
  console.log(`▶ building ${app}`);
  await run('npx', ['vite', 'build', '--configLoader', 'runner', '--logLevel', 'warn'], { cwd: resolve(REPO_ROOT, app) });
}

const layout = defaultLayout();
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
console.log(`✓ built ${apps.join(', ')} and the pages (${origin})`);
