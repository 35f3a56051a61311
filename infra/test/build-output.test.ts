import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_INFO_FILE, buildInfoJson, readBuildId } from '@site/platform/build-info';
import { groupByCacheControl, listBuildFiles } from '@site/platform/build-output';
import { CACHE_IMMUTABLE, CACHE_NO_CACHE, CACHE_SHORT } from '@site/platform/cache-control';
import { writeFixtureBuilds } from './support/fixture-builds';
import { scratchDir } from './support/synth-site';

const root = scratchDir();
const layout = writeFixtureBuilds(root);

describe('reading a build', () => {
  it('tells to run the build when its output is missing or empty', () => {
    expect(() => listBuildFiles(join(root, 'nowhere'), 'mfe-content')).toThrow(/build output of mfe-content is missing .* Run `npm run build`/);
    expect(() => listBuildFiles(mkdtempSync(join(root, 'empty-')), 'shell')).toThrow(/empty .* Run `npm run build`/);
  });

  it('lists nested files with forward slashes, in a stable order', () => {
    expect(listBuildFiles(layout.pagesDir, 'pages')).toEqual([
      '.well-known/security.txt',
      '404.html',
      'contacts/index.html',
      'index.html',
      'robots.txt',
      'ru/index.html',
      'ua/cases/onboarding-spain/index.html',
    ]);
  });

  it('groups a remote by the Cache-Control of the URL each file is served at', () => {
    const groups = groupByCacheControl(listBuildFiles(layout.remoteDirs.products, 'products'), '/mfe/products/');
    expect(Object.fromEntries(groups)).toEqual({
      [CACHE_NO_CACHE]: ['build.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js'],
      [CACHE_IMMUTABLE]: ['assets/ProductPage-C1a2B3c4.js', 'assets/style-Zz9Yy8Xx.css'],
      [CACHE_SHORT]: ['remoteEntry.js.map'],
    });
  });

  it('keeps the shell’s hashed remote entry immutable, and its HTML template and build info fresh', () => {
    const groups = groupByCacheControl(listBuildFiles(layout.shellDir, 'shell'), '/');
    expect(groups.get(CACHE_IMMUTABLE)).toContain('remoteEntry-Bl-rMHzO.js');
    expect(groups.get(CACHE_NO_CACHE)).toEqual(['build.json', 'index.html']);
  });
});

describe('the build info of an app', () => {
  it('names the release the build holds, and nothing for a build without one or with a broken one', () => {
    const dir = scratchDir();
    expect(readBuildId(dir)).toBeUndefined();
    writeFileSync(join(dir, BUILD_INFO_FILE), buildInfoJson('4f2a9c1'));
    expect(readBuildId(dir)).toBe('4f2a9c1');
    writeFileSync(join(dir, BUILD_INFO_FILE), '{"buildId": ');
    expect(readBuildId(dir)).toBeUndefined();
    writeFileSync(join(dir, BUILD_INFO_FILE), '{"buildId": 7}');
    expect(readBuildId(dir)).toBeUndefined();
  });
});
