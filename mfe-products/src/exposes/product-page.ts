import '../styles/products.css';
export { NAMESPACES as namespaces } from '../i18n';
export { ProductPage as default } from '../pages/product-page';
