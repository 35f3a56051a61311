import { describe, expect, it } from 'vitest';
import { countWords, productPageSchema, structureOf, textsOf, type ProductPageContent } from '@site/contracts';
import { LANGUAGES, PRODUCT_SLUGS, type ProductSlug } from '@site/model';
import { VISUAL_LABELS } from '../illustrations/visual-labels';

const documents = import.meta.glob<ProductPageContent>('./*/{en,ru,uk}.ts', { eager: true, import: 'default' });
const documentOf = (slug: ProductSlug, lang: string) => documents[`./${slug}/${lang}.ts`]!;
const all = (slug: ProductSlug) => LANGUAGES.map((lang) => documentOf(slug, lang));
const textOf = (doc: ProductPageContent) => textsOf(doc).join('\n');

describe.each(PRODUCT_SLUGS)('the %s page', (slug) => {
  it.each(LANGUAGES)('has a document in %s that the product page schema accepts', (lang) => {
    const result = productPageSchema.safeParse(documentOf(slug, lang));
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([]);
  });

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
    const icd = { en: 'ICD-10', ru: 'МКБ-10', uk: 'МКХ-10' } as const;
    for (const lang of LANGUAGES) {
      const doc = documentOf('mediflow-ai', lang);
      const modules = doc.features.items.map((item) => item.title).join(' ');
      expect(modules).toContain('FrontDesk');
      expect(modules).toContain('Doctor AI');
      expect(textOf(doc)).toContain(icd[lang]);
      expect(textOf(doc)).toMatch(/GDPR/);
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
