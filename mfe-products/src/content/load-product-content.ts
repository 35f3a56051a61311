import type { ProductPageContent } from '@site/contracts';
import type { Language, ProductSlug } from '@site/model';

/** One chunk per product and language: a page downloads its own document and nothing else. */
const DOCUMENTS = import.meta.glob<{ default: ProductPageContent }>('./*/{en,ru,uk}.ts');

export async function loadProductContent(slug: ProductSlug, lang: Language): Promise<ProductPageContent> {
  const load = DOCUMENTS[`./${slug}/${lang}.ts`];
  if (!load) throw new Error(`There is no content for the product "${slug}" in "${lang}"`);
  return (await load()).default;
}
