import '../styles/voice.css';
export { NAMESPACES as namespaces } from '../i18n';
export { SalesChat as default } from '../sales-chat/sales-chat';
export { BUILD_ID as buildId } from '../build';
