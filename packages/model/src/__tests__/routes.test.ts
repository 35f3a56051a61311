import { describe, expect, it } from 'vitest';
import { CASE_ALIASES, CASE_SLUGS } from '../catalogue';
import { canonicalPath, listPages, matchRoute, matchUrl, pagePartsOf, ROUTES } from '../routes';

describe('the route table', () => {
  it('knows every page of the spec in every language, and thank-you only unprefixed', () => {
    const urls = listPages().map((page) => page.url);
    expect(urls).toContain('/');
    expect(urls).toContain('/ru');
    expect(urls).toContain('/ua/products/agentlab-ai');
    expect(urls).toContain('/ru/products/ai-sales-manager/sample-report');
    expect(urls).toContain('/ru/cases/retail-kazakhstan');
    expect(urls).toContain('/ua/cases/clinic-mediflow-lumi-kyiv');
    expect(urls).toContain('/blog/business-2026-ai');
    expect(urls).toContain('/thank-you');
    expect(urls).not.toContain('/ru/thank-you');
    expect(new Set(urls).size).toBe(urls.length);
    // 10 routes in three languages (6 products, the sample report, 16 case slugs, 4 articles) plus thank-you.
    expect(urls).toHaveLength(3 * (1 + 6 + 1 + 1 + 16 + 1 + 4 + 1 + 1 + 1) + 1);
  });

  it('matches known slugs only', () => {
    expect(matchRoute('/products/lumi-ai')?.params).toEqual({ product: 'lumi-ai' });
    expect(matchRoute('/products/unknown')).toBeNull();
    expect(matchRoute('/products/ai-sales-manager/sample-report')?.route.id).toBe('sample-report');
    expect(matchRoute('/products/ai-seller/sample-report')).toBeNull();
    expect(matchRoute('/cases/onboarding-spain/extra')).toBeNull();
    expect(matchUrl('/ru/thank-you')).toBeNull();
    expect(matchUrl('/ua/team')?.lang).toBe('uk');
  });

  it('points each alias at its case, and every case has one alias', () => {
    expect(Object.values(CASE_ALIASES).sort()).toEqual([...CASE_SLUGS].sort());
    const alias = matchRoute('/cases/retail-electronics-lumi-kz')!;
    expect(canonicalPath(alias)).toBe('/cases/retail-kazakhstan');
  });

  it('says what other remotes render on a page, with props from its params', () => {
    expect(pagePartsOf(matchRoute('/')!)).toEqual({
      grid: { remote: 'products', expose: './ProductGrid', props: {} },
      'case-highlights': { remote: 'content', expose: './CaseHighlights', props: {} },
      'team-strip': { remote: 'content', expose: './TeamStrip', props: {} },
    });
    expect(pagePartsOf(matchRoute('/products/lumi-ai')!)).toEqual({
      voiceDemo: { remote: 'voice', expose: './VoiceDemo', props: {} },
      relatedCases: { remote: 'content', expose: './RelatedCases', props: { product: 'lumi-ai' } },
    });
    expect(pagePartsOf(matchRoute('/products/ai-seller')!)).toEqual({
      relatedCases: { remote: 'content', expose: './RelatedCases', props: { product: 'ai-seller' } },
    });
    expect(pagePartsOf(matchRoute('/cases')!)).toEqual({});
  });

  it('gives parts only params their route has, and no part to the remote that owns the page', () => {
    for (const route of ROUTES) {
      for (const part of Object.values(route.parts ?? {})) {
        expect(route.owner).not.toBe(part.remote);
        for (const param of [...Object.values(part.props ?? {}), ...Object.keys(part.only ?? {})]) expect(Object.keys(route.params ?? {})).toContain(param);
      }
    }
  });
});
