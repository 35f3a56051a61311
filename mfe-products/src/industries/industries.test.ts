import { describe, expect, it } from 'vitest';
import { INDUSTRIES, PRODUCTS, structureOf, textsOf, type IndustryPageContent } from '@site/content';
import {
  CASE_INDUSTRIES,
  CASES,
  CASE_PRODUCT_PAGES,
  LANGUAGES,
  SHOP_SYSTEMS,
  SHOP_SYSTEM_NAMES,
  estimateMonthly,
  formatEstimate,
  type CaseIndustry,
  type Language,
  type ProductSlug,
} from '@site/model';

/** Every industry's page, each checked against its schema as it loads. */
const COLLECTION = INDUSTRIES.from({
  ...import.meta.glob('./content/*/facts.ts', { eager: true, import: 'default' }),
  ...import.meta.glob('./content/*/page.*.ts'),
});
const facts = new Map(await Promise.all(CASE_INDUSTRIES.map(async (industry) => [industry, await COLLECTION.load(industry, 'facts')] as const)));
const pages = new Map<string, IndustryPageContent>(
  await Promise.all(
    CASE_INDUSTRIES.flatMap((industry) => LANGUAGES.map(async (lang) => [`${industry}.${lang}`, await COLLECTION.load(industry, 'page', lang)] as const)),
  ),
);
const pageOf = (industry: CaseIndustry, lang: Language) => pages.get(`${industry}.${lang}`)!;

describe('the industries collection', () => {
  it('has a folder for every industry of the case library, in its order', () => {
    expect([...COLLECTION.ids].sort()).toEqual([...CASE_INDUSTRIES].sort());
    expect(CASE_INDUSTRIES.map((industry) => facts.get(industry)!.position)).toEqual(CASE_INDUSTRIES.map((_, index) => index + 1));
  });
});

describe.each(CASE_INDUSTRIES)('the %s page', (industry) => {
  const own = facts.get(industry)!;

  it('has the same blocks and items in every language, and a role for each of its products', () => {
    const [first, ...others] = LANGUAGES.map((lang) => structureOf(pageOf(industry, lang)));
    for (const other of others) expect(other).toEqual(first);
    for (const lang of LANGUAGES) expect(pageOf(industry, lang).products.roles).toHaveLength(own.products.length);
  });

  it('offers the products its cases use, starting with one', () => {
    const used = Object.values(CASES)
      .filter((found) => found.industry === industry)
      .flatMap((found) => [CASE_PRODUCT_PAGES[found.product], ...found.relatedProducts]);
    expect(used.length).toBeGreaterThan(0);
    for (const product of used) expect(own.products).toContain(product);
  });

  it('prices its typical business with the estimate, whose product it offers', () => {
    expect(own.products).toContain(own.estimate.product);
    expect(estimateMonthly(own.estimate).total).toBeGreaterThan(0);
  });

  it.each(LANGUAGES)('sizes the typical business under the price’s title without saying the title again, in %s', (lang) => {
    // «Ile kosztuje 4000 rozmów miesięcznie» over «Około 4000 rozmów miesięcznie z użytkownikami…» said the volume and the month twice.
    const { title, size } = pageOf(industry, lang).price;
    const runs = (text: string) => {
      const words = text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean);
      return new Set(words.slice(2).map((word, index) => `${words[index]} ${words[index + 1]} ${word}`));
    };
    const inTitle = runs(title);
    expect(
      [...runs(size)].filter((run) => inTitle.has(run)),
      size,
    ).toEqual([]);
  });

  it.each(LANGUAGES)('never writes a figure of the estimate by hand, in %s', (lang) => {
    // The month is the page's own figure from the estimate; a document that wrote it would go stale with a price.
    expect(textsOf(pageOf(industry, lang)).join('\n')).not.toContain(formatEstimate(estimateMonthly(own.estimate).total, lang));
  });
});

describe('the e-commerce page and the product pages', () => {
  const PRODUCT_PAGES = PRODUCTS.from(import.meta.glob('../content/*/page.*.ts'));
  const namedOn = async (product: ProductSlug, lang: Language) =>
    (await PRODUCT_PAGES.load(product, 'page', lang)).integrations.categories.flatMap((category) => category.items);

  it('name the shop systems of the model, in its order', () => {
    expect(facts.get('ecommerce')!.systems).toEqual(SHOP_SYSTEM_NAMES);
  });

  it.each(LANGUAGES)(
    'agree on AI Seller 24/7: its page names every shop system the model connects it to and none it does not, and each system the industry names is on one of its products’ pages, in %s',
    async (lang) => {
      const seller = await namedOn('ai-seller', lang);
      expect(SHOP_SYSTEM_NAMES.filter((system) => seller.includes(system))).toEqual(SHOP_SYSTEM_NAMES.filter((system) => SHOP_SYSTEMS[system].aiSeller));
      const own = facts.get('ecommerce')!;
      const onProductPages = new Set((await Promise.all(own.products.map((product) => namedOn(product, lang)))).flat());
      expect(own.systems.filter((system) => !onProductPages.has(system))).toEqual([]);
    },
  );
});
