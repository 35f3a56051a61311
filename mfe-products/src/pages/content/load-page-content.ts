import { collection, type PricingPage } from '@site/content';
import type { Language } from '@site/model';

/**
 * The products remote's own pages beside the product pages (`<page>/page.<lang>.ts`, the
 * `productsPages` collection), through the one loader: each document is a chunk of its own, which
 * only its page loads, in its language.
 */
const PAGES = collection<{ page: PricingPage }>('products pages', import.meta.glob('./*/page.*.ts'));

export function loadPricingPage(lang: Language): Promise<PricingPage> {
  return PAGES.load('pricing', 'page', lang);
}
