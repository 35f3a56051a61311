import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { REMOTE_APPS } from '@site/model';
import { buildId, devServer, remoteFederation } from '../vite.federation';
import { NOTICE_STORAGE_KEY } from './src/session/ai-notice';

// Conversations go over the signed URL's WebSocket: the SDK's WebRTC transport (LiveKit) is never used, so it is left out.
const alias = { 'livekit-client': fileURLToPath(new URL('./src/conversation/no-webrtc.ts', import.meta.url)) };

export default defineConfig({
  base: REMOTE_APPS.voice.basePath,
  plugins: [
    react(),
    remoteFederation(
      'voice',
      {
        './VoiceWidget': './src/exposes/voice-widget.ts',
        './VoiceDemo': './src/exposes/voice-demo.ts',
        './SalesChat': './src/exposes/sales-chat.ts',
        './LeadCall': './src/exposes/lead-call.ts',
      },
      // The starter begins a call only once the visit has had the AI notice: before, it is not even fetched.
      { starter: { entry: 'src/starter/starter.ts', alias, armedBy: NOTICE_STORAGE_KEY } },
    ),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  resolve: { alias },
  build: { target: 'esnext', sourcemap: 'hidden', rolldownOptions: { input: {} } },
  server: devServer('voice'),
});
