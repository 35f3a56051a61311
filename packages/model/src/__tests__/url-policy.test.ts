import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideEdge } from '../url-policy';
import { URL_RULE_CASES } from './url-rule-cases';

describe('the edge URL policy', () => {
  it.each(URL_RULE_CASES.canonical)('redirects %s?%s to %s with a 301', (path, query, location) => {
    expect(decideEdge(path, query)).toEqual({ kind: 'redirect', status: 301, location });
  });

  it.each(URL_RULE_CASES.language)('sends %s?%s to the language of ?lng= (%s) with a 302', (path, query, location) => {
    expect(decideEdge(path, query)).toEqual({ kind: 'redirect', status: 302, location });
  });

  it.each(URL_RULE_CASES.ignoredLanguage)('ignores the unsafe or unsupported value in %s', (query) => {
    expect(decideEdge('/cases', query)).toEqual({ kind: 'rewrite', uri: '/cases/index.html' });
  });

  it.each(URL_RULE_CASES.served)('serves %s from %s', (path, uri) => {
    expect(decideEdge(path, '')).toEqual({ kind: 'rewrite', uri });
  });

  it.each(URL_RULE_CASES.offSite)('never sends %s?%s off the site: a %i to %s', (path, query, status, location) => {
    expect(decideEdge(path, query)).toEqual({ kind: 'redirect', status, location });
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
