import '../styles/content.css';
export { NAMESPACES as namespaces } from '../i18n';
export { TeamPage as default } from '../pages/team-page';
export { BUILD_ID as buildId } from '../build';
