import { request } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLayout } from '../../../repo-layout';
import { startTwin, type Twin } from '../twin';

let twin: Twin;

/** A GET with the request target exactly as written: no client normalises its slashes first. */
function rawGet(target: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(twin.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: target, method: 'GET' }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  // Redirects are decided before any file is read, so an empty build will do.
  twin = await startTwin({ backend: false, layout: defaultLayout(mkdtempSync(join(tmpdir(), 'twin-redirects-'))) });
});
afterAll(() => twin.close());

describe('the twin never redirects off the site', () => {
  it.each([
    ['/en//evil.com', '/evil.com'],
    ['/en//evil.com/x', '/evil.com/x'],
    ['/en/\\evil.com', '/evil.com'],
    ['/en/%2F%2Fevil.com', '/evil.com'],
    ['/en/%5Cevil.com', '/evil.com'],
    ['//evil.com/', '/evil.com'],
    ['/ru//evil.com?lng=en', '/evil.com'],
  ])('%s answers a redirect to %s on its own origin', async (target, location) => {
    const answer = await rawGet(target);
    expect([301, 302]).toContain(answer.status);
    expect(answer.location).toBe(location);
  });

  it('reads a target that starts with // as a path, not as a host', async () => {
    expect(await rawGet('//evil.com/cases/')).toEqual({ status: 301, location: '/evil.com/cases' });
  });
});

describe('the twin serves what the cloud serves', () => {
  it('answers 404 for a source map that the build holds, as the buckets never get one', async () => {
    const root = mkdtempSync(join(tmpdir(), 'twin-maps-'));
    const layout = defaultLayout(root);
    mkdirSync(join(layout.shellDir, 'assets'), { recursive: true });
    writeFileSync(join(layout.shellDir, 'assets', 'index-abcdefgh.js'), 'export {};\n');
    writeFileSync(join(layout.shellDir, 'assets', 'index-abcdefgh.js.map'), '{"version":3}\n');
    mkdirSync(join(layout.remoteDirs.content, 'assets'), { recursive: true });
    writeFileSync(join(layout.remoteDirs.content, 'remoteEntry.js.map'), '{"version":3}\n');
    const maps = await startTwin({ backend: false, layout });
    try {
      expect((await fetch(`${maps.url}/assets/index-abcdefgh.js`)).status).toBe(200);
      expect((await fetch(`${maps.url}/assets/index-abcdefgh.js.map`)).status).toBe(404);
      expect((await fetch(`${maps.url}/mfe/content/remoteEntry.js.map`)).status).toBe(404);
    } finally {
      await maps.close();
    }
  });
});
