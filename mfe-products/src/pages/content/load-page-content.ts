import { PRODUCTS_PAGES, type PricingPage } from '@site/content';
import type { Language } from '@site/model';

/**
 * The products remote's own pages beside the product pages (`<page>/page.<lang>.ts`): each
 * document is a chunk of its own, which only its page loads, in its language.
 */
const PAGES = PRODUCTS_PAGES.from(import.meta.glob('./*/page.*.ts'));

export function loadPricingPage(lang: Language): Promise<PricingPage> {
  return PAGES.load('pricing', 'page', lang);
}
