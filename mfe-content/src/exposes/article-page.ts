import '../styles/content.css';
export { NAMESPACES as namespaces } from '../i18n';
export { ArticlePage as default } from '../pages/article-page';
export { BUILD_ID as buildId } from '../build';
