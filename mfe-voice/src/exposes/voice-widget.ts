import '../styles/voice.css';
export { NAMESPACES as namespaces } from '../i18n';
export { VoiceWidget as default } from '../widget/voice-widget';
export { BUILD_ID as buildId } from '../build';
