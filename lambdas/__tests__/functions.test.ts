import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@site/contracts';
import { ALL_FUNCTIONS, API_FORWARDED_HEADERS, API_FUNCTIONS, CLOUDFRONT_MAX_FORWARDED_HEADERS, forwardedHeaders, routesOf } from '../functions';
import { SECRETS, SETTINGS } from '../settings';
import { TABLES } from '../tables';

const LAMBDAS = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('the function list the CDK app and the twin build from', () => {
  it.each(ALL_FUNCTIONS)('$name has a handler at its entry', async (spec) => {
    expect(existsSync(join(LAMBDAS, spec.entry))).toBe(true);
    const module = (await import(/* @vite-ignore */ pathToFileURL(join(LAMBDAS, spec.entry)).href)) as { handler?: unknown };
    expect(typeof module.handler).toBe('function');
  });

  it('gives every function and environment variable a unique name', () => {
    const names = ALL_FUNCTIONS.map((spec) => spec.name);
    expect(new Set(names).size).toBe(names.length);
    const variables = [
      ...Object.values(TABLES).map((table) => table.tableNameEnv),
      ...Object.values(SECRETS).flatMap((secret) => [secret.arnEnv, ...Object.values(secret.localEnv)]),
      ...Object.values(SETTINGS).map((setting) => setting.name),
    ];
    expect(new Set(variables).size).toBe(variables.length);
  });

  it('names, for each field of every secret, the one plain variable that stands in for it on the twin', () => {
    for (const spec of Object.values(SECRETS)) {
      expect(Object.keys(spec.localEnv).sort()).toEqual(Object.keys(JSON.parse(spec.jsonShape) as object).sort());
    }
  });

  it('answers every endpoint of the contracts, once, and nothing else', () => {
    expect(API_FUNCTIONS.flatMap(routesOf).sort()).toEqual(Object.values(API_PATHS).sort());
  });

  it('forwards to the API each header some function reads, once, with the viewer’s address, within CloudFront’s ten', () => {
    const forwarded = API_FORWARDED_HEADERS.map((header) => header.toLowerCase());
    for (const spec of API_FUNCTIONS) for (const header of spec.readsHeaders) expect(forwarded).toContain(header.toLowerCase());
    expect(forwarded).toContain('cloudfront-viewer-address');
    expect(new Set(forwarded).size).toBe(forwarded.length);
    expect(forwarded.length).toBeLessThanOrEqual(CLOUDFRONT_MAX_FORWARDED_HEADERS);
    expect(forwardedHeaders([{ readsHeaders: ['content-type', 'X-A'] }, { readsHeaders: ['Content-Type'] }])).toEqual([
      'content-type',
      'X-A',
      'CloudFront-Viewer-Address',
    ]);
    const eleven = Array.from({ length: 10 }, (_, index) => `X-Header-${index}`);
    expect(() => forwardedHeaders([{ readsHeaders: eleven }])).toThrow(/more than the 10 CloudFront can forward/);
  });
});
