import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { REMOTE_APPS } from '@site/i18n';
import { buildId, devServer, remoteFederation } from '../vite.federation';

export default defineConfig({
  base: REMOTE_APPS.voice.basePath,
  plugins: [
    react(),
    remoteFederation('voice', {
      './VoiceWidget': './src/exposes/voice-widget.ts',
      './VoiceDemo': './src/exposes/voice-demo.ts',
    }),
  ],
  define: { __BUILD_ID__: JSON.stringify(buildId()) },
  build: { target: 'esnext', sourcemap: true, rolldownOptions: { input: {} } },
  server: devServer('voice'),
});
