import '../styles/products.css';
import { FORMS_NAMESPACE } from '@site/forms';
import type { LoadInput, ProductSlug, RemotePageProps } from '@site/model';
import { loadProductContent } from '../content/load-product-content';
import { NAMESPACES } from '../i18n';
import { loadIllustration } from '../illustrations/load-illustration';
import type { ProductPageData } from '../pages/product-page';

/** The page carries a lead form, so it needs the forms' strings too. */
export const namespaces = [...NAMESPACES, FORMS_NAMESPACE];
export { ProductPage as default } from '../pages/product-page';
export { BUILD_ID as buildId } from '../build';

/** The product's document in the page's language and its illustration: two chunks of this product only. */
export async function load({ params, lang }: LoadInput<RemotePageProps<ProductPageData>>): Promise<ProductPageData> {
  const slug = params.product as ProductSlug;
  const [content, Illustration] = await Promise.all([loadProductContent(slug, lang), loadIllustration(slug)]);
  return { slug, content, Illustration };
}
