import '../styles/products.css';
import '../styles/pricing.css';
import type { LoadInput, RemotePageProps } from '@site/model';
import { NAMESPACES } from '../i18n';
import { loadPricingPage } from '../pages/content/load-page-content';
import type { PricingPageData } from '../pages/pricing-page';

export { PricingPage as default } from '../pages/pricing-page';
export { BUILD_ID as buildId } from '../build';
export const namespaces = NAMESPACES;

/** The page's words in its language, a chunk no other page loads; its figures come with the model. */
export async function load({ lang }: LoadInput<RemotePageProps<PricingPageData>>): Promise<PricingPageData> {
  return { content: await loadPricingPage(lang) };
}
