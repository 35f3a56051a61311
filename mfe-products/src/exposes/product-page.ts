import '../styles/products.css';
import { FORMS_NAMESPACE } from '@site/forms';
import { NAMESPACES } from '../i18n';

/** The page carries a lead form, so it needs the forms' strings too. */
export const namespaces = [...NAMESPACES, FORMS_NAMESPACE];
export { ProductPage as default } from '../pages/product-page';
export { BUILD_ID as buildId } from '../build';
