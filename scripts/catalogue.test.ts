import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTICLES, CASE_STUDIES, PRODUCTS } from '@site/content';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILE, catalogueSource } from './catalogue';
import { temporaryCopy } from './lib/temporary-copy';

/** A copy of the products', cases' and articles' folders to change. */
const copyOfContent = () => temporaryCopy([PRODUCTS, CASE_STUDIES, ARTICLES].map(({ folder }) => folder));

describe('the generated catalogue', () => {
  it('is what the content folders say (run `npm run catalogue` after adding or changing a case or an article)', async () => {
    expect(readFileSync(CATALOGUE_FILE, 'utf8')).toBe(await catalogueSource());
  });

  it('gains a case, its alias, its country and its client mark from one new folder', async () => {
    const root = copyOfContent();
    const folder = join(root, CASE_STUDIES.folder, 'clinic-france');
    cpSync(join(root, CASE_STUDIES.folder, 'medical-center-ukraine'), folder, { recursive: true });
    writeFileSync(
      join(folder, 'facts.ts'),
      "export default { position: 9, aliases: ['clinic-lyon'], industry: 'healthcare', product: 'mediFlow', relatedProducts: [], client: { brand: 'Clinique Rhône', symbol: 'cross', stripPosition: 9 }, country: 'FR' };\n",
    );
    const source = await catalogueSource(root);
    expect(source).toMatch(/'retail-kazakhstan',\s*'clinic-france',\s*\] as const/);
    expect(source).toContain("'clinic-lyon': 'clinic-france'");
    expect(source).toContain("country: 'FR'");
    expect(source).toMatch(/\{ slug: 'clinic-france', brand: 'Clinique Rhône', symbol: 'cross' \},?\s*\] as const/);
  });

  it("gains a product, its name and its lead form from one new folder: the form is one of the site's from there", async () => {
    const root = copyOfContent();
    const folder = join(root, PRODUCTS.folder, 'ai-recruiter');
    cpSync(join(root, PRODUCTS.folder, 'lumi-ai'), folder, { recursive: true });
    writeFileSync(join(folder, 'facts.ts'), "export default { position: 7, name: 'AI Recruiter', formId: 'recruiter' };\n");
    const source = await catalogueSource(root);
    expect(source).toMatch(/'agentlab-ai',\s*'ai-recruiter',?\s*\] as const/);
    expect(source).toContain("'ai-recruiter': 'AI Recruiter'");
    expect(source).toMatch(/export const PRODUCT_FORM_IDS = \{[^}]*'ai-recruiter': 'recruiter',?\s*\} as const/);
  });

  it('refuses a case whose facts do not match their schema, naming the file', async () => {
    const root = copyOfContent();
    writeFileSync(join(root, CASE_STUDIES.folder, 'retail-kazakhstan', 'facts.ts'), "export default { position: 8, aliases: [], industry: 'mining' };\n");
    await expect(catalogueSource(root)).rejects.toThrow(/retail-kazakhstan\/facts\.ts does not match the cases collection's facts schema/);
  });
});
