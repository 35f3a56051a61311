import { describe, expect, it } from 'vitest';
import { suggestionsFor } from './suggestions';

describe('the suggested first questions', () => {
  it('on a product page are about that product, in any language', () => {
    for (const path of ['/products/mediflow-ai', '/ru/products/mediflow-ai', '/ua/products/mediflow-ai']) {
      expect(suggestionsFor(path)).toEqual([
        { key: 'product.mediflow-ai' },
        { key: 'product.launch', values: { product: 'MediFlow AI' } },
        { key: 'product.price', values: { product: 'MediFlow AI' } },
      ]);
    }
    expect(suggestionsFor('/products/ai-sales-manager/sample-report')[0]).toEqual({ key: 'product.ai-sales-manager' });
  });

  it('follow the kind of page, and are two or three everywhere', () => {
    expect(suggestionsFor('/ua/cases/clinic-mediflow-lumi-kyiv').map((s) => s.key)).toEqual(['case.howLong', 'case.same']);
    expect(suggestionsFor('/blog/ai-in-healthcare').map((s) => s.key)).toEqual(['article.apply', 'article.product']);
    expect(suggestionsFor('/ru/privacy').map((s) => s.key)).toEqual(['data.kept', 'data.where']);
    expect(suggestionsFor('/thank-you/lumi/ru').map((s) => s.key)).toEqual(['contacts.callBack', 'contacts.next']);
    for (const path of ['/', '/ru', '/team', '/no-such-page', '/cases?industry=b2b', '/contacts']) {
      expect(suggestionsFor(path).length).toBeGreaterThanOrEqual(2);
      expect(suggestionsFor(path).length).toBeLessThanOrEqual(3);
    }
  });
});
