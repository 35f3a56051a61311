import { transformSync } from 'esbuild';
import fc from 'fast-check';
import { runInContext, createContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { eventFor, handler as twinHandler, type CloudFrontFunctionEvent } from '../viewer-request';
import { bundleViewerRequest, MAX_FUNCTION_BYTES } from '../viewer-request-bundle';
// The model's own table, so the bundle is held to exactly the cases decideEdge is.
import { URL_RULE_CASES } from '../../../packages/model/src/__tests__/url-rule-cases';

const code = bundleViewerRequest();

/** Globals the documented cloudfront-js-2.0 runtime lacks; the bundle must not need them. */
const MISSING_AT_THE_EDGE = ['Set', 'Map', 'WeakMap', 'WeakSet', 'WeakRef', 'Proxy', 'Reflect', 'Intl', 'require', 'process'];

/** Evaluates the bundle as CloudFront does: a plain script whose top-level `handler` is called. */
function loadBundle(): (event: CloudFrontFunctionEvent) => unknown {
  const context = createContext({});
  runInContext(MISSING_AT_THE_EDGE.map((name) => `delete globalThis.${name};`).join(''), context);
  return runInContext(`${code};handler`, context) as (event: CloudFrontFunctionEvent) => unknown;
}

const edge = loadBundle();
/** Plain JSON, so objects made inside the vm compare equal to the twin's. */
const run = (method: string, path: string, query = '') => JSON.parse(JSON.stringify(edge(eventFor(method, path, query))));
const twin = (method: string, path: string, query = '') => JSON.parse(JSON.stringify(twinHandler(eventFor(method, path, query))));

describe('the bundled viewer-request function', () => {
  it('is one self-contained script for cloudfront-js-2.0, well under the size limit', () => {
    expect(Buffer.byteLength(code)).toBeLessThan(MAX_FUNCTION_BYTES * 0.75);
    expect(code).toMatch(/^function handler\(event\)\{/m);
    expect(code).not.toMatch(/\bimport\s*[{(*"']|\bexport\s*[{*]|\brequire\(/);
  });

  it('uses ES5 syntax only, which the runtime documents', () => {
    // esbuild rewrites anything newer than its target, so an ES5 script comes back unchanged.
    const asEs5 = transformSync(code, { target: 'es5', loader: 'js' }).code;
    const asIs = transformSync(code, { target: 'esnext', loader: 'js' }).code;
    expect(asEs5).toBe(asIs);
  });

  it.each(URL_RULE_CASES.canonical)('redirects %s?%s to %s with a cacheable 301', (path, query, location) => {
    expect(run('GET', path, query)).toEqual({
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: { location: { value: location }, 'cache-control': { value: 'public, max-age=3600' } },
    });
  });

  it.each(URL_RULE_CASES.language)('sends %s?%s to the language of ?lng= (%s) with an uncached 302', (path, query, location) => {
    expect(run('GET', path, query)).toEqual({
      statusCode: 302,
      statusDescription: 'Found',
      headers: { location: { value: location }, 'cache-control': { value: 'no-store' } },
    });
  });

  it.each(URL_RULE_CASES.ignoredLanguage)('ignores the unsafe or unsupported value in %s and serves the page', (query) => {
    expect(run('GET', '/cases', query)).toMatchObject({ uri: '/cases/index.html' });
  });

  it.each(URL_RULE_CASES.offSite)('keeps %s?%s on the site: a %i to %s', (path, query, status, location) => {
    expect(run('GET', path, query)).toMatchObject({ statusCode: status, headers: { location: { value: location } } });
  });

  it.each(URL_RULE_CASES.served)('serves %s from %s, keeping the rest of the request', (path, uri) => {
    expect(run('HEAD', path, 'utm_source=x')).toEqual({
      method: 'HEAD',
      uri,
      querystring: { utm_source: { value: 'x' } },
      headers: {},
    });
  });

  it('answers exactly as the local twin does, for any path and query', () => {
    const segment = fc.constantFrom(
      'en',
      'ru',
      'ua',
      'cases',
      'blog',
      'thank-you',
      'onboarding-spain',
      'assets',
      'index-abc.js',
      'a.b',
      '%D0%B0',
      'EN',
      '',
      '\\',
      '%2F',
      '%5c',
    );
    const path = fc
      .tuple(fc.array(segment, { maxLength: 4 }), fc.boolean())
      .map(([segments, slash]) => `/${segments.join('/')}${slash && segments.length ? '/' : ''}`);
    const pair = fc.tuple(fc.constantFrom('lng', 'a', 'utm'), fc.constantFrom('ru', 'ua', 'uk', 'en', 'RU', 'de', '', '1', '%3Cscript%3E', '%E0%A4%A'));
    const query = fc.array(pair, { maxLength: 3 }).map((pairs) => pairs.map(([k, v]) => (v ? `${k}=${v}` : k)).join('&'));
    fc.assert(
      fc.property(fc.constantFrom('GET', 'HEAD'), path, query, (method, p, q) => {
        expect(run(method, p, q)).toEqual(twin(method, p, q));
      }),
      { numRuns: 500 },
    );
  });
});
