import { describe, expect, it } from 'vitest';
import { PRODUCTS_PAGES, structureOf, textsOf } from '@site/content';
import { LANGUAGES, PRICING, PRODUCT_SLUGS, formatPilotDays, pilotOf } from '@site/model';

/** The pricing page's documents, each checked against its schema as it loads. */
const PAGES = PRODUCTS_PAGES.from(import.meta.glob('./*/page.*.ts'));
const documents = await Promise.all(LANGUAGES.map(async (lang) => ({ lang, page: await PAGES.load('pricing', 'page', lang) })));

describe('the pricing page’s documents', () => {
  it('are the one page of the products remote beside its product pages', () => {
    expect(PAGES.ids).toEqual(['pricing']);
  });

  it('have the same structure in every language, but the plural forms each language has', () => {
    const [en, ...others] = documents.map(({ page }) =>
      structureOf({ ...page, calculator: { ...page.calculator, result: { ...page.calculator.result, paidHours: null } } }),
    );
    for (const other of others) expect(other).toEqual(en);
  });

  it.each(PRODUCT_SLUGS)('name every fee and every extra of %s in the model, and nothing the model does not price', (product) => {
    for (const { lang, page } of documents) {
      const item = page.products.items[product];
      expect(Object.keys(item.fees).sort(), `${product} fees in ${lang}`).toEqual(Object.keys(PRICING[product].fees).sort());
      expect(Object.keys(item.extras).sort(), `${product} extras in ${lang}`).toEqual(Object.keys(PRICING[product].extras).sort());
    }
  });

  it.each(PRODUCT_SLUGS)('start %s the way the model says: its pilot’s length and fee, or its own way in', (product) => {
    const pilot = pilotOf(product);
    for (const { lang, page } of documents) {
      const start = page.products.items[product].start;
      if (pilot) {
        expect(start).toContain(formatPilotDays(product, lang));
        expect(start.replace(/\D/g, '')).toContain(String(pilot.fee));
      } else expect(textsOf(start).join(' '), `${product} in ${lang}`).not.toMatch(/pilot|пилот|пілот/iu);
    }
  });
});
