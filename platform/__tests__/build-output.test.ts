import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { shellFilesServedAsPages } from '../build-output';
import { storedUri } from '../edge/release-routing';

const work = mkdtempSync(join(tmpdir(), 'shell-pages-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the shell's files a site release must carry (H4)", () => {
  it('are the pages of its build the edge routes to a release, the template aside', () => {
    for (const file of [
      'index.html',
      'phone-call-check.html',
      'phone-call-check.js',
      'openapi.json',
      'assets/index-Ab12Cd34.js',
      'assets/index-Ab12Cd34.js.map',
    ]) {
      mkdirSync(join(work, file, '..'), { recursive: true });
      writeFileSync(join(work, file), 'x');
    }
    expect(shellFilesServedAsPages(work)).toEqual(['phone-call-check.html']);
  });

  it("hold the WAF challenge's check page, which the edge serves from the release's pages", () => {
    const files = shellFilesServedAsPages(resolve(import.meta.dirname, '../../shell/public'));
    expect(files).toContain('phone-call-check.html');
    expect(storedUri('/phone-call-check.html', { id: 'r-0123456789', builds: {} })).toBe('/sites/r-0123456789/pages/phone-call-check.html');
  });
});
