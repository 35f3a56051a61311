import '../styles/content.css';
export { NAMESPACES as namespaces } from '../i18n';
export { BlogPage as default } from '../pages/blog-page';
export { BUILD_ID as buildId } from '../build';
