import '../styles/content.css';
export { NAMESPACES as namespaces } from '../i18n';
export { CasePage as default } from '../pages/case-page';
export { BUILD_ID as buildId } from '../build';
