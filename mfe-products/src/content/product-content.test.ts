import { describe, expect, it } from 'vitest';
import { countWords, PRODUCTS, structureOf, textsOf, type ProductPageContent } from '@site/content';
import { CASES, CASE_PRODUCT_PAGES, LANGUAGES, PRODUCT_SLUGS, formatFromPrice, href, type Language, type ProductSlug } from '@site/model';
import { VISUAL_LABELS } from '../illustrations/visual-labels';

/** Every product page, each checked against the product page schema as it loads. */
const PRODUCT_PAGES = PRODUCTS.from(import.meta.glob('./*/page.*.ts'));
const documents = new Map<string, ProductPageContent>(
  await Promise.all(PRODUCT_SLUGS.flatMap((slug) => LANGUAGES.map(async (lang) => [`${slug}.${lang}`, await PRODUCT_PAGES.load(slug, 'page', lang)] as const))),
);
const documentOf = (slug: ProductSlug, lang: string) => documents.get(`${slug}.${lang}`)!;
const all = (slug: ProductSlug) => LANGUAGES.map((lang) => documentOf(slug, lang));
const textOf = (doc: ProductPageContent) => textsOf(doc).join('\n');

describe('the products collection', () => {
  it('has a folder for every product of the site model, and no other', () => {
    expect([...PRODUCT_PAGES.ids].sort()).toEqual([...PRODUCT_SLUGS].sort());
  });
});

describe.each(PRODUCT_SLUGS)('the %s page', (slug) => {
  it('has the same blocks and the same number of items in every language', () => {
    const [en, ...others] = all(slug).map(structureOf);
    for (const other of others) expect(other).toEqual(en);
  });

  it.each(LANGUAGES)('gives its illustration every text it draws, in %s', (lang) => {
    expect(Object.keys(documentOf(slug, lang).hero.visual).sort()).toEqual([...VISUAL_LABELS[slug]].sort());
  });

  it.each(LANGUAGES)('has at least 700 words of page content in %s', (lang) => {
    expect(countWords(textsOf(documentOf(slug, lang), ['seo']))).toBeGreaterThanOrEqual(700);
  });

  it('numbers its launch steps from 1', () => {
    for (const doc of all(slug)) expect(doc.launch.items.map((item) => item.step)).toEqual(doc.launch.items.map((_, i) => i + 1));
  });
});

describe.each(PRODUCT_SLUGS)('the %s page’s price question', (slug) => {
  it.each(LANGUAGES)('answers with the product’s “from” price of the model and leads to its card on the pricing page, in %s', (lang) => {
    const priced = documentOf(slug, lang).faq.items.filter((item) => item.pricing);
    expect(priced).toHaveLength(1);
    expect(priced[0]!.answer.join(' ')).toContain(formatFromPrice(slug, lang));
    expect(priced[0]!.pricing).toBe(href('pricing', { hash: slug }));
  });
});

