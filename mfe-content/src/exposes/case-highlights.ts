import '../styles/content.css';
export { NAMESPACES as namespaces } from '../i18n';
export { CaseHighlights as default } from '../widgets/case-highlights';
export { BUILD_ID as buildId } from '../build';
