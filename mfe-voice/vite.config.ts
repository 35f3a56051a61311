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
  // The SDK's chunk (mostly livekit-client) is about 680 KB; it loads only when a conversation starts.
  build: { target: 'esnext', sourcemap: 'hidden', chunkSizeWarningLimit: 800, rolldownOptions: { input: {} } },
  server: devServer('voice'),
});