describe('the facts of the specification', () => {
  const durations = (slug: ProductSlug) => all(slug).map((doc) => doc.launch.items.map((item) => item.duration.match(/\d+(?:–\d+)?/)?.[0]));

  it('AI Sales Manager launches in steps of 1–3, 3–5 and 7–14 days', () => {
    for (const steps of durations('ai-sales-manager')) expect(steps).toEqual(['1–3', '3–5', '7–14']);
  });

  it.each(['ai-seller', 'lumi-ai', 'ai-commerce'] as const)('%s offers a 7–10-day pilot', (slug) => {
    for (const doc of all(slug)) expect(textOf(doc)).toMatch(/7–10/);
  });

  it("Lumi AI's integration categories name 15, 20, 10 and 25 more", () => {
    for (const doc of all('lumi-ai')) expect(doc.integrations.categories.map((category) => category.more)).toEqual([15, 20, 10, 25]);
  });

  it("AI Seller 24/7's integration categories count 11, 20, 15 and 15 systems, named plus 'more', as before the shop systems were named", () => {
    for (const doc of all('ai-seller'))
      expect(doc.integrations.categories.map((category) => category.items.length + (category.more ?? 0))).toEqual([11, 20, 15, 15]);
  });

  it('AI Commerce Suite has its three modules, 20 AI agents, a 0–100 index and 30+ parameters', () => {
    for (const doc of all('ai-commerce')) {
      const modules = doc.features.items.map((item) => item.title).join(' ');
      for (const name of ['SnapCard AI', 'AI Focus Group', 'SellMate AI']) expect(modules).toContain(name);
      expect(textOf(doc)).toMatch(/\b20\b/);
      expect(textOf(doc)).toMatch(/0–100/);
      expect(textOf(doc)).toMatch(/30\+/);
    }
  });

  it('MediFlow AI has FrontDesk and Doctor AI with ICD-10, and is GDPR and HIPAA compliant', () => {
    const icd: Readonly<Record<Language, string>> = { en: 'ICD-10', ru: 'МКБ-10', uk: 'МКХ-10', pl: 'ICD-10' };
    for (const lang of LANGUAGES) {
      const doc = documentOf('mediflow-ai', lang);
      const modules = doc.features.items.map((item) => item.title).join(' ');
      expect(modules).toContain('FrontDesk');
      expect(modules).toContain('Doctor AI');
      expect(textOf(doc)).toContain(icd[lang]);
      // Polish names the GDPR by its Polish acronym.
      expect(textOf(doc)).toMatch(lang === 'pl' ? /RODO/ : /GDPR/);
      expect(textOf(doc)).toMatch(/HIPAA/);
    }
  });

  it('AgentLab AI offers 20+ scenarios, a 14-day pilot and demo access, with testimonials', () => {
    for (const doc of all('agentlab-ai')) {
      expect(textOf(doc)).toMatch(/20\+/);
      expect(textOf(doc)).toMatch(/\b14\b/);
      expect(doc.testimonials.items.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('the testimonials', () => {
  it.each(PRODUCT_SLUGS)('on %s quote people of the product’s own cases, where it is the case’s product or one the case also uses', (slug) => {
    for (const doc of all(slug)) {
      for (const { case: id, author } of doc.testimonials.items) {
        const { product, relatedProducts } = CASES[id];
        expect(CASE_PRODUCT_PAGES[product] === slug || relatedProducts.includes(slug), `${author} (${id})`).toBe(true);
      }
    }
  });

  it.each(PRODUCT_SLUGS)('on %s quote the same people of the same cases, drawn alike, in every language', (slug) => {
    const [en, ...others] = all(slug).map((doc) => doc.testimonials.items.map(({ case: id, image: { alt, ...drawing } }) => ({ id, drawing })));
    for (const other of others) expect(other).toEqual(en);
  });

  it('draw a person alike on every page that quotes them, and quote no one twice on a page', () => {
    const drawings = new Map<string, string>();
    for (const slug of PRODUCT_SLUGS) {
      const { items } = documentOf(slug, 'en').testimonials;
      expect(new Set(items.map((item) => item.author)).size).toBe(items.length);
      for (const {
        author,
        image: { alt, ...drawing },
      } of items) {
        const seen = drawings.get(author) ?? JSON.stringify(drawing);
        expect(JSON.stringify(drawing), `${author} on ${slug}`).toBe(seen);
        drawings.set(author, seen);
      }
    }
  });
});

describe('the comparison sections', () => {
  /** "Instead of hiring", «Вместо найма», «Замість найму»: a fine heading once, a template on every page. */
  const INSTEAD = /^(?:Instead of|Rather than|Вместо|Замість)(?!\p{L})/u;

  it.each(LANGUAGES)('open their cards with “instead of” on one product page at most, in %s', (lang) => {
    const pages = PRODUCT_SLUGS.filter((slug) => documentOf(slug, lang).advantages.items.some((item) => INSTEAD.test(item.title)));
    expect(pages.length).toBeLessThanOrEqual(1);
  });

  it('find the heading they look for, and not a heading that merely mentions it', () => {
    expect(INSTEAD.test('Вместо найма')).toBe(true);
    expect(INSTEAD.test('Замість кнопкового бота')).toBe(true);
    expect(INSTEAD.test('Ночная смена менеджеров')).toBe(false);
    expect(INSTEAD.test('Вместорождения')).toBe(false);
  });
});

describe('the word «ваш»', () => {
  /** «Для ваших процессов… в вашей CRM… ваш лучший…»: a page that says «your» in every sentence reads as a template. */
  const YOUR = /(?<!\p{L})ваш\p{L}*/giu;
  const MOST_PER_THOUSAND_WORDS = 7.5;

  it.each(PRODUCT_SLUGS.flatMap((slug) => (['ru', 'uk'] as const).map((lang) => [slug, lang] as const)))(
    'stands at most 7.5 times in 1,000 words on the %s page in %s',
    (slug, lang) => {
      const texts = textsOf(documentOf(slug, lang));
      const count = texts.reduce((sum, text) => sum + (text.match(YOUR)?.length ?? 0), 0);
      expect((count * 1000) / countWords(texts)).toBeLessThanOrEqual(MOST_PER_THOUSAND_WORDS);
    },
  );

  it('counts every form of the word and nothing else', () => {
    expect('Ваш каталог, вашей CRM, ваші дані; важно, наш'.match(YOUR)).toEqual(['Ваш', 'вашей', 'ваші']);
  });
});

describe('the Ukrainian pages’ integrations', () => {
  /** Tools Ukrainian businesses use: a /ua page names them first in each category that has them. */
  const UKRAINIAN_TOOLS = new Set([
    'KeyCRM',
    'SalesDrive',
    'Binotel',
    'Ringostat',
    'Helsi',
    'Doctor Eleks',
    'Medfile',
    'Horoshop',
    'Rozetka',
    'Prom.ua',
    'Епіцентр',
    'LiqPay',
    'WayForPay',
    'Вчасно',
    'eSputnik',
  ]);

  it.each(PRODUCT_SLUGS)('lead with the tools Ukrainian businesses use on the %s page', (slug) => {
    const categories = documentOf(slug, 'uk').integrations.categories;
    for (const { name, items } of categories) {
      const firstForeign = items.findIndex((item) => !UKRAINIAN_TOOLS.has(item));
      const localAfterForeign = firstForeign === -1 ? [] : items.slice(firstForeign).filter((item) => UKRAINIAN_TOOLS.has(item));
      expect(localAfterForeign, name).toEqual([]);
    }
    expect(categories.flatMap((category) => category.items).some((item) => UKRAINIAN_TOOLS.has(item))).toBe(true);
  });
});
