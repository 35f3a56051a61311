import { describe, expect, it } from 'vitest';
import {
  CASE_PRODUCT_PAGES,
  CASE_PRODUCTS,
  CASES,
  LEAD_FORM_IDS,
  LEAD_FORM_PRODUCTS,
  leadingCaseOf,
  PRODUCT_LEAD_FORMS,
  PRODUCT_SAMPLES,
  PRODUCT_SLUGS,
} from '../catalogue';
import { matchRoute, pagePartsOf } from '../routes';

describe('what the site offers of each product', () => {
  it('leads each product to its own first case, or to the first that also uses it', () => {
    expect(leadingCaseOf('mediflow-ai')).toMatchObject({ slug: 'medical-center-ukraine', industry: 'healthcare' });
    expect(leadingCaseOf('lumi-ai')?.slug).toBe('auto-damage-poland');
    // AI Sales Manager has no case of its own: the first that uses it beside its own product.
    expect(leadingCaseOf('ai-sales-manager')).toMatchObject({ slug: 'ad-traffic-lithuania', product: 'aiSeller' });
    for (const product of PRODUCT_SLUGS) {
      const facts = leadingCaseOf(product);
      expect(facts, product).toBeDefined();
      expect(CASE_PRODUCT_PAGES[facts!.product] === product || facts!.relatedProducts.includes(product), product).toBe(true);
    }
  });

  it('names as a product’s live demo only the product whose page carries the voice demo', () => {
    for (const product of PRODUCT_SLUGS) {
      const hasDemo = 'voiceDemo' in pagePartsOf(matchRoute(`/products/${product}`)!);
      expect(PRODUCT_SAMPLES[product] === 'voice-demo', product).toBe(hasDemo);
    }
    expect(PRODUCT_SAMPLES['ai-sales-manager']).toBe('sample-report');
  });
});

describe('the lead forms', () => {
  it('are the contacts form and each product page’s, as its facts name it, each once and asking about its product', () => {
    expect(LEAD_FORM_IDS).toEqual(['contacts', ...PRODUCT_SLUGS.map((slug) => PRODUCT_LEAD_FORMS[slug])]);
    expect(new Set(LEAD_FORM_IDS).size).toBe(LEAD_FORM_IDS.length);
    expect(LEAD_FORM_PRODUCTS.contacts).toBeNull();
    for (const slug of PRODUCT_SLUGS) expect(LEAD_FORM_PRODUCTS[PRODUCT_LEAD_FORMS[slug]]).toBe(slug);
  });
});

describe("the case library's product filter", () => {
  it('has an id for each product with a case of its own, read from the one list keyed by product, in its order', () => {
    expect(CASE_PRODUCTS).toEqual(['mediFlow', 'agentLab', 'aiCommerce', 'lumiAi', 'aiSeller']);
    expect(CASE_PRODUCT_PAGES).toEqual({
      mediFlow: 'mediflow-ai',
      agentLab: 'agentlab-ai',
      aiCommerce: 'ai-commerce',
      lumiAi: 'lumi-ai',
      aiSeller: 'ai-seller',
    });
    for (const facts of Object.values(CASES)) expect(CASE_PRODUCTS).toContain(facts.product);
  });
});
