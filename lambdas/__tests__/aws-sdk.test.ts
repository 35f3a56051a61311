import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };

/**
 * AWS publishes a client only when it changes, so the functions' clients cannot all carry one
 * version number (the KeyValueStore client's newest is older than DynamoDB's). What must be one is
 * what they share: a second copy of `@smithy/*` or `@aws-sdk/core` in a bundle is both bytes and
 * `instanceof` checks that fail across copies.
 */
describe('the AWS SDK the functions bundle', () => {
  it('installs each @aws-sdk and @smithy package once, in one version', () => {
    const versions = new Map<string, Set<string>>();
    for (const [path, entry] of Object.entries(lock.packages)) {
      const name = /node_modules\/(@(?:aws-sdk|smithy)\/[^/]+)$/.exec(path)?.[1];
      if (name && entry.version) versions.set(name, (versions.get(name) ?? new Set()).add(entry.version));
    }
    expect(versions.get('@smithy/core')?.size).toBe(1);
    expect([...versions].filter(([, found]) => found.size > 1).map(([name, found]) => `${name}: ${[...found].join(', ')}`)).toEqual([]);
  });
});
