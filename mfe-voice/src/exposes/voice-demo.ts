import '../styles/voice.css';
export { NAMESPACES as namespaces } from '../i18n';
export { VoiceDemo as default } from '../demo/voice-demo';
export { BUILD_ID as buildId } from '../build';
