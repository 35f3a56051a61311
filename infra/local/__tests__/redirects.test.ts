import { request } from 'node:http';
import { mkdtempSync } from 'node:fs';
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
