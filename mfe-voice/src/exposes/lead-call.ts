import '../styles/voice.css';
export { NAMESPACES as namespaces } from '../i18n';
export { LeadCall as default } from '../phone-call/lead-call';
export { BUILD_ID as buildId } from '../build';
