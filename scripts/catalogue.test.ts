import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { COLLECTION_FOLDERS } from '@site/content';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../repo-layout';
import { CATALOGUE_FILE, catalogueSource } from './catalogue';

const copies: string[] = [];
afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
});

/** A copy of the products', cases' and articles' folders to change. */
function copyOfContent(): string {
  const root = mkdtempSync(join(tmpdir(), 'catalogue-'));
  copies.push(root);
  for (const folder of [COLLECTION_FOLDERS.products, COLLECTION_FOLDERS.cases, COLLECTION_FOLDERS.articles])
    cpSync(resolve(REPO_ROOT, folder), join(root, folder), { recursive: true });
  return root;
}

describe('the generated catalogue', () => {
  it('is what the content folders say (run `npm run catalogue` after adding or changing a case or an article)', async () => {
    expect(readFileSync(CATALOGUE_FILE, 'utf8')).toBe(await catalogueSource());
  });

  it('gains a case, its alias, its country and its client mark from one new folder', async () => {
    const root = copyOfContent();
    const folder = join(root, COLLECTION_FOLDERS.cases, 'clinic-france');
    cpSync(join(root, COLLECTION_FOLDERS.cases, 'medical-center-ukraine'), folder, { recursive: true });
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

  it('refuses a case whose facts do not match their schema, naming the file', async () => {
    const root = copyOfContent();
    writeFileSync(join(root, COLLECTION_FOLDERS.cases, 'retail-kazakhstan', 'facts.ts'), "export default { position: 8, aliases: [], industry: 'mining' };\n");
    await expect(catalogueSource(root)).rejects.toThrow(/retail-kazakhstan\/facts\.ts does not match the cases collection's facts schema/);
  });
});
