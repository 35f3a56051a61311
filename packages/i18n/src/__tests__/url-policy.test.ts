import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideEdge } from '../url-policy';

describe('the edge URL policy', () => {
  it.each([
    ['/en', '', '/'],
    ['/en/', '', '/'],
    ['/en/cases', 'industry=saas', '/cases?industry=saas'],
    ['/en/cases/onboarding-spain/', '', '/cases/onboarding-spain'],
    ['/ru/blog/', '', '/ru/blog'],
  ])('redirects %s?%s to %s with a 301', (path, query, location) => {
    expect(decideEdge(path, query)).toEqual({ kind: 'redirect', status: 301, location });
  });

  it.each([
    ['/cases', 'lng=ru', '/ru/cases'],
    ['/ru/cases', 'lng=ua', '/ua/cases'],
    ['/ua/team', 'lng=en&x=1', '/team?x=1'],
    ['/', 'a=1&lng=RU', '/ru?a=1'],
    ['/en/blog', 'lng=uk', '/ua/blog'],
  ])('sends %s?%s to the language of ?lng= (%s) with a 302', (path, query, location) => {
    expect(decideEdge(path, query)).toEqual({ kind: 'redirect', status: 302, location });
  });

  it.each([
    'lng=<script>alert(1)</script>',
    'lng=javascript:alert(1)',
    'lng=%22%20onmouseover%3D%22x()',
    'lng=eval(1)',
    'lng=document.cookie',
    'lng=innerHTML',
    'lng=de',
    'lng=',
  ])('ignores the unsafe or unsupported value in %s', (query) => {
    expect(decideEdge('/cases', query)).toEqual({ kind: 'rewrite', uri: '/cases/index.html' });
  });

  it('keeps the thank-you page unprefixed whatever ?lng= says', () => {
    expect(decideEdge('/thank-you', 'lng=ru')).toEqual({ kind: 'rewrite', uri: '/thank-you/index.html' });
  });

  it.each([
    ['/', '/index.html'],
    ['/ru', '/ru/index.html'],
    ['/ua/products/lumi-ai', '/ua/products/lumi-ai/index.html'],
    ['/assets/index-abc.js', '/assets/index-abc.js'],
    ['/robots.txt', '/robots.txt'],
  ])('serves %s from %s', (path, uri) => {
    expect(decideEdge(path, '')).toEqual({ kind: 'rewrite', uri });
  });

  it.each([
    ['/en//evil.com', '/evil.com'],
    ['/en//evil.com/x', '/evil.com/x'],
    ['/en/\\evil.com', '/evil.com'],
    ['/en/\\/evil.com', '/evil.com'],
    ['/en/%2F%2Fevil.com', '/evil.com'],
    ['/en/%2fevil.com', '/evil.com'],
    ['/en/%5Cevil.com', '/evil.com'],
    ['/en/%09/evil.com', '/evil.com'],
    ['//evil.com/', '/evil.com'],
    ['/\\evil.com', '/evil.com'],
    ['///evil.com', '/evil.com'],
  ])('never sends %s off the site: it collapses the leading separators to %s', (path, location) => {
    expect(decideEdge(path, '')).toEqual({ kind: 'redirect', status: 301, location });
  });

  it('collapses them after ?lng= too: /ru//evil.com?lng=en stays on the site', () => {
    expect(decideEdge('/ru//evil.com', 'lng=en')).toEqual({ kind: 'redirect', status: 302, location: '/evil.com' });
  });

  it('redirects only within the site, whatever the path and query', () => {
    const piece = fc.constantFrom('/', '\\', '%2F', '%2f', '%5C', '%5c', '\t', '%09', 'en', 'ru', 'ua', 'evil.com', 'cases', '.', '..', '@', ':', 'http:', '?');
    const path = fc.array(piece, { maxLength: 8 }).map((pieces) => `/${pieces.join('')}`);
    const query = fc.constantFrom('', 'lng=en', 'lng=ru', 'lng=ua', 'x=1&lng=en');
    const origin = 'https://site.example';
    fc.assert(
      fc.property(path, query, (p, q) => {
        const decision = decideEdge(p, q);
        if (decision.kind !== 'redirect') return;
        expect(decision.location).toMatch(/^\/(?![/\\])/);
        expect(new URL(decision.location, `${origin}/a/b`).origin).toBe(origin);
      }),
      { numRuns: 2000 },
    );
  });
});
