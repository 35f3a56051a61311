import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COLLECTIONS, PRODUCTS } from '@site/content';
import { describe, expect, it } from 'vitest';
import { checkCollections } from './check-collections';
import { temporaryCopy } from './temporary-copy';

/** Every collection's folder, in a copy to change. */
const copyOfContent = () => temporaryCopy(COLLECTIONS.map(({ folder }) => folder));

describe('the build’s check of every collection', () => {
  it('passes every document of the repository', async () => {
    expect(await checkCollections()).toBeGreaterThan(100);
  });

  it('fails the build naming the document that breaks its schema', async () => {
    const root = copyOfContent();
    const file = join(root, PRODUCTS.folder, 'lumi-ai', 'page.ru.ts');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\bseo: \{/, 'seo: 7, unused: {'));
    await expect(checkCollections(root)).rejects.toThrow(
      "mfe-products/src/content/lumi-ai/page.ru.ts does not match the products collection's page schema (seo: Invalid input: expected object, received number)",
    );
  });

  it('fails on a file that is no part of its collection', async () => {
    const root = copyOfContent();
    writeFileSync(join(root, PRODUCTS.folder, 'lumi-ai', 'faq.en.ts'), 'export default {};\n');
    await expect(checkCollections(root)).rejects.toThrow(
      /lumi-ai\/faq\.en\.ts: "faq" is not a part of the products collection's "lumi-ai" \(its parts: facts, page\)/,
    );
  });
});
