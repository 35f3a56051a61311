import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { REMOTE_APPS } from '@site/model';
import { buildId, devServer, remoteFederation } from '../vite.federation';

export default defineConfig({
  base: REMOTE_APPS.voice.basePath,
  plugins: [
    react(),
    remoteFederation('voice', {
      './VoiceWidget': './src/exposes/voice-widget.ts',
      './VoiceDemo': './src/exposes/voice-demo.ts',
      './SalesChat': './src/exposes/sales-chat.ts',
    }),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  // Conversations go over the signed URL's WebSocket: the SDK's WebRTC transport (LiveKit) is never used, so it is left out.
  resolve: { alias: { 'livekit-client': fileURLToPath(new URL('./src/conversation/no-webrtc.ts', import.meta.url)) } },
  build: { target: 'esnext', sourcemap: 'hidden', rolldownOptions: { input: {} } },
  server: devServer('voice'),
});
