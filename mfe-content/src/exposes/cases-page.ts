import '../styles/content.css';
export { NAMESPACES as namespaces } from '../i18n';
export { CasesPage as default } from '../pages/cases-page';
export { BUILD_ID as buildId } from '../build';
