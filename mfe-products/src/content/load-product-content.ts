import { collection, type ProductPageContent } from '@site/content';
import type { Language, ProductSlug } from '@site/model';

/** One chunk per product and language, through the one loader: a page downloads its own document and nothing else. */
const PRODUCTS = collection<{ page: ProductPageContent }>('products', import.meta.glob('./*/page.*.ts'));

export function loadProductContent(slug: ProductSlug, lang: Language): Promise<ProductPageContent> {
  return PRODUCTS.load(slug, 'page', lang);
}
