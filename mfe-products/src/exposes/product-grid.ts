import '../styles/products.css';
export { NAMESPACES as namespaces } from '../i18n';
export { ProductGrid as default } from '../widgets/product-grid';
export { BUILD_ID as buildId } from '../build';
