import { PRODUCTS, type ProductPageContent } from '@site/content';
import type { Language, ProductSlug } from '@site/model';

/** One chunk per product and language: a page downloads its own document and nothing else. */
const PRODUCT_PAGES = PRODUCTS.from(import.meta.glob('./*/page.*.ts'));

export function loadProductContent(slug: ProductSlug, lang: Language): Promise<ProductPageContent> {
  return PRODUCT_PAGES.load(slug, 'page', lang);
}
