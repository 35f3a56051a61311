import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { BUILD_INFO_FILE, buildInfoJson } from '@site/platform/build-info';
import type { SiteLayout } from '../../../repo-layout';

/** The release every fixture build names. */
export const FIXTURE_BUILD_ID = 'fixture1';

/** A small stand-in for `npm run build` output, with one file of every kind the builds produce. */
export const FIXTURE_FILES = {
  shell: [
    'index.html',
    'favicon.svg',
    'logo.svg',
    'remoteEntry-Bl-rMHzO.js',
    'remoteEntry-Bl-rMHzO.js.map',
    'assets/index-CRlPtzfv.js',
    'assets/index-D4x9Yt2q.css',
  ],
  remote: ['mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'remoteEntry.js.map', 'assets/ProductPage-C1a2B3c4.js', 'assets/style-Zz9Yy8Xx.css'],
  pages: ['index.html', '404.html', 'ru/index.html', 'ua/cases/onboarding-spain/index.html', 'contacts/index.html', 'robots.txt', '.well-known/security.txt'],
} as const;

/** Each file says which build it is of, so a test can tell the shell's `index.html` from the pages'. */
function writeBuild(dir: string, files: readonly string[]): void {
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), `fixture ${basename(dir)} ${file}\n`);
  }
}

/** Writes the fixture builds under `root` and returns their layout. */
export function writeFixtureBuilds(root: string): SiteLayout {
  const layout: SiteLayout = {
    shellDir: join(root, 'shell'),
    pagesDir: join(root, 'pages'),
    remoteDirs: { products: join(root, 'products'), content: join(root, 'content'), voice: join(root, 'voice') },
  };
  writeBuild(layout.shellDir, FIXTURE_FILES.shell);
  writeBuild(layout.pagesDir, FIXTURE_FILES.pages);
  for (const dir of Object.values(layout.remoteDirs)) writeBuild(dir, FIXTURE_FILES.remote);
  for (const dir of [layout.shellDir, ...Object.values(layout.remoteDirs)]) writeFileSync(join(dir, BUILD_INFO_FILE), buildInfoJson(FIXTURE_BUILD_ID));
  return layout;
}
