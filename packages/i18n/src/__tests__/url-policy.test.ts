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
});
