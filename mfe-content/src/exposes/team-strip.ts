import '../styles/content.css';
export { NAMESPACES as namespaces } from '../i18n';
export { TeamStrip as default } from '../widgets/team-strip';
export { BUILD_ID as buildId } from '../build';
